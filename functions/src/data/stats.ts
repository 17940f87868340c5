import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';
import { statsKey } from './keys.js';

export type Counter = 'users' | 'games_started' | 'games_completed';
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Atomic ADD on the global counters, as a transaction item. */
export function statsAdd(counter: Counter, by: number): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: statsKey(),
      UpdateExpression: 'ADD #c :by SET #t = :type',
      ExpressionAttributeNames: { '#c': counter, '#t': 'type' },
      ExpressionAttributeValues: { ':by': by, ':type': 'Stats' },
    },
  };
}

export async function getStats(): Promise<Record<Counter, number>> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: statsKey() }));
  return {
    users: out.Item?.users ?? 0,
    games_started: out.Item?.games_started ?? 0,
    games_completed: out.Item?.games_completed ?? 0,
  };
}
