import { describe, expect, it } from 'vitest';
import { AdminStatsResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

const api = useApi();

/** Counter events on given days, written as the app writes them (global + daily, a random shard each). */
async function happened(day: string, counts: { users?: number; games_started?: number; games_completed?: number }) {
  const { countStat } = await import('../../src/data/stats.js');
  const at = new Date(`${day}T10:00:00Z`);
  for (const [counter, by] of Object.entries(counts)) {
    for (let i = 0; i < by; i++) await countStat(counter as 'users', 1, at);
  }
}

describe('admin stats', () => {
  it('gives each tile the change of the last 7 days against the 7 before, from the daily counters (clock injected)', async () => {
    const { adminStats } = await import('../../src/services/admin-stats.js');
    const now = new Date('2031-06-15T23:59:00Z');
    // Nothing in the earlier week yet: no change to show.
    await happened('2031-06-10', { users: 3, games_started: 4, games_completed: 2 });
    expect((await adminStats(now)).changes).toEqual({ total_users: null, total_games_started: null, total_games_completed: null, completion_rate: null });

    await happened('2031-06-02', { users: 2, games_started: 8, games_completed: 2 }); // earlier week
    await happened('2031-06-08', { users: 1 }); // 2031-06-09 .. 15 is the last week: not this one
    await happened('2031-06-15', { users: 1, games_started: 4, games_completed: 4 });
    await happened('2031-06-16', { users: 50 }); // the future of the injected clock: outside
    const stats = AdminStatsResponse.parse(await adminStats(now));
    expect(stats.last_7_days).toEqual({ from: '2031-06-09', to: '2031-06-15', users: 4, games_started: 8, games_completed: 6, completion_rate: 75 });
    expect(stats.previous_7_days).toEqual({ from: '2031-06-02', to: '2031-06-08', users: 3, games_started: 8, games_completed: 2, completion_rate: 25 });
    expect(stats.changes).toEqual({ total_users: 33.3, total_games_started: 0, total_games_completed: 200, completion_rate: 50 });
  });

  it('counts a registration, a game started and a game completed on today\'s counters and the totals', async () => {
    const admin = await adminUser(api);
    const before = AdminStatsResponse.parse((await api.call('GET', '/admin/stats', { token: admin.token })).body);
    const learner = await api.registerUser();
    const start = await api.call('POST', '/games/orisha-matching/start?difficulty=beginner&topics=random', { token: learner.access_token });
    expect(start.status).toBe(200);
    expect((await api.call('GET', `/games/${start.body.session_id}/complete`, { token: learner.access_token })).status).toBe(200);

    const after = AdminStatsResponse.parse((await api.call('GET', '/admin/stats', { token: admin.token })).body);
    expect(after.total_users).toBe(before.total_users + 1);
    expect(after.total_games_started).toBe(before.total_games_started + 1);
    expect(after.total_games_completed).toBe(before.total_games_completed + 1);
    expect(after.last_7_days.users).toBe(before.last_7_days.users + 1);
    expect(after.last_7_days.games_started).toBe(before.last_7_days.games_started + 1);
    expect(after.last_7_days.games_completed).toBe(before.last_7_days.games_completed + 1);
    expect(after.completion_rate).toBeCloseTo((100 * after.total_games_completed) / after.total_games_started, 1);
  });
});
