import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH, ECONOMY, MSG, User } from '@ifa/shared';
import { useApi } from '../support/api.js';

const api = useApi();
const secret = new TextEncoder().encode(process.env.JWT_SECRET!);

describe('register', () => {
  it('creates a learner with the welcome cowries and returns a token that works', async () => {
    const res = await api.call('POST', '/auth/register', {
      body: { email: '  Nuevo@Example.COM ', username: 'nuevo.user', full_name: 'Nuevo Usuario', password: 'secreto123', language: 'fr', referred_by: '' },
    });
    expect(res.status).toBe(201);
    const user = User.parse(res.body.user);
    expect(user).toMatchObject({ email: 'nuevo@example.com', role: 'student', cowrie_shells: ECONOMY.welcomeCowries, level: 1, language: 'fr' });
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.text).not.toMatch(/password|hash|scrypt/);

    const me = await api.call('GET', '/auth/me', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('ignores role, cowrie_shells and other fields a client should not set', async () => {
    const res = await api.call('POST', '/auth/register', {
      body: { email: 'sneaky@example.com', username: 'sneaky', full_name: 'Sneaky', password: 'secreto123', role: 'admin', cowrie_shells: 99999, experience_points: 5000, is_active: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'student', cowrie_shells: ECONOMY.welcomeCowries, experience_points: 0, is_active: true });
  });

  it('answers 400 with Spanish field errors for invalid input', async () => {
    const res = await api.call('POST', '/auth/register', { body: { email: 'not-an-email', username: 'ab', full_name: '  ', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.emailInvalid },
        { field: 'username', message: MSG.usernameMin },
        { field: 'full_name', message: MSG.fullNameRequired },
        { field: 'password', message: MSG.passwordMin },
      ]),
    );
  });

  it('rejects a duplicate email and a duplicate username (case-insensitive)', async () => {
    const first = await api.registerUser({ email: 'dup@example.com', username: 'DupUser' });
    expect(first.user.email).toBe('dup@example.com');
    const sameEmail = await api.call('POST', '/auth/register', { body: { email: 'DUP@example.com', username: 'other_one', full_name: 'X', password: 'secreto123' } });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.detail).toEqual([{ field: 'email', message: MSG.emailTaken }]);
    const sameName = await api.call('POST', '/auth/register', { body: { email: 'other@example.com', username: 'dupuser', full_name: 'X', password: 'secreto123' } });
    expect(sameName.status).toBe(400);
    expect(sameName.body.detail).toEqual([{ field: 'username', message: MSG.usernameTaken }]);
  });

  it('makes exactly one account from 12 parallel registrations with one email', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api.call('POST', '/auth/register', { body: { email: 'race@example.com', username: `racer_${i}`, full_name: `Racer ${i}`, password: 'secreto123' } }),
      ),
    );
    const created = attempts.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of attempts.filter((a) => a.status !== 201)) {
      expect(r.status).toBe(400);
      expect(r.body.detail).toEqual([{ field: 'email', message: MSG.emailTaken }]);
    }
    const login = await api.call('POST', '/auth/login', { body: { email: 'race@example.com', password: 'secreto123' } });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(created[0]!.body.user.id);
  });

  it('rejects an unknown referral code and rewards a known one with the referred bonus', async () => {
    const unknown = await api.call('POST', '/auth/register', { body: { email: 'ref1@example.com', username: 'ref_one', full_name: 'Ref', password: 'secreto123', referred_by: 'ZZZZZZZZ' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toEqual([{ field: 'referred_by', message: MSG.referralInvalid }]);

    const referrer = await api.registerUser();
    const referred = await api.registerUser({ referred_by: referrer.user.referral_code.toLowerCase() });
    expect(referred.user.cowrie_shells).toBe(ECONOMY.welcomeCowries + ECONOMY.referredBonusCowries);
  });

  it('answers 400 without a stack trace for malformed JSON', async () => {
    const res = await api.call('POST', '/auth/register', { rawBody: '{"email": "x@', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: MSG.malformedJson });
  });
});

describe('login', () => {
  it('logs in with the right password, case-insensitive email', async () => {
    const { user } = await api.registerUser({ email: 'login@example.com' });
    const res = await api.call('POST', '/auth/login', { body: { email: 'LOGIN@example.com', password: 'secreto123' } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.access_token).toEqual(expect.any(String));
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    await api.registerUser({ email: 'same401@example.com' });
    const wrong = await api.call('POST', '/auth/login', { body: { email: 'same401@example.com', password: 'incorrecta' } });
    const unknown = await api.call('POST', '/auth/login', { body: { email: 'nobody-here@example.com', password: 'incorrecta' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: MSG.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks an email with 429 after 5 failures, even for the right password', async () => {
    await api.registerUser({ email: 'locked@example.com' });
    for (let i = 0; i < AUTH.loginMaxFailures; i++) {
      const res = await api.call('POST', '/auth/login', { body: { email: 'locked@example.com', password: `wrong-${i}` } });
      expect(res.status).toBe(401);
    }
    const locked = await api.call('POST', '/auth/login', { body: { email: 'locked@example.com', password: 'secreto123' } });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toBe(MSG.tooManyAttempts(15));
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates the body with Spanish messages', async () => {
    const res = await api.call('POST', '/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.emailRequired },
        { field: 'password', message: MSG.passwordRequired },
      ]),
    );
  });
});

describe('tokens', () => {
  it('rejects a missing, tampered, unsigned or expired token with 401', async () => {
    const { access_token, user } = await api.registerUser();
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const unsignedHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(AUTH.issuer)
      .setAudience(AUTH.audience)
      .setIssuedAt(now - 2 * AUTH.tokenTtlSeconds)
      .setExpirationTime(now - AUTH.tokenTtlSeconds)
      .sign(secret);
    const foreign = await new SignJWT({ role: 'student' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('someone-else')
      .setAudience(AUTH.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);

    const bad = [
      undefined,
      `${header}.${tamperedPayload}.${signature}`,
      `${unsignedHeader}.${payload}.`,
      expired,
      foreign,
      'not-a-token',
    ];
    for (const token of bad) {
      const res = await api.call('GET', '/auth/me', token ? { token } : {});
      expect(res.status, String(token)).toBe(401);
      expect(typeof res.body.detail).toBe('string');
    }
    expect((await api.call('GET', '/auth/me', { token: access_token })).status).toBe(200);
  });

  it('gives 401 to the token of a deleted user', async () => {
    const { access_token, user } = await api.registerUser();
    const { deleteUser } = await import('../../src/data/users.js');
    expect(await deleteUser(user.id)).toBe(true);
    const res = await api.call('GET', '/auth/me', { token: access_token });
    expect(res.status).toBe(401);
  });

  it('tells a deleted user 401, not what input a route expects', async () => {
    const { access_token, user } = await api.registerUser();
    const { deleteUser } = await import('../../src/data/users.js');
    await deleteUser(user.id);
    const res = await api.call('PUT', '/user/language', { token: access_token, body: { language: 'xx' } });
    expect(res.status).toBe(401);
    const answer = await api.call('POST', '/games/ifa-signs/answer', { token: access_token, body: { session_id: 'whatever', question_id: 'q1' } });
    expect(answer.status).toBe(401);
  });

  it('uses the stored role, not the token role: a deactivated user loses access at once', async () => {
    const { access_token, user } = await api.registerUser();
    const { updateUserFields } = await import('../../src/data/users.js');
    await updateUserFields(user.id, { is_active: false });
    expect((await api.call('GET', '/auth/me', { token: access_token })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same body for known and unknown emails', async () => {
    await api.registerUser({ email: 'forgot@example.com' });
    const known = await api.call('POST', '/auth/forgot-password', { body: { email: 'forgot@example.com' } });
    const unknown = await api.call('POST', '/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(MSG.forgotPasswordSent);
    expect(unknown.body).toEqual({ success: true, message: MSG.forgotPasswordSent });
    // Outside production the token comes back for the local flow (DESIGN.md 4).
    expect(known.body.reset_token).toEqual(expect.any(String));
  });

  it('resets the password with a token that works exactly once', async () => {
    await api.registerUser({ email: 'reset@example.com' });
    const forgot = await api.call('POST', '/auth/forgot-password', { body: { email: 'reset@example.com' } });
    const token = forgot.body.reset_token as string;

    const first = await api.call('POST', '/auth/reset-password', { body: { token, new_password: 'nueva-clave-1' } });
    expect(first.status).toBe(200);
    const second = await api.call('POST', '/auth/reset-password', { body: { token, new_password: 'otra-clave-2' } });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ detail: MSG.resetTokenInvalid });

    expect((await api.call('POST', '/auth/login', { body: { email: 'reset@example.com', password: 'secreto123' } })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: 'reset@example.com', password: 'nueva-clave-1' } })).status).toBe(200);
  });

  it('refuses an unknown token and a too-short new password', async () => {
    const unknown = await api.call('POST', '/auth/reset-password', { body: { token: 'made-up', new_password: 'nueva-clave-1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ detail: MSG.resetTokenInvalid });
    const short = await api.call('POST', '/auth/reset-password', { body: { token: 'made-up', new_password: '123' } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toEqual([{ field: 'new_password', message: MSG.passwordMin }]);
  });
});
