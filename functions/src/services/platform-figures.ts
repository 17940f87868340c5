import { ORISHA_IDS, type ResponseBody } from '@ifa/shared';
import { ODU_CATALOGUE } from '../content/odu-catalogue.js';
import { getStats } from '../data/stats.js';

type Figures = ResponseBody<'platformFigures'>;

/**
 * How fresh the landing's figures are kept (DESIGN.md 7): a counter a few minutes old is still
 * true of a platform, and the route is public, so a crowd on the landing costs at most one read
 * of the STATS shards per container per `trustSeconds`, and a browser asks again only after
 * `maxAgeSeconds`.
 */
export const FIGURES_FRESHNESS = { trustSeconds: 60, maxAgeSeconds: 300 } as const;
export const FIGURES_CACHE_CONTROL = `public, max-age=${FIGURES_FRESHNESS.maxAgeSeconds}`;

let known: { at: number; figures: Promise<Figures> } | undefined;

async function readFigures(): Promise<Figures> {
  const stats = await getStats();
  return {
    // Registered accounts (deleted ones are taken off the counter, data/users.ts).
    learners: Math.max(0, stats.users),
    // Games played to their end: a game only started is not counted as played.
    games_played: Math.max(0, stats.games_completed),
    signs: ODU_CATALOGUE.length,
    // The knowledge base's orishas (a unit test keeps ORISHA_IDS equal to the content files).
    orishas: ORISHA_IDS.length,
  };
}

/** The platform's figures: the counters' sums, read at most once per `trustSeconds` here. */
export function platformFigures(now = Date.now()): Promise<Figures> {
  if (known && now - known.at < FIGURES_FRESHNESS.trustSeconds * 1000) return known.figures;
  const mine = { at: now, figures: readFigures() };
  known = mine;
  // A failed read is not kept: the next request reads again.
  mine.figures.catch(() => {
    if (known === mine) known = undefined;
  });
  return mine.figures;
}
