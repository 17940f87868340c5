import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { GameId } from '@ifa/shared';
import { TABLE, ddb } from '../lib/ddb.js';
import { progressKey } from './keys.js';

export interface Progress {
  game: GameId;
  total_games_played: number;
  best_score: number;
  last_played_at: string | null;
}

export async function getProgress(userId: string, game: GameId): Promise<Progress> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: progressKey(userId, game) }));
  return {
    game,
    total_games_played: out.Item?.total_games_played ?? 0,
    best_score: out.Item?.best_score ?? 0,
    last_played_at: out.Item?.last_played_at ?? null,
  };
}
