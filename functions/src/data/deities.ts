import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb } from '../lib/ddb.js';
import { deitiesKey } from './keys.js';
import { batchGet } from './paging.js';

/** My deities (DESIGN.md 5c): the orishas a learner has received, their guardian, and the sharing choice. */
export interface DeitiesRecord {
  received: string[];
  guardian: string | null;
  share_with_house_head: boolean;
  updated_at: string | null;
}

const EMPTY: DeitiesRecord = { received: [], guardian: null, share_with_house_head: false, updated_at: null };

/** The learner's list; an empty one before the first save. One GetItem (0.5 RCU). */
export async function getDeities(userId: string): Promise<DeitiesRecord> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: deitiesKey(userId) }));
  return deitiesFrom(out.Item);
}

/** Several learners' lists by id (a house's members, for its head), in one BatchGetItem. */
export async function getDeitiesOf(userIds: readonly string[]): Promise<Map<string, DeitiesRecord>> {
  const items = await batchGet(userIds.map(deitiesKey));
  return new Map(items.map((item) => [String(item.pk).slice('USER#'.length), deitiesFrom(item)]));
}

function deitiesFrom(item: Record<string, unknown> | undefined): DeitiesRecord {
  if (!item) return { ...EMPTY, received: [] };
  return {
    received: Array.isArray(item.received) ? (item.received as string[]) : [],
    guardian: typeof item.guardian === 'string' ? item.guardian : null,
    share_with_house_head: item.share_with_house_head === true,
    updated_at: typeof item.updated_at === 'string' ? item.updated_at : null,
  };
}

/**
 * Replaces the whole list (one PutItem): the page sends everything it shows, so two saves in a
 * row leave the last one, never a mix of both.
 */
export async function putDeities(userId: string, deities: Omit<DeitiesRecord, 'updated_at'>, at: string): Promise<DeitiesRecord> {
  const record: DeitiesRecord = { received: [...deities.received], guardian: deities.guardian, share_with_house_head: deities.share_with_house_head, updated_at: at };
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...deitiesKey(userId), type: 'Deities', ...record } }));
  return record;
}
