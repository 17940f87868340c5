import { PRACTICE } from '@ifa/shared';
import { describe, expect, it } from 'vitest';
import { askAgainInSession, dueShown, isReviewDue, newCardsLeft, nextDayStart, planNewCards, type PlanCard } from '../../src/domain/practice/daily-plan.js';
import { localDay } from '../../src/domain/practice/streak.js';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const card = (position: number, kind: PlanCard['kind'], reps = 0, due = '2026-11-27T09:00:00.000Z'): PlanCard => ({
  subject_id: kind === 'fact' ? `orisha${position}.colors` : `sign-${position}`,
  position: kind === 'fact' ? 0 : position,
  kind,
  state: { due, reps },
});
/** The catalogue's order: each sign's read card, then its build card. */
const catalogue = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + Math.floor(i / 2), i % 2 ? 'build' : 'read'));

describe("the one rule of 'N to review' (DESIGN.md 5b)", () => {
  it('counts only cards answered before whose date has come, never new ones', () => {
    const cards = [card(1, 'read', 2), card(2, 'read', 0), card(3, 'build', 1, '2026-11-28T09:00:00.000Z'), card(4, 'fact', 3)];
    expect(cards.filter((c) => isReviewDue(c, NOW)).map((c) => c.position)).toEqual([1, 0]);
    expect(dueShown(cards, false, NOW)).toEqual({ due_count: 2, due_capped: false });
  });

  it('gives the same number whatever page size a route read: one page, then "+"', () => {
    const many = Array.from({ length: PRACTICE.maxDuePerSession }, (_, i) => card(i + 1, 'read', 1));
    // The session start reads two pages, the summary one page with more behind it: both say '12+'.
    expect(dueShown(many, false, NOW)).toEqual({ due_count: PRACTICE.duePage, due_capped: true });
    expect(dueShown(many.slice(0, PRACTICE.duePage), true, NOW)).toEqual({ due_count: PRACTICE.duePage, due_capped: true });
  });

  it('is 0 when nothing is due: a finished session leaves its cards dated later', () => {
    const answered = [card(1, 'read', 1, '2026-11-28T10:00:00.000Z'), card(1, 'build', 1, '2026-11-30T10:00:00.000Z')];
    expect(dueShown(answered, false, NOW)).toEqual({ due_count: 0, due_capped: false });
  });
});

describe('new cards of a session (daily limit, siblings buried)', () => {
  it('the daily limit counts the new cards already served today', () => {
    expect(newCardsLeft(20, 0)).toBe(20);
    expect(newCardsLeft(20, 14)).toBe(6);
    expect(newCardsLeft(20, 25)).toBe(0);
  });

  it('never serves more than the limit, and a first day serves 20 with the default', () => {
    const plan = planNewCards([], catalogue(1, 80), PRACTICE.defaultNewCardsPerDay);
    expect(plan.serve).toHaveLength(20);
  });

  it("buries a sign's second card: never 'read' and 'build' of one sign new in one session", () => {
    const plan = planNewCards([], catalogue(1, 10), 4);
    expect(plan.serve.map((c) => `${c.position}:${c.kind}`)).toEqual(['1:read', '2:read', '3:read', '4:read']);
    // The builds met on the way wait for the next day, the last one too (the walk goes past them).
    expect(plan.bury.map((c) => `${c.position}:${c.kind}`)).toEqual(['1:build', '2:build', '3:build', '4:build']);
    expect(plan.catalogueUsed).toBe(8);
  });

  it('serves the cards waiting first (met in a game, buried yesterday), oldest first, burying their siblings', () => {
    const waiting = [card(9, 'build', 0, '2026-11-27T08:00:00.000Z'), card(5, 'read', 0, '2026-11-27T09:30:00.000Z'), card(5, 'build', 0, '2026-11-27T09:30:00.000Z'), card(1, 'fact', 0, '2026-11-27T09:30:00.000Z')];
    const plan = planNewCards(waiting, catalogue(30, 4), 4);
    expect(plan.serve.map((c) => `${c.position}:${c.kind}`)).toEqual(['9:build', '0:fact', '5:read', '30:read']);
    expect(plan.bury.map((c) => `${c.position}:${c.kind}`)).toEqual(['5:build', '30:build']);
    expect(plan.catalogueUsed).toBe(2);
  });

  it('buries the sibling of a card served earlier in the same session', () => {
    // Sign 7's read card was served from the cards waiting; the walk goes on from its build card.
    const plan = planNewCards([], catalogue(7, 6).slice(1), 2, [card(7, 'read')]);
    expect(plan.serve.map((c) => `${c.position}:${c.kind}`)).toEqual(['8:read', '9:read']);
    expect(plan.bury.map((c) => `${c.position}:${c.kind}`)).toEqual(['7:build', '8:build', '9:build']);
    expect(plan.catalogueUsed).toBe(5);
  });

  it('serves nothing when the limit is used up', () => {
    expect(planNewCards([card(1, 'read')], catalogue(2, 4), 0)).toEqual({ serve: [], bury: [], catalogueUsed: 0 });
  });
});

describe('a session finished leaves nothing due', () => {
  it("asks a forgotten card again in the same session when ts-fsrs dates it within the hour (its relearning step)", () => {
    expect(askAgainInSession('again', '2026-11-27T10:10:00.000Z', NOW)).toBe(true);
    // A new card answered wrong comes back the next day: not in this session.
    expect(askAgainInSession('again', '2026-11-28T10:00:00.000Z', NOW)).toBe(false);
    expect(askAgainInSession('hard', '2026-11-27T10:10:00.000Z', NOW)).toBe(false);
  });

  it('keys what a session served or buried to the start of the learner\u2019s next day', () => {
    const madrid = nextDayStart(NOW, 'Europe/Madrid');
    expect(madrid.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(localDay(madrid, 'Europe/Madrid')).toBe('2026-11-28');
    expect(nextDayStart(NOW, 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    // Late evening in Havana is already the next day in UTC: still Havana's midnight.
    const havana = nextDayStart(new Date('2026-11-28T03:30:00.000Z'), 'America/Havana');
    expect(havana.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    // A zone 45 minutes off the hour.
    expect(nextDayStart(NOW, 'Asia/Kathmandu').toISOString()).toBe('2026-11-27T18:15:00.000Z');
    // A daylight-saving day (Madrid, 29 March 2026, 23 hours).
    expect(nextDayStart(new Date('2026-03-29T12:00:00.000Z'), 'Europe/Madrid').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
