import { describe, expect, it } from 'vitest';
import { ECONOMY, MSG } from '@ifa/shared';
import { useApi } from '../support/api.js';

const api = useApi();

describe('user endpoints', () => {
  it('updates the language and persists it', async () => {
    const { access_token } = await api.registerUser();
    const res = await api.call('PUT', '/user/language', { token: access_token, body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: MSG.languageUpdated, user: { language: 'en' } });
    expect((await api.call('GET', '/auth/me', { token: access_token })).body.language).toBe('en');

    const bad = await api.call('PUT', '/user/language', { token: access_token, body: { language: 'de' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toEqual([{ field: 'language', message: MSG.languageInvalid }]);
  });

  it('returns the cowrie balance', async () => {
    const { access_token } = await api.registerUser();
    const res = await api.call('GET', '/user/cowrie-balance', { token: access_token });
    expect(res).toMatchObject({ status: 200, body: { cowrie_shells: ECONOMY.welcomeCowries } });
  });

  it('accepts one pending account-change request, to santero or babalawo only', async () => {
    const { access_token } = await api.registerUser();
    const invalid = await api.call('POST', '/user/account-change-request', { token: access_token, body: { requested_role: 'admin', current_role: 'student' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.detail).toEqual([{ field: 'requested_role', message: MSG.roleChoice }]);

    const ok = await api.call('POST', '/user/account-change-request', { token: access_token, body: { requested_role: 'santero', current_role: 'admin' } });
    expect(ok.status).toBe(201);
    // The stored role is recorded, not the one the client claims.
    expect(ok.body).toMatchObject({ success: true, message: MSG.accountRequestSent, request: { requested_role: 'santero', current_role: 'student', status: 'pending' } });

    const again = await Promise.all([
      api.call('POST', '/user/account-change-request', { token: access_token, body: { requested_role: 'babalawo' } }),
      api.call('POST', '/user/account-change-request', { token: access_token, body: { requested_role: 'santero' } }),
    ]);
    for (const res of again) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: MSG.accountRequestPending });
    }
  });

  it('requires a token on every user endpoint', async () => {
    for (const [method, path] of [['PUT', '/user/language'], ['GET', '/user/cowrie-balance'], ['POST', '/user/account-change-request'], ['GET', '/progress/orisha_matching']] as const) {
      const res = await api.call(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps the ledger summing to the balance', async () => {
    const referrer = await api.registerUser();
    const referred = await api.registerUser({ referred_by: referrer.user.referral_code });
    const { listLedger } = await import('../../src/data/ledger.js');
    for (const { user } of [referrer, referred]) {
      const entries = await listLedger(user.id);
      const me = await api.call('GET', '/auth/me', { token: user.id === referrer.user.id ? referrer.access_token : referred.access_token });
      expect(entries.reduce((sum, e) => sum + e.cowries, 0)).toBe(me.body.cowrie_shells);
    }
  });

  it('answers 404 JSON for an unknown API path', async () => {
    expect(await api.call('GET', '/does/not/exist')).toMatchObject({ status: 404, body: { detail: MSG.notFound } });
  });
});
