import { describe, expect, it } from 'vitest';
import { COST_BUDGET_DOLLARS, PRICES, costFigures, cpuScale, dayTotals, type Activity, type CostInput, type Step } from '../../src/bench/cost.js';
import { failed } from '../../src/bench/report.js';

const step = (route: string, over: Partial<Step> = {}): Step => ({
  route,
  group: 'games',
  status: 200,
  read: 1,
  write: 1,
  indexWrite: 0,
  scans: 0,
  ms: 20,
  bytes: 1024,
  ...over,
});

const memoryMb = { auth: 1024, user: 512, progress: 512, games: 512, 'ifa-signs': 512, admin: 512 } as const;
const game: Activity = { name: 'game', steps: [step('POST /games/{id}/answer'), step('GET /auth/me', { group: 'auth', read: 0.5, write: 0, ms: 10 })] };
const input = (activity: Activity, times = 1): CostInput => ({ day: [{ activity, times }], memoryMb, initMs: { games: 100, auth: 100 } });

describe('the cost of 1,000 monthly active learners', () => {
  it("sums a learner's day: requests, units (index writes billed too), Lambda GB-s and cold starts", () => {
    const withIndex: Activity = { name: 'review', steps: [step('POST /practice/review/answer', { group: 'progress', indexWrite: 2 })] };
    const t = dayTotals({ ...input(game, 2), day: [{ activity: game, times: 2 }, { activity: withIndex, times: 1 }], initMs: { games: 100, auth: 100, progress: 100 } });
    expect(t).toMatchObject({ requests: 5, read: 4, write: 3, indexWrite: 2, coldStarts: 5, bytes: 5 * 1024 });
    // Requests: 20 ms at 0.5 GB (x 3), 10 ms at 1 GB (x 2). Cold starts: 100 ms of init at one
    // vCPU's share: x 1769/512 at 0.5 GB (games x 2, progress x 1), x 1769/1024 at 1 GB (auth x 2).
    const expected = 3 * 0.02 * 0.5 + 2 * 0.01 * 1 + 3 * (Math.ceil(100 * cpuScale(512)) / 1000) * 0.5 + 2 * (Math.ceil(100 * cpuScale(1024)) / 1000) * 1;
    expect(t.gbSeconds).toBeCloseTo(expected, 9);
  });

  it('prints each service as its formula with the numbers substituted, and the total against $10', () => {
    const figures = costFigures(input(game));
    const total = figures.at(-1)!;
    expect(total.budget).toBe(`<= $${COST_BUDGET_DOLLARS} a month`);
    expect(total.what).toBe('per 1,000 monthly active learners (1 x game a day, 30 days)');
    expect(figures.find((f) => f.what === 'DynamoDB on-demand')!.measured).toBe(
      `(1.5 RRU x $${PRICES.ddbReadPerMillion} + 1.0 WRU x $${PRICES.ddbWritePerMillion}) / 1M x 30,000 learner-days = $0.02`,
    );
    expect(figures.find((f) => f.what === 'API Gateway HTTP API')!.measured).toBe('2 requests x $1.00 / 1M x 30,000 learner-days = $0.06');
    expect(total.status).toBe('PASS');
    // The reported rows (the day, each service) never fail the run; only the total is gated.
    expect(failed(figures.slice(0, -1))).toEqual([]);
  });

  it('is over its budget when the measured day costs more than $10 a month', () => {
    // 10,000 WRU a day: 10,000 x $0.625 / 1M x 30,000 = $187.50 for DynamoDB alone.
    const heavy: Activity = { name: 'heavy', steps: [step('POST /x', { write: 10_000 })] };
    const total = costFigures(input(heavy)).at(-1)!;
    expect(total.status).toBe('OVER');
    expect(total.measured).toMatch(/^\$\d+\.\d\d a month/);
  });

  it('is not measured when a request of the activity failed or a group has no init figure', () => {
    const broken: Activity = { name: 'game', steps: [step('POST /games/{id}/answer', { status: 500 })] };
    expect(costFigures(input(broken))).toMatchObject([{ status: 'MISSING', measured: 'not measured: game: POST /games/{id}/answer answered 500' }]);
    expect(costFigures({ ...input(game), initMs: { games: 100 } })).toMatchObject([{ status: 'MISSING', measured: 'not measured: no module init measured for auth' }]);
  });
});
