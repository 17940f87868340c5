import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RequestableRole, Role } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { accountRequestKey, pendingAccountRequestKey } from './keys.js';

export interface AccountRequest {
  id: string;
  user_id: string;
  requested_role: RequestableRole;
  current_role: Role;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

/**
 * One pending request per user: the request and a per-user "pending" marker are written in
 * one transaction, the marker only if none exists. Returns null when one is already pending.
 */
export async function createAccountRequest(
  userId: string,
  requested_role: RequestableRole,
  current_role: Role,
  now: Date = new Date(),
): Promise<AccountRequest | null> {
  const request: AccountRequest = {
    id: randomUUID(),
    user_id: userId,
    requested_role,
    current_role,
    status: 'pending',
    created_at: now.toISOString(),
  };
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: { ...pendingAccountRequestKey(userId), type: 'AccountRequestMarker', request_id: request.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: TABLE,
              Item: {
                ...accountRequestKey(request.id),
                type: 'AccountRequest',
                gsi1pk: 'ACCTREQS#pending',
                gsi1sk: request.created_at,
                ...request,
              },
            },
          },
        ],
      }),
    );
    return request;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return null;
    throw error;
  }
}
