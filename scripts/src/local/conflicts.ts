import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';

/**
 * Transaction conflicts as DynamoDB has them (DESIGN.md 3b and 10). DynamoDB Local runs every
 * request to the end, one after another, and never cancels a transaction; DynamoDB cancels one
 * whose item is being changed by another request at that moment ("Transaction conflict
 * handling" in the developer guide):
 * - an item of a TransactWriteItems that another TransactWriteItems, or a write (PutItem,
 *   UpdateItem, DeleteItem, BatchWriteItem), is changing: TransactionCanceledException with
 *   `TransactionConflict` at that item's place;
 * - an item of a TransactGetItems that any of those is changing: likewise;
 * - a PutItem, UpdateItem or DeleteItem of an item an ongoing TransactWriteItems holds:
 *   TransactionConflictException.
 * So this middleware holds each write's items while it is on its way to DynamoDB Local and back,
 * and refuses the newcomer that overlaps them: the request that came first goes on, as the one
 * holding the items would in AWS. The SDK retries neither error (neither is throttling nor
 * transient), as in AWS. Local requests take a few milliseconds, DynamoDB's transactions tens:
 * the window here is, if anything, narrower than AWS's.
 */

interface MiddlewareClient {
  middlewareStack: {
    add(
      middleware: (next: (args: { input: object }) => Promise<unknown>, context: { commandName?: string }) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'initialize'; name: string; override?: boolean; priority?: 'high' | 'low' | 'normal' },
    ): void;
  };
}

type Kind = 'transaction' | 'write';
type Attribute = unknown;
type Key = Record<string, Attribute>;

/** One item a request touches, as `table|pk|sk`, and whether the request writes it. */
export interface Touched {
  id: string;
  writes: boolean;
}

export interface Planned {
  kind: Kind | 'transactional-read' | 'none';
  items: Touched[];
}

/** A key attribute's value whether the document client has marshalled it yet or not. */
const plain = (value: Attribute): string => {
  if (value && typeof value === 'object') {
    const typed = value as Record<string, unknown>;
    if ('S' in typed) return String(typed.S);
    if ('N' in typed) return String(typed.N);
    if ('B' in typed) return String(typed.B);
  }
  return String(value);
};

const itemId = (table: unknown, key: Key | undefined): string | null => {
  if (!key || typeof table !== 'string') return null;
  return `${table}|${plain(key.pk)}|${plain(key.sk)}`;
};

/** Which items `operation` touches and how DynamoDB counts it for conflicts. Pure, for the unit test. */
export function planOf(operation: string, input: Record<string, unknown>): Planned {
  const table = input.TableName;
  const touch = (id: string | null, writes: boolean): Touched[] => (id ? [{ id, writes }] : []);
  switch (operation) {
    case 'PutItem':
    case 'Put':
      return { kind: 'write', items: touch(itemId(table, input.Item as Key), true) };
    case 'UpdateItem':
    case 'Update':
    case 'DeleteItem':
    case 'Delete':
      return { kind: 'write', items: touch(itemId(table, input.Key as Key), true) };
    case 'BatchWriteItem': {
      const requests = (input.RequestItems ?? {}) as Record<string, Array<{ PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }>>;
      const items = Object.entries(requests).flatMap(([name, writes]) =>
        writes.flatMap((w) => touch(itemId(name, w.PutRequest?.Item ?? w.DeleteRequest?.Key), true)),
      );
      return { kind: 'write', items };
    }
    case 'TransactWriteItems': {
      const actions = (input.TransactItems ?? []) as Array<Record<string, { TableName?: string; Item?: Key; Key?: Key }>>;
      const items = actions.map((action) => {
        const [verb, body] = Object.entries(action)[0] ?? ['', {}];
        return { id: itemId(body.TableName, body.Item ?? body.Key) ?? `?${Math.random()}`, writes: verb !== 'ConditionCheck' };
      });
      return { kind: 'transaction', items };
    }
    case 'TransactGetItems': {
      const gets = (input.TransactItems ?? []) as Array<{ Get?: { TableName?: string; Key?: Key } }>;
      return { kind: 'transactional-read', items: gets.map((g) => ({ id: itemId(g.Get?.TableName, g.Get?.Key) ?? `?${Math.random()}`, writes: false })) };
    }
    default:
      return { kind: 'none', items: [] };
  }
}

/** The items held right now: how many transactions and how many plain writes hold each. */
export class ItemLocks {
  private readonly held = new Map<string, { transaction: number; write: number }>();

  /**
   * The places in `plan.items` that conflict with what is held now, or [] when the request may
   * go (then its items are held until `release`).
   */
  acquire(plan: Planned): number[] {
    const conflicts = plan.items.flatMap((item, place) => {
      const holders = this.held.get(item.id);
      if (!holders) return [];
      // A transaction yields to anything changing its items; a plain write only to a transaction.
      const clash = plan.kind === 'write' ? holders.transaction > 0 : holders.transaction + holders.write > 0;
      return clash ? [place] : [];
    });
    if (conflicts.length) return conflicts;
    if (plan.kind === 'write' || plan.kind === 'transaction') {
      for (const item of plan.items) {
        // A ConditionCheck holds its item too: DynamoDB locks it for the transaction's length.
        const holders = this.held.get(item.id) ?? { transaction: 0, write: 0 };
        holders[plan.kind] += 1;
        this.held.set(item.id, holders);
      }
    }
    return [];
  }

  release(plan: Planned): void {
    if (plan.kind !== 'write' && plan.kind !== 'transaction') return;
    for (const item of plan.items) {
      const holders = this.held.get(item.id);
      if (!holders) continue;
      holders[plan.kind] -= 1;
      if (holders.transaction + holders.write === 0) this.held.delete(item.id);
    }
  }
}

/** The cancellations the simulation made, for tests that check where contention sits. */
export interface SeenConflict {
  operation: string;
  items: string[];
}

let enabled = true;
const seen: SeenConflict[] = [];
const locks = new ItemLocks();
const installed = new WeakSet<object>();

/** A test that needs DynamoDB Local's old, conflict-free behaviour (none should) can turn it off. */
export const setConflictSimulation = (on: boolean) => {
  enabled = on;
};
export const conflictsSeen = (): readonly SeenConflict[] => seen;
export const clearConflictsSeen = () => {
  seen.length = 0;
};

const metadata = { httpStatusCode: 400, attempts: 1, totalRetryDelay: 0 };

function refusal(operation: string, plan: Planned, places: number[]) {
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const reasons = plan.items.map((_, place) =>
      places.includes(place) ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
    );
    return new TransactionCanceledException({
      $metadata: metadata,
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
      CancellationReasons: reasons,
    });
  }
  return new TransactionConflictException({ $metadata: metadata, message: 'Transaction is ongoing for the item' });
}

/** Puts the simulation on `client` (once per client; the DynamoDB Local clients of the local stack). */
export function simulateConflicts(client: MiddlewareClient): void {
  if (installed.has(client)) return;
  installed.add(client);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!enabled) return next(args);
      const operation = (context.commandName ?? '').replace(/Command$/, '');
      const plan = planOf(operation, args.input as Record<string, unknown>);
      if (plan.kind === 'none') return next(args);
      const places = locks.acquire(plan);
      if (places.length) {
        seen.push({ operation, items: places.map((p) => plan.items[p]!.id) });
        if (seen.length > 10_000) seen.splice(0, seen.length - 10_000);
        throw refusal(operation, plan, places);
      }
      try {
        return await next(args);
      } finally {
        locks.release(plan);
      }
    },
    // Before IAM enforcement would not matter; 'low' keeps a refused action refused first.
    { step: 'initialize', name: 'localConflictSimulation', override: true, priority: 'low' },
  );
}
