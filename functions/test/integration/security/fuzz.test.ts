import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, routeList } from '@ifa/shared';
import { useApi } from '../../support/api.js';
import { buildFixture, type Fixture } from '../../support/security/fixture.js';
import { corpusFor } from '../../support/security/corpus.js';
import { fuzzPartsOf, fuzzRoute, stats } from '../../support/security/fuzz.js';
import { SAMPLES } from '../../support/security/samples.js';

/**
 * Property-based fuzzing of every route of the table (issue 10): its body, query and path,
 * 200 hostile requests each, over real HTTP to the local gateway and DynamoDB Local, as the
 * role that gets past authorization (admin for admin routes) so validation and the services
 * are reached. Each answer: never a 5xx, always JSON with a {detail} on errors, never a stack
 * trace, a file path, an error class, a table or key name; Object.prototype never touched.
 */
const RUNS = 200;

// Password hashing at N=2^14 instead of 2^17: every valid login, registration or password
// change the fuzzer makes costs a hash, and the hash's cost is the bench's business, not this.
process.env.SCRYPT_LOG_N = '14';

const api = useApi();
let fx: Fixture;
const fuzzed = new Map<string, number>();

beforeAll(async () => {
  fx = await buildFixture(api);
}, 180_000);

// Routes are fuzzed a few at a time (vitest's maxConcurrency, 5): each waits on the database
// most of the time, and one after another the file took over four minutes of CI. Each route
// works on fixture records of its own, so their requests do not meet.
describe.concurrent('fuzzing every route (fast-check, 200 runs per part)', () => {
  for (const route of routeList) {
    const parts = fuzzPartsOf(route);
    it(`${route.method} ${route.path} (${route.auth}): ${parts.join(', ')}`, async () => {
      const sample = SAMPLES[route.name](fx);
      const caller = route.auth === 'admin' || sample.caller === 'admin' ? 'admin' : route.auth === 'user' ? 'student' : undefined;
      const token = caller && (sample.tokens?.[caller] ?? fx[caller].token);
      // The parts of one route at once: three requests in flight is what this machine takes.
      const results = await Promise.all(parts.map((part) => fuzzRoute(api.base, route, sample, token, part, RUNS, corpusFor(route.name, route, part, sample, fx))));
      for (const r of results) fuzzed.set(`${route.name} ${r.part}`, r.numRuns);
      expect(results.map((r) => r.failure).filter(Boolean)).toEqual([]);
    }, 900_000);
  }
});

describe('the fuzzing covered the route table', () => {
  it('fuzzed every route of the table, in every part a client controls, 200 times each', () => {
    const expected = Object.entries(endpoints).flatMap(([name, e]) => fuzzPartsOf(e).map((part) => `${name} ${part}`));
    expect([...fuzzed.keys()].sort()).toEqual(expected.sort());
    for (const [key, runs] of fuzzed) expect(runs, key).toBe(RUNS);
    console.log(`fuzz: ${stats.requests} requests (${JSON.stringify(stats.byClass)}), ${stats.retriedUnavailable} retried after a 503`);
  });
});
