import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { DUEL_PAGE } from '@ifa/shared';
import type { DuelRecord, DuelRole } from '../domain/duel.js';
import { TABLE, ddb } from '../lib/ddb.js';
import { blockKey, duelKey, duelRefKey, duelRoundKey, friendKey, membershipKey, userKey } from './keys.js';
import { batchGet, itemOf, queryPrefix } from './paging.js';

/**
 * Duels (DESIGN.md 3 and 5c; docs/decisions/014-duel-items.md). The record lives at
 * `DUEL#<id>` / `DUEL` with the seed its questions are built from; each learner keeps a copy
 * without the seed at `USER#<id>` / `DUEL#<created>#<id>`, so their list is one bounded Query.
 * Every change puts the three together in one transaction, conditioned on the record's version:
 * of two parallel changes one goes through, the other reads again. Each side's answers, once
 * played, sit at `DUEL#<id>` / `ROUND#<role>`, read only by the duel's page.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface StoredDuel extends DuelRecord {
  /** The question set's seed: never leaves the server. */
  seed: number;
}

/** One side's play, question by question, as that learner was asked it. */
export interface DuelRound {
  answers: Array<0 | 1>;
  prompts: string[];
}

const recordOf = (item: Record<string, unknown>): DuelRecord => {
  const { pk: _pk, sk: _sk, type: _type, seed: _seed, ...rest } = item;
  return rest as unknown as DuelRecord;
};

export async function getDuel(id: string, consistent = true): Promise<StoredDuel | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: duelKey(id), ConsistentRead: consistent }));
  return out.Item ? ({ ...recordOf(out.Item), seed: Number(out.Item.seed) } as StoredDuel) : null;
}

/**
 * The record and both learners' copies as `duel` says, the record only if it still has
 * `expectedVersion` (null: it must not exist yet). The stored version is one more.
 */
export function duelPuts(duel: StoredDuel, expectedVersion: number | null): TransactItem[] {
  const { seed, ...record } = { ...duel, version: expectedVersion === null ? 1 : expectedVersion + 1 };
  const copy = (userId: string): TransactItem => ({
    Put: { TableName: TABLE, Item: { ...duelRefKey(userId, duel.created_at, duel.id), type: 'DuelRef', ...record } },
  });
  return [
    {
      Put: {
        TableName: TABLE,
        Item: { ...duelKey(duel.id), type: 'Duel', ...record, seed },
        ConditionExpression: expectedVersion === null ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(expectedVersion === null ? {} : { ExpressionAttributeValues: { ':v': expectedVersion } }),
      },
    },
    copy(duel.challenger.user_id),
    copy(duel.opponent.user_id),
  ];
}

/**
 * What a challenge is decided on, in one BatchGetItem of five small items (2.5 RCU): whether the
 * two are friends, whether either blocked the other, and the house each belongs to. Read item by
 * item, not as a snapshot: the challenge's transaction checks the friendship (or both
 * memberships) and the blocks again, so a read torn by a change in flight can only refuse.
 */
export async function challengeRelation(userId: string, otherId: string) {
  const keys = {
    friends: friendKey(userId, otherId),
    blocking: blockKey(userId, otherId),
    blockedBy: blockKey(otherId, userId),
    mine: membershipKey(userId),
    theirs: membershipKey(otherId),
  };
  const items = await batchGet(Object.values(keys));
  const houseOf = (key: { pk: string; sk: string }) => (itemOf(items, key)?.house_id as string | undefined) ?? null;
  const mine = houseOf(keys.mine);
  return {
    friends: itemOf(items, keys.friends) !== undefined,
    blocked: itemOf(items, keys.blocking) !== undefined || itemOf(items, keys.blockedBy) !== undefined,
    /** The house both belong to, if they share one. */
    house: mine !== null && mine === houseOf(keys.theirs) ? mine : null,
  };
}

export async function transact(items: TransactItem[]) {
  await ddb.send(new TransactWriteCommand({ TransactItems: items }));
}

/** A side's answers and prompts, written once with the game's completion. */
export const roundPut = (id: string, role: DuelRole, round: DuelRound): TransactItem => ({
  Put: {
    TableName: TABLE,
    Item: { ...duelRoundKey(id, role), type: 'DuelRound', ...round },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The learner's duels, newest first: one Query over their copies, bounded by DUEL_PAGE. */
export async function listDuels(userId: string): Promise<DuelRecord[]> {
  return (await queryPrefix(userKey(userId).pk, 'DUEL#', DUEL_PAGE, true)).map(recordOf);
}

/** The duel's record and both rounds: one Query of its partition (three items). */
export async function duelWithRounds(id: string): Promise<{ duel: StoredDuel; rounds: Partial<Record<DuelRole, DuelRound>> } | null> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': duelKey(id).pk },
      ConsistentRead: true,
      Limit: 3,
    }),
  );
  const items = out.Items ?? [];
  const record = items.find((i) => i.sk === 'DUEL');
  if (!record) return null;
  const rounds: Partial<Record<DuelRole, DuelRound>> = {};
  for (const item of items) {
    if (item.sk === 'ROUND#challenger' || item.sk === 'ROUND#opponent') {
      rounds[String(item.sk).slice('ROUND#'.length) as DuelRole] = { answers: item.answers as Array<0 | 1>, prompts: item.prompts as string[] };
    }
  }
  return { duel: { ...recordOf(record), seed: Number(record.seed) } as StoredDuel, rounds };
}
