import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Metrics are off outside Lambda; this file reads the EMF lines the real handlers write, so it
// turns them on before any handler module loads. Passwords hash at 2^14: the login case below
// checks several at once and need not pay production's cost for each.
vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.env.SCRYPT_LOG_N = '14';
});

import { ECONOMY, GAME_DIMENSION, METRICS_NAMESPACE, type BusinessMetric } from '@ifa/shared';
import { useApi } from '../support/api.js';

const api = useApi();

// The 16 Meji only: they carry the secrets and are the beginner's sign pool.
beforeAll(async () => {
  const { buildSeeds } = await import('../../src/content/build-odduns.js');
  const { seedOddun } = await import('../../src/data/odduns.js');
  const now = new Date().toISOString();
  for (const seed of buildSeeds().filter((s) => s.secret)) await seedOddun(seed.id, seed.fields, seed.secret, now);
});

/** EMF documents written to stdout while a test runs (the log lines are silent here). */
let emf: Array<Record<string, any>> = [];
beforeEach(() => {
  emf = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    for (const line of String(chunk).split('\n')) {
      if (line.includes('"_aws"')) emf.push(JSON.parse(line));
    }
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The total counted for `name` (optionally for one game), checking each document's frame. */
function counted(name: BusinessMetric, game?: string): number {
  let total = 0;
  for (const doc of emf) {
    if (!(name in doc)) continue;
    const directive = doc._aws.CloudWatchMetrics[0];
    expect(directive.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive.Metrics).toContainEqual({ Name: name, Unit: 'Count' });
    expect(directive.Dimensions[0]).toContain('service');
    if (game !== undefined && doc[GAME_DIMENSION] !== game) continue;
    // One flush may carry several values of a metric as an array (EMF allows it): in-process,
    // parallel requests share the module's Metrics instance, unlike one Lambda invocation.
    const value: unknown = doc[name];
    total += Array.isArray(value) ? value.reduce((sum: number, v) => sum + Number(v), 0) : Number(value);
  }
  return total;
}

describe('business metrics from the real handlers', () => {
  it('counts each of 3 parallel registrations', async () => {
    await Promise.all([api.registerUser(), api.registerUser(), api.registerUser()]);
    expect(counted('UserRegistered')).toBe(3);
  });

  it('counts games started and completed per game, a completion once however often it is asked', async () => {
    const { access_token } = await api.registerUser();
    const [orisha, signs] = await Promise.all([
      api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=colors', { token: access_token }),
      api.call('POST', '/games/ifa-signs/start', {
        token: access_token,
        body: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice' },
      }),
    ]);
    expect([orisha.status, signs.status]).toEqual([200, 200]);
    expect(counted('GameStarted', 'orisha_matching')).toBe(1);
    expect(counted('GameStarted', 'ifa_signs')).toBe(1);
    expect(counted('GameStarted')).toBe(2);

    const completions = await Promise.all(
      Array.from({ length: 5 }, () => api.call('GET', `/games/${orisha.body.session_id}/complete`, { token: access_token })),
    );
    for (const c of completions) expect(c.status).toBe(200);
    expect(counted('GameCompleted', 'orisha_matching')).toBe(1);
    expect(counted('GameCompleted')).toBe(1);
  });

  it('counts a secret sale once when 5 parallel purchases of it arrive, and each contribution', async () => {
    const { access_token, user } = await api.registerUser();
    const { adjustBalance } = await import('../../src/data/wallet.js');
    await adjustBalance(user.id, { cowries: 100 - ECONOMY.welcomeCowries }, 'admin_adjustment', 'test');
    const contribution = { oddun_id: 'baba-ejiogbe', section: 'ofrendas', type: 'addition', content: 'Frutas frescas y agua.' };
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'iwori-meji' } })),
      api.call('POST', '/ifa-signs/contribute', { token: access_token, body: contribution }),
      api.call('POST', '/ifa-signs/contribute', { token: access_token, body: contribution }),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 201, 201]);
    expect(responses.slice(0, 5).filter((r) => r.body.already_owned === false)).toHaveLength(1);
    expect(counted('SecretPurchased')).toBe(1);
    expect(counted('ContributionSubmitted')).toBe(2);
  });

  it('counts every login turned away with 429 as LoginThrottled, and nothing for plain wrong passwords', async () => {
    const { user } = await api.registerUser();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => api.call('POST', '/auth/login', { body: { email: user.email, password: 'not-the-password' } })),
    );
    const refused = attempts.filter((r) => r.status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(attempts.filter((r) => r.status === 401).length + refused).toBe(8);
    expect(counted('LoginThrottled')).toBe(refused);
  });
});
