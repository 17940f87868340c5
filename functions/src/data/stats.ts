import { randomInt } from 'node:crypto';
import { QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { LANGUAGES, type Language } from '@ifa/shared';
import pRetry from 'p-retry';
import { TABLE, ddb } from '../lib/ddb.js';
import { log } from '../lib/log.js';
import { batchGet } from './paging.js';
import { STATS_SHARDS, queueStatsKey, statsDayKey, statsKey, statsPartitions } from './keys.js';

/**
 * The platform's counters (DESIGN.md 3 and 3b). Every learner's registration, game start and
 * game end moves them, so they are never written inside a learner's transaction: two learners'
 * transactions on one counter item cancel each other in DynamoDB (TransactionConflict), and one
 * item takes about 1,000 writes a second. Instead `countStats` adds to one of STATS_SHARDS
 * partitions, picked at random, after the learner's own write has succeeded, with plain
 * UpdateItem ADDs (plain writes to one item never conflict with each other). A read sums the
 * shards. Exact when nothing fails, never doubled (the caller counts only what its write made
 * happen); a count lost to a failed write is logged, and the learner's request still succeeds.
 */

/** The counters kept globally AND per UTC day. */
export type Counter = 'users' | 'games_started' | 'games_completed';
/** Users per interface language (the admin's demographics), global only. */
export type LanguageCounter = `lang_${Language}`;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Changes = Partial<Record<Counter | LanguageCounter, number>>;

export const languageCounter = (language: Language): LanguageCounter => `lang_${language}`;
export const utcDay = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);

function addExpression(changes: Record<string, number>, set: Record<string, string>) {
  const adds = Object.entries(changes);
  const sets = Object.entries(set);
  return {
    UpdateExpression: `ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')} SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
    ExpressionAttributeNames: {
      ...Object.fromEntries(adds.map(([k], i) => [`#a${i}`, k])),
      ...Object.fromEntries(sets.map(([k], i) => [`#s${i}`, k])),
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(adds.map(([, v], i) => [`:a${i}`, v])),
      ...Object.fromEntries(sets.map(([, v], i) => [`:s${i}`, v])),
    },
  };
}

const randomShard = () => randomInt(STATS_SHARDS);

/**
 * A count is the one write of its request that the request does not retry, so it retries, a few
 * times with jitter, a failure after which the ADD surely did not apply: the connection never
 * opened, DynamoDB throttled it, or (DynamoDB Local only, on a loaded machine) it timed out
 * waiting for its item's lock. Not a timeout after the request was sent: the ADD may have
 * applied, and a second would count the event twice. (p-retry, as in data/retry-transaction.ts.)
 */
const notApplied = (error: unknown) => {
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  return (
    ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded'].includes(name ?? '') ||
    code === 'ECONNREFUSED' ||
    (name === 'TimeoutError' && /establish a connection/.test(message ?? '')) ||
    (name === 'InternalServerError' && /waiting for a lock/.test(message ?? ''))
  );
};
const COUNT_RETRY = { retries: 4, minTimeout: 50, factor: 2, randomize: true, shouldRetry: ({ error }: { error: unknown }) => notApplied(error) };

/**
 * Adds `global` to the global counters and, when `day` is given, the daily ones of that day, in
 * one shard. Call it once the event has happened (its write succeeded), never inside the
 * learner's transaction (the module's comment says why).
 */
export async function countStats(global: Changes, day?: { at: Date | string; day: Partial<Record<Counter, number>> }): Promise<void> {
  const shard = randomShard();
  const writes = [
    new UpdateCommand({ TableName: TABLE, Key: statsKey(shard), ...addExpression(global as Record<string, number>, { type: 'Stats' }) }),
  ];
  if (day && Object.keys(day.day).length) {
    const d = utcDay(day.at);
    writes.push(new UpdateCommand({ TableName: TABLE, Key: statsDayKey(d, shard), ...addExpression(day.day as Record<string, number>, { type: 'DailyStats', day: d }) }));
  }
  const results = await Promise.allSettled(writes.map((w) => pRetry(() => ddb.send(w), COUNT_RETRY)));
  const failed = results.filter((r) => r.status === 'rejected');
  // Not thrown: the learner's request succeeded; the admin tiles miss one count (DESIGN.md 3b).
  if (failed.length) log('warn', 'statistics not counted', { global, day, error: String(failed[0]!.reason) });
}

/** `countStats` for one counter, globally and on the day of `at`. */
export const countStat = (counter: Counter, by: number, at: Date | string = new Date()) => countStats({ [counter]: by }, { at, day: { [counter]: by } });

export interface GlobalStats extends Record<Counter, number> {
  languages: Record<Language, number>;
}

const sum = (items: Array<Record<string, unknown>>, name: string) => items.reduce((total, item) => total + (Number(item[name]) || 0), 0);

/** The global counters: every shard's item in one BatchGetItem, summed. */
export async function getStats(): Promise<GlobalStats> {
  const items = await batchGet(statsPartitions().map(statsKey));
  return {
    users: sum(items, 'users'),
    games_started: sum(items, 'games_started'),
    games_completed: sum(items, 'games_completed'),
    languages: Object.fromEntries(LANGUAGES.map((l) => [l, Math.max(0, sum(items, languageCounter(l)))])) as Record<Language, number>,
  };
}

export type DayCounts = Record<Counter, number>;

/** The daily counters from `from` to `to` (inclusive, `yyyy-mm-dd`), by day: one Query per shard. */
export async function getDays(from: string, to: string): Promise<Map<string, DayCounts>> {
  const days = new Map<string, DayCounts>();
  await Promise.all(
    statsPartitions().map(async (shard) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await ddb.send(
          new QueryCommand({
            TableName: TABLE,
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': statsKey(shard).pk, ':from': statsDayKey(from, shard).sk, ':to': statsDayKey(to, shard).sk },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of out.Items ?? []) {
          const day = String(item.sk).slice(4);
          const counts = days.get(day) ?? { users: 0, games_started: 0, games_completed: 0 };
          counts.users += Number(item.users) || 0;
          counts.games_started += Number(item.games_started) || 0;
          counts.games_completed += Number(item.games_completed) || 0;
          days.set(day, counts);
        }
        startKey = out.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return days;
}

export type Queue = 'CONTRIBS' | 'ACCTREQS';
export type QueueStatus = 'pending' | 'approved' | 'rejected';

/**
 * Transaction item: moves a queue's per-status counters (a new item, a decision). Unlike the
 * statistics these stay inside the transaction that makes the change, because the admin's list
 * totals must be exact; they go to a random shard, so learners contributing at the same moment
 * rarely meet on one item, and the transactions that carry them retry a conflict.
 */
export function queueCountItem(queue: Queue, changes: Partial<Record<QueueStatus, number>>): TransactItem {
  return { Update: { TableName: TABLE, Key: queueStatsKey(queue, randomShard()), ...addExpression(changes, { type: 'QueueStats' }) } };
}

export async function getQueueCounts(queue: Queue): Promise<Record<QueueStatus, number>> {
  const items = await batchGet(statsPartitions().map((shard) => queueStatsKey(queue, shard)));
  return {
    pending: Math.max(0, sum(items, 'pending')),
    approved: Math.max(0, sum(items, 'approved')),
    rejected: Math.max(0, sum(items, 'rejected')),
  };
}
