import { getDays, getStats } from '../data/stats.js';
import { adminStatsOf, statsWindows } from '../domain/admin-stats.js';

/** The admin tiles: two reads (the global counters and the 14 day items), never a Scan. */
export async function adminStats(now: Date = new Date()) {
  const windows = statsWindows(now);
  const [totals, days] = await Promise.all([getStats(), getDays(windows.previous.from, windows.current.to)]);
  return adminStatsOf(totals, days, now);
}
