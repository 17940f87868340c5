import { describe, expect, it } from 'vitest';
import { halfWrites } from '../support/resilience/invariants.js';

/**
 * The resilience test's "nothing half-written" check (support/resilience/invariants.ts) must
 * see a half-written table, or its empty answer would prove nothing.
 */
const user = { pk: 'USER#u1', sk: 'PROFILE', type: 'User', id: 'u1', email: 'ana@example.com', username: 'Ana', referral_code: 'ABCD2345', cowrie_shells: 150, experience_points: 0 };
const whole = () => [
  user,
  { pk: 'EMAIL#ana@example.com', sk: 'CLAIM', type: 'Claim', user_id: 'u1' },
  { pk: 'USERNAME#ana', sk: 'CLAIM', type: 'Claim', user_id: 'u1' },
  { pk: 'REFCODE#ABCD2345', sk: 'CLAIM', type: 'Claim', user_id: 'u1' },
  { pk: 'USER#u1', sk: 'LEDGER#2026-01-01T00:00:00.000Z#a', type: 'Ledger', cowries: 50, xp: 0 },
  { pk: 'USER#u1', sk: 'LEDGER#2026-01-01T00:00:01.000Z#b', type: 'Ledger', cowries: 100, xp: 0 },
  { pk: 'STATS#3', sk: 'GLOBAL', users: 1, games_started: 0 },
  { pk: 'STATS#5', sk: 'GLOBAL', games_started: 1 },
  { pk: 'GAME#g1', sk: 'SESSION', type: 'GameSession', index: 1, correct: 1, wrong: 0, answered: { q1: 1 } },
  { pk: 'GAME#g1', sk: 'QUESTIONS', type: 'GameQuestions' },
  { pk: 'CONTRIB#c1', sk: 'CONTRIB', type: 'Contribution', status: 'pending' },
  { pk: 'STATS', sk: 'CONTRIBS', pending: 2 },
  { pk: 'STATS#1', sk: 'CONTRIBS', pending: -1 },
];
const without = (pk: string, sk: string) => whole().filter((i) => !(i.pk === pk && i.sk === sk));
const changed = (pk: string, sk: string, fields: object) => whole().map((i) => (i.pk === pk && i.sk === sk ? { ...i, ...fields } : i));

describe('halfWrites', () => {
  it('finds nothing wrong in a whole table', () => {
    expect(halfWrites(whole())).toEqual([]);
  });

  it('accepts a statistic lost to a failure (counted apart from the transaction, DESIGN.md 3b)', () => {
    expect(halfWrites(changed('STATS#3', 'GLOBAL', { users: 0 }))).toEqual([]);
  });

  it.each([
    ['a user without its username claim', () => without('USERNAME#ana', 'CLAIM'), /no claim USERNAME#ana/],
    ['claims without their user', () => without('USER#u1', 'PROFILE'), /points at no user/],
    ['a ledger entry without the balance change', () => changed('USER#u1', 'PROFILE', { cowrie_shells: 50 }), /ledger cowries 150 != balance 50/],
    ['a balance change without its ledger entry', () => without('USER#u1', 'LEDGER#2026-01-01T00:00:01.000Z#b'), /ledger cowries 50 != balance 150/],
    ['a user counted twice', () => changed('STATS#5', 'GLOBAL', { users: 1 }), /users counter 2 > 1 users/],
    ['a game counted that never started', () => without('GAME#g1', 'SESSION').filter((i) => i.sk !== 'QUESTIONS'), /games_started 1 > 0 sessions/],
    ['a session without its questions', () => without('GAME#g1', 'QUESTIONS'), /no questions item/],
    ['an answer recorded without moving the index', () => changed('GAME#g1', 'SESSION', { index: 0 }), /index 0, answered 1/],
    ['a contribution the queue counter missed', () => changed('STATS#1', 'CONTRIBS', { pending: -2 }), /pending contributions counter 0 != 1/],
  ])('sees %s', (_, table, problem) => {
    expect(halfWrites(table()).join('\n')).toMatch(problem);
  });
});
