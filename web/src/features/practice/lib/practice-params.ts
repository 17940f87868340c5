import { ORISHA_IDS, PRACTICE, type ReviewMode } from '@ifa/shared';
import { ASSIGNMENT_PARAM } from '../../../lib/house';

/** The build drill's pools: the first 16/64/128/256 signs, the signs game's four levels. */
export const BUILD_POOLS = [16, 64, 128, 256] as const;
export type BuildPool = (typeof BUILD_POOLS)[number];
export const POOL_LEVEL = { 16: 'beginner', 64: 'intermediate', 128: 'advanced', 256: 'expert' } as const satisfies Record<BuildPool, string>;

const SIGN_ID = /^[a-z0-9-]{2,60}$/;
/** An assignment's id as the contract bounds it (1 to 40 characters), without anything a link could smuggle. */
const ASSIGNMENT_ID = /^[\w-]{1,40}$/;

export interface PracticeRequest {
  mode: ReviewMode;
  /** focus: the signs to practise (distinct, valid, at most PRACTICE.maxFocusSigns). */
  signs?: string[];
  /** focus: orishas whose facts to practise (the learner's deities, issue 28). */
  orishas?: string[];
  /** build: the pool the learner chose (or that the link named). */
  pool?: BuildPool;
  /** focus: an assignment of the learner's house (issue 28): the server serves its signs or orishas. */
  assignment?: string;
}

export const isBuildPool = (value: unknown): value is BuildPool => (BUILD_POOLS as readonly unknown[]).includes(value);

/**
 * What the URL asks for: `?mode=build` (optionally `&pool=64`) is the build drill, `?focus=a,b`
 * a session on those signs (from the mastery map), `?orishas=a,b` one on those orishas' facts
 * (from My deities), `?tarea=<id>` one on an assignment of the learner's house, anything else
 * the daily review. Ids that are not sign ids are dropped, so a hand-edited link still starts a
 * session.
 */
export function practiceRequestFrom(params: URLSearchParams): PracticeRequest {
  const assignment = params.get(ASSIGNMENT_PARAM)?.trim();
  if (assignment && ASSIGNMENT_ID.test(assignment)) return { mode: 'focus', assignment };
  if (params.get('mode') === 'build') {
    const pool = Number(params.get('pool'));
    return isBuildPool(pool) ? { mode: 'build', pool } : { mode: 'build' };
  }
  const signs = [...new Set((params.get('focus') ?? '').split(',').map((id) => id.trim()))].filter((id) => SIGN_ID.test(id)).slice(0, PRACTICE.maxFocusSigns);
  const orishas = [...new Set((params.get('orishas') ?? '').split(',').map((id) => id.trim()))].filter((id) => (ORISHA_IDS as readonly string[]).includes(id));
  if (orishas.length) return { mode: 'focus', signs, orishas };
  return signs.length ? { mode: 'focus', signs } : { mode: 'review' };
}

/** The distinct signs of the shown mix-ups, both sides of each pair, at most PRACTICE.maxFocusSigns. */
export function focusSignsOf(mixups: ReadonlyArray<{ sign_id: string; confused_id: string }>): string[] {
  return [...new Set(mixups.flatMap((m) => [m.sign_id, m.confused_id]))].slice(0, PRACTICE.maxFocusSigns);
}

/** The link that starts a session on these signs. */
export const focusLink = (base: string, signs: readonly string[]) => `${base}?focus=${signs.map(encodeURIComponent).join(',')}`;
