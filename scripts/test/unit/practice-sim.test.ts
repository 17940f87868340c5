import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRACTICE } from '@ifa/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { measuredUiSeconds, simulatePractice } from '../../src/bench/practice-sim.js';
import { REVIEW_TEST, reviewTestExists } from '../../src/bench/practice-ui.js';
import { capacity } from '../../src/bench/report.js';

/**
 * The bench's daily-practice simulation (issue 12 point 6): invariants only. How many days and
 * minutes it takes is the bench's to report, never asserted here.
 */
describe('daily practice simulation', () => {
  it('introduces the 512 cards in the product order, at most the daily limit a day, day after day', () => {
    const result = simulatePractice({ seed: 7, maxDays: 30 });
    expect(result.cards).toBe(512);
    expect(result.days.map((d) => d.day)).toEqual(result.days.map((_, i) => i + 1));
    for (const [i, day] of result.days.entries()) {
      expect(day.newCards).toBeLessThanOrEqual(PRACTICE.defaultNewCardsPerDay);
      expect(day.introduced).toBe((result.days[i - 1]?.introduced ?? 0) + day.newCards);
      // Every new card is answered the day it is met, at least once.
      expect(day.answers).toBeGreaterThanOrEqual(day.newCards);
      expect(day.wrong).toBeLessThanOrEqual(day.answers);
    }
    expect(result.days.at(-1)!.introduced).toBe(512);
    expect(result.maxMinutes).toBeGreaterThanOrEqual(result.averageMinutes);
    if (result.reachedOn !== null) {
      const reached = result.days[result.reachedOn - 1]!;
      expect(reached.introduced).toBe(512);
      expect(reached.minRecall).toBeGreaterThanOrEqual(PRACTICE.masteredRecall);
      expect(reached.below).toBe(0);
    }
  });

  it('is deterministic for a seed, and another seed answers differently', () => {
    const a = simulatePractice({ seed: 3, maxDays: 8 });
    expect(simulatePractice({ seed: 3, maxDays: 8 })).toEqual(a);
    expect(simulatePractice({ seed: 4, maxDays: 8 }).days.map((d) => d.wrong)).not.toEqual(a.days.map((d) => d.wrong));
  });

  it('never reports the target reached while cards are still to be met', () => {
    const result = simulatePractice({ seed: 1, newCardsPerDay: 5, maxDays: 10 });
    expect(result.days.at(-1)!.introduced).toBe(50);
    expect(result.reachedOn).toBeNull();
  });

  it('counts each answer as its human seconds plus the UI seconds, and each sign taught', () => {
    // Right answers take half of PRACTICE.cardSeconds, wrong ones all of it (read 7.5-15 s, build 15-30 s).
    const quickest = PRACTICE.cardSeconds.read / 2;
    const slowest = PRACTICE.cardSeconds.build;
    for (const ui of [0, 20]) {
      for (const teach of [0, 30]) {
        const result = simulatePractice({ seed: 2, maxDays: 3, uiSeconds: { read: ui, build: ui }, teachSeconds: teach });
        for (const day of result.days) {
          expect(day.seconds).toBeGreaterThanOrEqual(day.answers * (quickest + ui) + day.taught * teach);
          expect(day.seconds).toBeLessThanOrEqual(day.answers * (slowest + ui) + day.taught * teach);
        }
      }
    }
  });

  it('teaches every new sign once, before its read card, and never a build card of a sign read before', () => {
    const result = simulatePractice({ seed: 5, maxDays: 30 });
    // Read cards come before build cards of the same sign: each of the 256 signs is taught once.
    expect(result.days.reduce((n, d) => n + d.taught, 0)).toBe(256);
    for (const day of result.days) expect(day.taught).toBeLessThanOrEqual(day.newCards);
  });
});

describe('measured UI seconds (test-results/practice-seconds.json)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (content: string) => {
    root = mkdtempSync(join(tmpdir(), 'practice-sim-'));
    mkdirSync(join(root, 'test-results'));
    writeFileSync(join(root, 'test-results', 'practice-seconds.json'), content);
    return root;
  };

  it('reads two non-negative numbers and refuses anything else', () => {
    expect(measuredUiSeconds(write('{"read": 1.5, "build": 3}'))).toEqual({ read: 1.5, build: 3 });
    expect(measuredUiSeconds(write('{"read": 1.5}'))).toBeNull();
    expect(measuredUiSeconds(write('{"read": -1, "build": 3}'))).toBeNull();
    expect(measuredUiSeconds(write('{"read": "2", "build": 3}'))).toBeNull();
  });

  it('comes from a browser test that still exists by the title the bench runs (a rename once left the row MISSING)', () => {
    expect(reviewTestExists(fileURLToPath(new URL('../../../', import.meta.url)))).toBe(true);
    root = mkdtempSync(join(tmpdir(), 'practice-sim-'));
    mkdirSync(join(root, 'e2e'));
    writeFileSync(join(root, 'e2e', 'practice.spec.ts'), `test('${REVIEW_TEST.replace('learn', 'review')}', () => {});`);
    expect(reviewTestExists(root)).toBe(false);
  });

  it('is null when the browser tests have not written it', () => {
    root = mkdtempSync(join(tmpdir(), 'practice-sim-'));
    expect(measuredUiSeconds(root)).toBeNull();
  });
});

describe("the 'due now' Query's strict budget (DESIGN.md 8: < 1 RCU)", () => {
  it('passes under the limit and is over at it', () => {
    expect(capacity('Query due now', { read: 0.5, write: 0, scans: 0 }, { readBelow: 1 })).toMatchObject({ status: 'PASS', budget: '< 1 RCU, no Scan' });
    expect(capacity('Query due now', { read: 1, write: 0, scans: 0 }, { readBelow: 1 }).status).toBe('OVER');
  });
});
