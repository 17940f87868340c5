import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORISHA_IDS, routes } from '@ifa/shared';
import { FIGURES_CACHE_CONTROL, FIGURES_FRESHNESS } from '../../src/services/platform-figures.js';
import { useApi } from '../support/api.js';
import { requestsSent } from '../support/requests.js';

const api = useApi();
const figures = (etag?: string) => api.call('GET', '/public/figures', { headers: etag ? { 'if-none-match': etag } : {} });

/** Games counted as the games service counts them (global + today, a random shard each). */
async function games(counter: 'games_started' | 'games_completed', by: number) {
  const { countStat } = await import('../../src/data/stats.js');
  for (let i = 0; i < by; i++) await countStat(counter, 1);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the landing's figures (DESIGN.md 7: the platform's own, read from its counters)", () => {
  it('answers anyone with the real counts, small as they are, cacheable, then a 304 without a read', async () => {
    // Only Date is faked: the container's copy ages by the policy's seconds, not by waiting.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await api.registerUser();
    await api.registerUser();
    await games('games_started', 3);
    await games('games_completed', 1);

    let first: Awaited<ReturnType<typeof figures>> | undefined;
    // One read of the counters' shards, never a Scan, and no user read (no token is needed).
    expect(await requestsSent(async () => (first = await figures()))).toEqual([expect.stringMatching(/^BatchGetItem \d+$/)]);
    expect(first!.status).toBe(200);
    // Two learners and one game played to its end (the two only started are not 'played').
    expect(routes.platformFigures.response.parse(first!.body)).toEqual({ learners: 2, games_played: 1, signs: 256, orishas: ORISHA_IDS.length });
    expect(ORISHA_IDS.length).toBe(16);
    expect(first!.headers.get('cache-control')).toBe(FIGURES_CACHE_CONTROL);
    expect(FIGURES_CACHE_CONTROL).toMatch(/^public, max-age=\d{3}$/);
    const etag = first!.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // The browser's revalidation: nothing read, nothing sent back but the status.
    let again: Awaited<ReturnType<typeof figures>> | undefined;
    expect(await requestsSent(async () => (again = await figures(etag)))).toEqual([]);
    expect(again).toMatchObject({ status: 304, text: '' });

    // A new learner shows once the container's copy is older than trustSeconds, with a new ETag.
    await api.registerUser();
    expect((await figures()).body.learners).toBe(2);
    vi.setSystemTime(Date.now() + (FIGURES_FRESHNESS.trustSeconds + 1) * 1000);
    const later = await figures(etag);
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ learners: 3, games_played: 1 });
    expect(later.headers.get('etag')).not.toBe(etag);
  });
});
