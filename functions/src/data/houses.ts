import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { HOUSE, type AssignmentKind } from '@ifa/shared';
import { TABLE, ddb } from '../lib/ddb.js';
import { houseAssignmentKey, houseCodeKey, houseKey, houseMemberKey, membershipKey } from './keys.js';
import { batchWrite, queryPage, retryOnConflict, transactWrite } from './paging.js';
import { inboxPut, type Named } from './social.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The religious house (issue 28, DESIGN.md 3 and 5c). `HOUSE#<id>` holds the record (`HOUSE`),
 * one item per member (`MEMBER#<userId>`, the head included) and one per assignment
 * (`ASSIGN#<id>`): at most HOUSE.maxMembers + HOUSE.maxAssignments + 1 items, read by one bounded
 * Query. `HOUSECODE#<code>` claims the invite code; `USER#<id>` / `HOUSE` is a learner's one
 * membership, so joining a second house fails a condition. Houses are listed for admins on
 * gsi1 `HOUSES`, newest first.
 */

export interface HouseRecord {
  id: string;
  name: string;
  head: Named;
  invite_code: string;
  member_count: number;
  assignment_count: number;
  created_at: string;
}

export interface MemberRecord {
  user_id: string;
  username: string;
  full_name: string;
  joined_at: string;
  is_head: boolean;
  in_ranking: boolean;
  /** The assignments this member has done (ids; an assignment deleted since is ignored). */
  done: string[];
}

export interface AssignmentRecord {
  id: string;
  kind: AssignmentKind;
  subjects: string[];
  due: string;
  created_at: string;
}

export interface Membership {
  house_id: string;
  is_head: boolean;
}

export interface HouseParts {
  house: HouseRecord;
  members: MemberRecord[];
  assignments: AssignmentRecord[];
}

type Item = Record<string, unknown>;

const houseFrom = (i: Item): HouseRecord => ({
  id: i.id as string,
  name: i.name as string,
  head: { id: i.head_id as string, username: i.head_username as string, full_name: i.head_full_name as string },
  invite_code: i.invite_code as string,
  member_count: (i.member_count as number | undefined) ?? 0,
  assignment_count: (i.assignment_count as number | undefined) ?? 0,
  created_at: i.created_at as string,
});

const memberFrom = (i: Item): MemberRecord => ({
  user_id: i.user_id as string,
  username: i.username as string,
  full_name: i.full_name as string,
  joined_at: i.joined_at as string,
  is_head: i.is_head === true,
  in_ranking: i.in_ranking !== false,
  done: i.done instanceof Set ? [...(i.done as Set<string>)] : [],
});

const assignmentFrom = (i: Item): AssignmentRecord => ({
  id: i.id as string,
  kind: i.kind as AssignmentKind,
  subjects: (i.subjects as string[] | undefined) ?? [],
  due: i.due as string,
  created_at: i.created_at as string,
});

const memberItem = (houseId: string, who: Named, isHead: boolean, at: string) => ({
  ...houseMemberKey(houseId, who.id),
  type: 'HouseMember',
  house_id: houseId,
  user_id: who.id,
  username: who.username,
  full_name: who.full_name,
  joined_at: at,
  is_head: isHead,
  in_ranking: true,
});

const membershipItem = (houseId: string, userId: string, isHead: boolean, at: string) => ({
  ...membershipKey(userId),
  type: 'HouseMembership',
  house_id: houseId,
  is_head: isHead,
  joined_at: at,
});

/** The learner's membership: which house, and whether they lead it. One GetItem. */
export async function getMembership(userId: string, consistent = false): Promise<Membership | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: membershipKey(userId), ConsistentRead: consistent }));
  return out.Item ? { house_id: out.Item.house_id as string, is_head: out.Item.is_head === true } : null;
}

/** Forgets a membership of a house that is gone (dissolved), only if it still points there. */
export async function dropStaleMembership(userId: string, houseId: string): Promise<void> {
  try {
    await retryOnConflict(() =>
      ddb.send(new DeleteCommand({ TableName: TABLE, Key: membershipKey(userId), ConditionExpression: 'house_id = :h', ExpressionAttributeValues: { ':h': houseId } })),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** The whole house in one bounded Query of its partition; null when it does not exist. */
export async function getHouseParts(houseId: string, consistent = false): Promise<HouseParts | null> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': houseKey(houseId).pk },
      ConsistentRead: consistent,
      Limit: HOUSE.maxMembers + HOUSE.maxAssignments + 1,
    }),
  );
  const items = out.Items ?? [];
  const record = items.find((i) => i.sk === 'HOUSE');
  if (!record) return null;
  return {
    house: houseFrom(record),
    members: items.filter((i) => String(i.sk).startsWith('MEMBER#')).map(memberFrom),
    assignments: items.filter((i) => String(i.sk).startsWith('ASSIGN#')).map(assignmentFrom),
  };
}

/** The house record alone (one GetItem). */
export async function getHouse(houseId: string): Promise<HouseRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: houseKey(houseId) }));
  return out.Item ? houseFrom(out.Item) : null;
}

/** The house an invite code opens, if the code is current. */
export async function houseIdByCode(code: string): Promise<string | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: houseCodeKey(code) }));
  return (out.Item?.house_id as string | undefined) ?? null;
}

/** One assignment of a house (one GetItem). */
export async function getAssignment(houseId: string, assignmentId: string): Promise<AssignmentRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: TABLE, Key: houseAssignmentKey(houseId, assignmentId) }));
  return out.Item ? assignmentFrom(out.Item) : null;
}

/**
 * Every write of the house runs again when DynamoDB cancels it only for another transaction on
 * the same items (two learners joining at once both count the house's members): its conditions
 * decide again; a refused condition is the caller's answer.
 */
const send = (items: TransactItem[]) => transactWrite(new TransactWriteCommand({ TransactItems: items }));

/**
 * Founds a house: its record, its code's claim, the head as first member and the head's
 * membership, in one transaction. Order of items (for the caller's cancellation reasons): the
 * membership last.
 */
export async function writeHouse(house: Omit<HouseRecord, 'member_count' | 'assignment_count'>, at: string): Promise<void> {
  await send([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...houseKey(house.id),
          type: 'House',
          id: house.id,
          name: house.name,
          head_id: house.head.id,
          head_username: house.head.username,
          head_full_name: house.head.full_name,
          invite_code: house.invite_code,
          member_count: 1,
          assignment_count: 0,
          created_at: house.created_at,
          gsi1pk: 'HOUSES',
          gsi1sk: `${house.created_at}#${house.id}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: TABLE, Item: { ...houseCodeKey(house.invite_code), type: 'HouseCode', house_id: house.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: TABLE, Item: memberItem(house.id, house.head, true, at) } },
    { Put: { TableName: TABLE, Item: membershipItem(house.id, house.head.id, true, at), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
}

/**
 * A learner joins: on condition that the code still opens this house, the house has room, and
 * the learner belongs to no house. Items: code check, house count, member, membership.
 */
export async function writeJoin(houseId: string, code: string, who: Named, at: string): Promise<void> {
  await send([
    { ConditionCheck: { TableName: TABLE, Key: houseCodeKey(code), ConditionExpression: 'house_id = :h', ExpressionAttributeValues: { ':h': houseId } } },
    {
      Update: {
        TableName: TABLE,
        Key: houseKey(houseId),
        UpdateExpression: 'ADD member_count :one',
        ConditionExpression: 'attribute_exists(pk) AND member_count < :max',
        ExpressionAttributeValues: { ':one': 1, ':max': HOUSE.maxMembers },
      },
    },
    { Put: { TableName: TABLE, Item: memberItem(houseId, who, false, at), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: TABLE, Item: membershipItem(houseId, who.id, false, at), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
}

/**
 * A member leaves (or is removed): their member item (never the head's), their membership and
 * the house's count, once: a second leave finds no member item.
 */
export async function writeLeave(houseId: string, userId: string): Promise<void> {
  await send([
    { Delete: { TableName: TABLE, Key: houseMemberKey(houseId, userId), ConditionExpression: 'attribute_exists(pk) AND is_head = :no', ExpressionAttributeValues: { ':no': false } } },
    { Delete: { TableName: TABLE, Key: membershipKey(userId), ConditionExpression: 'house_id = :h', ExpressionAttributeValues: { ':h': houseId } } },
    { Update: { TableName: TABLE, Key: houseKey(houseId), UpdateExpression: 'ADD member_count :minus', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':minus': -1 } } },
  ]);
}

/** A new invite code replaces the old one (whose claim goes), on condition that the old one is current. */
export async function writeInviteCode(houseId: string, oldCode: string, newCode: string): Promise<void> {
  await send([
    {
      Update: {
        TableName: TABLE,
        Key: houseKey(houseId),
        UpdateExpression: 'SET invite_code = :new',
        ConditionExpression: 'invite_code = :old',
        ExpressionAttributeValues: { ':new': newCode, ':old': oldCode },
      },
    },
    { Delete: { TableName: TABLE, Key: houseCodeKey(oldCode) } },
    { Put: { TableName: TABLE, Item: { ...houseCodeKey(newCode), type: 'HouseCode', house_id: houseId }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
}

/**
 * An update of a member's item, only while they are a member: false when they left (or were
 * removed) meanwhile.
 */
async function updateMember(houseId: string, userId: string, update: { expression: string; values: Record<string, unknown> }): Promise<boolean> {
  try {
    await retryOnConflict(() =>
      ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: houseMemberKey(houseId, userId),
          UpdateExpression: update.expression,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: update.values,
        }),
      ),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Whether a member takes part in the weekly ranking. False when they are no longer a member. */
export const writeInRanking = (houseId: string, userId: string, inRanking: boolean) =>
  updateMember(houseId, userId, { expression: 'SET in_ranking = :v', values: { ':v': inRanking } });

/**
 * An assignment, once (its id comes from what it asks: the same assignment sent twice is one),
 * under the house's cap, by its head, with a message in each other member's inbox in the same
 * transaction. Items: the assignment, the house's count, the messages.
 */
export async function writeAssignment(houseId: string, head: Named, assignment: AssignmentRecord, memberIds: readonly string[]): Promise<void> {
  await send([
    {
      Put: {
        TableName: TABLE,
        Item: { ...houseAssignmentKey(houseId, assignment.id), type: 'HouseAssignment', house_id: houseId, ...assignment },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: TABLE,
        Key: houseKey(houseId),
        UpdateExpression: 'ADD assignment_count :one',
        ConditionExpression: 'attribute_exists(pk) AND head_id = :head AND assignment_count < :max',
        ExpressionAttributeValues: { ':one': 1, ':head': head.id, ':max': HOUSE.maxAssignments },
      },
    },
    ...memberIds.map((id) => inboxPut(id, 'house_assignment', head, assignment.created_at, assignment.id)),
  ]);
}

/** Deletes an assignment, once. */
export async function deleteAssignment(houseId: string, assignmentId: string): Promise<void> {
  await send([
    { Delete: { TableName: TABLE, Key: houseAssignmentKey(houseId, assignmentId), ConditionExpression: 'attribute_exists(pk)' } },
    { Update: { TableName: TABLE, Key: houseKey(houseId), UpdateExpression: 'ADD assignment_count :minus', ExpressionAttributeValues: { ':minus': -1 } } },
  ]);
}

/** Marks an assignment done for a member (a set: done twice is done once); nothing when they left meanwhile. */
export async function markAssignmentDone(houseId: string, userId: string, assignmentId: string): Promise<void> {
  await updateMember(houseId, userId, { expression: 'ADD done :id', values: { ':id': new Set([assignmentId]) } });
}

/**
 * Dissolves a house: first its record and code go, in one transaction (from then on nobody
 * reads it as a house: a dissolve runs once); then its members' and assignments' items and the
 * memberships that still point to it. A membership left behind by an interrupted clean-up points
 * to no house and is dropped when read (services/house.ts).
 */
export async function deleteHouse(parts: HouseParts): Promise<void> {
  const { house } = parts;
  await send([
    { Delete: { TableName: TABLE, Key: houseKey(house.id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: TABLE, Key: houseCodeKey(house.invite_code) } },
  ]);
  await batchWrite([
    ...parts.members.map((m) => ({ DeleteRequest: { Key: houseMemberKey(house.id, m.user_id) } })),
    ...parts.assignments.map((a) => ({ DeleteRequest: { Key: houseAssignmentKey(house.id, a.id) } })),
  ]);
  await Promise.all(parts.members.map((m) => dropStaleMembership(m.user_id, house.id)));
}

/**
 * A page of houses for admins, newest first (gsi1 `HOUSES`). A full page says there may be more
 * (the next one is then possibly empty): no count of all houses is kept for this list alone.
 */
export async function listHousesPage(page: number, limit: number): Promise<{ houses: HouseRecord[]; has_more: boolean }> {
  const items = await queryPage({ index: 'gsi1', pk: 'HOUSES', forward: false }, page, limit);
  return { houses: items.map(houseFrom), has_more: items.length === limit };
}
