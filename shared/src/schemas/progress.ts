import * as z from 'zod/mini';
import { GAMES } from '../game-rules.js';

/*
 * Kept apart from schemas/games.ts (which re-exports them) so that the progress Lambda, which
 * imports routes/progress.ts, does not bundle every game schema (DESIGN.md 8).
 */

export const GameId = z.enum(GAMES);
export type GameId = z.infer<typeof GameId>;

export const ProgressParams = z.object({ game: GameId });
