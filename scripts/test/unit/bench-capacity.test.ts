import { describe, expect, it } from 'vitest';
import { capacityFigures, encyclopediaFigures, type ListLoads } from '../../src/bench/api.js';
import type { Activity } from '../../src/bench/cost.js';

const none = { read: 0, write: 0, scans: 0 };

describe('capacity budgets (DESIGN.md 8)', () => {
  it('holds GET /auth/me, the answers and the due query to their budgets; other routes only may not Scan', () => {
    const figures = capacityFigures({
      'GET /auth/me': { ...none, read: 1 },
      "POST /games/{id}/answer (the costliest of a game's 10)": { read: 1, write: 2, scans: 0 },
      "POST /practice/review/answer (600 cards, the costliest of a session's 24)": { read: 1, write: 1, indexWrite: 2, scans: 0 },
      'Query due now (600 cards, a page of 12+ due)': { ...none, read: 1 },
      'GET /admin/odduns/stats': { ...none, read: 100.5 },
      'GET /admin/users': { ...none, read: 1, scans: 1 },
    });
    expect(figures.map((f) => f.status)).toEqual(['OVER', 'PASS', 'PASS', 'OVER', 'PASS', 'OVER']);
  });

  it("sums each activity's requests, and a Scan in any of them fails it", () => {
    const step = { group: 'games' as const, status: 200, read: 1, write: 1, indexWrite: 0, scans: 0, ms: 20, bytes: 100 };
    const game: Activity = { name: 'Orisha game', steps: [{ ...step, route: 'POST /a' }, { ...step, route: 'GET /b', scans: 1 }] };
    expect(capacityFigures({}, [game])).toMatchObject([{ what: 'Orisha game, all 2 requests', status: 'OVER', measured: '2.00 RCU + 2.00 WCU + 1 Scan' }]);
  });
});

describe("the encyclopedia's list of signs", () => {
  const loads = (repeat: Partial<ListLoads['repeat']>, first: Partial<ListLoads['first']> = {}): ListLoads => ({
    route: 'GET /ifa-signs/odduns?level=expert',
    first: { ...none, read: 100.5, status: 200, etag: '"abc"', cacheControl: 'private, max-age=0, must-revalidate', ...first },
    repeat: { ...none, status: 304, cacheControl: 'private, max-age=0, must-revalidate', ...repeat },
  });

  it('passes when the first load carries ETag and Cache-Control and the repeat is a 304 at 0 RCU', () => {
    expect(encyclopediaFigures(loads({})).map((f) => f.status)).toEqual(['PASS', 'PASS']);
  });

  it('a repeat that still reads (the user item) or answers 200 is over; a first load without a header is not cacheable', () => {
    expect(encyclopediaFigures(loads({ read: 0.5 }))[1]).toMatchObject({ status: 'OVER', measured: '304, 0.50 RCU; Cache-Control: private, max-age=0, must-revalidate' });
    expect(encyclopediaFigures(loads({ status: 200, read: 100.5 }))[1]!.status).toBe('OVER');
    expect(encyclopediaFigures(loads({}, { cacheControl: null }))[0]).toMatchObject({ status: 'OVER', measured: '200, 100.50 RCU; ETag present; Cache-Control: absent' });
  });
});
