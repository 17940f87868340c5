import { describe, expect, it } from 'vitest';
import { standingOf } from './duel-status';

describe('standingOf', () => {
  it('says whose turn an open duel is, and how a finished one ended for the reader', () => {
    expect(standingOf({ status: 'open', outcome: null, can_play: true, reason: null })).toBe('yourTurn');
    expect(standingOf({ status: 'open', outcome: null, can_play: false, reason: null })).toBe('waiting');
    expect(standingOf({ status: 'done', outcome: 'won', can_play: false, reason: 'forfeit' })).toBe('won');
    expect(standingOf({ status: 'done', outcome: 'draw', can_play: false, reason: 'score' })).toBe('draw');
    expect(standingOf({ status: 'done', outcome: 'none', can_play: false, reason: 'expired' })).toBe('noWinner');
    expect(standingOf({ status: 'declined', outcome: 'none', can_play: false, reason: 'declined' })).toBe('declined');
  });
});
