import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
// The SDK's own retry strategy (already loaded by the DynamoDB client; nothing new at cold start).
import { StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorInfo, RetryStrategyV2, StandardRetryToken } from '@smithy/types';
import { config } from './config.js';

/**
 * Bounds on one DynamoDB call, so a stopped, frozen or unreachable database becomes a 503
 * within 3 s instead of a hang. Without them the SDK waits as long as the socket lives. A frozen
 * server and a slow one look the same from here (the connection is accepted, no answer comes),
 * so the numbers trade the two:
 * - ATTEMPT_MS 2000: one attempt, from its start to the response's headers (connect included).
 *   DynamoDB answers in tens of ms; a shorter attempt turns a busy local table into 503s.
 * - CALL_BUDGET_MS, attempt + 500: the whole call, retries included (`budgetedRetries`). The
 *   first failing call ends the request, so a request gets its 503 after at most this much
 *   database time, plus its own work before that call: under 3 s.
 * - connectionTimeout 400 ms: a TCP connect inside a region takes a few ms; 400 ms is a dead
 *   route, and 400 + the first backoff + ATTEMPT_MS still fits a retry in the budget.
 * - socketTimeout: silence while the body streams, the one gap the request timeout leaves.
 * - `throwOnRequestTimeout`: without it the request timeout only logs a warning.
 * The options object (not `new NodeHttpHandler(...)`) lets the SDK build its own Node handler.
 */
const ATTEMPT_MS = config.ddbAttemptMs ?? 2000;
const CALL_BUDGET_MS = ATTEMPT_MS + 500;
const MAX_ATTEMPTS = 3;
const REQUEST_HANDLER = { connectionTimeout: 400, requestTimeout: ATTEMPT_MS, socketTimeout: ATTEMPT_MS, throwOnRequestTimeout: true } as const;

/**
 * The SDK's standard retries (jittered backoff, a retry quota that runs dry in a long outage),
 * except that a retry starts only while a whole attempt still fits in the call's budget: a
 * dropped or refused connection is retried at once, a timed-out attempt is not (the database
 * had its chance; the client hears 503 + Retry-After instead). The SDK has no per-call
 * deadline of its own; a wrapper over its strategy is the smallest way to get one.
 */
export function budgetedRetries(maxAttempts: number, attemptMs: number, budgetMs: number): RetryStrategyV2 {
  const standard = new StandardRetryStrategy(maxAttempts);
  const startedAt = new WeakMap<StandardRetryToken, number>();
  const fits = (started: number) => Date.now() - started + attemptMs <= budgetMs;
  return {
    async acquireInitialRetryToken(scope: string): Promise<StandardRetryToken> {
      const token = await standard.acquireInitialRetryToken(scope);
      startedAt.set(token, Date.now());
      return token;
    },
    async refreshRetryTokenForRetry(token: StandardRetryToken, errorInfo: RetryErrorInfo): Promise<StandardRetryToken> {
      const started = startedAt.get(token) ?? Date.now();
      // Refused: the SDK then throws the attempt's own error.
      if (!fits(started)) throw errorInfo.error ?? new Error('DynamoDB call budget spent');
      const next = await standard.refreshRetryTokenForRetry(token, errorInfo); // sleeps the backoff
      if (!fits(started)) throw errorInfo.error ?? new Error('DynamoDB call budget spent');
      startedAt.set(next, started);
      return next;
    },
    recordSuccess: (token: StandardRetryToken) => standard.recordSuccess(token),
  };
}

/**
 * One client per container, created at module scope. Credentials and region come from the SDK's
 * default chain: the role's variables in Lambda; AWS_PROFILE, SSO or keys for the scripts that
 * reach a deployed table; the local stack's own keys for DynamoDB Local (DESIGN.md 10).
 */
export const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    requestHandler: REQUEST_HANDLER,
    maxAttempts: MAX_ATTEMPTS,
    retryStrategy: budgetedRetries(MAX_ATTEMPTS, ATTEMPT_MS, CALL_BUDGET_MS),
    ...(config.ddbEndpoint ? { endpoint: config.ddbEndpoint } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const TABLE = config.tableName;

/**
 * True when a conditional write or a transaction was refused by its condition. A transaction
 * cancelled only because another request held its items (TransactionConflict) is not: nothing
 * was decided, and the caller retries it or answers 503 (lib/errors.ts).
 */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = cancellationReasons(error);
  return reasons.includes('ConditionalCheckFailed') || !reasons.includes('TransactionConflict');
}

/** The per-item reasons of a cancelled transaction ('ConditionalCheckFailed', 'None', ...). */
export function cancellationReasons(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
  return (reasons ?? []).map((r) => r.Code ?? 'None');
}

export const nowIso = (clock: () => Date = () => new Date()) => clock().toISOString();
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
