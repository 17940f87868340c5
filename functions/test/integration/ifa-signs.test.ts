import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ECONOMY, MSG, Oddun, OddunListResponse } from '@ifa/shared';
import { SIGN_LIST_CACHE_CONTROL, SIGN_LIST_FRESHNESS } from '../../src/services/sign-list-policy.js';
import { adminUser } from '../support/admin.js';
import { useApi } from '../support/api.js';
import { requestsSent } from '../support/requests.js';

const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

async function giveCowries(userId: string, total: number) {
  const { adjustBalance } = await import('../../src/data/wallet.js');
  await adjustBalance(userId, { cowries: total - ECONOMY.welcomeCowries }, 'admin_adjustment', 'test');
}

async function ledgerSum(userId: string) {
  const { listLedger } = await import('../../src/data/ledger.js');
  return (await listLedger(userId)).reduce((sum, e) => sum + e.cowries, 0);
}

describe('catalogue', () => {
  it('lists the level pool in position order, without long texts, cacheable by ETag', async () => {
    const { access_token } = await api.registerUser();
    const beginner = await api.call('GET', '/ifa-signs/odduns?level=beginner', { token: access_token });
    expect(beginner.status).toBe(200);
    const list = OddunListResponse.parse(beginner.body);
    expect(list.odduns.map((o) => o.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(list.odduns[0]).not.toHaveProperty('extended_description');
    expect(list.odduns[0]).not.toHaveProperty('secret_content');

    const expert = await api.call('GET', '/ifa-signs/odduns?level=expert', { token: access_token });
    expect(expert.body.odduns).toHaveLength(256);
    expect(new Set(expert.body.odduns.map((o: { binary_pattern: string }) => o.binary_pattern)).size).toBe(256);
    // The list says which signs have a secret to unlock: the 16 Meji, none of the combinations.
    const withSecret = expert.body.odduns.filter((o: { has_secret?: boolean }) => o.has_secret === true).map((o: { position: number }) => o.position);
    expect(withSecret).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(expert.body.odduns.every((o: { has_secret?: boolean }) => typeof o.has_secret === 'boolean')).toBe(true);
    const gzipped = (await import('node:zlib')).gzipSync(expert.text).length;
    expect(gzipped).toBeLessThan(60 * 1024);

    const etag = expert.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await api.call('GET', '/ifa-signs/odduns?level=expert', { token: access_token, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('gives the full detail of a sign without the secret to a learner who has not bought it', async () => {
    const { access_token } = await api.registerUser();
    const res = await api.call('GET', '/ifa-signs/oddun/baba-ejiogbe', { token: access_token });
    expect(res.status).toBe(200);
    const oddun = Oddun.parse(res.body);
    expect(oddun).toMatchObject({ position: 1, binary_pattern: '11111111', is_meji: true, secret_unlocked: false });
    expect(oddun.meaning?.length).toBeGreaterThan(100);
    expect(res.body).not.toHaveProperty('secret_content');
    expect((await api.call('GET', '/ifa-signs/oddun/no-such-sign', { token: access_token })).status).toBe(404);
  });

  it('reads the user, the sign, its reviews and its two translations in one request, and the secret only for those who may see it (DESIGN.md 8)', async () => {
    const { access_token, user } = await api.registerUser();
    const detail = () => api.call('GET', '/ifa-signs/oddun/odi-meji', { token: access_token });
    expect(await requestsSent(detail)).toEqual(['BatchGetItem 5']);
    // A generated sign has no translation item (its languages come from templates).
    expect(await requestsSent(() => api.call('GET', '/ifa-signs/oddun/ogbe-yeku', { token: access_token }))).toEqual(['BatchGetItem 3']);
    expect((await detail()).body.secret_unlocked).toBe(false);
    await giveCowries(user.id, 200);
    expect((await api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'odi-meji' } })).status).toBe(200);
    expect(await requestsSent(detail)).toEqual(['BatchGetItem 5', 'GetItem']);
    expect((await detail()).body).toMatchObject({ secret_unlocked: true, secret_content: { oddun_name: expect.any(String) } });
  });

  it('shows the secret to admins', async () => {
    const { user } = await api.registerUser();
    const { updateUserFields } = await import('../../src/data/users.js');
    await updateUserFields(user.id, { role: 'admin' });
    const login = await api.call('POST', '/auth/login', { body: { email: user.email, password: 'secreto123' } });
    const res = await api.call('GET', '/ifa-signs/oddun/baba-ejiogbe', { token: login.body.access_token });
    expect(res.body.secret_unlocked).toBe(true);
    expect(res.body.secret_content.secret_works.length).toBeGreaterThan(0);
  });
});

describe('the list of signs, cacheable (DESIGN.md 8: a repeat load costs 0 RCU)', () => {
  // Time moves by the policy's seconds here, not by waiting: only Date is faked (the seed in
  // beforeAll has just written a catalogue version, which settles after settleSeconds).
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const list = (token: string | undefined, etag?: string, level = 'expert') =>
    api.call('GET', `/ifa-signs/odduns?level=${level}`, { token, headers: etag ? { 'if-none-match': etag } : {} });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a repeat load with If-None-Match 304, without any table read, and only to a signed-in caller', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    later(SIGN_LIST_FRESHNESS.settleSeconds + 1);
    const { access_token } = await api.registerUser();

    const first = await list(access_token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SIGN_LIST_CACHE_CONTROL);
    expect(SIGN_LIST_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    let again: Awaited<ReturnType<typeof list>> | undefined;
    expect(await requestsSent(async () => (again = await list(access_token, etag)))).toEqual([]);
    expect(again).toMatchObject({ status: 304, text: '' });
    expect(again!.headers.get('etag')).toBe(etag);
    expect(again!.headers.get('cache-control')).toBe(SIGN_LIST_CACHE_CONTROL);

    // The same copy answers another learner's revalidation: the list holds nothing of the user's.
    const other = await api.registerUser();
    expect(await requestsSent(async () => expect((await list(other.access_token, etag)).status).toBe(304))).toEqual([]);
    // A pool of its own, an ETag of its own.
    expect((await list(access_token, etag, 'beginner')).status).toBe(200);
    // Knowing the ETag is no credential.
    expect((await list(undefined, etag)).status).toBe(401);
    expect((await list('not-a-token', etag)).status).toBe(401);
  });

  it('changes the ETag when an admin edits a sign, within the freshness bound', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    later(SIGN_LIST_FRESHNESS.settleSeconds + 1);
    const { access_token } = await api.registerUser();
    const admin = await adminUser(api);
    const before = await list(access_token);
    const etag = before.headers.get('etag')!;
    const sign = (await api.call('GET', '/admin/odduns/ogunda-meji', { token: admin.token })).body;

    later(1);
    const edited = await api.call('PUT', '/admin/odduns/ogunda-meji', {
      token: admin.token,
      body: { position: sign.position, name: 'Ogunda Meji (editado)', binary_pattern: sign.binary_pattern, version: sign.version },
    });
    expect(edited.status).toBe(200);

    // The container still trusts the version it read (versionTrustSeconds): the old copy stands.
    expect((await list(access_token, etag)).status).toBe(304);

    // Past that (counted from its read, a second before the edit), it reads the version again:
    // changed. Until the change settles in gsi1 the answer is bound to its content, not yet to
    // the version, and not kept by any cache.
    later(SIGN_LIST_FRESHNESS.versionTrustSeconds - 0.5);
    const settling = await list(access_token, etag);
    expect(settling.status).toBe(200);
    expect(settling.headers.get('cache-control')).toBe('no-cache');
    expect(settling.body.odduns.find((o: { id: string }) => o.id === 'ogunda-meji').name).toBe('Ogunda Meji (editado)');

    later(SIGN_LIST_FRESHNESS.settleSeconds);
    const after = await list(access_token, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe(SIGN_LIST_CACHE_CONTROL);
    const newEtag = after.headers.get('etag')!;
    expect(newEtag).not.toBe(etag);
    expect(after.body.odduns.find((o: { id: string }) => o.id === 'ogunda-meji').name).toBe('Ogunda Meji (editado)');
    expect(OddunListResponse.parse(after.body).total).toBe(256);
    expect(await requestsSent(async () => expect((await list(access_token, newEtag)).status).toBe(304))).toEqual([]);
  });
});

describe('contributions', () => {
  it('stores a contribution under the token user and refuses one on behalf of another', async () => {
    const { access_token, user } = await api.registerUser();
    const ok = await api.call('POST', '/ifa-signs/contribute', {
      token: access_token,
      body: { oddun_id: 'oyekun-meji', section: 'refranes', type: 'addition', content: '  Un refrán que aprendí de mi padrino.  ', user_id: user.id },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, contribution_id: expect.any(String) });

    const other = await api.call('POST', '/ifa-signs/contribute', {
      token: access_token,
      body: { oddun_id: 'oyekun-meji', section: 'refranes', type: 'addition', content: 'x', user_id: 'someone-else' },
    });
    expect(other.status).toBe(403);

    const blank = await api.call('POST', '/ifa-signs/contribute', { token: access_token, body: { oddun_id: 'oyekun-meji', section: 'refranes', type: 'addition', content: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toEqual([{ field: 'content', message: MSG.contributionRequired }]);

    const tooLong = await api.call('POST', '/ifa-signs/contribute', { token: access_token, body: { oddun_id: 'oyekun-meji', section: 'refranes', type: 'addition', content: 'a'.repeat(5001) } });
    expect(tooLong.status).toBe(400);
    const badSection = await api.call('POST', '/ifa-signs/contribute', { token: access_token, body: { oddun_id: 'oyekun-meji', section: 'nope', type: 'addition', content: 'texto' } });
    expect(badSection.status).toBe(400);
    const unknownSign = await api.call('POST', '/ifa-signs/contribute', { token: access_token, body: { oddun_id: 'nope', section: 'refranes', type: 'addition', content: 'texto' } });
    expect(unknownSign.status).toBe(404);
  });
});

describe('secret purchase', () => {
  it('refuses a short balance and changes nothing', async () => {
    const { access_token, user } = await api.registerUser();
    const res = await api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'baba-ejiogbe', cost: 1 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: MSG.insufficientCowries });
    const me = await api.call('GET', '/auth/me', { token: access_token });
    expect(me.body).toMatchObject({ cowrie_shells: ECONOMY.welcomeCowries, purchased_secrets: [] });
    expect(await ledgerSum(user.id)).toBe(ECONOMY.welcomeCowries);
  });

  it('charges the server price once, unlocks the secret, and is a no-charge success when owned', async () => {
    const { access_token, user } = await api.registerUser();
    await giveCowries(user.id, 250);
    const res = await api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'iwori-meji', cost: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, new_balance: 150, already_owned: false, purchased_secrets: ['iwori-meji'] });
    const again = await api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'iwori-meji', cost: 100 } });
    expect(again.body).toMatchObject({ success: true, new_balance: 150, already_owned: true });
    const detail = await api.call('GET', '/ifa-signs/oddun/iwori-meji', { token: access_token });
    expect(detail.body.secret_unlocked).toBe(true);
    expect(await ledgerSum(user.id)).toBe(150);
  });

  it('charges once for 15 parallel purchases of one secret with exactly 100 cowries', async () => {
    const { access_token, user } = await api.registerUser();
    await giveCowries(user.id, 100);
    const results = await Promise.all(
      Array.from({ length: 15 }, () => api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'odi-meji', cost: 100 } })),
    );
    for (const r of results) expect(r.status).toBe(200);
    expect(results.filter((r) => r.body.already_owned === false)).toHaveLength(1);
    const me = await api.call('GET', '/auth/me', { token: access_token });
    expect(me.body).toMatchObject({ cowrie_shells: 0, purchased_secrets: ['odi-meji'] });
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('lets exactly one of 12 parallel purchases of different secrets succeed with 150 cowries', async () => {
    const { access_token, user } = await api.registerUser();
    await giveCowries(user.id, 150);
    const mejis = (await api.call('GET', '/ifa-signs/odduns?level=beginner', { token: access_token })).body.odduns.slice(0, 12);
    const results = await Promise.all(
      mejis.map((o: { id: string }) => api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: o.id } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.detail).toBe(MSG.insufficientCowries);
    }
    const me = await api.call('GET', '/auth/me', { token: access_token });
    expect(me.body.cowrie_shells).toBe(50);
    expect(me.body.purchased_secrets).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(50);
  });
});

describe('the sign detail in the learner\'s language (DESIGN.md 6)', () => {
  const names = (body: { name?: string; yoruba_name?: string; alternative_names?: string[] }) =>
    [body.name ?? '', body.yoruba_name ?? '', ...(body.alternative_names ?? [])].filter(Boolean);
  const studyTexts = (body: Record<string, unknown>) =>
    ['title', 'traditional_subtitle', 'meaning', 'extended_description', 'nace_en_este_signo', 'consejos_espirituales', 'ofrendas', 'plantas', 'refranes', 'patakines', 'obras_del_signo', 'taboos']
      .flatMap((k) => body[k] ?? [])
      .filter((t): t is string => typeof t === 'string');

  it('gives an English learner a Meji and its bought secret in English, marked as the project\'s unreviewed translation', async () => {
    const { spanishSentences } = await import('../support/spanish-text.js');
    const { access_token, user } = await api.registerUser({ language: 'en' });
    const spanish = (await api.call('GET', '/ifa-signs/oddun/ojuani-meji', { token: (await api.registerUser()).access_token })).body;
    expect(spanish).not.toHaveProperty('translation');

    const res = await api.call('GET', '/ifa-signs/oddun/ojuani-meji', { token: access_token });
    expect(res.status).toBe(200);
    const oddun = Oddun.parse(res.body);
    expect(oddun.translation).toMatchObject({ language: 'en', by: 'project', reviewed: null, untranslated: [] });
    expect(oddun.translation!.sections).toEqual(expect.arrayContaining(['title', 'meaning', 'extended_description', 'refranes', 'taboos', 'patakines']));
    expect(oddun.meaning).not.toBe(spanish.meaning);
    expect(oddun.name).toBe(spanish.name);
    for (const text of studyTexts(res.body)) expect(spanishSentences(text, 'en', names(oddun)), text).toEqual([]);

    await giveCowries(user.id, 200);
    expect((await api.call('POST', '/ifa-signs/purchase-secret', { token: access_token, body: { oddun_id: 'ojuani-meji' } })).status).toBe(200);
    const bought = (await api.call('GET', '/ifa-signs/oddun/ojuani-meji', { token: access_token })).body;
    expect(bought.translation.sections).toContain('secret');
    expect(bought.secret_content.ritual_instructions[0]).toMatch(/^Advanced study material/);
    for (const text of [...bought.secret_content.secret_works, ...bought.secret_content.spiritual_secrets.hidden_taboos]) {
      expect(spanishSentences(text, 'en', names(oddun)), text).toEqual([]);
    }
  });

  it('gives a French learner a generated sign in French, still labelled as generated', async () => {
    const { spanishSentences } = await import('../support/spanish-text.js');
    const { access_token } = await api.registerUser({ language: 'fr' });
    const res = await api.call('GET', '/ifa-signs/oddun/ogbe-yeku', { token: access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data_source: 'generated', translation: { language: 'fr', by: 'project', untranslated: [] } });
    expect(res.body.extended_description).toMatch(/synthèse indicative générée par le projet/);
    for (const text of [...studyTexts(res.body), res.body.descripcion]) expect(spanishSentences(text, 'fr', names(res.body)), text).toEqual([]);
  });

  it('shows the one entry an admin added since the translation in Spanish, named in `pending`, and keeps the rest translated', async () => {
    const admin = await adminUser(api);
    const { access_token } = await api.registerUser({ language: 'fr' });
    const french = (await api.call('GET', '/ifa-signs/oddun/osa-meji', { token: access_token })).body;
    const current = await api.call('GET', '/admin/odduns/osa-meji', { token: admin.token });
    expect(current.status).toBe(200);
    const added = 'Un refrán añadido desde el panel para la prueba.';
    const put = await api.call('PUT', '/admin/odduns/osa-meji', { token: admin.token, body: { ...current.body, refranes: [...current.body.refranes, added] } });
    expect(put.status).toBe(200);

    const res = await api.call('GET', '/ifa-signs/oddun/osa-meji', { token: access_token });
    expect(res.body.refranes).toEqual([...french.refranes, added]);
    expect(Oddun.parse(res.body).translation).toMatchObject({ language: 'fr', untranslated: ['refranes'], pending: { refranes: [french.refranes.length] } });
    expect(res.body.translation.sections).not.toContain('refranes');
    expect(res.body.translation.sections).toContain('taboos');
    expect(res.body.taboos).toEqual(french.taboos);
  });

  it('after an approved addition and an approved correction, marks only those items for an English learner', async () => {
    const admin = await adminUser(api);
    const learner = await api.registerUser({ language: 'en' });
    const english = (await api.call('GET', '/ifa-signs/oddun/oshe-meji', { token: learner.access_token })).body;
    const spanish = (await api.call('GET', '/admin/odduns/oshe-meji', { token: admin.token })).body;
    const contribute = async (section: string, type: string, content: string) => {
      const sent = await api.call('POST', '/ifa-signs/contribute', { token: learner.access_token, body: { oddun_id: 'oshe-meji', section, type, content } });
      expect(sent.status).toBe(201);
      const decided = await api.call('PUT', `/admin/contributions/${sent.body.contribution_id}/approve`, { token: admin.token, body: { apply: true } });
      expect(decided.body).toMatchObject({ status: 'approved', applied: true });
    };
    await contribute('refranes', 'addition', 'Quien siembra dulzura recoge miel.');
    const corrected = [...spanish.taboos];
    corrected[0] = 'Usar la ruda: los tratados la señalan como tabú para los hijos de este signo.';
    await contribute('taboos', 'correction', corrected.join('\n'));

    const res = await api.call('GET', '/ifa-signs/oddun/oshe-meji', { token: learner.access_token });
    const oddun = Oddun.parse(res.body);
    expect(oddun.refranes).toEqual([...english.refranes, 'Quien siembra dulzura recoge miel.']);
    expect(oddun.taboos).toEqual([corrected[0], ...english.taboos.slice(1)]);
    expect(oddun.translation).toMatchObject({ pending: { refranes: [english.refranes.length], taboos: [0] } });
    expect(oddun.translation!.untranslated.sort()).toEqual(['refranes', 'taboos']);
    expect(oddun.meaning).toBe(english.meaning);
  });
});
