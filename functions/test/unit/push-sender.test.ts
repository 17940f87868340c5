import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapLimit } from '../../src/lib/concurrency.js';
import { sendPush } from '../../src/lib/push-sender.js';
import { vapidKeysFromSecret } from '../../src/lib/vapid-keys.js';
import { startPushEndpoint, verifyVapid, type PushEndpoint } from '../support/push-endpoint.js';

/**
 * One push message as the sender makes it (the `web-push` package's RFC 8291 encryption and
 * RFC 8292 VAPID signature, sent by fetch), received by the tests' push endpoint, which checks
 * the signature and decrypts with node:crypto alone. The endpoint's checks are shown to bite too.
 */
const keys = vapidKeysFromSecret('unit-test-vapid-seed-0123456789abcdef');
let push: PushEndpoint;

beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(() => push.close());

describe('sendPush to a push endpoint that checks it as a browser would', () => {
  it('arrives signed for the endpoint\'s origin and decrypts with the subscription\'s keys', async () => {
    const subscription = push.subscribe();
    const message = JSON.stringify({ title: 'Es hora de practicar', body: 'Tienes 3 tarjetas para repasar.', due_count: 3 });
    expect(await sendPush(subscription, message, keys)).toEqual({ kind: 'sent', status: 201 });
    const [received] = push.received(subscription.endpoint);
    expect(received).toMatchObject({ status: 201, text: message, json: { due_count: 3 } });
    expect(received!.vapid).toMatchObject({ aud: push.origin, sub: 'mailto:reminders@ifa.example.org', publicKey: keys.publicKey });
    expect(received!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(4 * 3600), urgency: 'normal', topic: 'practice-reminder' });
  });

  it('reports a subscription the push service says is gone, and other refusals as failures', async () => {
    const gone = push.subscribe();
    push.answer(gone.endpoint, 410);
    expect(await sendPush(gone, 'x', keys)).toEqual({ kind: 'gone', status: 410 });
    const unknown = { ...push.subscribe(), endpoint: `${push.origin}/push/never-handed-out` };
    expect(await sendPush(unknown, 'x', keys)).toEqual({ kind: 'gone', status: 404 });
    const busy = push.subscribe();
    push.answer(busy.endpoint, 429);
    expect(await sendPush(busy, 'x', keys)).toMatchObject({ kind: 'failed', status: 429 });
  });

  it('fails, without a request, for an endpoint the server may not reach or keys it cannot use', async () => {
    const subscription = push.subscribe();
    const before = push.received().length;
    expect(await sendPush({ ...subscription, endpoint: 'http://10.0.0.7/push/x' }, 'x', keys)).toMatchObject({ kind: 'failed', reason: 'endpoint not allowed' });
    expect(await sendPush({ ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }, 'x', keys)).toMatchObject({ kind: 'failed' });
    expect(push.received().length).toBe(before);
  });

  it('is refused by the endpoint when encrypted for other keys or signed with another key', async () => {
    const mine = push.subscribe();
    const other = push.subscribe();
    // Encrypted for another browser's keys: the endpoint cannot decrypt it.
    expect(await sendPush({ endpoint: mine.endpoint, keys: other.keys }, 'secret', keys)).toMatchObject({ kind: 'failed', status: 400 });
    expect(push.received(mine.endpoint).at(-1)!.problem).toMatch(/unable to authenticate|Unsupported state/i);
  });
});

describe('the push endpoint\'s own checks', () => {
  it('refuses a VAPID JWT for another audience, expired, or badly signed', async () => {
    const { getVapidHeaders } = (await import('web-push')).default;
    const header = (aud: string, exp?: number) => getVapidHeaders(aud, 'mailto:a@example.org', keys.publicKey, keys.privateKey, 'aes128gcm', exp).Authorization;
    expect(verifyVapid(header(push.origin), push.origin).aud).toBe(push.origin);
    expect(() => verifyVapid(header('https://fcm.googleapis.com'), push.origin)).toThrow(/aud/);
    const [t, k] = header(push.origin).slice('vapid t='.length).split(', k=');
    const [h, p, s] = t!.split('.');
    const forged = Buffer.from(s!, 'base64url');
    forged[5] = forged[5]! ^ 1;
    expect(() => verifyVapid(`vapid t=${h}.${p}.${forged.toString('base64url')}, k=${k}`, push.origin)).toThrow(/signature/);
    const otherKey = vapidKeysFromSecret('another-seed-for-another-sender-0123456789').publicKey;
    expect(() => verifyVapid(`vapid t=${t}, k=${otherKey}`, push.origin)).toThrow(/signature/);
    expect(() => verifyVapid(header(push.origin, Math.floor(Date.now() / 1000) + 5), push.origin, Date.now() + 60_000)).toThrow(/exp/);
  });

  it('refuses a body altered on the way', async () => {
    const { generateRequestDetails } = (await import('web-push')).default;
    const subscription = push.subscribe();
    const details = generateRequestDetails(subscription, 'hola', { vapidDetails: { subject: 'mailto:a@example.org', ...keys } });
    const post = (body: Buffer) =>
      fetch(subscription.endpoint, { method: 'POST', headers: { authorization: String(details.headers.Authorization), 'content-encoding': 'aes128gcm', ttl: '60' }, body: new Uint8Array(body) });
    const altered = Buffer.from(details.body!);
    altered[altered.length - 3] = altered[altered.length - 3]! ^ 0x40;
    expect((await post(altered)).status).toBe(400);
    expect((await post(Buffer.from(details.body!))).status).toBe(201);
    expect(push.received(subscription.endpoint).map((r) => r.text ?? r.problem)).toEqual([expect.stringMatching(/authenticate/i), 'hola']);
  });
});

describe('mapLimit', () => {
  it('keeps at most `limit` at work, answers in order, and leaves the rest when told to stop', async () => {
    let running = 0;
    let most = 0;
    const work = async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      return n * 2;
    };
    expect(await mapLimit([1, 2, 3, 4, 5, 6, 7], 3, work)).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
    let taken = 0;
    const stopped = await mapLimit([1, 2, 3, 4, 5], 1, async (n) => (taken++, n), () => taken >= 2);
    expect(stopped).toEqual([1, 2, undefined, undefined, undefined]);
  });
});
