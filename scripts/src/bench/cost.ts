import type { EndpointGroup } from '@ifa/shared';
import { check, info, missing, type Figure } from './report.js';

/**
 * DESIGN.md 8: what 1,000 monthly active learners cost, each playing two games and doing one
 * review session a day for 30 days, counting every billed service: DynamoDB (requests priced by
 * AWS's rules, storage, point-in-time recovery), Lambda, the HTTP API, CloudFront, CloudWatch
 * Logs (what the handlers print, measured, plus Lambda's and API Gateway's own lines) and
 * tracing, from the requests, capacity units, durations and log lines `npm run bench` measured
 * in the same run (bench-server.ts drives each activity through the local API as the web app
 * does), times on-demand list prices. The stage's fixed monthly cost (secrets, keys, alarms,
 * dashboard, custom metrics, WAF) is printed beside it, counted from the synthesized template
 * (stage.ts). Pure: the bench passes it the figures; the unit tests pass it their own.
 */

/**
 * us-east-1 list prices of the AWS pricing pages below, as of 2026-11-28 (checked then against
 * published summaries of those pages, not fetched by the bench). No free tier counted.
 * - DynamoDB on demand: https://aws.amazon.com/dynamodb/pricing/on-demand/ (per million request
 *   units since the price cut of 2024-11-01; an index's writes are write request units too;
 *   storage per GB-month, the first 25 GB free not counted; continuous backups per GB-month)
 * - Lambda, arm64: https://aws.amazon.com/lambda/pricing/ (first 7.5 billion GB-s a month; the
 *   INIT phase is billed like the handler since 2025-08-01)
 * - API Gateway HTTP API: https://aws.amazon.com/api-gateway/pricing/ ($1.00 per million for the
 *   first 300 million a month, $0.90 after)
 * - CloudFront, United States, Mexico and Canada: https://aws.amazon.com/cloudfront/pricing/
 *   (HTTPS requests; data transfer out, first 10 TB). South America costs more: $0.022 per
 *   10,000 requests and $0.110 per GB.
 * - CloudWatch: https://aws.amazon.com/cloudwatch/pricing/ (logs ingested and stored, Lambda's
 *   vended logs at the same $0.50 for the first 10 TB; alarms per metric; dashboards; custom
 *   metrics, first 10,000)
 * - X-Ray: https://aws.amazon.com/xray/pricing/ (traces recorded)
 * - Secrets Manager: https://aws.amazon.com/secrets-manager/pricing/ (per secret, per 10,000 calls)
 * - KMS: https://aws.amazon.com/kms/pricing/ (per customer managed key)
 * - WAF: https://aws.amazon.com/waf/pricing/ (per web ACL, per rule, per million requests)
 * - S3 Standard: https://aws.amazon.com/s3/pricing/ (CloudFront's standard logs)
 * - EventBridge Scheduler: https://aws.amazon.com/eventbridge/pricing/ (scheduled invocations,
 *   after the first 14 million a month, not counted)
 */
export const PRICES = {
  asOf: '2026-11-28',
  ddbReadPerMillion: 0.125,
  ddbWritePerMillion: 0.625,
  ddbStoragePerGbMonth: 0.25,
  ddbPitrPerGbMonth: 0.2,
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  httpApiPerMillion: 1.0,
  httpApiPerMillionOver300M: 0.9,
  cloudFrontHttpsPerMillion: 1.0,
  cloudFrontPerGbOut: 0.085,
  logsIngestPerGb: 0.5,
  logsStorePerGbMonth: 0.03,
  xrayPerMillionTraces: 5.0,
  secretsPerSecretMonth: 0.4,
  secretsPer10kCalls: 0.05,
  kmsPerKeyMonth: 1.0,
  alarmPerMetricMonth: 0.1,
  dashboardMonth: 3.0,
  customMetricMonth: 0.3,
  route53ZoneMonth: 0.5,
  wafAclMonth: 5.0,
  wafRuleMonth: 1.0,
  wafPerMillionRequests: 0.6,
  s3PerGbMonth: 0.023,
  schedulerPerMillion: 1.0,
} as const;

/** DESIGN.md 8: the budget for 1,000 monthly active learners. */
export const COST_BUDGET_DOLLARS = 10;
export const LEARNERS = 1000;
export const DAYS = 30;
const GB = 1024 ** 3;

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

/**
 * The lines CloudWatch Logs gets besides the handlers' own, per invocation: Lambda's START, END
 * and REPORT (text format, as the template leaves it), the REPORT's init duration on a cold
 * start, and CloudWatch's 26 bytes of accounting per event (PutLogEvents counts them; taken as
 * billed, an upper bound).
 */
export const LAMBDA_PLATFORM_LINES = [
  'START RequestId: 6f7c3a4e-0d1b-4c55-9a57-2f1e8b0c9d12 Version: $LATEST',
  'END RequestId: 6f7c3a4e-0d1b-4c55-9a57-2f1e8b0c9d12',
  'REPORT RequestId: 6f7c3a4e-0d1b-4c55-9a57-2f1e8b0c9d12\tDuration: 23.45 ms\tBilled Duration: 24 ms\tMemory Size: 512 MB\tMax Memory Used: 98 MB\t',
] as const;
export const COLD_REPORT_EXTRA = '\tInit Duration: 412.34 ms';
export const LOG_EVENT_OVERHEAD_BYTES = 26;
/** A CloudFront standard log line (33 tab-separated fields, a mobile browser's user agent), stored gzipped in S3 at about a tenth. */
export const CLOUDFRONT_LOG_LINE_BYTES = 520;
export const GZIP_RATIO = 0.1;

/** One request of a measured activity, as bench-server.ts saw it through the local API. */
export interface Step {
  route: string;
  group: EndpointGroup;
  status: number;
  /** Read units by AWS's rules (what on-demand bills as read request units), indexes included. */
  read: number;
  /** Write units of the table by AWS's rules (a transaction's items twice). */
  write: number;
  /** Write units of the indexes kept with it (billed as well). */
  indexWrite: number;
  scans: number;
  /** Of `read` and `write`, what transactions add; the transactions and their items. */
  txRead: number;
  txWrite: number;
  transactions: number;
  transactionItems: number;
  /** What DynamoDB Local reported for the request. */
  local: { read: number; write: number; indexWrite: number };
  /** Writes to items and index partitions every learner writes (scale.ts), by family: writes, units, inside a transaction. */
  sharedWrites: Record<string, { writes: number; units: number; sharded: boolean; inTransaction: number }>;
  /** Bytes the request left in the table for good (items without a TTL, index entries included). */
  storedBytes: number;
  /** Round trip through the local gateway (the handler's duration and a little more), the bench's own reads left out. */
  ms: number;
  /** The DynamoDB commands it sent (transactions among them: `transactions`). */
  ddbCalls: number;
  /** Response body bytes. */
  bytes: number;
  /** What the handler printed (as the deployed function would), and in how many lines. */
  logBytes: number;
  logEvents: number;
  /** Its DynamoDB commands, what each touched and cost (ddb-recorder.ts), for the appendix. */
  commands?: string[];
}

export interface Activity {
  name: string;
  steps: Step[];
}

/**
 * Lambda's billed duration of a request in AWS, modelled, not measured: the cost is a gate, and
 * a gate may not move with this shared machine (DESIGN.md 8), where a timing moves by half
 * between two runs and DynamoDB Local answers in tens of ms where DynamoDB answers in a few.
 * Taken: the handler's own work (about 1 ms of CPU on a full core, decision 002, x 3.5 at
 * 512 MB), a DynamoDB call's round trip, a transaction's, all one after another (an upper bound:
 * some run side by side). The measured durations are priced beside it, reported.
 */
export const DURATION_MODEL = { handlerMs: 4, callMs: 6, transactionMs: 12 } as const;
export const modelledMs = (step: Pick<Step, 'ddbCalls' | 'transactions'>) =>
  DURATION_MODEL.handlerMs + DURATION_MODEL.callMs * (step.ddbCalls - step.transactions) + DURATION_MODEL.transactionMs * step.transactions;

/** A billed item of a stage that does not grow with learners, as the template holds it (stage.ts). */
export interface FixedItem {
  what: string;
  count: number;
  /** Dollars a month each. */
  price: number;
  note?: string;
}

/** What the synthesized template says about the stage (stage.ts), and what the bench saw of its metrics. */
export interface StageFacts {
  memoryMb: Readonly<Record<EndpointGroup, number>>;
  /** X-Ray active tracing on any function. */
  tracing: boolean;
  /** The HTTP API stage's access log format (`$context.*` variables), if it logs. */
  accessLogFormat?: string;
  /** CloudFront standard logs to S3, and how long the bucket keeps them. */
  cloudFrontLogDays?: number;
  fixed: FixedItem[];
  /** A web ACL's per-request price applies to every request (WAF in the template). */
  waf: boolean;
}

export interface CostInput {
  /** The activities of one learner's day, and how many times each is done. */
  day: ReadonlyArray<{ activity: Activity; times: number }>;
  stage: StageFacts;
  /** Measured module init (CPU ms on a full core) per group: each activity is taken to start every group it calls cold. */
  initMs: Readonly<Partial<Record<EndpointGroup, number>>>;
  /** A learner's items in the table, index entries included (a learner with all 600 review cards). */
  learnerBytes: number;
  /** What a cold start prints beyond a warm invocation (Powertools' ColdStart metric line). */
  coldStartLogBytes?: number;
  learners?: number;
  days?: number;
}

export interface DayTotals {
  requests: number;
  read: number;
  write: number;
  indexWrite: number;
  /** Lambda GB-s of the requests themselves, modelled (`DURATION_MODEL`; cold starts apart: `coldStarts`). */
  gbSeconds: number;
  /** The same from the durations measured here (a timing: reported). */
  measuredGbSeconds: number;
  /** Per group: the activities that call it, and the seconds its requests take, in a learner's day. */
  activitiesByGroup: Partial<Record<EndpointGroup, number>>;
  busySecondsByGroup: Partial<Record<EndpointGroup, number>>;
  bytes: number;
  /** CloudWatch Logs bytes (handlers, Lambda's lines, access logs) and events. */
  logBytes: number;
  logEvents: number;
  storedBytes: number;
  /** Of the log bytes, what the handlers print. */
  handlerLogBytes: number;
}

const ok = (status: number) => (status >= 200 && status < 300) || status === 304;

/**
 * One access log line as the stage's format writes it, with typical values: the route, a
 * 36-character request id, a mobile browser's user agent.
 */
export function accessLogLine(format: string, route: string, status: number, bytes: number): string {
  const values: Record<string, string> = {
    requestId: 'cT1vXhBPoAMEVfQ=',
    requestTime: '28/Nov/2026:18:04:05 +0000',
    'identity.sourceIp': '203.0.113.45',
    'identity.userAgent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    routeKey: route.replace(/^(\w+) /, '$1 /api'),
    status: String(status),
    responseLatency: '48',
    integrationLatency: '45',
    'integrationErrorMessage': '-',
    responseLength: String(bytes),
  };
  return format.replace(/\$context\.([\w.]+)/g, (_, name: string) => values[name] ?? '-');
}

/** What one learner's day costs in requests, units, Lambda GB-s (billed, 1 ms steps), bytes and log lines; cold starts apart. */
export function dayTotals(input: CostInput): DayTotals {
  const totals: DayTotals = {
    requests: 0,
    read: 0,
    write: 0,
    indexWrite: 0,
    gbSeconds: 0,
    measuredGbSeconds: 0,
    activitiesByGroup: {},
    busySecondsByGroup: {},
    bytes: 0,
    logBytes: 0,
    logEvents: 0,
    storedBytes: 0,
    handlerLogBytes: 0,
  };
  const { memoryMb } = input.stage;
  const platformBytes = LAMBDA_PLATFORM_LINES.reduce((s, l) => s + Buffer.byteLength(l), 0);
  for (const { activity, times } of input.day) {
    const groups = new Set<EndpointGroup>();
    for (const step of activity.steps) {
      totals.requests += times;
      totals.read += step.read * times;
      totals.write += step.write * times;
      totals.indexWrite += step.indexWrite * times;
      totals.bytes += step.bytes * times;
      totals.storedBytes += step.storedBytes * times;
      // Billed in 1 ms steps.
      const gb = memoryMb[step.group] / 1024;
      totals.gbSeconds += (Math.ceil(modelledMs(step)) / 1000) * gb * times;
      totals.measuredGbSeconds += (Math.ceil(step.ms) / 1000) * gb * times;
      totals.busySecondsByGroup[step.group] = (totals.busySecondsByGroup[step.group] ?? 0) + (modelledMs(step) / 1000) * times;
      const access = input.stage.accessLogFormat ? [Buffer.byteLength(accessLogLine(input.stage.accessLogFormat, step.route, step.status, step.bytes))] : [];
      const events = step.logEvents + LAMBDA_PLATFORM_LINES.length + access.length;
      totals.handlerLogBytes += step.logBytes * times;
      totals.logBytes += (step.logBytes + platformBytes + access.reduce((a, b) => a + b, 0) + events * LOG_EVENT_OVERHEAD_BYTES) * times;
      totals.logEvents += events * times;
      groups.add(step.group);
    }
    for (const group of groups) totals.activitiesByGroup[group] = (totals.activitiesByGroup[group] ?? 0) + times;
  }
  return totals;
}

/**
 * The busiest hour holds this share of a day's requests (learners practise in the evening; a
 * flat day would put 1/24 in each hour). Lambda concurrency and the scale table read it.
 */
export const PEAK_HOUR_SHARE = 0.1;

/**
 * How often a Lambda container starts cold. AWS documents no figure; commonly observed: an idle
 * environment is kept for some minutes, and a busy one is replaced after some hours. Taken: the
 * learners' activities fall in a 16-hour day as independent (Poisson) arrivals; a group starts
 * cold after every gap of more than 5 minutes between its activities, and each of its
 * environments (the busiest hour's concurrency, rounded up) is replaced every 2 hours of the day.
 * Never more than one a day per activity that calls the group, which is the bound printed beside.
 */
export const COLD_STARTS = { activeHours: 16, idleMinutes: 5, lifetimeHours: 2 } as const;

/** Expected cold starts a day of one group, for `activities` a day that call it and the busiest hour's concurrency. */
export function coldStartsPerDay(activities: number, peakConcurrency: number): number {
  if (activities <= 0) return 0;
  const perMinute = activities / (COLD_STARTS.activeHours * 60);
  const afterIdle = activities * Math.exp(-perMinute * COLD_STARTS.idleMinutes);
  const replaced = Math.max(1, Math.ceil(peakConcurrency)) * Math.ceil(COLD_STARTS.activeHours / COLD_STARTS.lifetimeHours);
  return Math.min(activities, afterIdle + replaced);
}

/** Cold starts a month of `learners`, by group: the expected (`coldStartsPerDay`) and the bound (every activity cold in every group it calls). */
export function coldStarts(input: CostInput, t: DayTotals, learners: number): { expected: Partial<Record<EndpointGroup, number>>; bound: Partial<Record<EndpointGroup, number>> } {
  const days = input.days ?? DAYS;
  const expected: Partial<Record<EndpointGroup, number>> = {};
  const bound: Partial<Record<EndpointGroup, number>> = {};
  for (const [group, perLearner] of Object.entries(t.activitiesByGroup) as Array<[EndpointGroup, number]>) {
    const activities = perLearner * learners;
    const peakConcurrency = ((t.busySecondsByGroup[group] ?? 0) * learners * PEAK_HOUR_SHARE) / 3600;
    expected[group] = coldStartsPerDay(activities, peakConcurrency) * days;
    bound[group] = activities * days;
  }
  return { expected, bound };
}

/** Each billed service's monthly cost for `learners`, with the numbers that make it up. */
export interface Breakdown {
  learners: number;
  learnerDays: number;
  day: DayTotals;
  /** Cold starts a month: expected, and the bound (every activity cold in every group it calls). */
  coldStarts: number;
  coldStartsBound: number;
  /** What the bound would add to the total. */
  boundExtraDollars: number;
  /** Lambda's duration priced from the durations measured here instead of the model (reported). */
  measuredDurationDollars: number;
  lines: Array<{ service: string; dollars: number; formula: string }>;
  total: number;
}

const usd = (n: number) => `$${n < 0.01 && n > 0 ? n.toFixed(4) : n.toFixed(2)}`;
const num = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const millions = (n: number) => `${num(n / 1e6, 2)} M`;

/** HTTP API requests a month at the tiered price. */
export const httpApiDollars = (requests: number) =>
  (Math.min(requests, 300e6) * PRICES.httpApiPerMillion + Math.max(0, requests - 300e6) * PRICES.httpApiPerMillionOver300M) / 1e6;

/** What cold starts cost: their Lambda GB-s (init CPU scaled to the memory's share of a vCPU), their log lines and their secret reads. */
function coldStartCost(input: CostInput, starts: Partial<Record<EndpointGroup, number>>) {
  let gbSeconds = 0;
  let logBytes = 0;
  let count = 0;
  for (const [group, n] of Object.entries(starts) as Array<[EndpointGroup, number]>) {
    const init = input.initMs[group];
    if (init === undefined) throw new Error(`no module init measured for ${group}`);
    const memory = input.stage.memoryMb[group];
    gbSeconds += n * (Math.ceil(init * cpuScale(memory)) / 1000) * (memory / 1024);
    logBytes += n * (Buffer.byteLength(COLD_REPORT_EXTRA) + (input.coldStartLogBytes ?? 0));
    count += n;
  }
  const dollars = gbSeconds * PRICES.lambdaArmPerGbSecond + (count / 1e4) * PRICES.secretsPer10kCalls + (logBytes / GB) * (PRICES.logsIngestPerGb + PRICES.logsStorePerGbMonth);
  return { gbSeconds, logBytes, count, dollars };
}

/** The variable monthly cost of `learners` (default 1,000), service by service. Throws when a group's init was not measured. */
export function breakdown(input: CostInput, learners = input.learners ?? LEARNERS): Breakdown {
  const t = dayTotals(input);
  const days = input.days ?? DAYS;
  const learnerDays = learners * days;
  const P = PRICES;
  const requests = t.requests * learnerDays;
  const writes = (t.write + t.indexWrite) * learnerDays;
  const reads = t.read * learnerDays;
  // Month end: every learner's items (all 600 cards) and the month's growth; an upper bound of the month's average.
  const storedGb = (learners * (input.learnerBytes + days * t.storedBytes)) / GB;
  const starts = coldStarts(input, t, learners);
  const cold = coldStartCost(input, starts.expected);
  const bound = coldStartCost(input, starts.bound);
  const gbSeconds = t.gbSeconds * learnerDays + cold.gbSeconds;
  const outGb = (t.bytes * learnerDays) / GB;
  const logGb = (t.logBytes * learnerDays + cold.logBytes) / GB;
  const lines: Breakdown['lines'] = [
    {
      service: 'DynamoDB requests (AWS rules)',
      dollars: (reads * P.ddbReadPerMillion + writes * P.ddbWritePerMillion) / 1e6,
      formula: `${millions(reads)} RRU x $${P.ddbReadPerMillion} + ${millions(writes)} WRU (table ${num(t.write)} + indexes ${num(t.indexWrite)} a learner-day) x $${P.ddbWritePerMillion}, per million`,
    },
    {
      service: 'DynamoDB storage + PITR',
      dollars: storedGb * (P.ddbStoragePerGbMonth + P.ddbPitrPerGbMonth),
      formula: `${num(storedGb, 3)} GB (${num(input.learnerBytes / 1024)} KB a learner + ${num(t.storedBytes / 1024, 2)} KB a day x ${days}) x ($${P.ddbStoragePerGbMonth} + $${P.ddbPitrPerGbMonth})`,
    },
    {
      service: 'Lambda arm64',
      dollars: (requests * P.lambdaPerMillionRequests) / 1e6 + gbSeconds * P.lambdaArmPerGbSecond,
      formula:
        `${millions(requests)} requests x $${P.lambdaPerMillionRequests} / 1M + ${num(gbSeconds, 0)} GB-s (durations modelled: ${DURATION_MODEL.handlerMs} ms + ${DURATION_MODEL.callMs} ms a DynamoDB call, ` +
        `${DURATION_MODEL.transactionMs} a transaction; ${num(cold.gbSeconds, 0)} GB-s of ${num(cold.count, 0)} cold starts) x $${P.lambdaArmPerGbSecond}`,
    },
    { service: 'API Gateway HTTP API', dollars: httpApiDollars(requests), formula: `${millions(requests)} requests x $${P.httpApiPerMillion.toFixed(2)} / 1M (past 300 M: $${P.httpApiPerMillionOver300M})` },
    {
      service: 'CloudFront',
      dollars: (requests * P.cloudFrontHttpsPerMillion) / 1e6 + outGb * P.cloudFrontPerGbOut,
      formula: `${millions(requests)} HTTPS requests x $${P.cloudFrontHttpsPerMillion.toFixed(2)} / 1M + ${num(outGb, 3)} GB out x $${P.cloudFrontPerGbOut}`,
    },
  ];
  if (input.stage.cloudFrontLogDays) {
    // The bucket keeps `cloudFrontLogDays` of them: that many days of lines stored at once.
    const storedLogGb = (requests * (input.stage.cloudFrontLogDays / days) * CLOUDFRONT_LOG_LINE_BYTES * GZIP_RATIO) / GB;
    lines.push({
      service: 'CloudFront standard logs (S3)',
      dollars: storedLogGb * P.s3PerGbMonth,
      formula: `${num(storedLogGb, 3)} GB kept (${CLOUDFRONT_LOG_LINE_BYTES} B a request gzipped to ${GZIP_RATIO * 100}%, ${input.stage.cloudFrontLogDays} days) x $${P.s3PerGbMonth}`,
    });
  }
  lines.push({
    service: 'CloudWatch Logs',
    dollars: logGb * (P.logsIngestPerGb + P.logsStorePerGbMonth),
    formula:
      `${num(logGb, 3)} GB (${num(t.logBytes / t.requests, 0)} B a request: handlers ${num(t.handlerLogBytes / t.requests, 0)} + Lambda's START/END/REPORT` +
      `${input.stage.accessLogFormat ? ' + the access log line' : ''} + ${LOG_EVENT_OVERHEAD_BYTES} B an event) x ($${P.logsIngestPerGb} ingested + $${P.logsStorePerGbMonth} stored a month)`,
  });
  lines.push({
    service: 'X-Ray',
    dollars: input.stage.tracing ? (requests * P.xrayPerMillionTraces) / 1e6 : 0,
    formula: input.stage.tracing ? `${millions(requests)} traces at most x $${P.xrayPerMillionTraces} / 1M` : 'tracing off in the template',
  });
  lines.push({
    service: 'Secrets Manager calls',
    dollars: (cold.count / 1e4) * P.secretsPer10kCalls,
    formula: `${num(cold.count, 0)} GetSecretValue (one a cold start) x $${P.secretsPer10kCalls} / 10,000`,
  });
  if (input.stage.waf) lines.push({ service: 'WAF requests', dollars: (requests * P.wafPerMillionRequests) / 1e6, formula: `${millions(requests)} requests x $${P.wafPerMillionRequests} / 1M` });
  return {
    learners,
    learnerDays,
    day: t,
    measuredDurationDollars: t.measuredGbSeconds * learnerDays * P.lambdaArmPerGbSecond,
    coldStarts: cold.count,
    coldStartsBound: bound.count,
    boundExtraDollars: bound.dollars - cold.dollars,
    lines,
    total: lines.reduce((s, l) => s + l.dollars, 0),
  };
}

export const fixedDollars = (items: readonly FixedItem[]) => items.reduce((s, i) => s + i.count * i.price, 0);

/** The monthly cost as one formula, with the prices in it. */
export function costFormula(days = DAYS): string {
  const P = PRICES;
  return (
    `monthly = L x ${days} days x [requests x ($${P.lambdaPerMillionRequests} Lambda + $${P.httpApiPerMillion.toFixed(2)} HTTP API + $${P.cloudFrontHttpsPerMillion.toFixed(2)} CloudFront) / 1M ` +
    `+ RRU x $${P.ddbReadPerMillion} / 1M + WRU x $${P.ddbWritePerMillion} / 1M + GB-s x $${P.lambdaArmPerGbSecond} + GB out x $${P.cloudFrontPerGbOut} ` +
    `+ GB of logs x ($${P.logsIngestPerGb} + $${P.logsStorePerGbMonth}) + cold starts x $${P.secretsPer10kCalls} / 10,000 (+ traces x $${P.xrayPerMillionTraces} / 1M if tracing)] ` +
    `+ GB stored x ($${P.ddbStoragePerGbMonth} + $${P.ddbPitrPerGbMonth} PITR) + GB of CloudFront logs x $${P.s3PerGbMonth}; per learner-day figures measured above, L = learners`
  );
}

/**
 * The cost figures: the day measured, each service's formula with the numbers substituted, the
 * total against the budget, and the stage's fixed cost beside it. A request that did not succeed
 * leaves the total unmeasured.
 */
export function costFigures(input: CostInput): Figure[] {
  const section = 'Cost' as const;
  const learners = input.learners ?? LEARNERS;
  const days = input.days ?? DAYS;
  const what = `variable cost per ${num(learners, 0)} monthly active learners (${input.day.map((d) => `${d.times} x ${d.activity.name}`).join(' + ')} a day, ${days} days)`;
  const budget = `<= $${COST_BUDGET_DOLLARS} a month`;
  const failedStep = input.day.flatMap((d) => d.activity.steps.map((s) => ({ ...s, activity: d.activity.name }))).find((s) => !ok(s.status));
  if (failedStep) return [missing(section, what, budget, `${failedStep.activity}: ${failedStep.route} answered ${failedStep.status}`)];
  let b: Breakdown;
  try {
    b = breakdown(input, learners);
  } catch (error) {
    return [missing(section, what, budget, (error as Error).message)];
  }
  const t = b.day;
  const fixed = fixedDollars(input.stage.fixed);
  return [
    info(
      section,
      "a learner's day, measured in this run",
      `${input.day.map((d) => `${d.times} x ${d.activity.name} (${d.activity.steps.length} requests)`).join(' + ')} = ${t.requests} requests, ` +
        `${num(t.read)} RRU, ${num(t.write + t.indexWrite)} WRU (table ${num(t.write)} + indexes ${num(t.indexWrite)}) by AWS's rules, ${num(t.gbSeconds, 3)} Lambda GB-s warm (modelled), ` +
        `${num(t.bytes / 1024)} KB out, ${num(t.logBytes / 1024)} KB of logs in ${t.logEvents} events, ${num(t.storedBytes / 1024, 2)} KB stored`,
    ),
    info(
      section,
      'cold starts',
      `${num(b.coldStarts, 0)} a month expected (${COLD_STARTS.activeHours} h day, a group cold after ${COLD_STARTS.idleMinutes} idle minutes, each environment replaced every ${COLD_STARTS.lifetimeHours} h: AWS documents neither); ` +
        `the bound, every activity cold in every group it calls: ${num(b.coldStartsBound, 0)} a month, + ${usd(b.boundExtraDollars)}`,
    ),
    info(
      section,
      "Lambda's duration as measured here (a timing: reported)",
      `${num(t.measuredGbSeconds, 3)} GB-s a learner-day against ${num(t.gbSeconds, 3)} modelled: ${usd(b.measuredDurationDollars)} a month against ${usd(t.gbSeconds * b.learnerDays * PRICES.lambdaArmPerGbSecond)} (DynamoDB Local on this shared machine answers in tens of ms)`,
    ),
    info(section, 'the formula', costFormula(days)),
    ...b.lines.map((l) => info(section, l.service, `${l.formula} = ${usd(l.dollars)}`)),
    check(section, what, b.total <= COST_BUDGET_DOLLARS, `${usd(b.total)} a month (${b.lines.map((l) => usd(l.dollars)).join(' + ')})`, budget),
    info(
      section,
      "a stage's fixed monthly cost (the synthesized template)",
      `${usd(fixed)} a month: ${input.stage.fixed.map((i) => `${i.count} x ${i.what} at ${usd(i.price)}${i.note ? ` (${i.note})` : ''}`).join(', ')}`,
    ),
  ];
}

/** The appendix: every measured request of each activity, AWS's figure beside Local's. */
export function costAppendix(input: CostInput): string {
  const { memoryMb } = input.stage;
  const rows = input.day.flatMap(({ activity }) =>
    activity.steps.map(
      (s) =>
        `| ${activity.name} | ${s.route} | ${s.group} (${memoryMb[s.group]} MB) | ${s.status} | ${s.read.toFixed(1)} (${s.local.read.toFixed(1)}) | ` +
        `${s.write.toFixed(1)}${s.indexWrite ? ` + ${s.indexWrite.toFixed(1)}` : ''} (${s.local.write.toFixed(1)}${s.local.indexWrite ? ` + ${s.local.indexWrite.toFixed(1)}` : ''}) | ` +
        `${s.transactions ? `${s.transactions} (${s.transactionItems} items)` : ''} | ${s.ddbCalls} | ${modelledMs(s)} (${s.ms.toFixed(0)}) | ${s.bytes} | ${s.logBytes} |`,
    ),
  );
  // Where the write units go: every request of the day that writes 4 units or more, command by command.
  const heavy = input.day.flatMap(({ activity }) =>
    activity.steps.filter((s) => s.write + s.indexWrite >= 4 && s.commands?.length).map((s) => `- ${activity.name}, ${s.route}: ${s.write} WCU + ${s.indexWrite} index WCU = ${s.commands!.join('; ')}`),
  );
  return [
    '## Where the write units go (requests of the day writing 4 units or more)',
    '',
    'By AWS\'s rules: a standard write 1 unit per started KB of the larger of the item before and after; in a transaction twice that;',
    "an index entry put, changed or deleted at its size (a moved index key: delete + put). Ids shown as <id>, times as <ts>.",
    '',
    ...heavy,
    '',
    '## Cost: the measured requests',
    '',
    'Each activity driven through the local API as the web app sends it (scripts/src/bench-server.ts), in a warm container (one',
    'unmeasured game first). Capacity by AWS\'s rules (scripts/src/bench/capacity.ts), DynamoDB Local\'s report in brackets.',
    `Lambda time: each request's duration modelled from the DynamoDB calls it sent (${DURATION_MODEL.handlerMs} ms + ${DURATION_MODEL.callMs} ms a call, ${DURATION_MODEL.transactionMs} ms a transaction;`,
    "the round trip measured here, in the table, is reported beside) x its group's memory, billed in 1 ms steps; plus its cold starts",
    `(cost.ts COLD_STARTS): the group's measured cold-start CPU time scaled by the CPU share Lambda gives its memory (${FULL_VCPU_MB} MB = one vCPU: x ${cpuScale(512).toFixed(2)} at 512 MB, x ${cpuScale(1024).toFixed(2)} at 1024 MB),`,
    'and their Secrets Manager reads. Logs: what each handler printed at the production level (INFO, EMF metrics on), as the',
    "deployed function's name and trace id would make it, plus Lambda's START/END/REPORT lines and the HTTP API's access log line.",
    `Prices (us-east-1, on-demand, no free tier, read ${PRICES.asOf}): scripts/src/bench/cost.ts. Not counted: the pages and static`,
    "files around the activities (hashed, cached at the edge), what a cold container reads to fill its caches (the Signs game's",
    'catalogue, about 100 RRU per container every 5 minutes), CloudWatch Logs Insights queries.',
    '',
    '| activity | request | group | status | RCU (Local) | WCU + index (Local) | transactions | DynamoDB calls | ms modelled (here) | bytes | log bytes |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
