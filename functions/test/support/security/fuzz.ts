import fc from 'fast-check';
import type { RouteSpec } from '@ifa/shared';
import { bodyArbitrary, pathArbitrary, queryArbitrary, type FuzzRequest } from './arbitraries.js';
import { responseProblems, type Reply } from './leaks.js';
import type { RouteRequest } from './samples.js';

export type FuzzPart = 'body' | 'query' | 'path';

/**
 * The parts of a route a client controls: the query and, where the path has parameters, the
 * path; the body for every method but GET (fetch, like browsers, sends no body with a GET, and
 * API Gateway would hand it on unread: no GET route reads one).
 */
export function fuzzPartsOf(route: Pick<RouteSpec, 'method' | 'path'>): FuzzPart[] {
  return [...(route.method !== 'GET' ? (['body'] as const) : []), 'query', ...(route.path.includes('{') ? (['path'] as const) : [])];
}

/** What the fuzzer sent and got: the share of 2xx says how far past validation it reached. */
export const stats = { requests: 0, retriedUnavailable: 0, byClass: {} as Record<string, number> };

/**
 * One request on the wire. A 503 is tried again (twice, after a pause): the database client's
 * 1 s bound turns a moment of starvation on this shared 2-core machine into a 503 that says
 * "try again" (issue 10, point 4); a 503 that persists, and any other 5xx, is a failure.
 */
async function send(base: string, method: string, token: string | undefined, req: FuzzRequest): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.contentType) headers['content-type'] = req.contentType;
  else if (req.rawBody !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    stats.requests++;
    const res = await fetch(`${base}${req.url}`, { method, headers, body: req.rawBody });
    const reply = { status: res.status, text: await res.text(), headers: res.headers };
    const statusClass = `${Math.floor(reply.status / 100)}xx`;
    stats.byClass[statusClass] = (stats.byClass[statusClass] ?? 0) + 1;
    if (reply.status !== 503 || attempt >= 2) return reply;
    stats.retriedUnavailable++;
    await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
  }
}

const shorten = (text: string, max = 1_500) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/**
 * Runs `numRuns` hostile requests at one part of one route, as `token`'s user, and checks each
 * answer: below 500, JSON, a {detail} on errors, nothing of the server's inside, and
 * Object.prototype untouched in this process (the handlers run in it). Returns fast-check's
 * report (seed and shrunk counterexample) on failure.
 */
export async function fuzzRoute(
  base: string,
  route: Pick<RouteSpec, 'method' | 'path' | 'body' | 'query'>,
  sample: RouteRequest,
  token: string | undefined,
  part: FuzzPart,
  numRuns: number,
  examples: FuzzRequest[] = [],
): Promise<{ part: FuzzPart; numRuns: number; failure?: string }> {
  const arbitrary = part === 'body' ? bodyArbitrary(route, sample) : part === 'query' ? queryArbitrary(route, sample) : pathArbitrary(route, sample);
  const property = fc.asyncProperty(arbitrary, async (req) => {
    const res = await send(base, route.method, token, req);
    // A raw '..' can take the URL out of /api once the client normalises it: that answer is
    // the site's (the SPA, or a plain 404 here), held only to "no 5xx".
    const underApi = new URL(`${base}${req.url}`).pathname.startsWith(new URL(`${base}/`).pathname);
    const problems = underApi ? responseProblems(res) : res.status >= 500 ? [`server error ${res.status}`] : [];
    const polluted = Object.keys(Object.prototype);
    if (polluted.length) problems.push(`Object.prototype polluted: ${polluted.join(', ')}`);
    if (problems.length) throw new Error(`${res.status} ${problems.join('; ')} :: ${shorten(res.text, 300)}`);
  });
  // Past crashes run first, every time (a regression corpus), then the random runs.
  const details = await fc.check(property, { numRuns: numRuns + examples.length, examples: examples.map((e) => [e] as [FuzzRequest]) });
  // What went wrong first: a long counterexample would otherwise push the error past the cut.
  const why = details.errorInstance instanceof Error ? `${shorten(details.errorInstance.message, 500)} | ` : '';
  const failure = details.failed ? `${route.method} ${route.path} [${part}]: ${why}${shorten(fc.defaultReportMessage(details) ?? 'failed')}` : undefined;
  // fast-check counts the examples in its runs: what is returned is the random runs alone.
  return { part, numRuns: details.numRuns - examples.length, ...(failure ? { failure } : {}) };
}
