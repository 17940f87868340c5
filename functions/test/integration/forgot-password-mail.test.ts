import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Production as deployed: SENDER_EMAIL set, so a reset link goes out through SES. Error logs and
// metrics are on, to read what the operator sees. All before any handler module loads.
vi.hoisted(() => {
  process.env.STAGE = 'production';
  process.env.SENDER_EMAIL = 'no-reply@example.com';
  process.env.APP_URL = 'https://ifa.example.com';
  process.env.LOG_LEVEL = 'ERROR';
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});

// SES cannot run here (STYLE.md: mocks only for SES and Secrets Manager). `send` does what the
// test asks: by default it refuses as the SES sandbox does an unverified recipient.
const ses = vi.hoisted(() => ({
  sent: [] as Array<Record<string, any>>,
  send: async (command: { input: Record<string, any> }): Promise<unknown> => {
    const to = command.input.Destination.ToAddresses[0];
    throw Object.assign(new Error(`Email address is not verified. The following identities failed the check in region US-EAST-1: ${to}`), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
  },
}));
vi.mock('@aws-sdk/client-sesv2', () => ({
  SESv2Client: class {
    send(command: { input: Record<string, any> }) {
      ses.sent.push(command.input);
      return ses.send(command);
    }
  },
  SendEmailCommand: class {
    constructor(readonly input: Record<string, any>) {}
  },
}));

import { MSG } from '@ifa/shared';
import { FORGOT_PASSWORD_FLOOR_MS, RESET_EMAIL_FAILED } from '../../src/services/accounts.js';
import { useApi, type ApiResponse } from '../support/api.js';

const api = useApi();

/** What the process wrote while a test ran: log lines (stderr, stdout) and EMF metric documents. */
let written: string[] = [];
beforeEach(() => {
  written = [];
  ses.sent.length = 0;
  const keep = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const lines = () => written.join('').split('\n').filter(Boolean);
const failuresCounted = () =>
  lines()
    .filter((l) => l.includes('"_aws"') && l.includes(RESET_EMAIL_FAILED))
    .map((l) => JSON.parse(l))
    .reduce((sum, doc) => sum + [doc[RESET_EMAIL_FAILED]].flat().reduce((a: number, v: unknown) => a + Number(v), 0), 0);

let n = 0;
/** A forgot-password from an address of its own (the per-address window is not under test). */
async function forgot(email: string): Promise<ApiResponse & { ms: number }> {
  const started = performance.now();
  const res = await api.call('POST', '/auth/forgot-password', { body: { email }, from: `127.0.3.${++n}` });
  return { ...res, ms: performance.now() - started };
}

/** The response as a caller can compare it: status, body and headers, less the per-request ones. */
function shape(res: ApiResponse) {
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !['date', 'x-request-id', 'content-length'].includes(name)));
  return { status: res.status, body: res.body, headers, length: res.text.length };
}

describe('forgot password in production, when SES refuses the mail', () => {
  it('answers 200 exactly as for an unknown email, logs and counts the failure without the address', async () => {
    const email = `sandboxed-${Date.now()}@example.com`;
    await api.registerUser({ email });
    const [known, unknown] = await Promise.all([forgot(email), forgot(`ghost-${Date.now()}@example.com`)]);

    expect(ses.sent).toHaveLength(1);
    expect(ses.sent[0]!.Destination.ToAddresses).toEqual([email]);
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: MSG.forgotPasswordSent });
    expect(shape(known)).toEqual(shape(unknown));
    // Both answered at the floor, not sooner: the time does not tell them apart either.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 5);

    const logged = lines().filter((l) => l.includes('password reset email not sent'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: 'ERROR', error: 'MessageRejected', status: 400 });
    expect(written.join('')).not.toContain(email);
    expect(failuresCounted()).toBe(1);
  });

  it('answers the same when SES accepts the mail, which carries a working reset link', async () => {
    ses.send = async () => ({ MessageId: 'm-1' });
    const email = `verified-${Date.now()}@example.com`;
    await api.registerUser({ email });
    const [known, unknown] = await Promise.all([forgot(email), forgot(`nobody-${Date.now()}@example.com`)]);

    expect(shape(known)).toEqual(shape(unknown));
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_FLOOR_MS - 5);
    expect(failuresCounted()).toBe(0);
    expect(ses.sent).toHaveLength(1);
    const text: string = ses.sent[0]!.Content.Simple.Body.Text.Data;
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(text)![1]!);
    const reset = await api.call('POST', '/auth/reset-password', { body: { token, new_password: 'nueva-clave-1' } });
    expect(reset.status).toBe(200);
  });
});
