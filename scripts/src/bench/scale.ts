import type { EndpointGroup } from '@ifa/shared';
import { breakdown, DAYS, fixedDollars, PEAK_HOUR_SHARE, type CostInput } from './cost.js';
import { info, type Figure } from './report.js';

/**
 * DESIGN.md 3b: the design at 1 k, 100 k and 1 M monthly learners, on paper, from the learner's
 * day `npm run bench` measured: requests a month and at the peak second, capacity, the hottest
 * item's writes a second, Lambda concurrency and cost. Reported (INFO), never gated: the cost
 * gate is the 1,000 learners' row of cost.ts. Pure.
 */
export const SCALES = [1_000, 100_000, 1_000_000] as const;

export { PEAK_HOUR_SHARE };
/** DynamoDB serves about 1,000 write units a second per partition, which one item never leaves (DESIGN.md 3b). */
export const PARTITION_WRITE_UNITS = 1000;

/**
 * The items every learner's requests write: the platform's counters (data/keys.ts,
 * `STATS` or `STATS#<shard>`), grouped into one family per counter item whatever its shard and
 * day, so a family's writes spread over its shards. Null for any other item: a learner's own,
 * a game's, a duel's or a house's items are written by a handful of learners at most.
 */
export function counterFamily(pk: string, sk: string): { family: string; sharded: boolean } | null {
  const match = /^STATS(?:#(\d+))?$/.exec(pk);
  if (!match) return null;
  return { family: `STATS ${sk.startsWith('DAY#') ? 'DAY#<day>' : sk}`, sharded: match[1] !== undefined };
}

/**
 * An index partition every learner's writes reach: one whose key names nobody (gsi1 `USERS`,
 * which holds every profile, is written on each change of any learner's profile), as against
 * `DUE#<userId>`, a learner's own. One partition of an index takes the same ~1,000 WCU/s.
 */
export function indexFamily(index: string, pk: string): { family: string; sharded: boolean } | null {
  const named = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(pk) || /(^|#)(?=[A-Za-z0-9_-]*[A-Z0-9])[A-Za-z0-9_-]{16,}($|#)/.test(pk);
  return named ? null : { family: `${index} ${pk}`, sharded: false };
}

export interface ScaleRow {
  learners: number;
  requestsPerMonth: number;
  peakRequestsPerSecond: number;
  peakReadUnits: number;
  peakWriteUnits: number;
  readUnitsPerMonth: number;
  writeUnitsPerMonth: number;
  /** The busiest item or index partition every learner writes: its family, writes a second at the peak, the shards it spreads over. */
  hottest?: { family: string; writesPerSecond: number; unitsPerSecond: number; shards: number };
  /** Lambda's concurrent executions at the peak: requests a second x seconds each, by group. */
  concurrency: number;
  concurrencyByGroup: Partial<Record<EndpointGroup, number>>;
  coldStarts: number;
  variableDollars: number;
  fixedDollars: number;
}

/** The design at `learners`; `shards` is the counters' shard count (data/keys.ts STATS_SHARDS). */
export function scaleRow(input: CostInput, learners: number, shards: number): ScaleRow {
  const b = breakdown(input, learners);
  const t = b.day;
  const days = input.days ?? DAYS;
  const peak = (perLearnerDay: number) => (learners * perLearnerDay * PEAK_HOUR_SHARE) / 3600;
  // Counter writes per learner-day, by family.
  const families = new Map<string, { writes: number; units: number; sharded: boolean }>();
  const busy = t.busySecondsByGroup;
  for (const { activity, times } of input.day) {
    for (const step of activity.steps) {
      for (const [family, w] of Object.entries(step.sharedWrites)) {
        const f = families.get(family) ?? { writes: 0, units: 0, sharded: w.sharded };
        f.writes += w.writes * times;
        f.units += w.units * times;
        f.sharded &&= w.sharded;
        families.set(family, f);
      }
    }
  }
  let hottest: ScaleRow['hottest'];
  for (const [family, f] of families) {
    const spread = f.sharded ? shards : 1;
    const row = { family, writesPerSecond: peak(f.writes) / spread, unitsPerSecond: peak(f.units) / spread, shards: spread };
    if (!hottest || row.unitsPerSecond > hottest.unitsPerSecond) hottest = row;
  }
  const concurrencyByGroup = Object.fromEntries(Object.entries(busy).map(([g, seconds]) => [g, peak(seconds)])) as Partial<Record<EndpointGroup, number>>;
  return {
    learners,
    requestsPerMonth: t.requests * learners * days,
    peakRequestsPerSecond: peak(t.requests),
    peakReadUnits: peak(t.read),
    peakWriteUnits: peak(t.write + t.indexWrite),
    readUnitsPerMonth: t.read * learners * days,
    writeUnitsPerMonth: (t.write + t.indexWrite) * learners * days,
    ...(hottest ? { hottest } : {}),
    concurrency: Object.values(concurrencyByGroup).reduce((s, c) => s + (c ?? 0), 0),
    concurrencyByGroup,
    coldStarts: b.coldStarts,
    variableDollars: b.total,
    fixedDollars: fixedDollars(input.stage.fixed),
  };
}

const n = (x: number, digits = 0) => x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const compact = (x: number) => (x >= 1e9 ? `${n(x / 1e9, 2)} G` : x >= 1e6 ? `${n(x / 1e6, 1)} M` : x >= 1e3 ? `${n(x / 1e3, 1)} k` : n(x, 1));

export function scaleFigures(input: CostInput, shards: number): Figure[] {
  const rows = SCALES.map((learners) => scaleRow(input, learners, shards));
  const figures: Figure[] = [
    info(
      'Scale',
      'assumptions',
      `each monthly learner active every day (the cost model's day); the busiest hour holds ${PEAK_HOUR_SHARE * 100}% of a day's requests; ` +
        `counters in ${shards} shards (data/keys.ts); one partition takes about ${n(PARTITION_WRITE_UNITS)} WCU/s; Lambda durations modelled from the DynamoDB calls (cost.ts DURATION_MODEL)`,
    ),
  ];
  for (const r of rows) {
    const hot = r.hottest
      ? `hottest item ${r.hottest.family} ${n(r.hottest.writesPerSecond, 2)} writes/s (${n(r.hottest.unitsPerSecond, 2)} WCU/s${r.hottest.shards > 1 ? ` on each of ${r.hottest.shards} shards` : ', one partition'}, ${n((100 * r.hottest.unitsPerSecond) / PARTITION_WRITE_UNITS, 1)}% of a partition)`
      : 'no item every learner writes';
    const groups = Object.entries(r.concurrencyByGroup)
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .slice(0, 3)
      .map(([g, c]) => `${g} ${n(c ?? 0, 1)}`)
      .join(', ');
    figures.push(
      info(
        'Scale',
        `${compact(r.learners)} monthly learners`,
        `${compact(r.requestsPerMonth)} requests a month, ${n(r.peakRequestsPerSecond, 1)}/s at the peak; ` +
          `${compact(r.readUnitsPerMonth)} RRU + ${compact(r.writeUnitsPerMonth)} WRU a month, ${n(r.peakReadUnits, 1)} RRU/s + ${n(r.peakWriteUnits, 1)} WRU/s at the peak; ` +
          `${hot}; Lambda concurrency ${n(r.concurrency, 1)} at the peak (${groups}), ${compact(r.coldStarts)} cold starts a month; ` +
          `$${n(r.variableDollars, 2)} variable + $${n(r.fixedDollars, 2)} fixed a month`,
      ),
    );
  }
  return figures;
}
