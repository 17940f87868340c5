import * as z from 'zod/mini';
import { integer } from '../common.js';
import { GameId } from '../progress.js';

export const ProgressResponse = z.object({
  game: GameId,
  total_games_played: integer(),
  best_score: z.number(),
  last_played_at: z.nullable(z.string()),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;
