import { config } from './config.js';
import { DynamoDocumentClient } from './dynamo/client.js';

/**
 * Bounds on one DynamoDB call, so a stopped, frozen or unreachable database becomes a 503
 * within 3 s instead of a hang (issue 10, point 4; the client in lib/dynamo/ keeps them). A
 * frozen server and a slow one look the same from here (the connection is accepted, no answer
 * comes), so the numbers trade the two:
 * - attempt 2000 ms: one attempt, from its start to the whole answer (connect included).
 *   DynamoDB answers in tens of ms; DynamoDB Local on a loaded 2-core machine was measured at
 *   p50 0.4-0.8 s and p99 1.8-3.9 s while 16 seed transactions queued, so a shorter attempt
 *   turns a busy local table into 503s. A timed-out attempt is not retried: the database had
 *   its chance, the client hears 503 + Retry-After instead.
 * - the call's budget, attempt + 500 ms, retries included: a retry starts only while a whole
 *   attempt still fits. The first failing call ends the request, so a request gets its 503
 *   after at most this much database time, plus its own work before that call: under 3 s.
 * - connect 400 ms: a TCP connect inside a region takes a few ms; 400 ms is a dead route, and
 *   400 + the first backoff (< 50 ms) + the attempt still fits a retry in the budget.
 * - 3 attempts at most; a refused or dropped connection and throttling are retried at once
 *   (jittered backoff), a refused condition or bad input never.
 */

/** One client per container, created at module scope (it connects on its first call). */
export const ddb = new DynamoDocumentClient({
  region: config.region,
  ...(config.ddbAttemptMs ? { attemptMs: config.ddbAttemptMs } : {}),
  ...(config.ddbEndpoint ? { endpoint: config.ddbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
});

export const TABLE = config.tableName;

/** True when a conditional write or a transaction was refused by its condition. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** The per-item reasons of a cancelled transaction ('ConditionalCheckFailed', 'None', ...). */
export function cancellationReasons(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
  return (reasons ?? []).map((r) => r.Code ?? 'None');
}

export const nowIso = (clock: () => Date = () => new Date()) => clock().toISOString();
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
