import type { CheckResult } from './checks.js';
import { routeLabel, type MetricsSummary } from './metrics.js';

/** The report `npm run load` prints: the run, its figures, the checks, and a one-line verdict. Pure. */

export interface ServerFigures {
  calls: number;
  transactions: number;
  conflicts: number;
  conflictsBy: Record<string, number>;
  conditionFailures: number;
}

export interface Happened {
  learners: number;
  registered: number;
  houses: number;
  gamesStarted: number;
  gamesCompleted: number;
  duelGames: number;
  duels: number;
  referred: number;
  assignmentsPractised: number;
  answersRight: number;
  answersWrong: number;
  reviews: number;
  secrets: number;
  freezes: number;
  friendPairs: number;
  crossingPairs: number;
  duplicates: number;
}

export interface ReportInput {
  seed: number;
  setup: string[];
  plannedSeconds: number;
  concurrency: number;
  maxRequests: number;
  stoppedBy: string | null;
  metrics: MetricsSummary;
  server: ServerFigures | null;
  happened: Happened;
  checks: CheckResult[];
  serverLog: string[];
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const PROBLEMS_SHOWN = 12;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
}

/** The one line the run ends with. */
export function verdict(checks: CheckResult[], metrics: MetricsSummary): string {
  const failed = checks.filter((c) => !c.ok);
  const figures = `${metrics.attempts} requests at ${metrics.perSecond.toFixed(1)} req/s, ${metrics.tryAgain} x 503, ${metrics.serverErrors.length} other 5xx`;
  return failed.length
    ? `LOAD FAILED: ${failed.length} of ${checks.length} checks failed (${failed.map((c) => c.name).join('; ')}); ${figures}`
    : `LOAD PASSED: all ${checks.length} checks hold; ${figures}`;
}

export function renderReport(r: ReportInput): string {
  const m = r.metrics;
  const h = r.happened;
  const out: string[] = [];
  out.push(`npm run load: seed ${r.seed} (LOAD_SEED=${r.seed} replays the learners' choices)`);
  for (const line of r.setup) out.push(`  ${line}`);
  out.push('');
  out.push(
    `Learners: ${h.learners} planned, ${h.registered} registered, ${h.houses} houses; ${r.plannedSeconds} s of new activities, ${r.concurrency} requests in flight at most, cap ${r.maxRequests} requests${r.stoppedBy ? ` (stopped: ${r.stoppedBy})` : ''}`,
  );
  out.push(`Requests: ${m.attempts} in ${m.seconds.toFixed(1)} s = ${m.perSecond.toFixed(1)} req/s; ${m.answered} answered, ${m.noAnswer} without an answer`);
  out.push('');
  out.push('Requests by route (status: count):');
  out.push(...table([['route', 'requests', 'statuses'], ...m.byRoute.map((row) => [routeLabel(row.route), String(row.count), Object.entries(row.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')])]));
  out.push('');
  out.push('Latency by endpoint group (ms, every attempt answered, retries included):');
  out.push(...table([['group', 'requests', 'p50', 'p95', 'p99', 'max'], ...m.latency.map((g) => [g.group, String(g.count), ms(g.p50), ms(g.p95), ms(g.p99), ms(g.max)])]));
  out.push('');
  out.push(`503 'try again': ${m.tryAgain} answers, ${m.retries} retries sent, ${m.gaveUp.reduce((s, g) => s + g.count, 0)} still 503 after every retry${m.gaveUp.length ? ` (${m.gaveUp.map((g) => `${routeLabel(g.route)} ${g.count}`).join(', ')})` : ''}`);
  if (r.server) {
    const by = Object.entries(r.server.conflicts ? r.server.conflictsBy : {}).map(([c, n]) => `${c} ${n}`).join(', ');
    out.push(
      `Conflicts seen by the handlers' DynamoDB client: ${r.server.conflicts} cancelled by TransactionConflict${by ? ` (${by})` : ''}, of ${r.server.transactions} transactions and ${r.server.calls} calls; ${r.server.conditionFailures} refused conditions`,
    );
  }
  out.push('Expected refusals, by kind:');
  if (!m.expected.length) out.push('  none');
  for (const e of m.expected) out.push(`  ${String(e.count).padStart(6)}  ${e.kind}`);
  out.push('');
  out.push(
    `What happened: ${h.registered} registered (${h.referred} with a referral code); ${h.gamesStarted} games started and ${h.gamesCompleted} completed (${h.duelGames} of them in ${h.duels} duels), ${h.answersRight} answers right and ${h.answersWrong} wrong; ${h.reviews} review sessions completed (${h.assignmentsPractised} of them a house assignment); ${h.secrets} secrets and ${h.freezes} streak freezes bought; ${h.friendPairs} friendships asked (${h.crossingPairs} by crossing requests); ${h.duplicates} requests sent twice at once`,
  );
  out.push('');
  out.push('Checks:');
  for (const c of r.checks) {
    out.push(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.summary}`);
    for (const p of c.problems.slice(0, PROBLEMS_SHOWN)) out.push(`          - ${p}`);
    if (c.problems.length > PROBLEMS_SHOWN) out.push(`          ... and ${c.problems.length - PROBLEMS_SHOWN} more`);
  }
  if (r.serverLog.length) {
    out.push('');
    out.push("The stack's error log (distinct messages, first seen first):");
    for (const line of r.serverLog) out.push(`  ${line}`);
  }
  out.push('');
  out.push(verdict(r.checks, m));
  return out.join('\n');
}

/**
 * The stack's log lines at warn and error level, grouped: how many times each message came, on
 * which route, with the error's name, message and the first frame in the product's code.
 */
export function summarizeServerLog(lines: string[], limit = 15): string[] {
  const seen = new Map<string, number>();
  for (const line of lines) {
    let entry: { level?: unknown; message?: unknown; routeKey?: unknown; error?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    const level = String(entry.level ?? '').toUpperCase();
    if (level !== 'ERROR' && level !== 'WARN') continue;
    const error = entry.error as { name?: string; message?: string; stack?: string } | string | undefined;
    const cause = typeof error === 'string' ? error : error ? `${error.name ?? ''}: ${error.message ?? ''}` : '';
    const frame = typeof error === 'object' ? /\((\S*(?:functions|scripts)\/src\/[^)]+)\)/.exec(error.stack ?? '')?.[1]?.replace(/^.*?\/((?:functions|scripts)\/src\/)/, '$1') : undefined;
    const key = `${level} ${String(entry.message ?? '')}${entry.routeKey ? ` [${String(entry.routeKey)}]` : ''}${cause ? ` ${cause.slice(0, 240)}` : ''}${frame ? ` at ${frame}` : ''}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  const rows = [...seen].map(([key, n]) => `${String(n).padStart(5)} x ${key}`);
  return rows.length > limit ? [...rows.slice(0, limit), `  ... and ${rows.length - limit} more kinds`] : rows;
}
