/**
 * Who the simulated learners are and how they know each other, decided before the first request
 * from the run's seed (a replayed seed replays the plan). Pure: unit-tested.
 */

/** A seeded generator in [0, 1) (mulberry32): small, fast, and the same sequence for a seed. */
export type Rng = () => number;
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  if (!items.length) throw new Error('pick from nothing');
  return items[Math.floor(rng() * items.length)]!;
};

/**
 * Learner `i`'s own address in 127.0.0.0/8 (Linux routes all of it to this machine), never
 * 127.0.0.1: registration and login are throttled per client address (docs/decisions/006), and
 * the local gateway takes the address from the socket as CloudFront takes the viewer's.
 */
export function learnerAddress(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 250 * 250) throw new Error(`no address for learner ${index}`);
  return `127.77.${Math.floor(index / 250) + 1}.${(index % 250) + 2}`;
}

export interface LearnerPlan {
  index: number;
  address: string;
  cohort: number;
  /** The first of each cohort is promoted to babalawo and founds the cohort's house. */
  head: boolean;
  /** Registers with this earlier learner's referral code (their +50 comes with its first game). */
  referrer: number | null;
  /** How often this learner answers right (0.55 to 0.95): games pass and fail, some are disqualified. */
  accuracy: number;
}

export interface CohortPlan {
  index: number;
  head: number;
  /** Every learner of the cohort, the head first. */
  learners: number[];
  /** Pairs that send each other a friend request at the same moment (A to B and B to A at once). */
  crossing: Array<[number, number]>;
  /** Pairs where the first asks and the second accepts, the accept sent twice at once. */
  asked: Array<[number, number]>;
  /** A member who sends the join request twice at once. */
  doubleJoiner: number | null;
}

export interface Plan {
  learners: LearnerPlan[];
  cohorts: CohortPlan[];
}

/** One in four learners after the first cohort registers with the code of a learner of an earlier cohort. */
export const REFERRED_SHARE = 0.25;

export function planLoad(count: number, cohortSize: number, rng: Rng): Plan {
  const learners: LearnerPlan[] = [];
  const cohorts: CohortPlan[] = [];
  for (let start = 0, c = 0; start < count; start += cohortSize, c++) {
    const members = Array.from({ length: Math.min(cohortSize, count - start) }, (_, k) => start + k);
    for (const index of members) {
      learners.push({
        index,
        address: learnerAddress(index),
        cohort: c,
        head: index === start,
        referrer: start > 0 && rng() < REFERRED_SHARE ? Math.floor(rng() * start) : null,
        accuracy: 0.55 + Math.round(rng() * 40) / 100,
      });
    }
    // Members 1-2, 3-4, ... cross their requests; the last member without a partner asks the head.
    const others = members.slice(1);
    const crossing: Array<[number, number]> = [];
    for (let k = 0; k + 1 < others.length; k += 2) crossing.push([others[k]!, others[k + 1]!]);
    const asked: Array<[number, number]> = others.length % 2 === 1 ? [[others[others.length - 1]!, start]] : [];
    cohorts.push({ index: c, head: start, learners: members, crossing, asked, doubleJoiner: others[0] ?? null });
  }
  return { learners, cohorts };
}

/** The activities a learner chooses among, with their weights. */
export const ACTIVITIES = {
  orisha: 26,
  signs: 20,
  review: 18,
  duel: 8,
  purchase: 8,
  house: 10,
  browse: 10,
} as const;
export type Activity = keyof typeof ACTIVITIES;

export function chooseActivity(rng: Rng, weights: Record<Activity, number> = ACTIVITIES): Activity {
  const entries = Object.entries(weights) as Array<[Activity, number]>;
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [activity, weight] of entries) {
    r -= weight;
    if (r < 0) return activity;
  }
  return entries[entries.length - 1]![0];
}
