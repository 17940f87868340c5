import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';

/** One client per container, created at module scope. */
export const ddb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: config.region,
    ...(config.ddbEndpoint
      ? { endpoint: config.ddbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);

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
