import { describe, expect, it } from 'vitest';
import {
  COST_BUDGET_DOLLARS,
  LAMBDA_PLATFORM_LINES,
  LOG_EVENT_OVERHEAD_BYTES,
  PRICES,
  accessLogLine,
  breakdown,
  coldStartsPerDay,
  costFigures,
  cpuScale,
  dayTotals,
  httpApiDollars,
  modelledMs,
  type Activity,
  type CostInput,
  type StageFacts,
  type Step,
} from '../../src/bench/cost.js';
import { failed } from '../../src/bench/report.js';

const step = (route: string, over: Partial<Step> = {}): Step => ({
  route,
  group: 'games',
  status: 200,
  read: 1,
  write: 1,
  indexWrite: 0,
  scans: 0,
  txRead: 0,
  txWrite: 0,
  transactions: 0,
  transactionItems: 0,
  local: { read: 1, write: 1, indexWrite: 0 },
  sharedWrites: {},
  storedBytes: 0,
  ms: 20,
  ddbCalls: 2,
  bytes: 1024,
  logBytes: 0,
  logEvents: 0,
  ...over,
});

const memoryMb = { auth: 1024, user: 512, progress: 512, games: 512, 'ifa-signs': 512, admin: 512, social: 512 } as const;
const stage: StageFacts = { memoryMb, tracing: false, fixed: [{ what: 'dashboard', count: 1, price: 3 }], waf: false };
const game: Activity = { name: 'game', steps: [step('POST /games/{id}/answer'), step('GET /auth/me', { group: 'auth', read: 0.5, write: 0, ms: 10 })] };
const input = (activity: Activity, times = 1, over: Partial<CostInput> = {}): CostInput => ({
  day: [{ activity, times }],
  stage,
  initMs: { games: 100, auth: 100, progress: 100 },
  learnerBytes: 0,
  ...over,
});
const platform = LAMBDA_PLATFORM_LINES.reduce((s, l) => s + Buffer.byteLength(l), 0);

describe("a learner's day", () => {
  it('sums requests, units (index writes billed too), warm Lambda GB-s, bytes, and the activities that call each group', () => {
    const withIndex: Activity = { name: 'review', steps: [step('POST /practice/review/answer', { group: 'progress', indexWrite: 2, storedBytes: 300 })] };
    const t = dayTotals({ ...input(game), day: [{ activity: game, times: 2 }, { activity: withIndex, times: 1 }] });
    expect(t).toMatchObject({ requests: 5, read: 4, write: 3, indexWrite: 2, bytes: 5 * 1024, storedBytes: 300, activitiesByGroup: { games: 2, auth: 2, progress: 1 } });
    // Modelled: 4 ms + 2 calls x 6 ms = 16 ms each, at 0.5 GB (x 3) and 1 GB (x 2).
    expect(t.gbSeconds).toBeCloseTo(3 * 0.016 * 0.5 + 2 * 0.016 * 1, 9);
    // As measured here: 20 ms at 0.5 GB (x 3), 10 ms at 1 GB (x 2), reported beside.
    expect(t.measuredGbSeconds).toBeCloseTo(3 * 0.02 * 0.5 + 2 * 0.01 * 1, 9);
    expect(t.busySecondsByGroup).toEqual({ games: 0.032, auth: 0.032, progress: 0.016 });
  });

  it("logs what the handler printed, Lambda's three lines, the access log line and 26 bytes an event", () => {
    const logged: Activity = { name: 'one', steps: [step('GET /auth/me', { group: 'auth', logBytes: 500, logEvents: 1, bytes: 312 })] };
    const format = '{"requestId":"$context.requestId","routeKey":"$context.routeKey","status":"$context.status","responseLength":"$context.responseLength","other":"$context.unknown"}';
    const line = accessLogLine(format, 'GET /auth/me', 200, 312);
    expect(line).toBe('{"requestId":"cT1vXhBPoAMEVfQ=","routeKey":"GET /api/auth/me","status":"200","responseLength":"312","other":"-"}');
    const t = dayTotals(input(logged, 1, { stage: { ...stage, accessLogFormat: format } }));
    expect(t.logEvents).toBe(1 + 3 + 1);
    expect(t.logBytes).toBe(500 + platform + Buffer.byteLength(line) + 5 * LOG_EVENT_OVERHEAD_BYTES);
    expect(t.handlerLogBytes).toBe(500);
  });
});

describe("Lambda's duration", () => {
  it('is modelled from the DynamoDB calls a request sends, not timed on this machine', () => {
    expect(modelledMs({ ddbCalls: 0, transactions: 0 })).toBe(4);
    expect(modelledMs({ ddbCalls: 3, transactions: 1 })).toBe(4 + 2 * 6 + 12);
  });
});

describe('cold starts', () => {
  it('expects a cold start after each idle gap over 5 minutes and each environment replaced every 2 h, never more than one an activity', () => {
    // 16 h of 1,000 activities: about one a minute, so e^-5 of the gaps are longer than 5 minutes; 8 replacements.
    expect(coldStartsPerDay(1000, 0.2)).toBeCloseTo(1000 * Math.exp(-(1000 / 960) * 5) + 8, 6);
    // A busy group: no idle gap, 3 environments replaced 8 times each.
    expect(coldStartsPerDay(100_000, 2.4)).toBeCloseTo(24, 6);
    // A quiet one: each activity starts it cold, and no more.
    expect(coldStartsPerDay(5, 0)).toBe(5);
    expect(coldStartsPerDay(0, 0)).toBe(0);
  });

  it("prices a cold start's init CPU at the memory's share of a vCPU, and its secret read; the bound beside", () => {
    const one: Activity = { name: 'once', steps: [step('POST /games/{id}/answer', { ms: 0, ddbCalls: 0, read: 0, write: 0, bytes: 0 })] };
    // One learner, one day: one activity, so the expected cold starts are capped at the bound: 1.
    const b = breakdown(input(one, 1, { learners: 1, days: 1, initMs: { games: 100 } }));
    expect(b.coldStarts).toBe(1);
    expect(b.coldStartsBound).toBe(1);
    // The request itself: the handler's 4 ms; the cold start: 100 ms of CPU at 512 MB's share of a vCPU.
    const gbs = 0.004 * 0.5 + (Math.ceil(100 * cpuScale(512)) / 1000) * 0.5;
    expect(b.lines.find((l) => l.service === 'Lambda arm64')!.dollars).toBeCloseTo(PRICES.lambdaPerMillionRequests / 1e6 + gbs * PRICES.lambdaArmPerGbSecond, 12);
    expect(b.lines.find((l) => l.service === 'Secrets Manager calls')!.dollars).toBeCloseTo(PRICES.secretsPer10kCalls / 1e4, 12);
  });
});

describe('the cost of 1,000 monthly active learners', () => {
  it('prints each service as its formula with the numbers substituted, the total against $10 and the fixed cost beside', () => {
    const figures = costFigures(input(game));
    const total = figures.find((f) => f.status !== 'INFO')!;
    expect(total.budget).toBe(`<= $${COST_BUDGET_DOLLARS} a month`);
    expect(total.what).toBe('variable cost per 1,000 monthly active learners (1 x game a day, 30 days)');
    expect(figures.find((f) => f.what === 'DynamoDB requests (AWS rules)')!.measured).toBe(
      `0.05 M RRU x $${PRICES.ddbReadPerMillion} + 0.03 M WRU (table 1.0 + indexes 0.0 a learner-day) x $${PRICES.ddbWritePerMillion}, per million = $0.02`,
    );
    expect(figures.find((f) => f.what === 'API Gateway HTTP API')!.measured).toBe('0.06 M requests x $1.00 / 1M (past 300 M: $0.9) = $0.06');
    expect(figures.find((f) => f.what === 'X-Ray')!.measured).toBe('tracing off in the template = $0.00');
    expect(figures.at(-1)).toMatchObject({ status: 'INFO', measured: '$3.00 a month: 1 x dashboard at $3.00' });
    expect(total.status).toBe('PASS');
    // Only the total is gated.
    expect(failed(figures.filter((f) => f !== total))).toEqual([]);
  });

  it('counts traces when the template turns tracing on', () => {
    const traced = breakdown(input(game, 1, { stage: { ...stage, tracing: true } }));
    expect(traced.lines.find((l) => l.service === 'X-Ray')!.dollars).toBeCloseTo((2 * 30_000 * PRICES.xrayPerMillionTraces) / 1e6, 9);
  });

  it('stores every learner\'s items and a month of growth, with point-in-time recovery', () => {
    const growing: Activity = { name: 'g', steps: [step('POST /x', { storedBytes: 1024 })] };
    const b = breakdown(input(growing, 1, { learnerBytes: 1024 ** 2 }));
    const gb = (1000 * (1024 ** 2 + 30 * 1024)) / 1024 ** 3;
    expect(b.lines.find((l) => l.service === 'DynamoDB storage + PITR')!.dollars).toBeCloseTo(gb * (PRICES.ddbStoragePerGbMonth + PRICES.ddbPitrPerGbMonth), 9);
  });

  it('is over its budget when the measured day costs more than $10 a month', () => {
    // 10,000 WRU a day: 10,000 x $0.625 / 1M x 30,000 = $187.50 for DynamoDB alone.
    const heavy: Activity = { name: 'heavy', steps: [step('POST /x', { write: 10_000 })] };
    const total = costFigures(input(heavy)).find((f) => f.status !== 'INFO')!;
    expect(total.status).toBe('OVER');
    expect(total.measured).toMatch(/^\$\d+\.\d\d a month/);
  });

  it('is not measured when a request of the activity failed or a group has no init figure', () => {
    const broken: Activity = { name: 'game', steps: [step('POST /games/{id}/answer', { status: 500 })] };
    expect(costFigures(input(broken))).toMatchObject([{ status: 'MISSING', measured: 'not measured: game: POST /games/{id}/answer answered 500' }]);
    expect(costFigures({ ...input(game), initMs: { games: 100 } })).toMatchObject([{ status: 'MISSING', measured: 'not measured: no module init measured for auth' }]);
  });

  it('prices HTTP API requests past 300 million at the lower tier', () => {
    expect(httpApiDollars(400e6)).toBeCloseTo(300 + 90, 9);
  });
});
