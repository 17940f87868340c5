import type { BuildFeedback } from '@ifa/shared';
import { columnsOf, legOfColumn } from './legs';

/**
 * What went wrong in a built sign, in facts the feedback panel turns into words (issue 12,
 * point 2): the legs swapped, or a column that is another leg ('your right leg is Iwori, not
 * Ogbe'). The built legs are named as the server names them; the target's legs are taken
 * from the built ones when a built column is the target's, else from the sixteen legs'
 * columns. When neither names a leg the panel falls back to 'you built <name>'.
 */
export type BuildExplanation =
  | { kind: 'swapped' }
  | { kind: 'legs'; wrong: Array<{ side: 'right' | 'left'; built: string; expected: string }> }
  | { kind: 'built'; name: string };

const PATTERN = /^[01]{8}$/;

export function explainBuild(built: string, correctPattern: string, feedback: BuildFeedback): BuildExplanation {
  if (feedback.swapped) return { kind: 'swapped' };
  if (!PATTERN.test(built) || !PATTERN.test(correctPattern)) return { kind: 'built', name: feedback.built_name };
  const mine = columnsOf(built);
  const target = columnsOf(correctPattern);
  const builtName = { right: feedback.built_right_leg, left: feedback.built_left_leg };
  const nameOf = (column: string) => (column === mine.right ? builtName.right : column === mine.left ? builtName.left : legOfColumn(column));
  const wrong: Array<{ side: 'right' | 'left'; built: string; expected: string }> = [];
  for (const side of ['right', 'left'] as const) {
    if (mine[side] === target[side]) continue;
    const expected = nameOf(target[side]);
    if (!expected || !builtName[side]) return { kind: 'built', name: feedback.built_name };
    wrong.push({ side, built: builtName[side], expected });
  }
  return wrong.length ? { kind: 'legs', wrong } : { kind: 'built', name: feedback.built_name };
}
