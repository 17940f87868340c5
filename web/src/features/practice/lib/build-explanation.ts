import type { BuildFeedback } from '@ifa/shared';
import { columnsOf } from './legs';

/**
 * What went wrong in a built sign, in facts the feedback panel turns into words (issue 12,
 * point 2): the legs swapped, or a column that is another leg ('your right leg is Iwori, not
 * Ogbe'), both legs named as the server names them. When a pattern is not eight marks the
 * panel falls back to 'you built <name>'.
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
  const names = {
    right: { built: feedback.built_right_leg, expected: feedback.expected_right_leg },
    left: { built: feedback.built_left_leg, expected: feedback.expected_left_leg },
  };
  const wrong = (['right', 'left'] as const).filter((side) => mine[side] !== target[side]).map((side) => ({ side, ...names[side] }));
  return wrong.length ? { kind: 'legs', wrong } : { kind: 'built', name: feedback.built_name };
}
