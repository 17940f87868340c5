import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, UserContributionsResponse, type Oddun, type ReviewContribution } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';
import { queueOf, reviewerIn } from '../support/reviewers.js';

/**
 * Sourced contributions in the reviewers' hands (issue 36), through the real handlers and
 * DynamoDB Local with conflicts simulated: a learner's Spanish text from a house's teaching, and
 * an English learner's better translation of a list, each reviewed by a reviewer of its language;
 * authors credited by the name they chose and told the reviewer's note; nobody reviews their own;
 * two reviewers at once: one decides, the other gets 409.
 */
const api = useApi();

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  await seedCatalogue();
});

/** Signs no other test of this file's run edits. */
const SPANISH_SIGN = 'oshe-meji';
const TRANSLATED_SIGN = 'ogunda-meji';

const contribute = (token: string, body: Record<string, unknown>) => api.call('POST', '/ifa-signs/contribute', { token, body });
const decide = (token: string, id: string, body: Record<string, unknown>) => api.call('PUT', `/review/contributions/${id}`, { token, body });
const inQueue = async (token: string, id: string) => (await queueOf(api, token)).contributions.find((c) => c.id === id);

async function detailAs(token: string, sign: string) {
  const res = await api.call('GET', `/ifa-signs/oddun/${sign}`, { token });
  expect(res.status).toBe(200);
  return res.body as Oddun;
}

describe('a Spanish contribution with its source', () => {
  it('reaches a Spanish reviewer with before and after; applied, it credits the author by the chosen name and the author reads the note', async () => {
    const admin = (await adminUser(api)).token;
    const [author, spanish, french] = await Promise.all([reviewerIn(api, admin, ['es']), reviewerIn(api, admin, ['es']), reviewerIn(api, admin, ['fr'])]);
    const learner = await api.registerUser();
    const sent = await contribute(author.token, {
      oddun_id: SPANISH_SIGN,
      section: 'taboos',
      type: 'addition',
      content: 'No comer maíz tostado el día de su consulta.',
      language: 'es',
      source_kind: 'house',
      source: 'Ilé Ocha de Regla',
      credit_name: 'Iyá Ana',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.contribution_id as string;

    // The author's own is not in their queue, and they cannot decide it; nor can a French reviewer or a learner.
    expect(await inQueue(author.token, id)).toBeUndefined();
    expect(await inQueue(french.token, id)).toBeUndefined();
    const item = (await inQueue(spanish.token, id)) as ReviewContribution;
    expect(item).toMatchObject({ language: 'es', section: 'taboos', source_kind: 'house', source: 'Ilé Ocha de Regla', credit_name: 'Iyá Ana' });
    expect(item.after?.split('\n')).toEqual([...item.before!.split('\n'), 'No comer maíz tostado el día de su consulta.']);
    const body = { decision: 'apply', note: 'Conocido en varias casas.', before_hash: item.before_hash };
    expect((await decide(author.token, id, body)).body).toEqual({ detail: MSG.contributionOwn });
    expect((await decide(french.token, id, body)).body).toEqual({ detail: MSG.reviewerOnly });
    expect((await decide(learner.access_token, id, body)).body).toEqual({ detail: MSG.reviewerNone });
    expect((await decide(spanish.token, id, { ...body, before_hash: 'otro' })).body).toEqual({ detail: MSG.reviewTextChanged });

    const applied = await decide(spanish.token, id, body);
    expect(applied.body).toEqual({ success: true, message: MSG.contributionApplied, status: 'approved', applied: true });
    const sign = await detailAs(learner.access_token, SPANISH_SIGN);
    expect(sign.taboos).toContain('No comer maíz tostado el día de su consulta.');
    expect(sign.provenance?.taboos?.sources).toEqual(
      expect.arrayContaining([
        { kind: 'book', title: 'Ilé Ocha de Regla', where: 'Enseñanza de una casa' },
        { kind: 'contribution', title: 'Iyá Ana' },
      ]),
    );
    const mine = UserContributionsResponse.parse((await api.call('GET', '/user/contributions', { token: author.token })).body);
    expect(mine.contributions.find((c) => c.id === id)).toMatchObject({
      status: 'approved',
      applied: true,
      credit_name: 'Iyá Ana',
      source_kind: 'house',
      admin_notes: 'Conocido en varias casas.',
      reviewer_name: spanish.name,
    });
    expect((await decide(spanish.token, id, body)).body).toEqual({ detail: MSG.contributionDecided });
  });

  it('asking for changes needs a note, which the author then reads', async () => {
    const admin = (await adminUser(api)).token;
    const reviewer = await reviewerIn(api, admin, ['es']);
    const author = await api.registerUser({ full_name: 'Autor Sin Fuente' });
    const sent = await contribute(author.access_token, { oddun_id: SPANISH_SIGN, section: 'meaning', type: 'correction', content: 'Otro significado.', source_kind: 'own' });
    const id = sent.body.contribution_id as string;
    const item = (await inQueue(reviewer.token, id))!;
    expect(item).toMatchObject({ source_kind: 'own', source: null, credit_name: 'Autor Sin Fuente' });
    const noNote = await decide(reviewer.token, id, { decision: 'request_changes', before_hash: item.before_hash });
    expect(noNote).toMatchObject({ status: 400, body: { detail: [{ field: 'note', message: MSG.contributionDecisionNote }] } });
    const asked = await decide(reviewer.token, id, { decision: 'request_changes', note: '¿En qué libro se apoya?', before_hash: item.before_hash });
    expect(asked.body).toMatchObject({ status: 'rejected', applied: false, message: MSG.contributionChangesRequested });
    const mine = UserContributionsResponse.parse((await api.call('GET', '/user/contributions', { token: author.access_token })).body);
    expect(mine.contributions[0]).toMatchObject({ id, status: 'rejected', admin_notes: '¿En qué libro se apoya?', reviewer_name: reviewer.name });
    expect((await detailAs(author.access_token, SPANISH_SIGN)).meaning).not.toBe('Otro significado.');
  });

  it('two reviewers at once: one decides, the other gets 409, and the text is added once', async () => {
    const admin = (await adminUser(api)).token;
    const [a, b] = await Promise.all([reviewerIn(api, admin, ['es']), reviewerIn(api, admin, ['es'])]);
    const author = await api.registerUser();
    const entry = `Refrán aportado ${Date.now()}.`;
    const id = (await contribute(author.access_token, { oddun_id: SPANISH_SIGN, section: 'refranes', type: 'addition', content: entry, source_kind: 'book', source: 'Tratado de refranes, p. 40' })).body.contribution_id as string;
    const item = (await inQueue(a.token, id))!;
    const results = await Promise.all([a, b].map((r) => decide(r.token, id, { decision: 'apply', before_hash: item.before_hash })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ detail: MSG.contributionDecided });
    const sign = await detailAs(author.access_token, SPANISH_SIGN);
    expect(sign.refranes!.filter((r) => r === entry)).toHaveLength(1);
  });
});

describe('a translation suggestion', () => {
  it('is refused in the wrong shape: another type in English, a generated sign, another number of entries', async () => {
    const learner = await api.registerUser({ language: 'en' } as never);
    const base = { oddun_id: TRANSLATED_SIGN, section: 'taboos', language: 'en', source_kind: 'own' };
    expect((await contribute(learner.access_token, { ...base, type: 'addition', content: 'x' })).body).toEqual({ detail: [{ field: 'type', message: MSG.contributionTranslationOnly }] });
    expect((await contribute(learner.access_token, { ...base, type: 'translation', language: 'es', content: 'x' })).body).toEqual({
      detail: [{ field: 'type', message: MSG.contributionTranslationSpanish }],
    });
    expect((await contribute(learner.access_token, { ...base, type: 'translation', oddun_id: 'ogbe-yeku', content: 'x' })).body).toEqual({ detail: MSG.contributionTranslationGenerated });
    expect((await contribute(learner.access_token, { ...base, type: 'translation', content: 'Only one line.' })).body).toEqual({ detail: MSG.contributionTranslationCount });
    expect((await contribute(learner.access_token, { ...base, type: 'translation', source_kind: 'link', source: 'no es un enlace', content: 'x' })).body).toEqual({
      detail: [{ field: 'source', message: MSG.contributionSourceLink }],
    });
  });

  it('applied by an English reviewer, English learners read it credited; Spanish does not change; a new seed keeps it', async () => {
    const admin = (await adminUser(api)).token;
    const [english, spanishReviewer] = await Promise.all([reviewerIn(api, admin, ['en']), reviewerIn(api, admin, ['es'])]);
    const learner = await api.registerUser({ language: 'en', full_name: 'Learner Who Suggests' } as never);
    const before = await detailAs(learner.access_token, TRANSLATED_SIGN);
    const taboos = [...before.taboos!];
    taboos[0] = `${taboos[0]!.replace(/\.$/, '')} (a better wording).`;
    const sent = await contribute(learner.access_token, {
      oddun_id: TRANSLATED_SIGN,
      section: 'taboos',
      type: 'translation',
      language: 'en',
      content: taboos.join('\n'),
      source_kind: 'link',
      source: 'https://example.org/ogunda',
      credit_name: 'L. Suggests',
    });
    expect(sent.status).toBe(201);
    const id = sent.body.contribution_id as string;
    expect(await inQueue(spanishReviewer.token, id)).toBeUndefined();
    const item = (await inQueue(english.token, id))!;
    expect(item).toMatchObject({ language: 'en', type: 'translation', before: before.taboos!.join('\n'), after: taboos.join('\n'), credit_name: 'L. Suggests' });

    expect((await decide(english.token, id, { decision: 'apply', note: 'Reads better.', before_hash: item.before_hash })).status).toBe(200);
    const after = await detailAs(learner.access_token, TRANSLATED_SIGN);
    expect(after.taboos).toEqual(taboos);
    expect(after.translation?.credits?.taboos).toMatchObject({ name: 'L. Suggests', source_kind: 'link', source: 'https://example.org/ogunda' });
    expect(after.translation?.sections).toContain('taboos');
    const spanishLearner = await api.registerUser();
    expect((await detailAs(spanishLearner.access_token, TRANSLATED_SIGN)).taboos).not.toContain(taboos[0]);

    // A deploy's seed does not write over what was applied in the panel.
    const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
    await seedCatalogue();
    expect((await detailAs(learner.access_token, TRANSLATED_SIGN)).taboos).toEqual(taboos);
  });
});

describe('an admin applies a translation suggestion from the contributions panel', () => {
  it('into the French translation, credited, the Spanish untouched', async () => {
    const admin = (await adminUser(api)).token;
    const learner = await api.registerUser({ language: 'fr' } as never);
    const before = await detailAs(learner.access_token, 'oyekun-meji');
    const entries = [...before.refranes!];
    entries[0] = 'Un proverbe mieux traduit.';
    const sent = await contribute(learner.access_token, { oddun_id: 'oyekun-meji', section: 'refranes', type: 'translation', language: 'fr', content: entries.join('\n'), source_kind: 'own', credit_name: 'Élève' });
    expect(sent.status).toBe(201);
    const approved = await api.call('PUT', `/admin/contributions/${sent.body.contribution_id}/approve`, { token: admin, body: { apply: true, admin_notes: 'Merci.' } });
    expect(approved.status, approved.text).toBe(200);
    const after = await detailAs(learner.access_token, 'oyekun-meji');
    expect(after.refranes).toEqual(entries);
    expect(after.translation?.credits?.refranes).toMatchObject({ name: 'Élève', source_kind: 'own' });
    expect((await detailAs((await api.registerUser()).access_token, 'oyekun-meji')).refranes).not.toContain('Un proverbe mieux traduit.');
  });
});

describe('a reviewer edits a section', () => {
  const edit = (token: string, sign: string, section: string, language: string, body: Record<string, unknown>) =>
    api.call('PUT', `/review/odduns/${sign}/${section}/${language}/text`, { token, body });
  const hashIn = async (token: string, sign: string, section: string, language: string) =>
    (await queueOf(api, token)).items.find((i) => i.oddun_id === sign && i.section === section && i.language === language)!;

  it('in Spanish: a revision of the sign, pending review, the new paragraph in Spanish for English learners; a stale text is 409, two at once one wins', async () => {
    const admin = await adminUser(api);
    const [a, b] = await Promise.all([reviewerIn(api, admin.token, ['es']), reviewerIn(api, admin.token, ['es'])]);
    const item = await hashIn(a.token, 'irete-meji', 'meaning', 'es');
    // Reviewed first: the edit makes it pending again.
    const marked = await api.call('PUT', '/review/odduns/irete-meji/meaning/es', { token: b.token, body: { text_hash: item.text_hash, note: 'Cotejado.' } });
    expect(marked.status).toBe(200);
    expect((await detailAs((await api.registerUser()).access_token, 'irete-meji')).provenance?.meaning?.reviewed).toMatchObject({ by: b.name });
    const text = `${item.text}\n\nUn párrafo añadido por un revisor.`;
    const results = await Promise.all([a, b].map((r) => edit(r.token, 'irete-meji', 'meaning', 'es', { text_hash: item.text_hash, text })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body).toEqual({ detail: MSG.reviewTextChanged });
    expect(results.find((r) => r.status === 200)!.body).toMatchObject({ message: MSG.reviewEditSaved, text_hash: expect.any(String) });

    const learner = await api.registerUser();
    const spanish = await detailAs(learner.access_token, 'irete-meji');
    expect(spanish.meaning).toBe(text);
    expect(spanish.provenance?.meaning).toMatchObject({ reviewed: null });
    const englishLearner = await api.registerUser({ language: 'en' } as never);
    const english = await detailAs(englishLearner.access_token, 'irete-meji');
    expect(english.translation?.pending?.meaning).toEqual([1]);
    const revisions = await api.call('GET', '/admin/odduns/irete-meji/revisions', { token: admin.token });
    expect(revisions.body.revisions[0]).toMatchObject({ action: 'update', by: { id: expect.any(String) } });
    expect((await edit(a.token, 'irete-meji', 'meaning', 'es', { text_hash: item.text_hash, text: 'Otro texto.' })).body).toEqual({ detail: MSG.reviewTextChanged });
  });

  it('in English: the translation of that section, with as many entries as the Spanish; only for a reviewer of English', async () => {
    const admin = (await adminUser(api)).token;
    const [english, spanish] = await Promise.all([reviewerIn(api, admin, ['en']), reviewerIn(api, admin, ['es'])]);
    const item = await hashIn(english.token, 'ika-meji', 'taboos', 'en');
    const entries = item.text.split('\n');
    entries[entries.length - 1] = 'A clearer last entry.';
    const body = { text_hash: item.text_hash, text: entries.join('\n') };
    expect((await edit(spanish.token, 'ika-meji', 'taboos', 'en', body)).body).toEqual({ detail: MSG.reviewerOnly });
    expect((await edit(english.token, 'ika-meji', 'attributes', 'en', body)).body).toEqual({ detail: MSG.reviewEditSection });
    expect((await edit(english.token, 'ika-meji', 'taboos', 'en', { ...body, text: 'Only one entry.' })).body).toEqual({ detail: MSG.contributionTranslationCount });
    expect((await edit(english.token, 'ika-meji', 'taboos', 'en', body)).status).toBe(200);
    const learner = await api.registerUser({ language: 'en' } as never);
    expect((await detailAs(learner.access_token, 'ika-meji')).taboos).toEqual(entries);
    const spanishLearner = await api.registerUser();
    expect((await detailAs(spanishLearner.access_token, 'ika-meji')).taboos).not.toContain('A clearer last entry.');
  });
});
