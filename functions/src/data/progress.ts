import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GameId } from '@ifa/shared';
import { TABLE, ddb } from '../lib/ddb.js';
import { progressKey } from './keys.js';
import { retryOnConflict } from './paging.js';

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

type TransactItem = NonNullable<import('@aws-sdk/lib-dynamodb').TransactWriteCommandInput['TransactItems']>[number];

/** Transaction item: one more game played. */
export function gamePlayedItem(userId: string, game: GameId, at: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: progressKey(userId, game),
      UpdateExpression: 'ADD total_games_played :one SET last_played_at = :at, #t = :type, game = :game',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':at': at, ':type': 'Progress', ':game': game },
    },
  };
}

/** Raises the best score when this one is higher (a no-op otherwise). */
export async function raiseBestScore(userId: string, game: GameId, score: number): Promise<void> {
  try {
    // A plain write the learner's other transactions on the item (a game played) may hold a moment.
    await retryOnConflict(() => ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: progressKey(userId, game),
        UpdateExpression: 'SET best_score = :s',
        ConditionExpression: 'attribute_not_exists(best_score) OR best_score < :s',
        ExpressionAttributeValues: { ':s': score },
      }),
    ));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
