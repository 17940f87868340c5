/**
 * Judging a built sign (issue 12, point 2: build the sign). The learner sets the eight marks of
 * the named sign; the feedback says which marks were wrong and, because the legs are what a
 * learner reads a sign by, what the built columns are: the legs swapped, or a leg that belongs
 * to another sign. Patterns as in the catalogue: 8 characters, the RIGHT column's four marks
 * (top to bottom) then the LEFT column's; 1 = single mark, 0 = double mark.
 */
import { compareBuild } from '@ifa/shared';
import { PRINCIPAL_ODU, factByPattern } from '../../content/odu-catalogue.js';

const PATTERN_RE = /^[01]{8}$/;

export interface BuildJudgement {
  correct: boolean;
  /** Indexes 0..7 of the marks that differ (0..3 right column top to bottom, 4..7 left). */
  wrong_marks: number[];
  /** The built sign is the target with its two columns exchanged (only when its legs differ). */
  swapped: boolean;
  /** The catalogue's Lucumí name of the sign built (every 8-mark drawing is one of the 256). */
  built_name: string;
  /** The leg each built column is, in its usual Lucumí spelling ('Iwori', 'Oyekun'), for 'your right leg is Iwori'. */
  built_right_leg: string;
  built_left_leg: string;
  /** Position 1..256 of the sign built. */
  built_position: number;
}

/** Throws on a malformed pattern: the request schema (SignPattern) has already refused those. */
function factOf(pattern: string) {
  const fact = PATTERN_RE.test(pattern) ? factByPattern(pattern) : undefined;
  if (!fact) throw new RangeError(`not a sign pattern: ${pattern}`);
  return fact;
}

/** Compares the built drawing with the target's, mark by mark, and names what was built. */
export function judgeBuild(targetPattern: string, builtPattern: string): BuildJudgement {
  factOf(targetPattern);
  const built = factOf(builtPattern);
  return {
    ...compareBuild(targetPattern, builtPattern),
    built_name: built.name,
    built_right_leg: PRINCIPAL_ODU[built.right_leg].lucumi,
    built_left_leg: PRINCIPAL_ODU[built.left_leg].lucumi,
    built_position: built.position,
  };
}
