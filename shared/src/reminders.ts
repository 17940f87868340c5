/**
 * Daily practice reminders (DESIGN.md 5d, docs/decisions/022-reminders.md): the rules the
 * server, the web app and the tests share. No zod here, so the web card can import it without
 * loading a schema.
 */
export const REMINDERS = {
  /** The hours a learner may choose, in their own time zone (user.practice.time_zone). */
  firstHour: 0,
  lastHour: 23,
  /** Browsers one learner may register; a new one past this replaces the oldest. */
  maxDevices: 5,
  /** The longest push endpoint accepted (the push services' own run to a few hundred characters). */
  endpointMaxLength: 1024,
  /** Where a reminder's notification opens: the daily review (web/src/config/paths.ts `practice.review`). */
  openPath: '/practice',
  /** The notification's tag: a newer reminder replaces one still shown. */
  tag: 'ifa-practice-reminder',
  /** How long a push service keeps an undelivered reminder (seconds); later it would be stale. */
  ttlSeconds: 4 * 60 * 60,
} as const;

/** The sizes of a subscription's keys (RFC 8291): an uncompressed P-256 point and a 16-byte secret. */
export const PUSH_KEY_BYTES = { p256dh: 65, auth: 16 } as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes a base64url text decodes to, or -1 when it is not base64url. */
export function base64urlBytes(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

/**
 * What kind of push endpoint a URL is, for the server that will POST to it from AWS (a guard
 * against server-side request forgery):
 * - 'public': https on the default port to a DNS name, no credentials, no fragment: what the
 *   browsers' push services (FCM, Mozilla, Apple, Windows) hand out;
 * - 'loopback': http(s) to this machine (127.0.0.1, localhost, [::1]), accepted only where a
 *   local-only setting allows it (the local stack's push endpoint in tests);
 * - 'invalid': anything else (an IP literal, another port, a private name, not a URL).
 */
export function pushEndpointKind(raw: string): 'public' | 'loopback' | 'invalid' {
  if (raw.length > REMINDERS.endpointMaxLength) return 'invalid';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || url.hash) return 'invalid';
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) return url.protocol === 'http:' || url.protocol === 'https:' ? 'loopback' : 'invalid';
  if (url.protocol !== 'https:' || url.port !== '') return 'invalid';
  // URL has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal.
  if (IPV4.test(host) || host.startsWith('[') || !host.includes('.') || host.endsWith('.')) return 'invalid';
  if (PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'invalid';
  return 'public';
}

/**
 * The field of the scheduled run's input that carries the time the run was due (EventBridge
 * Scheduler's `<aws.scheduler.scheduled-time>`): infra/lib/reminders.ts writes it, the sender
 * (functions/src/handlers/reminders.ts) reads it.
 */
export const REMINDER_RUN_TIME_FIELD = 'scheduled_time';
