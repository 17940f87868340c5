import { ECONOMY, LEVEL_XP_FACTOR, PASS_PERCENTAGE, UNTIMED_XP_DIFFICULTY, type Difficulty } from '@ifa/shared';

/** Rounded to one decimal, 0 for an empty game. */
export const percentageOf = (correct: number, total: number) =>
  total > 0 ? Math.round((1000 * correct) / total) / 10 : 0;

export interface GameOutcome {
  correct: number;
  total: number;
  difficulty: Difficulty;
  disqualified: boolean;
  hintsUsed?: number;
  /** false: played untimed, paid at UNTIMED_XP_DIFFICULTY's factor. Missing = timed. */
  timed?: boolean;
}

export interface GameScore {
  percentage: number;
  passed: boolean;
  xp: number;
  cowries: number;
}

/**
 * The level whose XP factor pays a game: the level played, or the beginner's for an untimed
 * game (DESIGN.md 5: the clock is part of what a higher level rewards).
 */
export const xpDifficulty = (difficulty: Difficulty, timed = true): Difficulty => (timed ? difficulty : UNTIMED_XP_DIFFICULTY);

/**
 * The economy of one finished game (DESIGN.md 5): 10 XP per correct answer times the level
 * factor (the beginner's when untimed), +50% for a perfect game, minus 5 XP per hint, nothing
 * when disqualified; cowries = floor(xp / 10) for a passed game (>= 50%).
 */
export function scoreGame(outcome: GameOutcome): GameScore {
  const percentage = percentageOf(outcome.correct, outcome.total);
  const passed = !outcome.disqualified && percentage >= PASS_PERCENTAGE;
  if (outcome.disqualified) return { percentage, passed: false, xp: 0, cowries: 0 };
  let xp = outcome.correct * ECONOMY.xpPerCorrect * LEVEL_XP_FACTOR[xpDifficulty(outcome.difficulty, outcome.timed)];
  if (outcome.total > 0 && outcome.correct === outcome.total) xp = Math.floor(xp * (1 + ECONOMY.perfectBonus));
  xp = Math.max(0, xp - (outcome.hintsUsed ?? 0) * ECONOMY.hintCostXp);
  const cowries = passed ? Math.floor(xp / ECONOMY.cowrieXpDivisor) : 0;
  return { percentage, passed, xp, cowries };
}

/** Whether the referrer of a user is paid now: first completed game, at most 20 per referrer. */
export function referralRewardDue(user: { referred_by_user_id: string | null; referral_reward_paid: boolean }, referrer: { rewarded_referrals: number } | null): boolean {
  return Boolean(user.referred_by_user_id && !user.referral_reward_paid && referrer && referrer.rewarded_referrals < ECONOMY.maxRewardedReferrals);
}
