import type { EndpointGroup } from '@ifa/shared';
import { check, info, missing, type Figure } from './report.js';

/**
 * DESIGN.md 8: what 1,000 monthly active learners cost, each playing two games and doing one
 * review session a day for 30 days, from the requests, capacity units and Lambda time that
 * `npm run bench` measured in the same run (bench-server.ts drives each activity through the
 * local API as the web app does), times on-demand list prices. Pure: the bench passes it the
 * figures; the unit tests pass it their own.
 */

/**
 * us-east-1 on-demand list prices of the AWS pricing pages below, as of 2026-11-27 (checked then
 * against published summaries of those pages, not fetched by the bench; the DynamoDB figures are
 * those since the on-demand price cut of 2024-11-01). No free tier counted.
 * - DynamoDB: https://aws.amazon.com/dynamodb/pricing/on-demand/ (per million request units;
 *   an index's writes are billed as write request units too)
 * - Lambda, arm64: https://aws.amazon.com/lambda/pricing/ (first 7.5 billion GB-s a month; the
 *   INIT phase is billed like the handler since 2025-08-01)
 * - API Gateway HTTP API: https://aws.amazon.com/api-gateway/pricing/ (first 300 million a month)
 * - CloudFront, United States: https://aws.amazon.com/cloudfront/pricing/ (HTTPS requests; data
 *   transfer out, first 10 TB)
 */
export const PRICES = {
  asOf: '2026-11-27',
  ddbReadPerMillion: 0.125,
  ddbWritePerMillion: 0.625,
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillion: 1.0,
  cloudFrontHttpsPerMillion: 1.0,
  cloudFrontPerGbOut: 0.085,
} as const;

/** DESIGN.md 8: the budget for 1,000 monthly active learners. */
export const COST_BUDGET_DOLLARS = 10;
export const LEARNERS = 1000;
export const DAYS = 30;

/**
 * Lambda gives a function one vCPU at 1,769 MB and a share of one below it
 * (https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html). Module init is
 * CPU-bound (loading and running the bundle), so the time measured here on a full core is scaled
 * by that share (x 3.46 at 512 MB). A request's time is not: it is measured as a round trip
 * through the local gateway against DynamoDB Local on this shared machine, tens of ms where
 * DynamoDB answers in single-digit ms, which outweighs the smaller CPU share (decision 002: an
 * answer costs the stack under 1 ms of CPU here).
 */
export const FULL_VCPU_MB = 1769;
export const cpuScale = (memoryMb: number) => Math.max(1, FULL_VCPU_MB / memoryMb);

/** One request of a measured activity, as bench-server.ts saw it through the local API. */
export interface Step {
  route: string;
  group: EndpointGroup;
  status: number;
  /** Read capacity units (what on-demand bills as read request units), indexes included. */
  read: number;
  /** Write units of the table. */
  write: number;
  /** Write units of the indexes kept with it (billed as well). */
  indexWrite: number;
  scans: number;
  /** Round trip through the local gateway (the handler's duration and a little more). */
  ms: number;
  /** Response body bytes. */
  bytes: number;
}

export interface Activity {
  name: string;
  steps: Step[];
}

export interface CostInput {
  /** The activities of one learner's day, and how many times each is done. */
  day: ReadonlyArray<{ activity: Activity; times: number }>;
  /** Configured memory per group (infra/lib/api.ts). */
  memoryMb: Readonly<Record<EndpointGroup, number>>;
  /** Measured module init (CPU ms on a full core) per group: each activity is taken to start every group it calls cold. */
  initMs: Readonly<Partial<Record<EndpointGroup, number>>>;
  learners?: number;
  days?: number;
}

export interface DayTotals {
  requests: number;
  read: number;
  write: number;
  indexWrite: number;
  gbSeconds: number;
  coldStarts: number;
  bytes: number;
}

const ok = (status: number) => (status >= 200 && status < 300) || status === 304;

/** What one learner's day costs in requests, units, Lambda GB-s (billed, 1 ms steps) and bytes. */
export function dayTotals(input: CostInput): DayTotals {
  const totals: DayTotals = { requests: 0, read: 0, write: 0, indexWrite: 0, gbSeconds: 0, coldStarts: 0, bytes: 0 };
  const gb = (group: EndpointGroup) => input.memoryMb[group] / 1024;
  // Billed in 1 ms steps.
  const gbs = (group: EndpointGroup, ms: number) => (Math.ceil(ms) / 1000) * gb(group);
  for (const { activity, times } of input.day) {
    const groups = new Set<EndpointGroup>();
    for (const step of activity.steps) {
      totals.requests += times;
      totals.read += step.read * times;
      totals.write += step.write * times;
      totals.indexWrite += step.indexWrite * times;
      totals.bytes += step.bytes * times;
      totals.gbSeconds += gbs(step.group, step.ms) * times;
      groups.add(step.group);
    }
    for (const group of groups) {
      const init = input.initMs[group];
      if (init === undefined) throw new Error(`no module init measured for ${group}`);
      totals.coldStarts += times;
      totals.gbSeconds += gbs(group, init * cpuScale(input.memoryMb[group])) * times;
    }
  }
  return totals;
}

const usd = (n: number) => `$${n.toFixed(2)}`;
const num = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * The cost figures: the day measured, each service's formula with the numbers substituted, and
 * the total against the budget. A request that did not succeed leaves the total unmeasured.
 */
export function costFigures(input: CostInput): Figure[] {
  const section = 'Cost' as const;
  const what = `per ${num(input.learners ?? LEARNERS, 0)} monthly active learners (${input.day.map((d) => `${d.times} x ${d.activity.name}`).join(' + ')} a day, ${input.days ?? DAYS} days)`;
  const budget = `<= $${COST_BUDGET_DOLLARS} a month`;
  const failedStep = input.day.flatMap((d) => d.activity.steps.map((s) => ({ ...s, activity: d.activity.name }))).find((s) => !ok(s.status));
  if (failedStep) return [missing(section, what, budget, `${failedStep.activity}: ${failedStep.route} answered ${failedStep.status}`)];
  let t: DayTotals;
  try {
    t = dayTotals(input);
  } catch (error) {
    return [missing(section, what, budget, (error as Error).message)];
  }
  const learnerDays = (input.learners ?? LEARNERS) * (input.days ?? DAYS);
  const writes = t.write + t.indexWrite;
  const gbOut = t.bytes / 1024 ** 3;
  const P = PRICES;
  const ddb = ((t.read * P.ddbReadPerMillion + writes * P.ddbWritePerMillion) / 1e6) * learnerDays;
  const lambda = ((t.requests * P.lambdaPerMillionRequests) / 1e6 + t.gbSeconds * P.lambdaArmPerGbSecond) * learnerDays;
  const api = ((t.requests * P.httpApiPerMillion) / 1e6) * learnerDays;
  const cdn = ((t.requests * P.cloudFrontHttpsPerMillion) / 1e6 + gbOut * P.cloudFrontPerGbOut) * learnerDays;
  const total = ddb + lambda + api + cdn;
  const days = `x ${num(learnerDays, 0)} learner-days`;
  return [
    info(
      section,
      "a learner's day, measured in this run",
      `${input.day.map((d) => `${d.times} x ${d.activity.name} (${d.activity.steps.length} requests)`).join(' + ')} = ${t.requests} requests, ` +
        `${num(t.read)} RRU, ${num(writes)} WRU (table ${num(t.write)} + indexes ${num(t.indexWrite)}), ${num(t.gbSeconds, 3)} Lambda GB-s (${t.coldStarts} cold starts), ${num(t.bytes / 1024)} KB out`,
    ),
    info(section, 'DynamoDB on-demand', `(${num(t.read)} RRU x $${P.ddbReadPerMillion} + ${num(writes)} WRU x $${P.ddbWritePerMillion}) / 1M ${days} = ${usd(ddb)}`),
    info(section, 'Lambda arm64', `(${t.requests} requests x $${P.lambdaPerMillionRequests} / 1M + ${num(t.gbSeconds, 3)} GB-s x $${P.lambdaArmPerGbSecond}) ${days} = ${usd(lambda)}`),
    info(section, 'API Gateway HTTP API', `${t.requests} requests x $${P.httpApiPerMillion.toFixed(2)} / 1M ${days} = ${usd(api)}`),
    info(section, 'CloudFront', `(${t.requests} requests x $${P.cloudFrontHttpsPerMillion.toFixed(2)} / 1M + ${gbOut.toExponential(2)} GB x $${P.cloudFrontPerGbOut}) ${days} = ${usd(cdn)}`),
    check(section, what, total <= COST_BUDGET_DOLLARS, `${usd(total)} a month (${[ddb, lambda, api, cdn].map(usd).join(' + ')})`, budget),
  ];
}

/** The appendix: every measured request of each activity. */
export function costAppendix(input: CostInput): string {
  const rows = input.day.flatMap(({ activity }) =>
    activity.steps.map(
      (s) =>
        `| ${activity.name} | ${s.route} | ${s.group} (${input.memoryMb[s.group]} MB) | ${s.status} | ${s.read.toFixed(1)} | ${s.write.toFixed(1)}${s.indexWrite ? ` + ${s.indexWrite.toFixed(1)}` : ''} | ${s.ms.toFixed(0)} | ${s.bytes} |`,
    ),
  );
  return [
    '## Cost: the measured requests',
    '',
    'Each activity driven through the local API as the web app sends it (scripts/src/bench-server.ts), in a warm container (one',
    "unmeasured game first). Lambda time: each request's round trip here (against DynamoDB Local on this shared machine, far",
    'slower than DynamoDB) x its group\'s memory, billed in 1 ms steps; plus one cold start of every group an activity calls: the',
    `group's measured module init CPU time scaled by the CPU share Lambda gives its memory (${FULL_VCPU_MB} MB = one vCPU: x ${cpuScale(512).toFixed(2)} at 512 MB, x ${cpuScale(1024).toFixed(2)} at 1024 MB).`,
    `Prices (us-east-1, on-demand, no free tier, read ${PRICES.asOf}): DynamoDB $${PRICES.ddbReadPerMillion} per million RRU and`,
    `$${PRICES.ddbWritePerMillion} per million WRU (index writes included); Lambda arm64 $${PRICES.lambdaArmPerGbSecond} per GB-s and $${PRICES.lambdaPerMillionRequests} per million requests;`,
    `API Gateway HTTP API $${PRICES.httpApiPerMillion.toFixed(2)} per million; CloudFront $${PRICES.cloudFrontHttpsPerMillion.toFixed(2)} per million HTTPS requests and $${PRICES.cloudFrontPerGbOut} per GB out.`,
    'Not counted: the pages and static files around the activities (hashed, cached), what a cold container reads to fill',
    "its caches (the Signs game's catalogue, about 100 RRU per container every 5 minutes), storage, logs, X-Ray traces",
    '(Tracing.ACTIVE; $5 per million traces recorded past 100,000 a month), Secrets Manager (per account, not per learner).',
    '',
    '| activity | request | group | status | RCU | WCU (+ indexes) | ms here | bytes |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
