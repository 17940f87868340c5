import type { PushSubscriptionBody } from '@ifa/shared';
import { REMINDER_MSG } from '@ifa/shared/messages';
import { REMINDERS } from '@ifa/shared/reminders';

/**
 * This browser's side of the daily reminders (DESIGN.md 5d): whether it can receive Web Push, the
 * notification permission, and its PushSubscription with the app's service worker (web/build/pwa.ts,
 * whose web/public/push-handler.js shows the reminder). Whether this browser is one of the
 * learner's registered devices is known here, not on the server: it holds the subscription.
 */

/** Why this browser cannot be reminded (each has its text in the reminders catalog). */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'noWorker';

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushSetupError';
  }
}

/** The hours offered, 0 to 23 of the learner's clock. */
export const HOURS = Array.from({ length: REMINDERS.lastHour - REMINDERS.firstHour + 1 }, (_, i) => REMINDERS.firstHour + i);

/** The hour the card offers before the learner has chosen one: early evening, after work or school. */
export const DEFAULT_HOUR = 19;

/** Service workers, the Push API and notifications, all three (Safari on iOS has them only in an installed app). */
export function canReceivePush(scope: typeof globalThis = globalThis): boolean {
  return 'serviceWorker' in (scope.navigator ?? {}) && 'PushManager' in scope && 'Notification' in scope;
}

/** The notification permission as it stands; 'denied' is the browser's (or the learner's) choice, only its settings change it. */
export const notificationPermission = (scope: typeof globalThis = globalThis): NotificationPermission =>
  'Notification' in scope ? scope.Notification.permission : 'denied';

/** The key's bytes from base64url (the VAPID public key, a browser's applicationServerKey). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this VAPID key (a new key on the server needs a new subscription). */
export function madeWithKey(subscription: Pick<PushSubscription, 'options'>, publicKey: string): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const a = new Uint8Array(used);
  const b = keyBytes(publicKey);
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** 8 -> '8:00' / '08:00' / '8:00 AM', as the interface language writes an hour. */
export function hourLabel(hour: number, language: string): string {
  const locale = { es: 'es-ES', en: 'en-US', fr: 'fr-FR' }[language] ?? language;
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/** The key of a server message of the reminders (REMINDER_MSG), to show it in the interface language. */
export function reminderMessageKey(message: string | undefined): keyof typeof REMINDER_MSG | undefined {
  return (Object.keys(REMINDER_MSG) as Array<keyof typeof REMINDER_MSG>).find((key) => REMINDER_MSG[key] === message);
}

/** How long to wait for the app's worker: it registers after the page has loaded (web/src/lib/pwa/register.ts). */
const WORKER_WAIT_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('noWorker')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's subscription with the app's worker, if it has one (never waits for a worker that is not there). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!canReceivePush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Subscribes this browser with the server's VAPID key: asks for the notification permission
 * first (the browser's own prompt), keeps a subscription already made with that key, replaces one
 * made with another. Throws a PushSetupError the card explains.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionBody> {
  if (!canReceivePush()) throw new PushSetupError('unsupported');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
  const registration = await workerRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return bodyOf(existing.toJSON());
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return bodyOf(subscription.toJSON());
}

/** What PUT /user/reminders takes of `PushSubscription.toJSON()`; a browser that gives no keys cannot be reminded. */
export function bodyOf(json: PushSubscriptionJSON): PushSubscriptionBody {
  const { endpoint, keys, expirationTime } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushSetupError('unsupported');
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
