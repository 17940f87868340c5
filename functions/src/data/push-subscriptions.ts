import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { TABLE, ddb, epochSeconds, isConditionFailure } from '../lib/ddb.js';
import { REMINDER_DEVICE_PREFIX, REMINDER_PREFIX, reminderDeviceKey, reminderSentKey, reminderSettingKey, reminderSlotPk } from './keys.js';
import { queryAllByPrefix, queryIndexAll } from './paging.js';

/**
 * Daily practice reminders in the single table (DESIGN.md 3 and 5d, docs/decisions/022-reminders.md).
 * Access patterns, none a Scan:
 * - a learner's setting and devices: one Query of `USER#<id>` / `REMIND#` (the profile card, a
 *   change, the sender);
 * - the learners to remind this hour: one Query of gsi1 `REMINDERS#<utc hh>` (the sender), so a
 *   run reads only the reminders filed under its hour and the two beside it;
 * - a reminder sent today: a conditional Put of `USER#<id>` / `REMINDED#<local day>` (TTL), so of
 *   two runs, or a retried one, only one sends.
 */

/** The learner's choice: the hour of their clock, and the UTC hour it is filed under (gsi1). */
export interface ReminderSetting {
  user_id: string;
  hour: number;
  /** The UTC hour at whose start the learner's clock showed `hour` when it was filed (domain/reminder-slot.ts). */
  slot: number;
  /** The time zone the slot was computed in (the learner's practice time zone then). */
  time_zone: string;
  updated_at: string;
}

/** One browser's push subscription (RFC 8030 endpoint, RFC 8291 keys). */
export interface ReminderDevice {
  user_id: string;
  endpoint: string;
  /** SHA-256 of the endpoint, base64url: the item's key (an endpoint can run to a kilobyte). */
  endpoint_hash: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** How long the mark of a day's reminder is kept: past the learner's day in every time zone. */
const SENT_MARK_SECONDS = 3 * 24 * 60 * 60;

export const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('base64url');

const userIdOf = (pk: unknown) => String(pk).slice('USER#'.length);

function settingFrom(item: Record<string, NativeAttributeValue>): ReminderSetting {
  return {
    user_id: userIdOf(item.pk),
    hour: Number(item.hour),
    slot: Number(item.slot),
    time_zone: String(item.time_zone),
    updated_at: String(item.updated_at),
  };
}

function deviceFrom(item: Record<string, NativeAttributeValue>): ReminderDevice {
  return {
    user_id: userIdOf(item.pk),
    endpoint: String(item.endpoint),
    endpoint_hash: String(item.sk).slice(REMINDER_DEVICE_PREFIX.length),
    p256dh: String(item.p256dh),
    auth: String(item.auth),
    created_at: String(item.created_at),
  };
}

export interface LearnerReminders {
  setting: ReminderSetting | null;
  /** Oldest first. */
  devices: ReminderDevice[];
}

/** The learner's setting and devices (at most REMINDERS.maxDevices + 1 small items: one page). */
export async function getReminders(userId: string, consistent = false): Promise<LearnerReminders> {
  const items = await queryAllByPrefix(reminderSettingKey(userId).pk, REMINDER_PREFIX, consistent);
  const setting = items.find((item) => item.sk === reminderSettingKey(userId).sk);
  const devices = items
    .filter((item) => String(item.sk).startsWith(REMINDER_DEVICE_PREFIX))
    .map(deviceFrom)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { setting: setting ? settingFrom(setting) : null, devices };
}

/** Registers a browser, or renews its keys (the same endpoint keeps its place among the devices). */
export async function putDevice(device: Omit<ReminderDevice, 'endpoint_hash'>): Promise<void> {
  const key = reminderDeviceKey(device.user_id, endpointHash(device.endpoint));
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET #type = :type, #endpoint = :endpoint, p256dh = :p256dh, #auth = :auth, created_at = if_not_exists(created_at, :at)',
      // `auth` is one of DynamoDB's reserved words (and `endpoint` may become one).
      ExpressionAttributeNames: { '#type': 'type', '#endpoint': 'endpoint', '#auth': 'auth' },
      ExpressionAttributeValues: { ':type': 'ReminderDevice', ':endpoint': device.endpoint, ':p256dh': device.p256dh, ':auth': device.auth, ':at': device.created_at },
    }),
  );
}

/** The learner's hour, filed in gsi1 under its UTC slot (a new hour or time zone replaces the old one). */
export async function putSetting(setting: ReminderSetting): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...reminderSettingKey(setting.user_id),
        type: 'ReminderSetting',
        hour: setting.hour,
        slot: setting.slot,
        time_zone: setting.time_zone,
        updated_at: setting.updated_at,
        gsi1pk: reminderSlotPk(setting.slot),
        gsi1sk: setting.user_id,
      },
    }),
  );
}

/** Forgets one browser; true when it was registered. */
export async function deleteDevice(userId: string, hash: string): Promise<boolean> {
  const out = await ddb.send(new DeleteCommand({ TableName: TABLE, Key: reminderDeviceKey(userId, hash), ReturnValues: 'ALL_OLD' }));
  return Boolean(out.Attributes);
}

/** Turns the reminder off (its devices are deleted apart). */
export async function deleteSetting(userId: string): Promise<void> {
  await ddb.send(new DeleteCommand({ TableName: TABLE, Key: reminderSettingKey(userId) }));
}

/**
 * Files the reminder under another UTC hour, on condition that it is still filed where it was read
 * and at the same hour (a learner's change meanwhile wins). True when it moved.
 */
export async function moveSlot(setting: ReminderSetting, slot: number, timeZone: string, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: reminderSettingKey(setting.user_id),
        UpdateExpression: 'SET slot = :slot, gsi1pk = :pk, time_zone = :zone, updated_at = :at',
        ConditionExpression: 'slot = :from AND #hour = :hour',
        ExpressionAttributeNames: { '#hour': 'hour' },
        ExpressionAttributeValues: { ':slot': slot, ':pk': reminderSlotPk(slot), ':zone': timeZone, ':at': at, ':from': setting.slot, ':hour': setting.hour },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Every reminder filed under one UTC hour, page after page (gsi1 `REMINDERS#<hh>`). */
export async function settingsInSlot(slot: number): Promise<ReminderSetting[]> {
  return (await queryIndexAll({ index: 'gsi1', pk: reminderSlotPk(slot), forward: true })).map(settingFrom);
}

/**
 * Claims the learner's reminder of `day` (their local date): true for the one caller whose write
 * created the mark, false for every other (a second run, a retry). Claimed before sending, so a
 * reminder goes out at most once a day; a send that fails after the claim waits for tomorrow.
 * The mark's TTL is checked here too (DynamoDB deletes expired items late, DESIGN.md 3), though a
 * day's key is never claimed again once that day is over.
 */
export async function claimDay(userId: string, day: string, at: Date): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...reminderSentKey(userId, day), type: 'ReminderSent', day, sent_at: at.toISOString(), expires_at: epochSeconds(at) + SENT_MARK_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
        ExpressionAttributeValues: { ':now': epochSeconds(at) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
