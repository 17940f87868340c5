import { describe, expect, it } from 'vitest';
import {
  AccountChangeRequest,
  LoginRequest,
  MSG,
  OrishaStartQuery,
  RegisterRequest,
  SIGNS_GAME_MODES,
  SignsQuestion,
  SignsStartRequest,
  routeList,
  routeKeyOf,
} from '../src/index.js';

describe('register schema', () => {
  it('normalises email, strips unknown fields and treats an empty referral code as none', () => {
    const parsed = RegisterRequest.parse({
      email: ' Ana@Example.COM ',
      username: 'ana.b_1',
      full_name: ' Ana ',
      password: ' 123456 ',
      referred_by: '',
      role: 'admin',
      cowrie_shells: 1e6,
    });
    expect(parsed).toEqual({ email: 'ana@example.com', username: 'ana.b_1', full_name: 'Ana', password: ' 123456 ', language: 'es', referred_by: null });
  });

  it('gives the spec messages', () => {
    const messages = (input: unknown) => RegisterRequest.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({})).toEqual(expect.arrayContaining([MSG.emailRequired, MSG.usernameRequired, MSG.fullNameRequired, MSG.passwordRequired]));
    expect(messages({ email: 'a@b', username: 'ab', full_name: 'x', password: '12345' })).toEqual(
      expect.arrayContaining([MSG.emailInvalid, MSG.usernameMin, MSG.passwordMin]),
    );
    expect(messages({ email: 'a@b.co', username: 'bad name!', full_name: 'x', password: '123456' })).toEqual([MSG.usernameChars]);
    expect(messages({ email: 'a@b.co', username: 'good', full_name: 'x', password: '123456', referred_by: 'abc' })).toEqual([MSG.referralInvalid]);
    expect(LoginRequest.safeParse({ email: 'a@b.co', password: '' }).error?.issues[0]?.message).toBe(MSG.passwordRequired);
  });

  it('upper-cases referral codes', () => {
    expect(RegisterRequest.parse({ email: 'a@b.co', username: 'good', full_name: 'x', password: '123456', referred_by: 'abcd2345' }).referred_by).toBe('ABCD2345');
  });

  it('allows only santero or babalawo as an account change', () => {
    expect(AccountChangeRequest.safeParse({ requested_role: 'babalawo' }).success).toBe(true);
    expect(AccountChangeRequest.safeParse({ requested_role: 'admin' }).error?.issues[0]?.message).toBe(MSG.roleChoice);
  });
});

describe('route table', () => {
  it('has unique route keys and the spec endpoints', () => {
    const keys = routeList.map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /auth/me',
        'POST /auth/login',
        'POST /auth/register',
        'POST /auth/forgot-password',
        'POST /auth/reset-password',
        'PUT /user/language',
        'GET /user/cowrie-balance',
        'POST /user/account-change-request',
        'GET /progress/{game}',
        'POST /games/orisha-matching/start',
        'POST /games/{sessionId}/answer',
        'GET /games/{sessionId}/complete',
        'POST /games/{sessionId}/hint',
        'POST /games/ifa-signs/start',
        'POST /games/ifa-signs/answer',
        'GET /ifa-signs/odduns',
        'GET /ifa-signs/oddun/{id}',
        'POST /ifa-signs/contribute',
        'POST /ifa-signs/purchase-secret',
        'GET /admin/users',
        'GET /admin/stats',
        'PUT /admin/users/{id}/role',
        'PUT /admin/users/{id}/password',
        'DELETE /admin/users/{id}',
        'POST /admin/users/create-admin',
        'GET /admin/odduns',
        'GET /admin/odduns/stats',
        'GET /admin/odduns/data-sources',
        'POST /admin/odduns',
        'PUT /admin/odduns/{id}',
        'DELETE /admin/odduns/{id}',
        'POST /admin/odduns/bulk-import',
        'GET /admin/contributions',
        'GET /admin/contributions/stats',
        'PUT /admin/contributions/{id}/approve',
        'PUT /admin/contributions/{id}/reject',
        'GET /admin/odduns/{id}',
        'GET /admin/odduns/deleted',
        'GET /admin/odduns/{id}/revisions',
        'POST /admin/odduns/{id}/revisions/{revisionId}/restore',
        'GET /admin/account-requests',
        'GET /admin/account-requests/stats',
        'PUT /admin/account-requests/{id}/approve',
        'PUT /admin/account-requests/{id}/reject',
      ]),
    );
    for (const r of routeList) {
      // Every path parameter has a params schema.
      if (r.path.includes('{')) expect(r.params, r.path).toBeDefined();
    }
  });
});

describe('game start inputs', () => {
  it('orisha query: mode and timed default to multiple choice, timed; timed=false is untimed; bad values refused', () => {
    expect(OrishaStartQuery.parse({})).toEqual({ difficulty: 'beginner', mode: 'multiple_choice', timed: true, topics: ['random'] });
    expect(OrishaStartQuery.parse({ mode: 'type_answer', timed: 'false', topics: 'colors,days' })).toMatchObject({
      mode: 'type_answer',
      timed: false,
      topics: ['colors', 'days'],
    });
    expect(OrishaStartQuery.parse({ timed: 'true' }).timed).toBe(true);
    expect(OrishaStartQuery.safeParse({ timed: 'no' }).success).toBe(false);
    expect(OrishaStartQuery.safeParse({ mode: 'dance' }).success).toBe(false);
  });

  it('signs body: every game mode, timed as a boolean defaulting to true', () => {
    const base = { topics: ['recognition'] };
    expect(SignsStartRequest.parse(base)).toMatchObject({ game_mode: 'multiple_choice', timed: true });
    for (const game_mode of SIGNS_GAME_MODES) expect(SignsStartRequest.parse({ ...base, game_mode, timed: false })).toMatchObject({ game_mode, timed: false });
    expect(SignsStartRequest.safeParse({ ...base, timed: 'false' }).success).toBe(false);
    expect(SignsStartRequest.safeParse({ ...base, game_mode: 'dance' }).success).toBe(false);
  });

  it('signs questions may carry a quote and the language of their study text', () => {
    const q = { id: 'q1', type: 'type_answer', topic: 'refranes', question: 'Which sign does this proverb belong to?', options: [], is_multiple_answer: false };
    expect(SignsQuestion.parse({ ...q, quote: 'Sin obstáculos no hay éxitos.', content_lang: 'es' })).toMatchObject({ quote: 'Sin obstáculos no hay éxitos.', content_lang: 'es' });
    expect(SignsQuestion.safeParse({ ...q, content_lang: 'de' }).success).toBe(false);
  });
});
