import type { ResponseBody } from '@ifa/shared';
import useSWR from 'swr';
import { callApi } from '../../../lib/api-client';
import { route } from '../../../lib/route';

export type GameProgress = ResponseBody<'progress'>;
export type ProgressGame = GameProgress['game'];

/** GET /progress/{game} (spec 7). Failures are only logged (spec 8). */
export const getProgress = (game: ProgressGame) => callApi(route('progress'), { params: { game } });

/** Keyed by user, so a different account never sees another's cached numbers. */
const progressKey = (userId: string, game: ProgressGame) => ['/progress', game, userId] as const;

export function useProgress(userId: string, game: ProgressGame) {
  return useSWR(progressKey(userId, game), ([, g]) => getProgress(g), {
    shouldRetryOnError: false,
    onError: (error: unknown) => console.warn(`progress ${game} could not be loaded`, error),
  });
}
