import { describe, expect, it } from 'vitest';
import { DeleteRemindersRequest, REMINDER_MSG, REMINDERS, UpdateRemindersRequest, base64urlBytes, pushEndpointKind } from '../src/index.js';

/** The reminders' contract (DESIGN.md 5d): which push endpoints the server may be asked to POST to, and the subscription's shape. */
describe('pushEndpointKind', () => {
  it('accepts the push services\' https endpoints', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXNlcg:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(pushEndpointKind(endpoint), endpoint).toBe('public');
    }
  });

  it('tells loopback apart (a local-only setting decides) and refuses what could reach a private network', () => {
    expect(pushEndpointKind('http://127.0.0.1:4100/push/1')).toBe('loopback');
    expect(pushEndpointKind('http://localhost:4100/push/1')).toBe('loopback');
    // Every other spelling of 127.0.0.1 is normalised by URL first.
    expect(pushEndpointKind('https://2130706433/x')).toBe('loopback');
    for (const endpoint of [
      'http://push.example.org/x',
      'https://push.example.org:8443/x',
      'https://10.1.2.3/x',
      'https://127.0.0.2/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/x',
      'https://intranet/x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://user:secret@push.example.org/x',
      'https://push.example.org/x#fragment',
      'file:///etc/passwd',
      'not a url',
      `https://push.example.org/${'a'.repeat(REMINDERS.endpointMaxLength)}`,
    ]) {
      expect(pushEndpointKind(endpoint), endpoint).toBe('invalid');
    }
  });
});

describe('base64urlBytes', () => {
  it('measures a key as the browser writes it, padded or not, and refuses other alphabets', () => {
    expect(base64urlBytes(Buffer.alloc(65, 1).toString('base64url'))).toBe(65);
    expect(base64urlBytes(Buffer.alloc(16, 1).toString('base64'))).toBe(16);
    expect(base64urlBytes('ab+/')).toBe(-1);
    expect(base64urlBytes('a')).toBe(-1);
  });
});

describe('UpdateRemindersRequest', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url'), auth: Buffer.alloc(16, 3).toString('base64url') },
  };
  it('takes an hour of the day and a browser subscription, and drops unknown fields', () => {
    const parsed = UpdateRemindersRequest.parse({ hour: 0, subscription: { ...subscription, extra: 'x' }, user_id: 'someone' });
    expect(parsed).toEqual({ hour: 0, subscription });
    expect(UpdateRemindersRequest.safeParse({ hour: 23, subscription }).success).toBe(true);
  });

  it('names the field and the reason of each refusal', () => {
    const issues = (body: unknown) => UpdateRemindersRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ hour: -1, subscription })).toEqual([['hour', REMINDER_MSG.hourInvalid]]);
    expect(issues({ hour: 8, subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'BAAA' } } })).toEqual([['subscription.keys.p256dh', REMINDER_MSG.keysInvalid]]);
    expect(issues({ hour: 8, subscription: { ...subscription, endpoint: 'https://10.0.0.1/x' } })).toEqual([['subscription.endpoint', REMINDER_MSG.endpointInvalid]]);
    expect(DeleteRemindersRequest.safeParse({ endpoint: '' }).success).toBe(false);
    // A stored endpoint of any form can be removed (it is only looked up).
    expect(DeleteRemindersRequest.safeParse({ endpoint: 'http://10.0.0.1/x' }).success).toBe(true);
  });
});
