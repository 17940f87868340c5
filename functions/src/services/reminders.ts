import { ECDH } from 'node:crypto';
import { REMINDERS, REMINDER_MSG, type RemindersState, type UpdateRemindersRequest } from '@ifa/shared';
import { deleteDevice, deleteSetting, endpointHash, getReminders, moveSlot, putDevice, putSetting, type LearnerReminders } from '../data/push-subscriptions.js';
import type { UserRecord } from '../data/users.js';
import { slotFor } from '../domain/reminder-slot.js';
import { fieldError } from '../lib/errors.js';
import { pushEndpointAllowed } from '../lib/push-endpoints.js';
import { vapidKeys } from '../lib/vapid-keys.js';

/**
 * The learner's daily reminder, as the profile card sets it (DESIGN.md 5d): the hour of their
 * clock and the browsers that receive it. The sender lives apart (services/send-reminders.ts), so
 * the user group's bundle carries no push library.
 */

async function stateOf(user: Pick<UserRecord, 'practice'>, held: LearnerReminders): Promise<RemindersState> {
  const { publicKey } = await vapidKeys();
  return {
    enabled: Boolean(held.setting) && held.devices.length > 0,
    hour: held.setting?.hour ?? null,
    time_zone: user.practice.time_zone,
    devices: held.devices.length,
    public_key: publicKey,
  };
}

export async function remindersOf(user: UserRecord): Promise<RemindersState> {
  return stateOf(user, await getReminders(user.id));
}

/** A P-256 point (what a browser's p256dh is); a key that is not one would fail every send. */
function isCurvePoint(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * PUT /user/reminders: remind the learner at `hour` of their clock on this browser. The hour is
 * the learner's (one for all their devices): a new one moves it for every device. A browser past
 * REMINDERS.maxDevices replaces the oldest: a learner cannot see the list, and old browsers are
 * the ones most likely gone.
 */
export async function saveReminder(user: UserRecord, body: UpdateRemindersRequest, now: Date) {
  const { endpoint, keys } = body.subscription;
  // Loopback endpoints pass the shared schema; only a local stack may store one (lib/push-endpoints.ts).
  if (!pushEndpointAllowed(endpoint)) throw fieldError('subscription.endpoint', REMINDER_MSG.endpointInvalid);
  if (!isCurvePoint(keys.p256dh)) throw fieldError('subscription.keys.p256dh', REMINDER_MSG.keysInvalid);

  const before = await getReminders(user.id, true);
  const hash = endpointHash(endpoint);
  const others = before.devices.filter((d) => d.endpoint_hash !== hash);
  const evicted = others.slice(0, Math.max(0, others.length - (REMINDERS.maxDevices - 1)));
  await Promise.all(evicted.map((d) => deleteDevice(user.id, d.endpoint_hash)));

  const at = now.toISOString();
  // The device first, then the setting: a removal of the last other device in between
  // (removeReminderDevice) may delete the setting, and this write brings it back.
  await putDevice({ user_id: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, created_at: at });
  const zone = user.practice.time_zone;
  await putSetting({ user_id: user.id, hour: body.hour, slot: slotFor(body.hour, zone, now), time_zone: zone, updated_at: at });
  return { success: true as const, message: REMINDER_MSG.saved, reminders: await stateOf(user, await getReminders(user.id, true)) };
}

/**
 * DELETE /user/reminders: no more reminders on the browser of this endpoint (whether or not it
 * was registered: the browser may have unsubscribed before). With no device left the reminder is
 * off.
 */
export async function removeReminderDevice(user: UserRecord, endpoint: string) {
  await deleteDevice(user.id, endpointHash(endpoint));
  const after = await getReminders(user.id, true);
  if (after.setting && after.devices.length === 0) {
    await deleteSetting(user.id);
    after.setting = null;
  }
  return { success: true as const, message: REMINDER_MSG.removed, reminders: await stateOf(user, after) };
}

/**
 * The learner changed their time zone (PUT /user/preferences): the reminder is filed again under
 * the UTC hour that is now their chosen hour, so it comes at that hour of their new clock. (A
 * daylight-saving change needs nothing here: the sender files those again itself.)
 */
export async function followTimeZone(userId: string, timeZone: string, now: Date): Promise<void> {
  const { setting } = await getReminders(userId, true);
  if (!setting) return;
  const slot = slotFor(setting.hour, timeZone, now);
  if (slot !== setting.slot || timeZone !== setting.time_zone) await moveSlot(setting, slot, timeZone, now.toISOString());
}
