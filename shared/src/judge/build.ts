/**
 * A built sign against the one asked for (issue 12, point 2), mark by mark: the rule the server's
 * build judge (functions/src/domain/practice/build-judge.ts) names the result with, and the device
 * judges an offline answer by (DESIGN.md 5d). Patterns as in the catalogue: 8 characters, the
 * RIGHT column's four marks (top to bottom) then the LEFT column's; 1 = single mark, 0 = double.
 */
export interface BuildComparison {
  correct: boolean;
  /** Indexes 0..7 of the marks that differ (0..3 right column top to bottom, 4..7 left). */
  wrong_marks: number[];
  /** The built sign is the target with its two columns exchanged (only when its legs differ). */
  swapped: boolean;
}

export function compareBuild(targetPattern: string, builtPattern: string): BuildComparison {
  const wrong_marks = [...targetPattern].flatMap((mark, i) => (builtPattern[i] === mark ? [] : [i]));
  const right = targetPattern.slice(0, 4);
  const left = targetPattern.slice(4);
  return { correct: wrong_marks.length === 0, wrong_marks, swapped: right !== left && builtPattern === left + right };
}
