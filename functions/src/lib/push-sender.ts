import { REMINDERS } from '@ifa/shared';
// The default import: web-push is CommonJS, and Node's ESM loader cannot see its named exports.
import webpush from 'web-push';
import { pushEndpointAllowed } from './push-endpoints.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * Sends one Web Push message (RFC 8030) with the `web-push` package's own encryption (RFC 8291,
 * aes128gcm) and VAPID signature (RFC 8292). The package's `sendNotification` can only speak
 * https through node:https, so its `generateRequestDetails` builds the request (body, headers)
 * and fetch sends it: with a timeout, no redirect followed (a push service answers, it never
 * sends the server elsewhere), and plain http to a loopback endpoint for the local tests.
 */

/** The contact push services may use about this sender (RFC 8292: a mailto: or https: URL). */
const SUBJECT = process.env.VAPID_SUBJECT;
if (!SUBJECT) throw new Error('Missing environment variable VAPID_SUBJECT');

/** One push service request: they answer in tens of milliseconds; a dead one must not hold the batch. */
const SEND_TIMEOUT_MS = 5000;

/** Replaces a reminder a device has not received yet instead of queueing a second one. */
const TOPIC = 'practice-reminder';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * 'gone': the push service says the subscription no longer exists (404, 410: RFC 8030 7.3), so
 * it is deleted; 'failed': anything else (a 429, a 5xx, a timeout, an endpoint refused here),
 * logged by the caller and tried again on the next day's reminder.
 */
export type PushOutcome = { kind: 'sent'; status: number } | { kind: 'gone'; status: number } | { kind: 'failed'; status?: number; reason: string };

export async function sendPush(target: PushTarget, payload: string, keys: VapidKeys): Promise<PushOutcome> {
  if (!pushEndpointAllowed(target.endpoint)) return { kind: 'failed', reason: 'endpoint not allowed' };
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: SUBJECT!, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: REMINDERS.ttlSeconds,
      urgency: 'normal',
      topic: TOPIC,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    // A key the package cannot use (a device's broken p256dh): no request could be made.
    return { kind: 'failed', reason: `request not built: ${(error as Error).message}` };
  }
  // fetch sets the length from the body itself.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).name === 'TimeoutError' ? 'timeout' : `network: ${(error as Error).message}` };
  }
  // The answer's body (an error text at most) is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status <= 299) return { kind: 'sent', status: response.status };
  if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
  return { kind: 'failed', status: response.status, reason: `push service answered ${response.status}` };
}
