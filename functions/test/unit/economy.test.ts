import { describe, expect, it } from 'vitest';
import { referralRewardDue, scoreGame, xpDifficulty } from '../../src/domain/economy.js';

describe('game economy', () => {
  it('pays 10 XP per correct answer times the level factor, cowries = floor(xp / 10) when passed', () => {
    expect(scoreGame({ correct: 7, total: 10, difficulty: 'beginner', disqualified: false })).toEqual({ percentage: 70, passed: true, xp: 70, cowries: 7 });
    expect(scoreGame({ correct: 7, total: 10, difficulty: 'intermediate', disqualified: false }).xp).toBe(140);
    expect(scoreGame({ correct: 7, total: 10, difficulty: 'advanced', disqualified: false }).xp).toBe(210);
    expect(scoreGame({ correct: 7, total: 10, difficulty: 'expert', disqualified: false }).xp).toBe(280);
  });

  it('adds 50% for a perfect game', () => {
    expect(scoreGame({ correct: 10, total: 10, difficulty: 'expert', disqualified: false })).toEqual({ percentage: 100, passed: true, xp: 600, cowries: 60 });
  });

  it('pays XP but no cowries below 50%', () => {
    expect(scoreGame({ correct: 4, total: 10, difficulty: 'beginner', disqualified: false })).toEqual({ percentage: 40, passed: false, xp: 40, cowries: 0 });
    expect(scoreGame({ correct: 5, total: 10, difficulty: 'beginner', disqualified: false }).passed).toBe(true);
  });

  it('pays nothing when disqualified', () => {
    expect(scoreGame({ correct: 9, total: 10, difficulty: 'advanced', disqualified: true })).toEqual({ percentage: 90, passed: false, xp: 0, cowries: 0 });
  });

  it('takes 5 XP per hint from the game, never below zero', () => {
    expect(scoreGame({ correct: 3, total: 10, difficulty: 'beginner', disqualified: false, hintsUsed: 2 }).xp).toBe(20);
    expect(scoreGame({ correct: 0, total: 10, difficulty: 'beginner', disqualified: false, hintsUsed: 2 }).xp).toBe(0);
  });

  it('rewards a referrer once, up to 20 referrals', () => {
    const referred = { referred_by_user_id: 'r', referral_reward_paid: false };
    expect(referralRewardDue(referred, { rewarded_referrals: 0 })).toBe(true);
    expect(referralRewardDue(referred, { rewarded_referrals: 20 })).toBe(false);
    expect(referralRewardDue({ ...referred, referral_reward_paid: true }, { rewarded_referrals: 0 })).toBe(false);
    expect(referralRewardDue({ referred_by_user_id: null, referral_reward_paid: false }, { rewarded_referrals: 0 })).toBe(false);
  });
});

describe('untimed games (DESIGN.md 5)', () => {
  it('pay XP at the beginner factor whatever the level, cowries following that XP', () => {
    for (const difficulty of ['beginner', 'intermediate', 'advanced', 'expert'] as const) {
      expect(scoreGame({ correct: 7, total: 10, difficulty, disqualified: false, timed: false })).toEqual({ percentage: 70, passed: true, xp: 70, cowries: 7 });
    }
    expect(scoreGame({ correct: 10, total: 10, difficulty: 'expert', disqualified: false, timed: false })).toEqual({ percentage: 100, passed: true, xp: 150, cowries: 15 });
    expect(scoreGame({ correct: 9, total: 10, difficulty: 'expert', disqualified: true, timed: false }).xp).toBe(0);
  });

  it('a timed game, or one stored before untimed play (no flag), pays the level factor', () => {
    expect(scoreGame({ correct: 7, total: 10, difficulty: 'expert', disqualified: false, timed: true }).xp).toBe(280);
    expect(xpDifficulty('expert')).toBe('expert');
    expect(xpDifficulty('expert', false)).toBe('beginner');
  });
});
