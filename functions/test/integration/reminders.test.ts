import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REMINDER_MSG, REMINDERS, RemindersState, SignsStartResponse, UpdateRemindersResponse, type Language } from '@ifa/shared';
import { invokeScheduled } from '../../../scripts/src/local/scheduler.js';
import { localDay } from '../../src/domain/practice/streak.js';
import { localHour, slotFor } from '../../src/domain/reminder-slot.js';
import { vapidKeysFromSecret } from '../../src/lib/vapid-keys.js';
import type { RunReport } from '../../src/services/send-reminders.js';
import { adminUser } from '../support/admin.js';
import { useApi } from '../support/api.js';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from '../support/push-endpoint.js';

/**
 * Daily practice reminders (issue 35 point 4, DESIGN.md 5d) through the real handlers, DynamoDB
 * Local and the roles of the synthesized template: the learner's hour and browser set through
 * the API, the hourly sender invoked as EventBridge Scheduler invokes it (its handler, its input,
 * its own role), and a push service on this machine that checks the VAPID signature and decrypts
 * each message with the subscription's keys (support/push-endpoint.ts).
 */
const api = useApi();
let push: PushEndpoint;

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
  push = await startPushEndpoint();
});
afterAll(() => push.close());

const HOUR = 3600_000;
/** The next run of the schedule: the start of the next UTC hour (a run may not start late: handlers/reminders.ts). */
const nextRun = () => new Date(Math.ceil((Date.now() + 1) / HOUR) * HOUR);
const run = async (due: Date) => (await invokeScheduled('reminders', inject('iamRoles'), due)) as RunReport;
const publicKey = vapidKeysFromSecret(process.env.VAPID_SECRET!).publicKey;

const getState = async (token: string) => {
  const res = await api.call('GET', '/user/reminders', { token });
  expect(res.status, res.text).toBe(200);
  return RemindersState.parse(res.body);
};
const subscribe = (token: string, hour: number, subscription: TestSubscription) => api.call('PUT', '/user/reminders', { token, body: { hour, subscription } });
const unsubscribe = (token: string, endpoint: string) => api.call('DELETE', '/user/reminders', { token, body: { endpoint } });

/** A learner in `zone` reminded at the hour their clock shows at `due`, on one new browser. */
async function remindedLearner(due: Date, zone: string, language: Language = 'es') {
  const { access_token: token, user } = await api.registerUser({ language, time_zone: zone });
  const subscription = push.subscribe();
  const hour = localHour(due, zone);
  const res = await subscribe(token, hour, subscription);
  expect(res.status, res.text).toBe(200);
  return { token, user, subscription, hour };
}

/** `n` cards the learner has reviewed before and that are due now (a review's cards, days later). */
async function dueCards(userId: string, n: number) {
  const { createCardIfAbsent } = await import('../../src/data/cards.js');
  const past = new Date(Date.now() - 3 * 24 * HOUR).toISOString();
  const signs = ['ogbe', 'oyekun', 'iwori', 'odi', 'irosun', 'owonrin', 'obara', 'okanran'];
  for (let i = 0; i < n; i++) {
    await createCardIfAbsent(userId, signs[i]!, 'read', {
      due: past, stability: 2, difficulty: 5, elapsed_days: 1, scheduled_days: 2, learning_steps: 0, reps: 2, lapses: 0, state: 2, last_review: past,
    });
  }
}

/** What reached the push endpoint of `subscription` and was accepted: the decrypted messages. */
const delivered = (subscription: TestSubscription) =>
  push.received(subscription.endpoint).map((r) => {
    expect(r.problem, r.problem).toBeUndefined();
    return r.json as { title: string; body: string; url: string; lang: string; due_count: number };
  });

async function item(key: { pk: string; sk: string }) {
  const { ddb, TABLE } = await import('../../src/lib/ddb.js');
  return (await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item;
}

/** A zone where the next run falls on the same local day as now (a game played now counts "today" then). */
function zoneOfSameDay(due: Date) {
  const zone = ['America/Havana', 'Europe/Madrid', 'Asia/Kolkata', 'Asia/Tokyo', 'UTC'].find((z) => localDay(new Date(), z) === localDay(due, z));
  return zone!;
}

describe('the learner\'s reminder through the API', () => {
  it('is off at first, and answers the VAPID public key a browser subscribes with', async () => {
    const { access_token } = await api.registerUser({ time_zone: 'America/Havana' });
    expect(await getState(access_token)).toEqual({ enabled: false, hour: null, time_zone: 'America/Havana', devices: 0, public_key: publicKey });
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await api.call('GET', '/user/reminders')).status).toBe(401);
  });

  it('keeps the hour and the browser; the same browser again moves the hour, and does not count twice', async () => {
    const { access_token: token } = await api.registerUser({ time_zone: 'Europe/Madrid' });
    const subscription = push.subscribe();
    const saved = await subscribe(token, 7, subscription);
    expect(saved.status, saved.text).toBe(200);
    expect(UpdateRemindersResponse.parse(saved.body)).toMatchObject({ message: REMINDER_MSG.saved, reminders: { enabled: true, hour: 7, devices: 1, time_zone: 'Europe/Madrid' } });
    const moved = await subscribe(token, 21, subscription);
    expect(UpdateRemindersResponse.parse(moved.body).reminders).toMatchObject({ enabled: true, hour: 21, devices: 1 });
    expect(await getState(token)).toMatchObject({ enabled: true, hour: 21, devices: 1 });
  });

  it('a sixth browser replaces the oldest', async () => {
    const { access_token: token } = await api.registerUser();
    const browsers = Array.from({ length: REMINDERS.maxDevices + 1 }, () => push.subscribe());
    for (const browser of browsers) expect((await subscribe(token, 9, browser)).status).toBe(200);
    expect(await getState(token)).toMatchObject({ devices: REMINDERS.maxDevices });
    // The first browser was the one dropped: removing it changes nothing, removing the last does.
    expect(UpdateRemindersResponse.parse((await unsubscribe(token, browsers[0]!.endpoint)).body).reminders.devices).toBe(REMINDERS.maxDevices);
    expect(UpdateRemindersResponse.parse((await unsubscribe(token, browsers.at(-1)!.endpoint)).body).reminders.devices).toBe(REMINDERS.maxDevices - 1);
  });

  it('refuses bad input with clear Spanish messages, and stores nothing', async () => {
    const { access_token: token } = await api.registerUser();
    const good = push.subscribe();
    const refused = async (body: unknown, field: string, message: string) => {
      const res = await api.call('PUT', '/user/reminders', { token, body });
      expect(res.status, res.text).toBe(400);
      expect(res.body.detail).toContainEqual({ field, message });
    };
    await refused({ hour: 24, subscription: good }, 'hour', REMINDER_MSG.hourInvalid);
    await refused({ hour: 7.5, subscription: good }, 'hour', REMINDER_MSG.hourInvalid);
    await refused({ hour: '8', subscription: good }, 'hour', REMINDER_MSG.hourInvalid);
    await refused({ hour: 8 }, 'subscription', REMINDER_MSG.subscriptionInvalid);
    await refused({ hour: 8, subscription: { ...good, keys: undefined } }, 'subscription.keys', REMINDER_MSG.keysInvalid);
    // Endpoints the server must never be made to POST to (request forgery): http, an IP, a private name, another port.
    for (const endpoint of ['http://push.example.org/x', 'https://10.0.0.8/x', 'https://169.254.169.254/latest', 'https://metadata.internal/x', 'https://push.example.org:8443/x', 'javascript:alert(1)', `https://push.example.org/${'a'.repeat(REMINDERS.endpointMaxLength)}`]) {
      await refused({ hour: 8, subscription: { ...good, endpoint } }, 'subscription.endpoint', REMINDER_MSG.endpointInvalid);
    }
    await refused({ hour: 8, subscription: { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } } }, 'subscription.keys.auth', REMINDER_MSG.keysInvalid);
    // 65 bytes of base64url that are no point of the curve: the shape passes, the server's check does not.
    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    await refused({ hour: 8, subscription: { ...good, keys: { ...good.keys, p256dh: notAPoint.toString('base64url') } } }, 'subscription.keys.p256dh', REMINDER_MSG.keysInvalid);
    const emptyDelete = await unsubscribe(token, '');
    expect(emptyDelete.status).toBe(400);
    expect(emptyDelete.body.detail).toContainEqual({ field: 'endpoint', message: REMINDER_MSG.endpointInvalid });
    expect(await getState(token)).toMatchObject({ enabled: false, devices: 0 });
    expect((await api.call('PUT', '/user/reminders', { body: { hour: 8, subscription: good } })).status).toBe(401);
  });
});

describe('the hourly sender', () => {
  it('reaches each learner at their chosen hour, decrypting to the due count in their language', async () => {
    const due = nextRun();
    const havana = await remindedLearner(due, 'America/Havana', 'es');
    const kolkata = await remindedLearner(due, 'Asia/Kolkata', 'en');
    const paris = await remindedLearner(due, 'Europe/Paris', 'fr');
    await dueCards(havana.user.id, 3);
    await dueCards(kolkata.user.id, 1);
    // Another hour of the same clock: not this run's.
    const { access_token: laterToken } = await api.registerUser({ time_zone: 'America/Havana' });
    const later = push.subscribe();
    await subscribe(laterToken, (havana.hour + 1) % 24, later);

    const report = await run(due);
    expect(report.outcomes.sent).toBeGreaterThanOrEqual(3);

    expect(delivered(havana.subscription)).toEqual([
      expect.objectContaining({ title: 'Es hora de practicar', lang: 'es', due_count: 3, url: '/practice', body: expect.stringMatching(/^Tienes 3 tarjetas para repasar\./) }),
    ]);
    expect(delivered(kolkata.subscription)).toEqual([expect.objectContaining({ lang: 'en', due_count: 1, body: expect.stringMatching(/^You have 1 card to review\./) })]);
    expect(delivered(paris.subscription)).toEqual([expect.objectContaining({ lang: 'fr', due_count: 0, body: expect.stringMatching(/^Vous n’avez aucune carte à réviser/) })]);
    // Signed with the stage's VAPID key for this push service's origin (checked by the endpoint).
    for (const received of push.received(havana.subscription.endpoint)) expect(received.vapid).toMatchObject({ aud: push.origin, publicKey });
    expect(push.received(later.endpoint)).toEqual([]);
  });

  it('sends nothing to a learner who already practised that day', async () => {
    const due = nextRun();
    const zone = zoneOfSameDay(due);
    const learner = await remindedLearner(due, zone);
    const idle = await remindedLearner(due, zone);
    // A finished game counts the day (DESIGN.md 5b), as the review does.
    const game = SignsStartResponse.parse(
      (await api.call('POST', '/games/ifa-signs/start', { token: learner.token, body: { difficulty: 'beginner', topics: ['recognition'], oddun_set: 'meyi', question_count: 10, game_mode: 'multiple_choice' } })).body,
    );
    const { loadGameSession } = await import('../../src/data/game-sessions.js');
    const key = new Map((await loadGameSession(game.session_id))!.questions.map((q) => [q.id, q.correct_answers]));
    for (const q of game.questions) {
      const right = key.get(q.id)!;
      const res = await api.call('POST', '/games/ifa-signs/answer', { token: learner.token, body: { session_id: game.session_id, question_id: q.id, answer: q.is_multiple_answer ? right : right[0]! } });
      expect(res.status, res.text).toBe(200);
    }
    const summary = await api.call('GET', '/practice/summary', { token: learner.token });
    expect(summary.body.streak.today_done).toBe(true);

    await run(due);
    expect(push.received(learner.subscription.endpoint)).toEqual([]);
    // The check can fail: the learner who did not practise, same zone and hour, got theirs.
    expect(delivered(idle.subscription)).toHaveLength(1);
  });

  it('sends nothing to a browser that unsubscribed; with none left the reminder is off', async () => {
    const due = nextRun();
    const learner = await remindedLearner(due, 'Europe/Madrid');
    const second = push.subscribe();
    expect((await subscribe(learner.token, learner.hour, second)).status).toBe(200);

    const off = await unsubscribe(learner.token, learner.subscription.endpoint);
    expect(off.status, off.text).toBe(200);
    expect(UpdateRemindersResponse.parse(off.body)).toMatchObject({ message: REMINDER_MSG.removed, reminders: { enabled: true, devices: 1 } });
    await run(due);
    expect(push.received(learner.subscription.endpoint)).toEqual([]);
    expect(delivered(second)).toHaveLength(1);

    // The last browser leaves: the reminder is off and the next day's run finds nobody.
    const last = UpdateRemindersResponse.parse((await unsubscribe(learner.token, second.endpoint)).body);
    expect(last.reminders).toMatchObject({ enabled: false, hour: null, devices: 0 });
    const { reminderSettingKey } = await import('../../src/data/keys.js');
    expect(await item(reminderSettingKey(learner.user.id))).toBeUndefined();
    await run(new Date(due.getTime() + 24 * HOUR));
    expect(delivered(second)).toHaveLength(1);
    // Removing a browser twice is no error.
    expect((await unsubscribe(learner.token, second.endpoint)).status).toBe(200);
  });

  it('deletes a browser the push service reports gone (404, 410), keeps one that failed otherwise', async () => {
    const due = nextRun();
    const learner = await remindedLearner(due, 'America/Havana');
    const [gone, missing, busy] = [push.subscribe(), push.subscribe(), push.subscribe()];
    for (const browser of [gone, missing, busy]) expect((await subscribe(learner.token, learner.hour, browser)).status).toBe(200);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);
    push.answer(busy.endpoint, 503);

    const report = await run(due);
    expect(report.gone_devices).toBeGreaterThanOrEqual(2);
    expect(report.failed_pushes).toBeGreaterThanOrEqual(1);
    expect(delivered(learner.subscription)).toHaveLength(1);
    // The two gone browsers are deleted; the one that failed for now stays for tomorrow.
    expect(await getState(learner.token)).toMatchObject({ enabled: true, devices: 2 });

    // A learner whose only browser is gone: the browser and the reminder are deleted.
    const alone = await remindedLearner(due, 'America/Havana');
    push.answer(alone.subscription.endpoint, 410);
    await run(due);
    expect(await getState(alone.token)).toMatchObject({ enabled: false, devices: 0, hour: null });
  });

  it('sends once when two runs of the hour overlap (a doubled or retried schedule)', async () => {
    const due = nextRun();
    const learners = await Promise.all(['America/Havana', 'Europe/Madrid', 'Asia/Kolkata', 'UTC'].map((zone) => remindedLearner(due, zone)));
    const reports = await Promise.all([run(due), run(due), run(due)]);
    for (const learner of learners) expect(delivered(learner.subscription), learner.user.id).toHaveLength(1);
    const sent = reports.reduce((n, r) => n + (r.outcomes.sent ?? 0), 0);
    const already = reports.reduce((n, r) => n + (r.outcomes.already_sent ?? 0), 0);
    expect(sent).toBeGreaterThanOrEqual(learners.length);
    expect(already).toBeGreaterThanOrEqual(2 * learners.length);
    // A retry later in the hour sends nothing more either.
    await run(due);
    for (const learner of learners) expect(delivered(learner.subscription)).toHaveLength(1);
  });

  it('follows the learner to a new time zone, and files again a reminder a clock change moved', async () => {
    const due = nextRun();
    const learner = await remindedLearner(new Date(due.getTime() + 5 * HOUR), 'America/Havana');
    // The learner moves to Tokyo and wants the hour the next run shows there.
    const tokyoHour = localHour(due, 'Asia/Tokyo');
    expect((await subscribe(learner.token, tokyoHour, learner.subscription)).status).toBe(200);
    expect((await api.call('PUT', '/user/preferences', { token: learner.token, body: { time_zone: 'Asia/Tokyo' } })).status).toBe(200);
    const { getReminders, putSetting } = await import('../../src/data/push-subscriptions.js');
    const { setting } = await getReminders(learner.user.id, true);
    expect(setting).toMatchObject({ hour: tokyoHour, time_zone: 'Asia/Tokyo', slot: slotFor(tokyoHour, 'Asia/Tokyo', new Date()) });
    await run(due);
    expect(delivered(learner.subscription)).toHaveLength(1);

    // Filed an hour off (as a daylight-saving change leaves it): the run beside it sends it and files it back.
    const shifted = await remindedLearner(due, 'Europe/Madrid');
    const filed = (await getReminders(shifted.user.id, true)).setting!;
    await putSetting({ ...filed, slot: (filed.slot + 1) % 24 });
    await run(due);
    expect(delivered(shifted.subscription)).toHaveLength(1);
    expect((await getReminders(shifted.user.id, true)).setting!.slot).toBe(filed.slot);
  });

  it('drops a run that starts too late, and forgets the reminders of a deleted account', async () => {
    const late = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR);
    const learner = await remindedLearner(late, 'UTC');
    expect(await run(late)).toEqual({ skipped: 'late' });
    expect(push.received(learner.subscription.endpoint)).toEqual([]);

    const due = nextRun();
    const leaving = await remindedLearner(due, 'Europe/Madrid');
    const admin = await adminUser(api);
    expect((await api.call('DELETE', `/admin/users/${leaving.user.id}`, { token: admin.token })).status).toBe(200);
    await run(due);
    expect(push.received(leaving.subscription.endpoint)).toEqual([]);
    const { getReminders } = await import('../../src/data/push-subscriptions.js');
    expect(await getReminders(leaving.user.id, true)).toEqual({ setting: null, devices: [] });
  });
});
