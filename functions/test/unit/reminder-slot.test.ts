import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/domain/practice/streak.js';
import { localHour, reminderAt, slotFor, slotsToRead } from '../../src/domain/reminder-slot.js';

/**
 * When a daily reminder is due (DESIGN.md 5d): the learner's hour in their own time zone, filed
 * under a UTC hour, found again by the hourly run across daylight-saving changes.
 */
const HOUR = 3600_000;
const utc = (iso: string) => new Date(`${iso}Z`);

describe('localHour and slotFor', () => {
  it('files an hour of the learner\'s clock under the UTC hour that shows it', () => {
    // Havana in winter is UTC-5, in summer UTC-4 (Cuba keeps daylight saving).
    expect(slotFor(8, 'America/Havana', utc('2026-01-15T00:00:00'))).toBe(13);
    expect(slotFor(8, 'America/Havana', utc('2026-07-15T00:00:00'))).toBe(12);
    expect(slotFor(20, 'Europe/Madrid', utc('2026-01-15T00:00:00'))).toBe(19);
    expect(slotFor(0, 'UTC', utc('2026-01-15T10:30:00'))).toBe(0);
    expect(localHour(utc('2026-01-15T13:00:00'), 'America/Havana')).toBe(8);
  });

  it('files a half-hour zone\'s hour under the UTC hour that falls within it', () => {
    // India (UTC+5:30): 8:00 there is 02:30 UTC; the run at 03 UTC finds 8:30 there.
    expect(slotFor(8, 'Asia/Kolkata', utc('2026-01-15T00:00:00'))).toBe(3);
    expect(localHour(utc('2026-01-15T03:00:00'), 'Asia/Kolkata')).toBe(8);
    // Nepal (UTC+5:45): 8:00 is 02:15 UTC, the run at 03 UTC finds 8:45.
    expect(slotFor(8, 'Asia/Kathmandu', utc('2026-01-15T00:00:00'))).toBe(3);
  });

  it('files an hour a spring-forward day skips under the next day\'s', () => {
    // New York skips 2:00-3:00 on 2026-03-08: the next 2:00 is on the 9th, at 06 UTC (EDT).
    expect(slotFor(2, 'America/New_York', utc('2026-03-08T05:00:00'))).toBe(6);
  });

  it('counts an unknown zone in UTC, as the streak does', () => {
    expect(localHour(utc('2026-01-15T09:00:00'), 'Nowhere/Unknown')).toBe(9);
    expect(slotFor(9, 'Nowhere/Unknown', utc('2026-01-15T00:00:00'))).toBe(9);
  });

  it('reads its own slot and the two beside it, around midnight too', () => {
    expect(slotsToRead(utc('2026-01-15T00:00:00'))).toEqual([0, 23, 1]);
    expect(slotsToRead(utc('2026-01-15T23:00:00'))).toEqual([23, 22, 0]);
  });
});

/**
 * The sender's rule, run every UTC hour for a year: a reminder is read only when it is filed under
 * the run's slot or one beside it, sent when `reminderAt` says it is due, and filed again where
 * `reminderAt` says it belongs. Across every daylight-saving change of these zones (an hour each
 * way, half an hour on Lord Howe Island), each local day gets exactly one reminder, at the chosen
 * hour of the learner's clock, except a day whose chosen hour the clock skips. A fall-back day
 * shows one hour twice: the day's mark (data/push-subscriptions.ts `claimDay`, modelled here by
 * `sentOn`) is what keeps the second from sending.
 */
describe('a year of hourly runs', () => {
  const zones = ['America/Havana', 'America/New_York', 'Europe/Madrid', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
  for (const zone of zones) {
    it(`reminds once a day at the chosen hour in ${zone}`, () => {
      for (const hour of [0, 2, 8, 23]) {
        const start = utc('2026-01-01T00:00:00');
        let slot = slotFor(hour, zone, start);
        const sentOn = new Set<string>();
        const dueOn = new Map<string, number>();
        for (let t = start.getTime(); t < start.getTime() + 365 * 24 * HOUR; t += HOUR) {
          const at = new Date(t);
          if (!slotsToRead(at).includes(slot)) continue;
          const decision = reminderAt(hour, zone, at);
          if (decision.due) {
            const day = localDay(at, zone);
            expect(localHour(at, zone), `${zone} ${at.toISOString()}`).toBe(hour);
            dueOn.set(day, (dueOn.get(day) ?? 0) + 1);
            sentOn.add(day);
          }
          slot = decision.slot;
        }
        // Due at most twice a day (the repeated hour of a fall-back day), sent once by the mark.
        expect(Math.max(...dueOn.values()), `${zone} ${hour}:00`).toBeLessThanOrEqual(2);
        // Every day whose clock shows the hour at the start of some UTC hour got its reminder:
        // 365 days, less one whose chosen hour a spring-forward change skipped.
        const shown = new Set<string>();
        for (let t = start.getTime(); t < start.getTime() + 365 * 24 * HOUR; t += HOUR) {
          if (localHour(new Date(t), zone) === hour) shown.add(localDay(new Date(t), zone));
        }
        expect([...shown].filter((day) => !sentOn.has(day)), `${zone} ${hour}:00 missed`).toEqual([]);
        expect(sentOn.size).toBeGreaterThanOrEqual(364);
      }
    });
  }

  it('meets a repeated hour on a fall-back day, which only the day\'s mark sends once', () => {
    // Madrid goes back from 3:00 to 2:00 on 2026-10-25: 2:00 comes at 00 and at 01 UTC.
    const zone = 'Europe/Madrid';
    expect(reminderAt(2, zone, utc('2026-10-25T00:00:00')).due).toBe(true);
    expect(reminderAt(2, zone, utc('2026-10-25T01:00:00')).due).toBe(true);
    expect(localDay(utc('2026-10-25T00:00:00'), zone)).toBe(localDay(utc('2026-10-25T01:00:00'), zone));
  });

  it('a reminder filed under a stale slot that nobody reads is never sent (the check can fail)', () => {
    // Filed three hours off: outside the slots any run reads at the chosen hour.
    const zone = 'Europe/Madrid';
    const slot = (slotFor(8, zone, utc('2026-01-15T00:00:00')) + 3) % 24;
    let sent = 0;
    for (let t = utc('2026-01-15T00:00:00').getTime(); t < utc('2026-01-16T00:00:00').getTime(); t += HOUR) {
      const at = new Date(t);
      if (slotsToRead(at).includes(slot) && reminderAt(8, zone, at).due) sent++;
    }
    expect(sent).toBe(0);
  });
});
