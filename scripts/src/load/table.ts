import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { localClient } from '../local/dynamodb-local.js';

/**
 * The load's own reads of the table, beside the API: the answers of a game it plays (so a
 * learner can answer right or wrong on purpose) and, at the end, what the checks hold to what
 * happened (each learner's partition, each house's, the statistics items). A test harness's
 * reads, straight to DynamoDB Local: not a request path, so a Scan of the counters is fine here.
 */

export type Item = Record<string, unknown>;

export interface LedgerRow {
  cowries: number;
  xp: number;
  reason: string;
  ref: string | null;
}

/** One learner's partition, as the checks need it. */
export interface UserSnapshot {
  id: string;
  profile: Item | null;
  ledger: LedgerRow[];
  /** Progress by game: total_games_played. */
  played: Record<string, number>;
  friends: Set<string>;
  requestsIn: Set<string>;
  requestsOut: Set<string>;
  /** The house of the membership item, or null. */
  house: string | null;
}

export interface HouseSnapshot {
  id: string;
  /** Member id -> the assignments they have done. */
  members: Map<string, Set<string>>;
  record: Item | null;
}

export interface Questions {
  id: string;
  correct_answers: string[];
  is_multiple_answer: boolean;
  options?: string[];
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

export class TableReader {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    endpoint: string,
    private readonly table: string,
  ) {
    this.doc = DynamoDBDocumentClient.from(localClient(endpoint));
  }

  close() {
    this.doc.destroy();
  }

  private async queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> {
    const items: Item[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(new QueryCommand({ ...input, TableName: this.table, ConsistentRead: true, ExclusiveStartKey: start }));
      items.push(...((out.Items ?? []) as Item[]));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /** A game's questions with their answers (the QUESTIONS item, never sent to a client). */
  async gameQuestions(sessionId: string): Promise<Map<string, Questions>> {
    const out = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: `GAME#${sessionId}`, sk: 'QUESTIONS' }, ConsistentRead: true }));
    const questions = (out.Item?.questions ?? []) as Questions[];
    return new Map(questions.map((q) => [q.id, q]));
  }

  /** A review session's question items: the card each asks about and, for an orisha fact, its answer. */
  async reviewQuestions(sessionId: string): Promise<Map<string, { subject_id: string; kind: string; answer?: string }>> {
    const items = await this.queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :q)', ExpressionAttributeValues: { ':pk': `REVIEW#${sessionId}`, ':q': 'Q#' } });
    return new Map(items.map((i) => [String(i.id), { subject_id: String(i.subject_id), kind: String(i.kind), ...(i.answer ? { answer: String(i.answer) } : {}) }]));
  }

  async user(id: string): Promise<UserSnapshot> {
    const items = await this.queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${id}` } });
    const snap: UserSnapshot = { id, profile: null, ledger: [], played: {}, friends: new Set(), requestsIn: new Set(), requestsOut: new Set(), house: null };
    for (const item of items) {
      const sk = String(item.sk);
      if (sk === 'PROFILE') snap.profile = item;
      else if (sk.startsWith('LEDGER#')) snap.ledger.push({ cowries: num(item.cowries), xp: num(item.xp), reason: String(item.reason), ref: item.ref == null ? null : String(item.ref) });
      else if (sk.startsWith('PROGRESS#')) snap.played[sk.slice('PROGRESS#'.length)] = num(item.total_games_played);
      else if (sk.startsWith('FRIEND#')) snap.friends.add(sk.slice('FRIEND#'.length));
      else if (sk.startsWith('FRIENDREQ#IN#')) snap.requestsIn.add(sk.slice('FRIENDREQ#IN#'.length));
      else if (sk.startsWith('FRIENDREQ#OUT#')) snap.requestsOut.add(sk.slice('FRIENDREQ#OUT#'.length));
      else if (sk === 'HOUSE') snap.house = item.house_id == null ? null : String(item.house_id);
    }
    return snap;
  }

  /** A house's partition: its record and each member with the assignments they have done. */
  async house(houseId: string): Promise<HouseSnapshot> {
    const items = await this.queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `HOUSE#${houseId}` } });
    const members = new Map<string, Set<string>>();
    for (const item of items) {
      const sk = String(item.sk);
      if (sk.startsWith('MEMBER#')) members.set(sk.slice('MEMBER#'.length), new Set(item.done instanceof Set ? [...(item.done as Set<string>)] : []));
    }
    return { id: houseId, members, record: items.find((i) => i.sk === 'HOUSE') ?? null };
  }

  /**
   * Every statistics item (pk `STATS` or `STATS#<shard>`, DESIGN.md 3): the global counters and
   * the day's summed over the shards. A Scan, of the harness only.
   */
  async statsTotals(day: string): Promise<{ global: Record<string, number>; day: Record<string, number>; items: number }> {
    const global: Record<string, number> = {};
    const today: Record<string, number> = {};
    let items = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.doc.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: 'begins_with(pk, :stats)',
          ExpressionAttributeValues: { ':stats': 'STATS' },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      for (const item of (out.Items ?? []) as Item[]) {
        const sk = String(item.sk);
        // Sharded either way: the shard in the pk (`STATS#3` / `GLOBAL`) or in the sk (`GLOBAL#3`).
        const into = sk === 'GLOBAL' || sk.startsWith('GLOBAL#') ? global : sk === `DAY#${day}` || sk.startsWith(`DAY#${day}#`) ? today : null;
        if (!into) continue;
        items += 1;
        for (const counter of ['users', 'games_started', 'games_completed']) into[counter] = (into[counter] ?? 0) + num(item[counter]);
      }
      start = out.LastEvaluatedKey;
    } while (start);
    return { global, day: today, items };
  }
}
