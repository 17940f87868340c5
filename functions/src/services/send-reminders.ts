import { PRACTICE } from '@ifa/shared';
import { dueCards } from '../data/cards.js';
import { claimDay, deleteDevice, deleteSetting, getReminders, moveSlot, settingsInSlot, type ReminderDevice, type ReminderSetting } from '../data/push-subscriptions.js';
import { getUser } from '../data/users.js';
import { dueShown } from '../domain/practice/daily-plan.js';
import { localDay } from '../domain/practice/streak.js';
import { reminderAt, slotsToRead } from '../domain/reminder-slot.js';
import { reminderNotification } from '../domain/reminder-text.js';
import { mapLimit } from '../lib/concurrency.js';
import { log } from '../lib/log.js';
import { sendPush, type PushOutcome } from '../lib/push-sender.js';
import { vapidKeys, type VapidKeys } from '../lib/vapid-keys.js';

/**
 * The hourly reminder run (DESIGN.md 5d, docs/decisions/022-reminders.md), invoked by EventBridge
 * Scheduler at the start of every UTC hour (handlers/reminders.ts). It reads the reminders filed
 * under this hour and the two beside it, and for each learner whose clock shows their chosen hour:
 * skips a learner who already practised today (their streak counted today, in their time zone),
 * claims today's reminder with a conditional write (so two runs, or a retried one, send it once),
 * counts the cards to review by the one rule of 'N to review', and pushes the text in the
 * learner's language to each of their browsers. A browser the push service reports gone (404,
 * 410) is deleted, and the reminder with the last one; any other failure is logged and the
 * batch goes on.
 */

export type LearnerOutcome = 'sent' | 'undelivered' | 'not_due' | 'practised' | 'already_sent' | 'inactive' | 'account_gone' | 'no_device' | 'error';

export interface RunReport {
  at: string;
  /** Reminders read from the three slots. */
  read: number;
  outcomes: Partial<Record<LearnerOutcome, number>>;
  /** Reminders filed under another hour (a daylight-saving change, a new time zone). */
  moved: number;
  /** Push messages accepted by the push services, and browsers deleted as gone. */
  pushes: number;
  gone_devices: number;
  failed_pushes: number;
  /** Learners not reached before the run had to stop (the Lambda's time was running out). */
  unfinished: number;
}

/**
 * Learners handled at once: each waits on the table (a few ms a call) and on push services (tens
 * of ms), so the run is bound by latency, not CPU; 16 keeps a run of a thousand learners within
 * seconds and far below the table's and the push services' limits.
 */
export const CONCURRENCY = 16;

interface LearnerResult {
  outcome: LearnerOutcome;
  moved: boolean;
  pushes: number;
  gone: number;
  failed: number;
}

const result = (outcome: LearnerOutcome, extra: Partial<LearnerResult> = {}): LearnerResult => ({ outcome, moved: false, pushes: 0, gone: 0, failed: 0, ...extra });

/** The origin of an endpoint, for the logs: the rest of the URL identifies a browser. */
const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
};

async function forgetLearner(userId: string): Promise<void> {
  const { devices } = await getReminders(userId, true);
  await Promise.all(devices.map((d) => deleteDevice(userId, d.endpoint_hash)));
  await deleteSetting(userId);
}

async function push(devices: ReminderDevice[], message: string, keys: VapidKeys): Promise<Pick<LearnerResult, 'pushes' | 'gone' | 'failed'>> {
  const outcomes: PushOutcome[] = await Promise.all(devices.map((d) => sendPush({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, message, keys)));
  let pushes = 0;
  let gone = 0;
  let failed = 0;
  await Promise.all(
    outcomes.map(async (outcome, i) => {
      const device = devices[i]!;
      if (outcome.kind === 'sent') pushes++;
      else if (outcome.kind === 'gone') {
        gone++;
        await deleteDevice(device.user_id, device.endpoint_hash);
      } else {
        failed++;
        log('warn', 'reminder push failed', { user_id: device.user_id, push_service: originOf(device.endpoint), status: outcome.status, reason: outcome.reason });
      }
    }),
  );
  return { pushes, gone, failed };
}

async function remindLearner(setting: ReminderSetting, at: Date, keys: VapidKeys): Promise<LearnerResult> {
  const iso = at.toISOString();
  // Not due by the clock it was filed with: nothing to send; if a daylight-saving change has
  // moved the UTC hour of the chosen hour, it is filed there (no read of the learner needed).
  const filed = reminderAt(setting.hour, setting.time_zone, at);
  if (!filed.due) return result('not_due', { moved: filed.slot !== setting.slot && (await moveSlot(setting, filed.slot, setting.time_zone, iso)) });
  const user = await getUser(setting.user_id);
  if (!user) {
    // The account was deleted: its reminder and browsers go with it.
    await forgetLearner(setting.user_id);
    return result('account_gone');
  }
  const zone = user.practice.time_zone;
  const now = zone === setting.time_zone ? filed : reminderAt(setting.hour, zone, at);
  // Filed under another hour or zone than the learner's clock now says (a time zone changed
  // while the profile's own re-filing failed, or daylight saving): file it where it belongs.
  const moved = (now.slot !== setting.slot || zone !== setting.time_zone) && (await moveSlot(setting, now.slot, zone, iso));
  if (!now.due) return result('not_due', { moved });
  if (!user.is_active) return result('inactive', { moved });
  const today = localDay(at, zone);
  // A day already counted for the streak (a finished game or review session) needs no reminder.
  if (user.streak.last_day === today) return result('practised', { moved });
  if (!(await claimDay(user.id, today, at))) return result('already_sent', { moved });
  const [{ devices }, due] = await Promise.all([getReminders(user.id), dueCards(user.id, at, PRACTICE.duePage)]);
  if (!devices.length) {
    await deleteSetting(user.id);
    return result('no_device', { moved });
  }
  const message = JSON.stringify(reminderNotification(user.language, dueShown(due.cards, due.more, at)));
  const sent = await push(devices, message, keys);
  // Every browser gone: the reminder is off, as after the learner's own last unsubscribe.
  if (sent.gone === devices.length) await deleteSetting(user.id);
  return result(sent.pushes > 0 ? 'sent' : 'undelivered', { moved, ...sent });
}

/**
 * One run, for the hour that starts at `at` (the schedule's own time, so a retried invocation
 * still sends what was due then). `stop` is asked before each learner (the Lambda's time running
 * out): those not reached are counted in `unfinished`, and the handler fails the invocation so
 * that Lambda retries it; the day's marks keep the learners already reminded from a second one.
 */
export async function sendReminders(at: Date, stop: () => boolean = () => false): Promise<RunReport> {
  const keys = await vapidKeys();
  const settings = (await Promise.all(slotsToRead(at).map(settingsInSlot))).flat();
  const results = await mapLimit(
    settings,
    CONCURRENCY,
    async (setting) => {
      try {
        return await remindLearner(setting, at, keys);
      } catch (error) {
        // One learner's failure (a throttled read, a bad item) does not stop the others.
        log('error', 'reminder failed', { user_id: setting.user_id, error: String(error) });
        return result('error');
      }
    },
    stop,
  );
  const report: RunReport = { at: at.toISOString(), read: settings.length, outcomes: {}, moved: 0, pushes: 0, gone_devices: 0, failed_pushes: 0, unfinished: 0 };
  for (const r of results) {
    if (!r) {
      report.unfinished++;
      continue;
    }
    report.outcomes[r.outcome] = (report.outcomes[r.outcome] ?? 0) + 1;
    if (r.moved) report.moved++;
    report.pushes += r.pushes;
    report.gone_devices += r.gone;
    report.failed_pushes += r.failed;
  }
  return report;
}
