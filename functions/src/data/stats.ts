import { GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { LANGUAGES, type Language } from '@ifa/shared';
import { TABLE, ddb } from '../lib/ddb.js';
import { queueStatsKey, statsDayKey, statsKey } from './keys.js';

/** The counters kept globally AND per UTC day (DESIGN.md 3). */
export type Counter = 'users' | 'games_started' | 'games_completed';
/** Users per interface language (the admin's demographics), global only. */
export type LanguageCounter = `lang_${Language}`;
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const languageCounter = (language: Language): LanguageCounter => `lang_${language}`;
export const utcDay = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);

function addItem(key: { pk: string; sk: string }, changes: Record<string, number>, set: Record<string, string>): TransactItem {
  const adds = Object.entries(changes);
  const sets = Object.entries(set);
  return {
    Update: {
      TableName: TABLE,
      Key: key,
      UpdateExpression: `ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')} SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(adds.map(([k], i) => [`#a${i}`, k])),
        ...Object.fromEntries(sets.map(([k], i) => [`#s${i}`, k])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(adds.map(([, v], i) => [`:a${i}`, v])),
        ...Object.fromEntries(sets.map(([, v], i) => [`:s${i}`, v])),
      },
    },
  };
}

/**
 * Atomic ADD on a global counter and on the same counter of the day of `at`, as two
 * transaction items (spread them into the transaction that makes the event happen).
 */
export function statsAdd(counter: Counter, by: number, at: Date | string = new Date()): TransactItem[] {
  return statsChange({ [counter]: by }, { at, day: { [counter]: by } });
}

/**
 * Several global counters in one item (a transaction may touch an item once), and, when
 * `day` is given, the daily ones of that day.
 */
export function statsChange(
  global: Partial<Record<Counter | LanguageCounter, number>>,
  day?: { at: Date | string; day: Partial<Record<Counter, number>> },
): TransactItem[] {
  const items = [addItem(statsKey(), global as Record<string, number>, { type: 'Stats' })];
  if (day && Object.keys(day.day).length) {
    const d = utcDay(day.at);
    items.push(addItem(statsDayKey(d), day.day as Record<string, number>, { type: 'DailyStats', day: d }));
  }
  return items;
}

export interface GlobalStats extends Record<Counter, number> {
  languages: Record<Language, number>;
}

export async function getStats(): Promise<GlobalStats> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: statsKey() }));
  const item = out.Item ?? {};
  return {
    users: item.users ?? 0,
    games_started: item.games_started ?? 0,
    games_completed: item.games_completed ?? 0,
    languages: Object.fromEntries(LANGUAGES.map((l) => [l, Math.max(0, item[languageCounter(l)] ?? 0)])) as Record<Language, number>,
  };
}

export type DayCounts = Record<Counter, number>;

/** The daily counter items from `from` to `to` (inclusive, `yyyy-mm-dd`), by day: one Query. */
export async function getDays(from: string, to: string): Promise<Map<string, DayCounts>> {
  const days = new Map<string, DayCounts>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': 'STATS', ':from': statsDayKey(from).sk, ':to': statsDayKey(to).sk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      days.set(String(item.sk).slice(4), {
        users: item.users ?? 0,
        games_started: item.games_started ?? 0,
        games_completed: item.games_completed ?? 0,
      });
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return days;
}

export type Queue = 'CONTRIBS' | 'ACCTREQS';
export type QueueStatus = 'pending' | 'approved' | 'rejected';

/** Transaction item: moves a queue's per-status counters (a new item, a decision). */
export function queueCountItem(queue: Queue, changes: Partial<Record<QueueStatus, number>>): TransactItem {
  return addItem(queueStatsKey(queue), changes, { type: 'QueueStats' });
}

export async function getQueueCounts(queue: Queue): Promise<Record<QueueStatus, number>> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: queueStatsKey(queue) }));
  const item = out.Item ?? {};
  return {
    pending: Math.max(0, item.pending ?? 0),
    approved: Math.max(0, item.approved ?? 0),
    rejected: Math.max(0, item.rejected ?? 0),
  };
}
