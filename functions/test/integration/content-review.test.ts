import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Oddun, type ReviewQueueResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';
import { queueOf as reviewQueueOf, reviewerIn as reviewersIn } from '../support/reviewers.js';

/**
 * Content reviewed by those who know (issue 36) through the real handlers and DynamoDB Local: an
 * administrator makes a babalawo a reviewer for Spanish; their queue lists Baba Ejiogbe's
 * 'meaning'; marked reviewed, a Spanish learner reads 'Revisado por …' on it while an English
 * learner's translation stays pending until a reviewer for English reviews it. Two reviewers at
 * once: one wins, the other gets 409. An edit after the review makes the section pending again.
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

const SIGN = 'baba-ejiogbe';
/** A sign this file edits (no other test reads its lists). */
const EDITED = 'ofun-meji';

const reviewerIn = (adminToken: string, languages: string[], role?: 'babalawo' | 'santero') => reviewersIn(api, adminToken, languages, role);
const queueOf = (token: string) => reviewQueueOf(api, token);
const itemOf = (queue: ReviewQueueResponse, section: string, language: string, sign = SIGN) => queue.items.find((i) => i.oddun_id === sign && i.section === section && i.language === language);
const mark = (token: string, section: string, language: string, body: Record<string, unknown>, sign = SIGN) => api.call('PUT', `/review/odduns/${sign}/${section}/${language}`, { token, body });

async function detailAs(language: 'es' | 'en', sign = SIGN) {
  const learner = await api.registerUser({ language } as never);
  return (await api.call('GET', `/ifa-signs/oddun/${sign}`, { token: learner.access_token })).body as Oddun;
}

describe('reviewers and the review of a section', () => {
  it('a Spanish review shows in Spanish, and the English translation waits for an English reviewer', async () => {
    const admin = (await adminUser(api)).token;
    const babalawo = await reviewerIn(admin, ['es']);
    const queue = await queueOf(babalawo.token);
    expect(queue.languages).toEqual(['es']);
    const meaning = itemOf(queue, 'meaning', 'es');
    expect(meaning?.text).toContain('Baba Ejiogbe abre la serie');
    expect(queue.items.every((i) => i.language === 'es')).toBe(true);

    // Not theirs to review: English.
    const english = await mark(babalawo.token, 'meaning', 'en', { text_hash: meaning!.text_hash, note: 'x' });
    expect([english.status, english.body]).toEqual([403, { detail: MSG.reviewerOnly }]);

    const done = await mark(babalawo.token, 'meaning', 'es', { text_hash: meaning!.text_hash, note: 'Cotejado con el tratado de la casa.', source: 'Libreta de Ifá, p. 12' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: MSG.reviewSaved, reviewed: { by: babalawo.name, note: 'Cotejado con el tratado de la casa.', source: 'Libreta de Ifá, p. 12' } });
    expect(itemOf(await queueOf(babalawo.token), 'meaning', 'es')).toBeUndefined();

    const es = await detailAs('es');
    expect(es.provenance?.meaning?.reviewed).toEqual({ by: babalawo.name, on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // The English reader reads the project's translation: not reviewed by the Spanish review.
    const en = await detailAs('en');
    expect(en.translation?.sections).toContain('meaning');
    expect(en.provenance?.meaning?.reviewed).toBeNull();

    const translator = await reviewerIn(admin, ['en', 'fr'], 'santero');
    const enItem = itemOf(await queueOf(translator.token), 'meaning', 'en');
    expect(enItem?.text).toContain('Baba Ejiogbe opens the series');
    expect((await mark(translator.token, 'meaning', 'en', { text_hash: enItem!.text_hash, note: 'Translation checked against the Spanish.' })).status).toBe(200);
    expect((await detailAs('en')).provenance?.meaning?.reviewed).toEqual({ by: translator.name, on: expect.any(String) });
  });

  it('two reviewers at once: one wins and the other is told; a stale text is refused', async () => {
    const admin = (await adminUser(api)).token;
    const [a, b] = await Promise.all([reviewerIn(admin, ['es']), reviewerIn(admin, ['es'])]);
    const item = itemOf(await queueOf(a.token), 'refranes', 'es')!;
    const both = await Promise.all([a, b].map((r) => mark(r.token, 'refranes', 'es', { text_hash: item.text_hash, note: 'Revisado.' })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body).toEqual({ detail: MSG.reviewAlreadyDone });
    const stale = await mark(a.token, 'patakines', 'es', { text_hash: 'not-the-text', note: 'Revisado.' });
    expect([stale.status, stale.body]).toEqual([409, { detail: MSG.reviewTextChanged }]);
  });

  it('an edit after a review makes the section pending again', async () => {
    const admin = (await adminUser(api)).token;
    const reviewer = await reviewerIn(admin, ['es']);
    const item = itemOf(await queueOf(reviewer.token), 'taboos', 'es', EDITED)!;
    expect((await mark(reviewer.token, 'taboos', 'es', { text_hash: item.text_hash, note: 'Revisado.' }, EDITED)).status).toBe(200);
    const current = (await api.call('GET', `/admin/odduns/${EDITED}`, { token: admin })).body as Oddun & { version: number; taboos: string[] };
    // The sign as the panel sends it back: its editable fields, with one entry added.
    const { id: _id, version, has_data: _h, completion_percentage: _c, created_at: _ca, updated_at: _u, fecha_actualizacion: _f, has_secret: _hs, secret_unlocked: _su, ...fields } = current;
    const edited = await api.call('PUT', `/admin/odduns/${EDITED}`, { token: admin, body: { ...fields, taboos: [...current.taboos, 'Una entrada añadida por la prueba.'], version } });
    expect(edited.status, edited.text).toBe(200);
    expect(itemOf(await queueOf(reviewer.token), 'taboos', 'es', EDITED)).toBeDefined();
    expect((await detailAs('es', EDITED)).provenance?.taboos?.reviewed).toBeNull();
  });

  it('refuses a learner, a bad request and an unknown grant', async () => {
    const admin = (await adminUser(api)).token;
    const learner = await api.registerUser();
    expect((await api.call('GET', '/review/queue', { token: learner.access_token })).body).toEqual({ detail: MSG.reviewerNone });
    const reviewer = await reviewerIn(admin, ['es']);
    const noNote = await mark(reviewer.token, 'meaning', 'es', { text_hash: 'x', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain(MSG.reviewNoteRequired);
    const badSection = await mark(reviewer.token, 'nowhere', 'es', { text_hash: 'x', note: 'n' });
    expect(badSection.status).toBe(400);
    const repeated = await api.call('PUT', `/admin/users/${learner.user.id}/reviewer`, { token: admin, body: { languages: ['es', 'es'] } });
    expect(repeated.status).toBe(400);
    expect((await api.call('PUT', '/admin/users/nobody/reviewer', { token: admin, body: { languages: ['es'] } })).status).toBe(404);
  });
});

describe('asking for changes to a section', () => {
  it('needs a note; other reviewers of the language see it in the queue until the text changes; one request per text', async () => {
    const admin = (await adminUser(api)).token;
    const [a, b, english] = await Promise.all([reviewerIn(admin, ['es']), reviewerIn(admin, ['es']), reviewerIn(admin, ['en'])]);
    const sign = 'otura-meji';
    const item = itemOf(await queueOf(a.token), 'meaning', 'es', sign)!;
    const ask = (token: string, body: Record<string, unknown>, language = 'es') => api.call('PUT', `/review/odduns/${sign}/meaning/${language}/changes`, { token, body });
    expect((await ask(a.token, { text_hash: item.text_hash, note: ' ' })).body).toEqual({ detail: [{ field: 'note', message: MSG.reviewChangesNote }] });
    expect((await ask(english.token, { text_hash: item.text_hash, note: 'x' })).body).toEqual({ detail: MSG.reviewerOnly });
    const asked = await ask(a.token, { text_hash: item.text_hash, note: 'El segundo párrafo necesita su fuente.' });
    expect(asked.body).toMatchObject({ message: MSG.reviewChangesSaved, requested: { by: a.name, note: 'El segundo párrafo necesita su fuente.' } });
    expect((await ask(b.token, { text_hash: item.text_hash, note: 'Yo también.' })).body).toEqual({ detail: MSG.reviewChangesAlready });
    expect(itemOf(await queueOf(b.token), 'meaning', 'es', sign)?.changes_requested).toMatchObject({ by: a.name, note: 'El segundo párrafo necesita su fuente.' });
    // The English queue is not told: the request is about the Spanish text.
    expect(itemOf(await queueOf(english.token), 'meaning', 'en', sign)?.changes_requested).toBeUndefined();

    // An edit answers it: the new text has no request.
    const edited = await api.call('PUT', `/review/odduns/${sign}/meaning/es/text`, { token: b.token, body: { text_hash: item.text_hash, text: `${item.text}\n\nSegún el tratado de la casa.` } });
    expect(edited.status).toBe(200);
    const after = itemOf(await queueOf(a.token), 'meaning', 'es', sign)!;
    expect(after.text_hash).toBe(edited.body.text_hash);
    expect(after.changes_requested).toBeUndefined();
  });
});

describe('who reaches the review routes (issue 36 authorization matrix)', () => {
  it('a learner, a reviewer of another language, a reviewer of the language and an admin who is not a reviewer', async () => {
    const adminAccount = await adminUser(api);
    const [reviewer, english] = await Promise.all([reviewerIn(adminAccount.token, ['es']), reviewerIn(adminAccount.token, ['en'])]);
    const learner = await api.registerUser();
    const sign = 'obara-meji';
    const queue = await queueOf(reviewer.token);
    const hashOf = (section: string) => itemOf(queue, section, 'es', sign)!;
    const author = await api.registerUser();
    const contribution = (
      await api.call('POST', '/ifa-signs/contribute', { token: author.access_token, body: { oddun_id: sign, section: 'ofrendas', type: 'addition', content: 'Agua de coco.', source_kind: 'own' } })
    ).body.contribution_id as string;
    const pending = (await queueOf(reviewer.token)).contributions.find((c) => c.id === contribution)!;
    const title = hashOf('title');
    const routes: Array<[string, () => [string, string, Record<string, unknown> | undefined]]> = [
      ['queue', () => ['GET', '/review/queue', undefined]],
      ['mark', () => ['PUT', `/review/odduns/${sign}/meaning/es`, { text_hash: hashOf('meaning').text_hash, note: 'Cotejado.' }]],
      ['changes', () => ['PUT', `/review/odduns/${sign}/taboos/es/changes`, { text_hash: hashOf('taboos').text_hash, note: 'Falta la fuente.' }]],
      ['edit', () => ['PUT', `/review/odduns/${sign}/title/es/text`, { text_hash: title.text_hash, text: `${title.text} (revisado)` }]],
      ['contribution', () => ['PUT', `/review/contributions/${contribution}`, { decision: 'request_changes', note: '¿De dónde viene?', before_hash: pending.before_hash }]],
    ];
    const callers = { learner: learner.access_token, 'reviewer of English': english.token, 'admin, not a reviewer': adminAccount.token, 'reviewer of Spanish': reviewer.token };
    const expected: Record<string, Record<keyof typeof callers, number | string>> = {
      queue: { learner: MSG.reviewerNone, 'reviewer of English': 200, 'admin, not a reviewer': MSG.reviewerNone, 'reviewer of Spanish': 200 },
      mark: { learner: MSG.reviewerNone, 'reviewer of English': MSG.reviewerOnly, 'admin, not a reviewer': MSG.reviewerNone, 'reviewer of Spanish': 200 },
      changes: { learner: MSG.reviewerNone, 'reviewer of English': MSG.reviewerOnly, 'admin, not a reviewer': MSG.reviewerNone, 'reviewer of Spanish': 200 },
      edit: { learner: MSG.reviewerNone, 'reviewer of English': MSG.reviewerOnly, 'admin, not a reviewer': MSG.reviewerNone, 'reviewer of Spanish': 200 },
      contribution: { learner: MSG.reviewerNone, 'reviewer of English': MSG.reviewerOnly, 'admin, not a reviewer': MSG.reviewerNone, 'reviewer of Spanish': 200 },
    };
    const seen: Record<string, Record<string, number | string>> = {};
    for (const [name, request] of routes) {
      seen[name] = {};
      // The reviewer of the language last: their request changes what the others would be refused on.
      for (const [who, token] of Object.entries(callers)) {
        const [method, path, body] = request();
        const res = await api.call(method as 'GET' | 'PUT', path, { token, ...(body ? { body } : {}) });
        seen[name][who] = res.status === 403 ? (res.body as { detail: string }).detail : res.status;
      }
    }
    expect(seen).toEqual(expected);
    // Nobody is let in without a token.
    expect((await api.call('GET', '/review/queue', {})).status).toBe(401);
  });
});
