import pRetry from 'p-retry';
import { cancellationReasons } from '../lib/ddb.js';

/**
 * The one helper for a retried transaction (STYLE.md): `attempt` reads, decides and writes ONE
 * DynamoDB transaction; when DynamoDB cancels it, the whole attempt runs again after a short
 * random pause, so it reads again and decides anew. Which cancellations are retried:
 *
 * - `on: 'conflict'`: only a conflict with another transaction on the same items
 *   (TransactionConflict, and no refused condition). A refused condition is the answer and is
 *   thrown at once: the caller says what it means (taken email, decided request...).
 * - `on: 'cancelled'`: any cancellation, a refused condition included: what the attempt read
 *   changed meanwhile (a streak counted, a game completed, a balance spent), so its decision
 *   may be stale.
 * - Either way, an attempt that throws `ReadAgain` (it saw that what it read changed, without
 *   a cancelled transaction) runs again.
 *
 * After `retries` retries the last error is thrown, or `exhausted()` when given. Anything else
 * (a 4xx HttpError, a throttled or failed DynamoDB call, which the SDK's own retry strategy
 * has already retried: lib/ddb.ts) is thrown at once.
 *
 * Built on p-retry (ESM, ~6 KB, its one dependency is-network-error): the SDK's retry strategy
 * retries one call whose error is transient, and counts every retry against a quota shared by
 * the container; these retries wrap a read-decide-write of several calls, on an error the SDK
 * rightly calls final. The pause doubles from 5 ms, times a random 1..2 (conflicting writers
 * spread out), capped at 100 ms: 15 retries wait at most about 2 s in all.
 */
export interface RetryRule {
  on: 'conflict' | 'cancelled';
  retries: number;
  /** What to throw once the retries are spent (default: the last error). */
  exhausted?: () => Error;
}

/** Thrown by an attempt that saw what it read change: run it again (counts as a retry). */
export class ReadAgain extends Error {
  constructor(why = 'what was read changed') {
    super(why);
    this.name = 'ReadAgain';
  }
}

/** A transaction cancelled only because another one held its items (a refused condition is an answer). */
export function isTransactionConflict(error: unknown): boolean {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> } | null)?.CancellationReasons ?? [];
  return (
    (error as Error | null)?.name === 'TransactionConflictException' ||
    (reasons.some((r) => r.Code === 'TransactionConflict') && !reasons.some((r) => r.Code === 'ConditionalCheckFailed'))
  );
}

const retryable = (error: unknown, on: RetryRule['on']) =>
  error instanceof ReadAgain || (on === 'conflict' ? isTransactionConflict(error) : cancellationReasons(error).length > 0 || isTransactionConflict(error));

export async function retryTransaction<T>(attempt: () => Promise<T>, rule: RetryRule): Promise<T> {
  try {
    return await pRetry(attempt, {
      retries: rule.retries,
      minTimeout: 5,
      factor: 2,
      maxTimeout: 100,
      randomize: true,
      shouldRetry: ({ error }) => retryable(error, rule.on),
    });
  } catch (error) {
    if (rule.exhausted && retryable(error, rule.on)) throw rule.exhausted();
    throw error;
  }
}
