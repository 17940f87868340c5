import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { AccountRequestStatus, RequestableRole, Role } from '@ifa/shared';
import { TABLE, cancellationReasons, ddb } from '../lib/ddb.js';
import { accountRequestKey, pendingAccountRequestKey, userKey } from './keys.js';
import { queryPage, transactWrite } from './paging.js';
import { getQueueCounts, queueCountItem } from './stats.js';
import { inboxPut, type Named } from './social.js';
import { endingSessions } from './users.js';

export interface AccountRequest {
  id: string;
  user_id: string;
  requested_role: RequestableRole;
  current_role: Role;
  status: AccountRequestStatus;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  admin_notes: string | null;
}

/**
 * One pending request per user: the request and a per-user "pending" marker are written in
 * one transaction, the marker only if none exists. Returns null when one is already pending.
 * Indexed by status (gsi1 `ACCTREQS#<status>`) and all together (gsi2 `ACCTREQS`); the
 * per-status counters move in the same transaction.
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
    reviewed_at: null,
    reviewed_by: null,
    admin_notes: null,
  };
  try {
    // The counters item is shared by every request: a conflict with another one is retried.
    await transactWrite(
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
                gsi2pk: 'ACCTREQS',
                gsi2sk: `${request.created_at}#${request.id}`,
                ...request,
              },
            },
          },
          queueCountItem('ACCTREQS', { pending: 1 }),
        ],
      }),
    );
    return request;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return null;
    throw error;
  }
}

function fromItem(item: Record<string, NativeAttributeValue>): AccountRequest {
  return {
    id: item.id,
    user_id: item.user_id,
    requested_role: item.requested_role,
    current_role: item.current_role,
    status: item.status,
    created_at: item.created_at,
    reviewed_at: item.reviewed_at ?? null,
    reviewed_by: item.reviewed_by ?? null,
    admin_notes: item.admin_notes ?? null,
  };
}

export async function getAccountRequest(id: string): Promise<AccountRequest | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: accountRequestKey(id), ConsistentRead: true }));
  return out.Item ? fromItem(out.Item) : null;
}

/** Newest first; `all` reads the gsi2 partition of every request. */
export async function listAccountRequests(status: AccountRequestStatus | 'all', page: number, limit: number): Promise<AccountRequest[]> {
  const partition =
    status === 'all'
      ? ({ index: 'gsi2', pk: 'ACCTREQS', forward: false } as const)
      : ({ index: 'gsi1', pk: `ACCTREQS#${status}`, forward: false } as const);
  return (await queryPage(partition, page, limit)).map(fromItem);
}

export const accountRequestCounts = () => getQueueCounts('ACCTREQS');

export type AccountDecisionOutcome = 'decided' | 'not_pending' | 'user_refused';

/**
 * Approves or rejects a pending request once, in ONE transaction: the request leaves
 * `pending` (conditioned on it), the user's pending marker goes, the counters move, and on
 * approval the user's role changes, only if the account still exists and is not an admin
 * (an admin's role changes only through the users table, with its own rules).
 */
export async function decideAccountRequest(
  request: AccountRequest,
  decision: { status: 'approved' | 'rejected'; admin_notes: string | null; actorId: string; actor: Named },
  now: Date = new Date(),
): Promise<AccountDecisionOutcome> {
  const at = now.toISOString();
  const approve = decision.status === 'approved';
  try {
    // Another decision at the same moment is retried past a conflict; then the condition answers.
    await transactWrite(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: accountRequestKey(request.id),
              UpdateExpression: 'SET #status = :status, gsi1pk = :gsi, admin_notes = :notes, reviewed_at = :at, reviewed_by = :by',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':status': decision.status,
                ':gsi': `ACCTREQS#${decision.status}`,
                ':notes': decision.admin_notes,
                ':at': at,
                ':by': decision.actorId,
                ':pending': 'pending',
              },
            },
          },
          {
            Delete: {
              TableName: TABLE,
              Key: pendingAccountRequestKey(request.user_id),
              ConditionExpression: 'attribute_not_exists(pk) OR request_id = :id',
              ExpressionAttributeValues: { ':id': request.id },
            },
          },
          queueCountItem('ACCTREQS', { pending: -1, [decision.status]: 1 }),
          ...(approve
            ? [
                {
                  Update: {
                    TableName: TABLE,
                    Key: userKey(request.user_id),
                    // An admin's role change ends the user's sessions (DESIGN.md 4; data/users.ts endingSessions).
                    UpdateExpression: 'SET #role = :role, updated_at = :at, sessions_valid_after = :ended',
                    ConditionExpression: 'attribute_exists(pk) AND #role <> :admin',
                    ExpressionAttributeNames: { '#role': 'role' },
                    ExpressionAttributeValues: { ':role': request.requested_role, ':at': at, ':admin': 'admin', ':ended': endingSessions(now).sessions_valid_after },
                  },
                },
              ]
            : []),
          // The requester learns of it in the same transaction (issue 34): one message per decision.
          inboxPut(request.user_id, `account_request_${decision.status}`, decision.actor, at, request.id),
        ],
      }),
    );
    return 'decided';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'not_pending';
    if (reasons[3] === 'ConditionalCheckFailed') return 'user_refused';
    throw error;
  }
}
