import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';

// This file runs the gateway as CloudFront + API Gateway do in production: every request reaches
// the Lambda from the "edge" (127.0.0.1) with the viewer's address in a header and the origin
// secret beside it. It hashes at 2^14 instead of 2^17: these tests count password checks, dozens
// at once, and need not pay production's cost for each (a stored hash carries its own cost).
// And it lowers the registrations per address to 4 through the local-stack variable: a burst
// past the limit then makes 4 accounts, not 20 (each a 7-item transaction on shared counters);
// the default is asserted in the unit tests. Set before any module reads its environment.
const ORIGIN_SECRET = vi.hoisted(() => {
  process.env.ORIGIN_VERIFY_SECRET = 'origin-secret-of-the-throttle-tests';
  process.env.SCRYPT_LOG_N = '14';
  process.env.THROTTLE_REGISTER_PER_ADDRESS = '4';
  return process.env.ORIGIN_VERIFY_SECRET;
});

// Counts the real password checks and hashes (a spy that calls through, not a mock): a 429 alone
// would not show whether the slow check ran before the refusal.
const work = vi.hoisted(() => ({ checks: 0, hashes: 0 }));
vi.mock('../../src/domain/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/domain/password.js')>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      work.checks++;
      return real.verifyPassword(...args);
    },
    hashPassword: (...args: Parameters<typeof real.hashPassword>) => {
      work.hashes++;
      return real.hashPassword(...args);
    },
  };
});

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { AUTH, EDGE_HEADERS, MSG } from '@ifa/shared';
import { matchRoute, toEvent } from '../../../scripts/src/local/gateway.js';
import { addressThrottleKey, loginAddressThrottleKey, loginEmailThrottleKey } from '../../src/data/keys.js';
import { config } from '../../src/lib/config.js';
import { TABLE, ddb } from '../../src/lib/ddb.js';
import { loopbackAddress, useApi, type ApiResponse } from '../support/api.js';

const api = useApi();

const login = (email: string, password: string, from: string) => api.call('POST', '/auth/login', { body: { email, password }, from });
const forgot = (email: string, from: string) => api.call('POST', '/auth/forgot-password', { body: { email }, from });

/** How many responses had each status, e.g. { 401: 5, 429: 15 }. */
function tally(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** The password checks that `run` caused. */
async function checksDuring<T>(run: () => Promise<T>): Promise<[T, number]> {
  const before = work.checks;
  const result = await run();
  return [result, work.checks - before];
}

function expectRefused(res: ApiResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.body).toEqual({ detail: MSG.tooManyAttempts(Math.ceil(retryAfter / 60)) });
}

/** Ends a window now, as if its time had passed (DynamoDB Local keeps expired items, like DynamoDB). */
async function expire(key: { pk: string; sk: string }) {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression: 'SET expires_at = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

describe('login throttle under parallel guesses', () => {
  it('checks at most 5 of 20 wrong passwords sent at once; the other 15 get 429 with the wait', async () => {
    const { user } = await api.registerUser();
    const attacker = loopbackAddress();
    const [guesses, checks] = await checksDuring(() => times(20, (i) => login(user.email, `wrong-${i}`, attacker)));
    expect(checks).toBe(AUTH.loginMaxFailures);
    expect(tally(guesses)).toEqual({ 401: AUTH.loginMaxFailures, 429: 20 - AUTH.loginMaxFailures });
    for (const res of guesses.filter((r) => r.status === 429)) expectRefused(res, AUTH.loginWindowSeconds);
    // The first refusal of a fresh 15-minute window says 15 minutes, as the spec's message does.
    expect(guesses.find((r) => r.status === 429)!.body.detail).toBe(MSG.tooManyAttempts(15));

    // Locked: even the right password is refused without being checked.
    const [locked, lockedChecks] = await checksDuring(() => login(user.email, 'secreto123', attacker));
    expectRefused(locked, AUTH.loginWindowSeconds);
    expect(lockedChecks).toBe(0);
  });

  it('does not log in a burst of 15 wrong guesses with the right one among them once the limit is reached', async () => {
    const { user } = await api.registerUser();
    const attacker = loopbackAddress();
    expect(tally(await times(5, (i) => login(user.email, `wrong-${i}`, attacker)))).toEqual({ 401: 5 });

    const [burst, checks] = await checksDuring(() => times(16, (i) => login(user.email, i === 7 ? 'secreto123' : `guess-${i}`, attacker)));
    expect(tally(burst)).toEqual({ 429: 16 });
    expect(checks).toBe(0);
    expect(burst.some((r) => r.body?.access_token)).toBe(false);
  });

  it('lets the owner in from their own address while a stranger is locked out at another', async () => {
    const { user } = await api.registerUser();
    const stranger = loopbackAddress();
    const owner = loopbackAddress();
    const [flood, checks] = await checksDuring(() => times(20, (i) => login(user.email, `wrong-${i}`, stranger)));
    expect(tally(flood)).toEqual({ 401: 5, 429: 15 });
    expect(checks).toBe(5);

    const ownerLogin = await login(user.email, 'secreto123', owner);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.user.id).toBe(user.id);
    // The stranger stays locked, even with the right password.
    expectRefused(await login(user.email, 'secreto123', stranger), AUTH.loginWindowSeconds);
  });

  it('stops a guesser spread over many addresses at the per-email limit, until a password reset', async () => {
    const { user } = await api.registerUser();
    const addresses = Array.from({ length: 6 }, () => loopbackAddress());
    // 6 addresses x 5 guesses, all at once: each address is within its own 5, the email is not.
    const [attack, checks] = await checksDuring(() => times(30, (i) => login(user.email, `wrong-${i}`, addresses[i % 6]!)));
    expect(tally(attack)).toEqual({ 401: AUTH.loginMaxFailuresPerEmail, 429: 30 - AUTH.loginMaxFailuresPerEmail });
    expect(checks).toBe(AUTH.loginMaxFailuresPerEmail);

    // The overall limit is what stops the attack, so it stops the owner too, from anywhere...
    const owner = loopbackAddress();
    expectRefused(await login(user.email, 'secreto123', owner), AUTH.loginWindowSeconds);
    // ...until a new password lifts every lock on the email.
    const token = (await forgot(user.email, owner)).body.reset_token as string;
    expect((await api.call('POST', '/auth/reset-password', { body: { token, new_password: 'clave-nueva-1' }, from: owner })).status).toBe(200);
    expect((await login(user.email, 'clave-nueva-1', owner)).status).toBe(200);
    expect((await login(user.email, 'clave-nueva-1', addresses[0]!)).status).toBe(200);
  });

  it('counts an unknown email like a known one (no oracle) and forgives an address after a right password', async () => {
    const from = loopbackAddress();
    const [unknown, checks] = await checksDuring(() => times(8, () => login('nobody-at-all@example.com', 'whatever', from)));
    expect(tally(unknown)).toEqual({ 401: 5, 429: 3 });
    expect(checks).toBe(5);

    const { user } = await api.registerUser();
    const learner = loopbackAddress();
    for (let i = 0; i < 4; i++) expect((await login(user.email, `typo-${i}`, learner)).status).toBe(401);
    expect((await login(user.email, 'secreto123', learner)).status).toBe(200);
    // The four typos are forgiven: five more wrong tries are checked before the lock.
    expect(tally(await times(6, (i) => login(user.email, `typo-again-${i}`, learner)))).toEqual({ 401: 5, 429: 1 });
  });

  it('opens a new window once the old one has expired, even while DynamoDB still keeps the item', async () => {
    const { user } = await api.registerUser();
    const from = loopbackAddress();
    expect(tally(await times(7, (i) => login(user.email, `wrong-${i}`, from)))).toEqual({ 401: 5, 429: 2 });

    await expire(loginAddressThrottleKey(user.email, from));
    await expire(loginEmailThrottleKey(user.email));
    // A fresh window: five checks again, then the lock.
    expect(tally(await times(7, (i) => login(user.email, `again-${i}`, from)))).toEqual({ 401: 5, 429: 2 });
    await expire(loginAddressThrottleKey(user.email, from));
    expect((await login(user.email, 'secreto123', from)).status).toBe(200);
  });
});

describe('forgot-password and register per source address', () => {
  it('answers at most 10 forgot-password requests per address in 15 minutes, sent at once', async () => {
    const { user } = await api.registerUser();
    const from = loopbackAddress();
    // Known and unknown emails count alike: the limit is the address's.
    const burst = await times(15, (i) => forgot(i % 2 ? user.email : `ghost-${i}@example.com`, from));
    expect(tally(burst)).toEqual({ 200: AUTH.forgotMaxPerAddress, 429: 15 - AUTH.forgotMaxPerAddress });
    for (const res of burst.filter((r) => r.status === 429)) expectRefused(res, AUTH.forgotWindowSeconds);

    expect((await forgot(user.email, loopbackAddress())).status).toBe(200);
    await expire(addressThrottleKey('FORGOT', from));
    expect((await forgot(user.email, from)).status).toBe(200);
  });

  it('creates at most the per-address number of accounts in an hour, sent at once', async () => {
    const limit = config.registerMaxPerAddress;
    expect(limit).toBe(4);
    const from = loopbackAddress();
    const tag = Date.now().toString(36);
    const register = (i: number, address: string) =>
      api.call('POST', '/auth/register', {
        body: { email: `burst-${tag}-${i}@example.com`, username: `burst_${tag}_${i}`, full_name: 'Ráfaga', password: 'secreto123' },
        from: address,
      });
    const hashesBefore = work.hashes;
    const burst = await times(limit + 8, (i) => register(i, from));
    expect(tally(burst)).toEqual({ 201: limit, 429: 8 });
    // A refused registration is refused before its password is hashed.
    expect(work.hashes - hashesBefore).toBe(limit);
    for (const res of burst.filter((r) => r.status === 429)) expectRefused(res, AUTH.registerWindowSeconds);

    // A refused registration made no account: the same email registers from another address.
    const refusedIndex = burst.findIndex((r) => r.status === 429);
    expect((await register(refusedIndex, loopbackAddress())).status).toBe(201);
  });
});

describe('which address counts', () => {
  // Invoked as API Gateway would, without the local gateway: a caller who skips CloudFront.
  async function invokeDirect(body: unknown, sourceIp: string, headers: Record<string, string>) {
    const { handler } = await import('../../src/handlers/auth.js');
    const url = new URL('http://api.example/api/auth/login');
    const req = { method: 'POST', httpVersion: '1.1', headers: { 'content-type': 'application/json' }, socket: { remoteAddress: sourceIp } } as unknown as IncomingMessage;
    const event: APIGatewayProxyEventV2 = toEvent(req, url, Buffer.from(JSON.stringify(body)), matchRoute('POST', url.pathname)!);
    Object.assign(event.headers, headers);
    return handler(event, { awsRequestId: `direct-${Math.random()}` } as Context);
  }

  it('refuses a forged viewer address without the origin secret before counting anything (the API answers only through CloudFront)', async () => {
    const { user } = await api.registerUser();
    const results = await times(6, (i) =>
      invokeDirect({ email: user.email, password: `wrong-${i}` }, '198.51.100.23', {
        [EDGE_HEADERS.viewerAddress]: `203.0.113.${i + 1}`,
        ...(i % 2 ? { [EDGE_HEADERS.originVerify]: 'a-guess' } : {}),
      }),
    );
    // Nothing counted either (origin-verify.test.ts shows the owner is not locked out).
    expect(results.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('believes the viewer address when the origin secret comes with it', async () => {
    const { user } = await api.registerUser();
    const results = await times(6, (i) =>
      invokeDirect({ email: user.email, password: `wrong-${i}` }, '198.51.100.24', {
        [EDGE_HEADERS.viewerAddress]: `203.0.113.${i + 1}`,
        [EDGE_HEADERS.originVerify]: ORIGIN_SECRET!,
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('counts the IPv6 addresses of one /64 as one address', async () => {
    const { user } = await api.registerUser();
    const results = await times(6, (i) =>
      invokeDirect({ email: user.email, password: `wrong-${i}` }, '198.51.100.25', {
        [EDGE_HEADERS.viewerAddress]: `2001:db8:7:8::${(i + 1).toString(16)}`,
        [EDGE_HEADERS.originVerify]: ORIGIN_SECRET!,
      }),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
