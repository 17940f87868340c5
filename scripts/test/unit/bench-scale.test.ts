import { describe, expect, it } from 'vitest';
import type { Activity, CostInput, Step } from '../../src/bench/cost.js';
import { PEAK_HOUR_SHARE, counterFamily, indexFamily, scaleFigures, scaleRow } from '../../src/bench/scale.js';

const step = (over: Partial<Step> = {}): Step => ({
  route: 'POST /games/x/start',
  group: 'games',
  status: 200,
  read: 1,
  write: 2,
  indexWrite: 0,
  scans: 0,
  txRead: 0,
  txWrite: 0,
  transactions: 0,
  transactionItems: 0,
  local: { read: 1, write: 2, indexWrite: 0 },
  sharedWrites: {},
  storedBytes: 0,
  ms: 36,
  ddbCalls: 2,
  bytes: 100,
  logBytes: 0,
  logEvents: 0,
  ...over,
});
const memoryMb = { auth: 1024, user: 512, progress: 512, games: 512, 'ifa-signs': 512, admin: 512, social: 512 } as const;
const input = (activity: Activity): CostInput => ({
  day: [{ activity, times: 2 }],
  stage: { memoryMb, tracing: false, fixed: [{ what: 'dashboard', count: 1, price: 3 }], waf: false },
  initMs: { games: 100 },
  learnerBytes: 0,
});

describe('the counters every learner writes', () => {
  it('groups a counter item by family whatever its shard and day; other items are nobody-else\'s', () => {
    expect(counterFamily('STATS#3', 'GLOBAL')).toEqual({ family: 'STATS GLOBAL', sharded: true });
    expect(counterFamily('STATS#0', 'DAY#2026-11-28')).toEqual({ family: 'STATS DAY#<day>', sharded: true });
    expect(counterFamily('STATS', 'GLOBAL')).toEqual({ family: 'STATS GLOBAL', sharded: false });
    expect(counterFamily('USER#1', 'PROFILE')).toBeNull();
    expect(counterFamily('STATSX', 'GLOBAL')).toBeNull();
  });

  it('counts an index partition whose key names nobody as written by every learner, not a learner\'s own', () => {
    expect(indexFamily('gsi1', 'USERS')).toEqual({ family: 'gsi1 USERS', sharded: false });
    expect(indexFamily('gsi2', 'DUE#9b2c1d3e-1111-4222-8333-123456789abc')).toBeNull();
    expect(indexFamily('gsi1', 'HOUSEMEMBERS#SU0mhKXOyUJtLxSA')).toBeNull();
  });
});

describe('the design at scale (DESIGN.md 3b)', () => {
  const counted: Activity = { name: 'game', steps: [step({ sharedWrites: { 'STATS GLOBAL': { writes: 1, units: 1, sharded: true, inTransaction: 0 } } })] };

  it('reads requests, capacity and the hottest item at the peak second from the measured day', () => {
    const row = scaleRow(input(counted), 1_000_000, 8);
    const peak = (perDay: number) => (1_000_000 * perDay * PEAK_HOUR_SHARE) / 3600;
    expect(row.requestsPerMonth).toBe(2 * 1_000_000 * 30);
    expect(row.peakRequestsPerSecond).toBeCloseTo(peak(2), 9);
    expect(row.peakWriteUnits).toBeCloseTo(peak(4), 9);
    // Two counter writes a learner-day spread over 8 shards.
    expect(row.hottest).toEqual({ family: 'STATS GLOBAL', writesPerSecond: peak(2) / 8, unitsPerSecond: peak(2) / 8, shards: 8 });
    // 2 requests of 16 ms (modelled: 4 ms + 2 DynamoDB calls) a learner-day, at the peak.
    expect(row.concurrency).toBeCloseTo(peak(0.032), 9);
  });

  it('puts an unsharded counter on one item, at twice the units inside a transaction', () => {
    const inside: Activity = { name: 'game', steps: [step({ sharedWrites: { 'STATS GLOBAL': { writes: 1, units: 2, sharded: false, inTransaction: 1 } } })] };
    const row = scaleRow(input(inside), 100_000, 8);
    expect(row.hottest).toMatchObject({ shards: 1, unitsPerSecond: 2 * row.hottest!.writesPerSecond });
  });

  it('prints the assumptions and one row for each of 1 k, 100 k and 1 M learners, all reported', () => {
    const figures = scaleFigures(input(counted), 8);
    expect(figures.map((f) => f.what)).toEqual(['assumptions', '1.0 k monthly learners', '100.0 k monthly learners', '1.0 M monthly learners']);
    expect(figures.every((f) => f.status === 'INFO')).toBe(true);
    expect(figures[3]!.measured).toContain('hottest item STATS GLOBAL');
    expect(figures[1]!.measured).toMatch(/\$\d+\.\d\d variable \+ \$3\.00 fixed a month$/);
  });
});
