import { endpoints, routeKeyOf, type EndpointGroup, type EndpointName } from '@ifa/shared/endpoints';

/** A route as API Gateway names it: `POST /games/{sessionId}/answer`. */
export const routeLabel = (name: EndpointName) => routeKeyOf(endpoints[name]);

/**
 * What the load's client saw, request by request, and the figures made of it: requests by route,
 * throughput, latency percentiles per endpoint group, 503s and retries, expected refusals by kind
 * and everything unexpected. Pure: the client feeds it, the report prints it, unit tests drive it.
 */

/** One HTTP attempt (a retried request is several); status 0 = no answer (connection failed, timed out). */
export interface Attempt {
  route: EndpointName;
  group: EndpointGroup;
  status: number;
  ms: number;
  /** A retry of a 503 'try again'. */
  retry: boolean;
}

/** A response the flow did not expect, kept with what reproduces it. */
export interface Unexpected {
  route: EndpointName;
  method: string;
  path: string;
  status: number;
  /** The request body as sent (passwords masked). */
  request: string;
  /** The response body, cut short. */
  response: string;
  /** What the learner was doing. */
  during: string;
}

/** The q-quantile (0..1) of values sorted ascending, nearest rank; NaN for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface GroupLatency {
  group: EndpointGroup;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface MetricsSummary {
  attempts: number;
  answered: number;
  noAnswer: number;
  seconds: number;
  perSecond: number;
  byRoute: Array<{ route: EndpointName; count: number; statuses: Record<number, number> }>;
  latency: GroupLatency[];
  tryAgain: number;
  retries: number;
  gaveUp: Array<{ route: EndpointName; count: number }>;
  serverErrors: Unexpected[];
  unanswered: Unexpected[];
  expected: Array<{ kind: string; count: number }>;
  unexpected: Unexpected[];
}

const SHORT = 400;
export const cut = (text: string, max = SHORT) => (text.length > max ? `${text.slice(0, max)}…` : text);

export class Metrics {
  private readonly attempts: Attempt[] = [];
  private readonly expectedKinds = new Map<string, number>();
  private readonly gaveUpRoutes = new Map<EndpointName, number>();
  readonly serverErrors: Unexpected[] = [];
  /** Requests that got no answer, with the client's error in `response`. */
  readonly unanswered: Unexpected[] = [];
  readonly unexpected: Unexpected[] = [];

  attempt(a: Attempt) {
    this.attempts.push(a);
  }

  /** A refusal the flow asked for (a duplicate answer's 409, a purchase without the cowries' 400). */
  expected(route: EndpointName, status: number, kind: string) {
    const key = `${status} ${routeLabel(route)}: ${kind}`;
    this.expectedKinds.set(key, (this.expectedKinds.get(key) ?? 0) + 1);
  }

  /** A 503 still answered after every retry: allowed, counted. */
  gaveUp(route: EndpointName) {
    this.gaveUpRoutes.set(route, (this.gaveUpRoutes.get(route) ?? 0) + 1);
  }

  serverError(u: Unexpected) {
    this.serverErrors.push(u);
  }

  noAnswer(u: Unexpected) {
    this.unanswered.push(u);
  }

  unexpectedStatus(u: Unexpected) {
    this.unexpected.push(u);
  }

  get sent() {
    return this.attempts.length;
  }

  summary(seconds: number): MetricsSummary {
    const answered = this.attempts.filter((a) => a.status > 0);
    const routes = new Map<EndpointName, { count: number; statuses: Record<number, number> }>();
    for (const a of this.attempts) {
      const row = routes.get(a.route) ?? { count: 0, statuses: {} };
      row.count += 1;
      row.statuses[a.status] = (row.statuses[a.status] ?? 0) + 1;
      routes.set(a.route, row);
    }
    const groups = new Map<EndpointGroup, number[]>();
    for (const a of answered) groups.set(a.group, [...(groups.get(a.group) ?? []), a.ms]);
    const latency = [...groups]
      .map(([group, values]) => {
        const sorted = [...values].sort((x, y) => x - y);
        return { group, count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1]! };
      })
      .sort((a, b) => b.count - a.count);
    return {
      attempts: this.attempts.length,
      answered: answered.length,
      noAnswer: this.attempts.length - answered.length,
      seconds,
      perSecond: seconds > 0 ? this.attempts.length / seconds : 0,
      byRoute: [...routes].map(([route, row]) => ({ route, ...row })).sort((a, b) => b.count - a.count),
      latency,
      tryAgain: this.attempts.filter((a) => a.status === 503).length,
      retries: this.attempts.filter((a) => a.retry).length,
      gaveUp: [...this.gaveUpRoutes].map(([route, count]) => ({ route, count })),
      serverErrors: this.serverErrors,
      unanswered: this.unanswered,
      expected: [...this.expectedKinds].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count),
      unexpected: this.unexpected,
    };
  }
}
