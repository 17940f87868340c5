import * as z from 'zod/mini';
import { GAMES } from '../game-rules.js';
import { integer } from './common.js';

/*
 * Kept apart from schemas/games.ts (which re-exports them) so that the progress Lambda, which
 * imports routes/progress.ts, does not bundle every game schema (DESIGN.md 8).
 */

export const GameId = z.enum(GAMES);
export type GameId = z.infer<typeof GameId>;

export const ProgressParams = z.object({ game: GameId });
export const ProgressResponse = z.object({
  game: GameId,
  total_games_played: integer(),
  best_score: z.number(),
  last_played_at: z.nullable(z.string()),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;
