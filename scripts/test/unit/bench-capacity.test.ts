import { describe, expect, it } from 'vitest';
import { capacityFigures, encyclopediaFigures, type ListLoads } from '../../src/bench/api.js';
import type { Activity, Step } from '../../src/bench/cost.js';

const none = { read: 0, write: 0, scans: 0 };
const local = { read: 0, write: 0, indexWrite: 0 };
const step = (over: Partial<Step>): Step => ({
  route: 'POST /a',
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
  bytes: 100,
  logBytes: 0,
  logEvents: 0,
  ...over,
});

describe('capacity budgets (DESIGN.md 8), by AWS rules', () => {
  it('holds GET /auth/me, the answers and the due query to their budgets; other routes only may not Scan', () => {
    const figures = capacityFigures({
      'GET /auth/me': { ...none, read: 1 },
      "POST /games/{id}/answer (the costliest of a game's 10)": { read: 1, write: 2, scans: 0 },
      "POST /practice/review/answer (600 cards, the costliest of a session's 24)": { read: 1, write: 1, indexWrite: 2, scans: 0 },
      'Query due now (600 cards, a page of 12+ due)': { ...none, read: 1 },
      'GET /admin/odduns/stats': { ...none, read: 100.5 },
      'GET /admin/users': { ...none, read: 1, scans: 1 },
    });
    expect(figures.slice(0, 6).map((f) => f.status)).toEqual(['OVER', 'PASS', 'PASS', 'OVER', 'PASS', 'OVER']);
  });

  it("judges an answer's table writes as plain writes and states the transaction's own cost beside them", () => {
    // A transaction of 2 one-KB items: 4 WCU by AWS, 2 of them the transaction's; Local said 2.
    const answer = { read: 1, write: 4, indexWrite: 2, scans: 0, txWrite: 2, transactions: 1, transactionItems: 2, local: { read: 1, write: 2, indexWrite: 2 } };
    const [figure] = capacityFigures({ 'POST /practice/review/answer (600 cards)': answer });
    expect(figure).toMatchObject({
      status: 'PASS',
      measured: 'AWS 1.00 RCU + 4.00 WCU (+ 2.00 in indexes), 0 Scan; of which transaction cost 2.00 WCU (1 transaction, 2 items); Local reported 1.00 RCU + 2.00 WCU (+ 2.00 in indexes)',
    });
    // Three plain items are over the 2 WCU, transaction or not.
    expect(capacityFigures({ 'POST /games/{id}/answer': { ...answer, write: 6, txWrite: 3, transactionItems: 3 } })[0]!.status).toBe('OVER');
  });

  it("sums each activity's requests, and a Scan in any of them fails it", () => {
    const game: Activity = { name: 'Orisha game', steps: [step({}), step({ route: 'GET /b', scans: 1 })] };
    expect(capacityFigures({}, [game])[0]).toMatchObject({
      what: 'Orisha game, all 2 requests',
      status: 'OVER',
      measured: 'AWS 2.00 RCU + 2.00 WCU, 1 Scan; Local reported 2.00 RCU + 2.00 WCU',
    });
  });

  it("fails when a learner's transaction writes a counter every learner writes (DESIGN.md 3b)", () => {
    const plain: Activity = { name: 'game', steps: [step({ sharedWrites: { 'STATS GLOBAL': { writes: 1, units: 1, sharded: true, inTransaction: 0 } } })] };
    const inside: Activity = { name: 'game', steps: [step({ route: 'POST /games/x/start', sharedWrites: { 'STATS GLOBAL': { writes: 1, units: 2, sharded: false, inTransaction: 1 } } })] };
    const rule = (a: Activity) => capacityFigures({}, [a]).find((f) => f.what.startsWith("no learner's transaction"))!;
    expect(rule(plain).status).toBe('PASS');
    expect(rule(inside)).toMatchObject({ status: 'OVER', measured: '1 requests do: game: POST /games/x/start (STATS GLOBAL)' });
  });

  it('fails loudly when the model disagrees with DynamoDB Local where Local is exact, or checked nothing', () => {
    const check = (checked: number, disagreements: string[]) => capacityFigures({}, [], { checked, disagreements }).at(-1)!;
    expect(check(12, [])).toMatchObject({ status: 'PASS', measured: '12 of 12 commands agree' });
    expect(check(12, ['PutItem: model 1, Local 2'])).toMatchObject({ status: 'OVER', measured: '1 of 12 commands differ: PutItem: model 1, Local 2' });
    expect(check(0, []).status).toBe('OVER');
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
    expect(encyclopediaFigures(loads({ read: 0.5, local }))[1]).toMatchObject({ status: 'OVER', measured: '304, 0.50 RCU (Local 0.00); Cache-Control: private, max-age=0, must-revalidate' });
    expect(encyclopediaFigures(loads({ status: 200, read: 100.5 }))[1]!.status).toBe('OVER');
    expect(encyclopediaFigures(loads({}, { cacheControl: null }))[0]).toMatchObject({ status: 'OVER', measured: '200, 100.50 RCU; ETag present; Cache-Control: absent' });
  });
});
