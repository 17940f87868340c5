import { Agent, request as httpRequest } from 'node:http';
import { endpoints, type EndpointName } from '@ifa/shared/endpoints';
import type { ResponseBody } from '@ifa/shared';
import { cut, type Metrics } from './metrics.js';

/**
 * The load's HTTP client: node:http over keep-alive sockets (fetch cost the bench's client
 * enough CPU to show in its figures, scripts/src/bench/api.ts), each request bound to its
 * learner's own local address, at most `concurrency` in flight. A 503 'try again' is retried a
 * bounded number of times after the Retry-After it asks for, capped short; every attempt is
 * recorded. Nothing is sent past the hard cap on requests or once the run is stopped.
 */

/** Who sends: the learner's address and, once signed in, their token. */
export interface Caller {
  address: string;
  token?: string;
}

export interface Reply<T> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** What the learner was doing, for the report of an unexpected answer. */
  during?: string;
}

/** Nothing more may be sent (the hard cap on requests, or the run is over). */
export class Stopped extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'Stopped';
  }
}

/** A request that got no answer: whether it took effect is unknown. */
export class NoAnswer extends Error {
  constructor(readonly route: EndpointName, cause: string) {
    super(`${route}: no answer (${cause})`);
    this.name = 'NoAnswer';
  }
}

/** Counts requests in flight; a caller waits for a free slot. */
class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];
  constructor(size: number) {
    this.free = size;
  }
  async take() {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  give() {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

export function pathOf(name: EndpointName, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const path = endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the path parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** Retry-After in milliseconds (seconds or an HTTP date), capped; `capMs` when absent. */
export function retryDelayMs(header: string | string[] | undefined, capMs: number, now = Date.now()): number {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return capMs;
  const seconds = Number(raw);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(raw) - now;
  return Math.max(0, Math.min(capMs, Number.isFinite(ms) ? ms : capMs));
}

const masked = (body: unknown) => (body === undefined ? '' : JSON.stringify(body, (key, value) => (/password/i.test(key) ? '***' : value)));

export interface ClientOptions {
  origin: string;
  concurrency: number;
  maxRequests: number;
  retries: number;
  retryCapMs: number;
  /** An attempt with no answer after this long is given up (it counts as no answer). */
  timeoutMs?: number;
}

export class LoadClient {
  private readonly url: URL;
  private readonly agent: Agent;
  private readonly slots: Slots;
  private stoppedWhy: string | null = null;
  /** Attempts sent, answered or not yet. */
  private issued = 0;

  constructor(
    private readonly options: ClientOptions,
    private readonly metrics: Metrics,
  ) {
    this.url = new URL(options.origin);
    // The pool is per local address (node:http keys sockets by it): one learner reuses its own.
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, maxTotalSockets: options.concurrency * 2 });
    this.slots = new Slots(options.concurrency);
  }

  stop(why: string) {
    this.stoppedWhy ??= why;
  }

  get stopped() {
    return this.stoppedWhy;
  }

  close() {
    this.agent.destroy();
  }

  /**
   * One route, as `as`. Answers whatever status came (a 503 only once the retries are spent); a
   * 5xx other than 503 is also recorded as a server error with what reproduces it.
   */
  async call<N extends EndpointName>(as: Caller, name: N, input: CallInput = {}): Promise<Reply<ResponseBody<N>>> {
    const { method, group } = endpoints[name];
    const path = pathOf(name, input.params, input.query);
    const payload = input.body === undefined ? undefined : JSON.stringify(input.body);
    for (let attempt = 0; ; attempt++) {
      await this.slots.take();
      // Checked with the slot in hand: requests that waited for one count against the cap too.
      if (!this.stoppedWhy && this.issued >= this.options.maxRequests) this.stop(`the cap of ${this.options.maxRequests} requests was reached`);
      if (this.stoppedWhy) {
        this.slots.give();
        throw new Stopped(this.stoppedWhy);
      }
      this.issued += 1;
      const started = performance.now();
      let reply: Reply<ResponseBody<N>>;
      try {
        reply = await this.send<ResponseBody<N>>(method, path, payload, as);
      } catch (error) {
        this.metrics.attempt({ route: name, group, status: 0, ms: performance.now() - started, retry: attempt > 0 });
        this.metrics.noAnswer({ route: name, method, path, status: 0, request: masked(input.body), response: (error as Error).message, during: input.during ?? '' });
        throw new NoAnswer(name, (error as Error).message);
      } finally {
        this.slots.give();
      }
      this.metrics.attempt({ route: name, group, status: reply.status, ms: performance.now() - started, retry: attempt > 0 });
      if (reply.status === 503 && attempt < this.options.retries) {
        // Jittered, so the learners who collided do not collide again on the retry.
        const wait = retryDelayMs(reply.headers['retry-after'], this.options.retryCapMs) * (0.5 + Math.random() / 2);
        await new Promise((resolve) => setTimeout(resolve, wait));
        continue;
      }
      if (reply.status === 503) this.metrics.gaveUp(name);
      else if (reply.status >= 500) {
        this.metrics.serverError({ route: name, method, path, status: reply.status, request: masked(input.body), response: cut(reply.text), during: input.during ?? '' });
      }
      return reply;
    }
  }

  /**
   * One attempt. A kept-alive socket the server closed while idle fails the next request written
   * on it before the server reads a byte (ECONNRESET on `reusedSocket`): that request is sent
   * again on a fresh socket, as Node's documentation advises, since it never arrived.
   */
  private async send<T>(method: string, path: string, payload: string | undefined, as: Caller): Promise<Reply<T>> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.sendOnce<T>(method, path, payload, as);
      } catch (error) {
        if (!(error as { reusedSocket?: boolean }).reusedSocket || (error as NodeJS.ErrnoException).code !== 'ECONNRESET' || tries >= 2) throw error;
      }
    }
  }

  private sendOnce<T>(method: string, path: string, payload: string | undefined, as: Caller): Promise<Reply<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (as.token) headers.authorization = `Bearer ${as.token}`;
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: this.url.hostname, port: this.url.port, path, method, headers, agent: this.agent, localAddress: as.address, timeout: this.options.timeoutMs ?? 60_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = undefined;
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {
              body = undefined;
            }
            resolve({ status: res.statusCode ?? 0, body: body as T, text, headers: res.headers });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      req.end(payload);
    });
  }
}
