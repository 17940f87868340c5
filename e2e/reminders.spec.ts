import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { startPushEndpoint, type PushEndpoint, type TestSubscription } from '../functions/test/support/push-endpoint';
import { violations } from './support/axe';
import { readItem } from './support/ddb';
import { expect, signedInAs, test, toast, uniqueUser } from './support/fixtures';

/**
 * Daily practice reminders on the profile (issue 35 points 4 and 5, DESIGN.md 5d), in a real
 * Chromium against the local stack. Chromium here cannot reach a push service, so the page's
 * PushManager is replaced by an init script that hands out a subscription of the tests' own push
 * endpoint (functions/test/support/push-endpoint.ts), with a real P-256 key pair and auth secret.
 * The rest is real: the app's service worker, the notification permission, the card, the API,
 * the table, and the hourly sender, whose message the endpoint decrypts with those keys.
 */
test.use({ serviceWorkers: 'allow', bypassCSP: true });

const run = promisify(execFile);

/** The start of the next UTC hour: the next run of the schedule. */
const nextRun = () => new Date(Math.ceil((Date.now() + 1) / 3_600_000) * 3_600_000);

/** Replaces this page's PushManager with one that subscribes to `subscription` (kept across reloads, as a browser keeps it). */
async function stubPushManager(page: Page, subscription: TestSubscription) {
  await page.addInitScript((sub) => {
    const STORE = 'e2e.push.applicationServerKey';
    const calls = { subscribe: [] as number[][], unsubscribe: 0 };
    (window as unknown as { __push: typeof calls }).__push = calls;
    const made = (key: number[]) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        calls.unsubscribe++;
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = [...new Uint8Array(options!.applicationServerKey as ArrayBuffer)];
      calls.subscribe.push(key);
      localStorage.setItem(STORE, JSON.stringify(key));
      return made(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const saved = localStorage.getItem(STORE);
      return (saved ? made(JSON.parse(saved) as number[]) : null) as unknown as PushSubscription;
    };
  }, subscription);
}

/** The hourly run, now, against the e2e stack's table (what EventBridge Scheduler invokes in AWS). */
async function sendReminders(at: Date) {
  const { stdout } = await run('npx', ['tsx', 'scripts/src/send-reminders-now.ts', '--endpoint', process.env.E2E_DDB_ENDPOINT!, '--table', process.env.E2E_TABLE_NAME!, '--at', at.toISOString()]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { outcomes: Record<string, number> };
}

/** Delivers a push message to the page's service worker through DevTools, and reads the notifications it then shows. */
async function deliverToWorker(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data });
  await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(1);
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url })),
  );
}

const remindersOf = async (page: Page, token: string) => {
  const response = await page.request.get('/api/user/reminders', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { enabled: boolean; hour: number | null; devices: number; public_key: string };
};

test.describe('daily reminders on the profile', () => {
  let push: PushEndpoint;
  test.beforeEach(async () => {
    push = await startPushEndpoint();
  });
  test.afterEach(async () => {
    await push.close();
  });

  test('a learner turns on a reminder at an hour, gets it at that hour, changes the hour and turns it off', async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const subscription = push.subscribe();
    await stubPushManager(page, subscription);
    const due = nextRun();
    const hour = due.getUTCHours();
    const { auth } = await signedInAs(page, request, uniqueUser('remind'));
    const token = auth.access_token;
    // The learner's days and hours count in UTC here, so the next run is at `hour` of their clock.
    expect((await page.request.put('/api/user/preferences', { headers: { authorization: `Bearer ${token}` }, data: { time_zone: 'UTC' } })).status()).toBe(200);

    await page.goto('/profile');
    const card = page.getByTestId('reminders-card');
    await expect(card.getByRole('heading', { name: 'Recordatorios' })).toBeVisible();
    await expect(card.getByTestId('reminders-status')).toHaveText('Desactivado: no recibes recordatorios.');
    await card.getByLabel('Hora del recordatorio').selectOption(String(hour));
    await card.getByRole('button', { name: 'Activar recordatorio' }).click();
    await expect(toast(page, 'Recordatorio diario activado')).toBeVisible();
    await expect(card.getByTestId('reminders-status')).toHaveText(`Activado en este dispositivo, cada día: ${hour}:00.`);
    expect(await violations(page), 'WCAG 2.2 AA on the profile with the card on').toEqual([]);

    // The browser subscribed with the server's VAPID key, and the server stored this browser.
    const stored = await remindersOf(page, token);
    expect(stored).toMatchObject({ enabled: true, hour, devices: 1 });
    const calls = await page.evaluate(() => (window as unknown as { __push: { subscribe: number[][] } }).__push.subscribe);
    expect(calls).toEqual([[...Buffer.from(stored.public_key, 'base64url')]]);
    const hash = createHash('sha256').update(subscription.endpoint).digest('base64url');
    const device = await readItem({ pk: `USER#${auth.user.id}`, sk: `REMIND#DEVICE#${hash}` });
    expect(device).toMatchObject({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth });

    // At that hour the sender's message reaches the push endpoint and decrypts to the learner's Spanish text.
    await sendReminders(due);
    const received = push.received(subscription.endpoint);
    expect(received.map((r) => r.problem)).toEqual([undefined]);
    expect(received[0]!.json).toMatchObject({ title: 'Es hora de practicar', lang: 'es', due_count: 0, url: '/practice', body: expect.stringContaining('aprende signos nuevos') });
    // Handed to the app's service worker as the push service would (DevTools' own push delivery),
    // the worker shows it as a notification (web/public/push-handler.js).
    const shown = await deliverToWorker(page, received[0]!.text!);
    expect(shown).toEqual([{ title: 'Es hora de practicar', body: expect.stringContaining('aprende signos nuevos'), tag: 'ifa-practice-reminder', url: '/practice' }]);

    // After a reload the card still knows this browser is on; another hour moves the reminder.
    await page.reload();
    await expect(card.getByTestId('reminders-status')).toHaveText(`Activado en este dispositivo, cada día: ${hour}:00.`);
    const later = (hour + 2) % 24;
    await card.getByLabel('Hora del recordatorio').selectOption(String(later));
    await card.getByRole('button', { name: 'Cambiar la hora' }).click();
    await expect(toast(page, 'Hora del recordatorio cambiada')).toBeVisible();
    await expect(card.getByTestId('reminders-status')).toHaveText(`Activado en este dispositivo, cada día: ${later}:00.`);
    expect(await remindersOf(page, token)).toMatchObject({ enabled: true, hour: later, devices: 1 });

    // Off: the server forgets the browser, the browser unsubscribes, the next day's run sends nothing.
    await card.getByRole('button', { name: 'Desactivar en este dispositivo' }).click();
    await expect(toast(page, 'Recordatorios desactivados en este dispositivo')).toBeVisible();
    await expect(card.getByTestId('reminders-status')).toHaveText('Desactivado: no recibes recordatorios.');
    await expect(card.getByRole('button', { name: 'Activar recordatorio' })).toBeVisible();
    expect(await remindersOf(page, token)).toMatchObject({ enabled: false, hour: null, devices: 0 });
    expect(await page.evaluate(() => (window as unknown as { __push: { unsubscribe: number } }).__push.unsubscribe)).toBe(1);
    expect(await readItem({ pk: `USER#${auth.user.id}`, sk: `REMIND#DEVICE#${hash}` })).toBeUndefined();
    await sendReminders(new Date(due.getTime() + 24 * 3_600_000));
    expect(push.received(subscription.endpoint)).toHaveLength(1);
  });

  test('says so, in the learner\'s language, when notifications are blocked or the browser cannot receive them', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    await signedInAs(page, request, uniqueUser('blocked'));
    await page.goto('/profile');
    const card = page.getByTestId('reminders-card');
    await expect(card.getByTestId('reminders-problem')).toHaveText(/Las notificaciones están bloqueadas para este sitio/);
    await expect(card.getByRole('button', { name: 'Activar recordatorio' })).toBeDisabled();
    expect(await violations(page), 'WCAG 2.2 AA with the blocked notice').toEqual([]);

    const other = await page.context().browser()!.newContext({ baseURL: page.url().replace(/\/profile$/, ''), locale: 'fr-FR', serviceWorkers: 'block' });
    const french = await other.newPage();
    await french.addInitScript(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await signedInAs(french, request, uniqueUser('nopush'));
    await french.goto('/profile');
    await french.getByRole('button', { name: 'Cambiar idioma' }).click();
    await french.getByRole('dialog', { name: 'Cambiar idioma' }).getByRole('button', { name: 'Français' }).click();
    const frCard = french.getByTestId('reminders-card');
    await expect(frCard.getByRole('heading', { name: 'Rappels' })).toBeVisible();
    await expect(frCard.getByTestId('reminders-problem')).toHaveText(/Ce navigateur ne peut pas recevoir de notifications/);
    await expect(frCard.getByRole('button', { name: 'Activer le rappel' })).toHaveCount(0);
    await other.close();
  });
});
