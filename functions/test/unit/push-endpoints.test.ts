import { describe, expect, it } from 'vitest';
import { localOnlyFlag, pushEndpointAllowed } from '../../src/lib/push-endpoints.js';

/** Loopback push endpoints (the tests' own push service) are a local stack's alone (docs/decisions/022-reminders.md). */
describe('the loopback setting', () => {
  it('is off unless set, and refused in production, where it would let the sender POST to its own host', () => {
    expect(localOnlyFlag('PUSH_ALLOW_LOOPBACK', undefined, 'local')).toBe(false);
    expect(localOnlyFlag('PUSH_ALLOW_LOOPBACK', '1', 'local')).toBe(true);
    expect(() => localOnlyFlag('PUSH_ALLOW_LOOPBACK', '1', 'production')).toThrow(/local stacks only/);
    expect(localOnlyFlag('PUSH_ALLOW_LOOPBACK', '', 'production')).toBe(false);
    expect(() => localOnlyFlag('PUSH_ALLOW_LOOPBACK', 'yes', 'local')).toThrow(/1 or true/);
  });

  it('decides whether a loopback endpoint may be stored and sent to; public ones always may', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4100/push/1', false)).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4100/push/1', true)).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/x', false)).toBe(true);
    expect(pushEndpointAllowed('https://10.0.0.1/x', true)).toBe(false);
  });
});
