/**
 * Forgiving typing (DESIGN.md 5b): a one-letter slip in a typed answer of 5+ letters counts as
 * right and is shown as 'casi' (almost) with the right spelling; in the review it rates Hard.
 * A slip is one insertion, deletion, substitution or swap of two adjacent letters: an optimal
 * string alignment (restricted Damerau–Levenshtein) distance of 1.
 *
 * Why a short function and not a library: the only question is "within one edit?", answered in
 * one linear pass; the maintained packages (e.g. `damerau-levenshtein`, CommonJS, last release
 * 2022) compute the whole distance matrix and would be a new dependency of the games Lambda.
 * The unit tests cover every kind of edit.
 */
import { foldName } from '../naming.js';

/** Answers shorter than this (letters, spaces aside) must be spelled exactly: one slip in 'Oya' is another word. */
export const SLIP_MIN_LETTERS = 5;

/** Whether `a` becomes `b` by exactly one insertion, deletion, substitution or adjacent swap (OSA distance 1). */
export function isOneSlip(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length) {
    if (i === x.length) return false; // equal: no slip at all
    const rest = (from: number) => x.slice(from).join('') === y.slice(from).join('');
    // substitution, or the two letters at i swapped
    return rest(i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2));
  }
  const [long, short] = x.length > y.length ? [x, y] : [y, x];
  // one letter more in `long` at i, the rest equal
  return long.slice(i + 1).join('') === short.slice(i).join('');
}

/**
 * Whether the typed text is a slip of `expected`: folded as the exact match is (accents, case
 * and punctuation aside), compared without spaces (a missing space is no slip: the exact match
 * already accepts it), and only when the answer has at least SLIP_MIN_LETTERS letters.
 */
export function isSlipOf(typed: string, expected: string): boolean {
  const a = foldName(typed).replace(/ /g, '');
  const b = foldName(expected).replace(/ /g, '');
  return [...b].length >= SLIP_MIN_LETTERS && isOneSlip(a, b);
}

/**
 * The one answer among `candidates` the typed text is a slip of, or undefined when it is a slip
 * of none, or of more than one (then it could be either: not forgiven). `others` are spellings
 * that must not be near it either (the wrong options, the other signs' names): a slip that is
 * also one letter from a wrong answer is not forgiven.
 */
export function slipMatch<T>(typed: string, candidates: ReadonlyArray<{ spelling: string; answer: T }>, others: readonly string[] = []): T | undefined {
  const near = candidates.filter((c) => isSlipOf(typed, c.spelling));
  const answers = [...new Set(near.map((c) => c.answer))];
  if (answers.length !== 1) return undefined;
  const folded = foldName(typed).replace(/ /g, '');
  if (others.some((o) => isSlipOf(typed, o) || foldName(o).replace(/ /g, '') === folded)) return undefined;
  return answers[0];
}
