import { ORISHA_IDS, PRACTICE, type ReviewMode } from '@ifa/shared';

/** The build drill's pools: the first 16/64/128/256 signs, the signs game's four levels. */
export const BUILD_POOLS = [16, 64, 128, 256] as const;
export type BuildPool = (typeof BUILD_POOLS)[number];
export const POOL_LEVEL = { 16: 'beginner', 64: 'intermediate', 128: 'advanced', 256: 'expert' } as const satisfies Record<BuildPool, string>;

const SIGN_ID = /^[a-z0-9-]{2,60}$/;

export interface PracticeRequest {
  mode: ReviewMode;
  /** focus: the signs to practise (distinct, valid, at most PRACTICE.maxFocusSigns). */
  signs?: string[];
  /** focus: orishas whose facts to practise (the learner's deities, issue 28). */
  orishas?: string[];
  /** build: the pool the learner chose (or that the link named). */
  pool?: BuildPool;
}

export const isBuildPool = (value: unknown): value is BuildPool => (BUILD_POOLS as readonly unknown[]).includes(value);

/**
 * What the URL asks for: `?mode=build` (optionally `&pool=64`) is the build drill, `?focus=a,b`
 * a session on those signs (from the mastery map), `?orishas=a,b` one on those orishas' facts
 * (from My deities), anything else the daily review. Ids that
 * are not sign ids are dropped, so a hand-edited link still starts a session.
 */
export function practiceRequestFrom(params: URLSearchParams): PracticeRequest {
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
