import { ADMIN_STATS_WINDOW_DAYS, type AdminStatsResponse, type Language, type WindowCounts } from '@ifa/shared';

export const round1 = (n: number) => Math.round(n * 10) / 10;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The two windows the tiles compare: the last `days` UTC days with today included, and the
 * `days` before them. The clock is a parameter (tests pass their own).
 */
export function statsWindows(now: Date, days = ADMIN_STATS_WINDOW_DAYS) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    current: { from: dayOf(today - (days - 1) * DAY_MS), to: dayOf(today) },
    previous: { from: dayOf(today - (2 * days - 1) * DAY_MS), to: dayOf(today - days * DAY_MS) },
  };
}

export interface DayCounts {
  users: number;
  games_started: number;
  games_completed: number;
}

const rate = (completed: number, started: number) => (started > 0 ? round1((100 * completed) / started) : null);

/** Sums of the day items in [from, to]; null when the window has no day item at all (no data). */
export function windowCounts(days: Map<string, DayCounts>, window: { from: string; to: string }): WindowCounts | null {
  const inside = [...days].filter(([day]) => day >= window.from && day <= window.to).map(([, c]) => c);
  if (!inside.length) return null;
  const sum = (k: keyof DayCounts) => inside.reduce((total, c) => total + (c[k] ?? 0), 0);
  const games_started = sum('games_started');
  const games_completed = sum('games_completed');
  return { ...window, users: sum('users'), games_started, games_completed, completion_rate: rate(games_completed, games_started) };
}

/** Percent change (1 decimal); null when there is nothing to compare with. */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return round1((100 * (current - previous)) / previous);
}

/**
 * The admin tiles (spec 2, DESIGN.md 3): totals from the global counters, and beside each the
 * change of the last 7 days against the 7 before, from the daily counters. Counts change in
 * percent; the completion rate changes in percentage points. No data for the earlier week
 * (or zero to divide by) gives null, shown as '—'.
 */
export function adminStatsOf(
  totals: DayCounts & { languages: Record<Language, number> },
  days: Map<string, DayCounts>,
  now: Date,
): AdminStatsResponse {
  const windows = statsWindows(now);
  const current = windowCounts(days, windows.current) ?? { ...windows.current, users: 0, games_started: 0, games_completed: 0, completion_rate: null };
  const previous = windowCounts(days, windows.previous);
  const pointChange =
    current.completion_rate !== null && previous?.completion_rate != null ? round1(current.completion_rate - previous.completion_rate) : null;
  return {
    total_users: Math.max(0, totals.users),
    total_games_started: totals.games_started,
    total_games_completed: totals.games_completed,
    completion_rate: rate(totals.games_completed, totals.games_started) ?? 0,
    languages: totals.languages,
    changes: {
      total_users: percentChange(current.users, previous?.users),
      total_games_started: percentChange(current.games_started, previous?.games_started),
      total_games_completed: percentChange(current.games_completed, previous?.games_completed),
      completion_rate: pointChange,
    },
    last_7_days: current,
    previous_7_days: previous,
  };
}
