import { beforeAll, describe, expect, it } from 'vitest';
import { AdminContributionsResponse, Contribution, ContributionStatsResponse, InboxResponse, MSG, UserContributionsResponse } from '@ifa/shared';
import { createContribution } from '../../src/data/contributions.js';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

const api = useApi();
let admin: Awaited<ReturnType<typeof adminUser>>;
let learner: Awaited<ReturnType<typeof api.registerUser>>;
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, body });

async function contribute(section: string, content: string, oddun_id = 'signo-uno', type = 'addition', extra: Record<string, unknown> = {}) {
  const res = await api.call('POST', '/ifa-signs/contribute', { token: learner.access_token, body: { oddun_id, section, type, content, ...extra } });
  expect(res.status).toBe(201);
  return res.body.contribution_id as string;
}
const stats = async () => ContributionStatsResponse.parse((await call('GET', '/admin/contributions/stats')).body);

beforeAll(async () => {
  admin = await adminUser(api);
  learner = await api.registerUser({ full_name: 'Aprendiz Colaborador' });
  const created = await call('POST', '/admin/odduns', { position: 1, name: 'Signo Uno', binary_pattern: '11111111', refranes: ['Primero'], meaning: 'Antes' });
  expect(created.status).toBe(201);
});

describe('contributions', () => {
  it('lists by status, newest first, with server pagination and counter stats', async () => {
    const base = await stats();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await contribute('refranes', `Refrán ${i}`));
    expect(await stats()).toEqual({ ...base, total_contributions: base.total_contributions + 3, pending_contributions: base.pending_contributions + 3 });

    const page1 = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=pending&limit=2')).body);
    expect(page1.contributions.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(page1.contributions[0]).toMatchObject({ user_name: 'Aprendiz Colaborador', oddun_name: 'Signo Uno', type: 'addition', status: 'pending' });
    expect(page1.pagination).toMatchObject({ page: 1, limit: 2, total: base.pending_contributions + 3 });
    const page2 = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=pending&limit=2&page=2')).body);
    expect(page2.contributions[0]!.id).toBe(ids[0]);

    await call('PUT', `/admin/contributions/${ids[0]}/reject`, { admin_notes: 'Repetido' });
    const rejected = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=rejected')).body);
    expect(rejected.contributions.map((c) => c.id)).toContain(ids[0]);
    const all = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=all&limit=100')).body);
    expect(all.pagination.total).toBe((await stats()).total_contributions);
    expect(all.contributions.map((c) => c.id).slice(0, 3)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await call('GET', '/admin/contributions?status=lost')).status).toBe(400);
  });

  it('approves and rejects only pending contributions; a rejection keeps its note', async () => {
    const a = await contribute('meaning', 'Significado mejor');
    const b = await contribute('taboos', 'No cruzar ríos');
    const approved = await call('PUT', `/admin/contributions/${a}/approve`);
    expect(approved.status).toBe(200);
    expect(Contribution.parse(approved.body)).toMatchObject({ status: 'approved', applied: false, reviewed_by: admin.id });
    expect((await call('GET', '/admin/odduns/signo-uno')).body.meaning).toBe('Antes');
    const rejected = await call('PUT', `/admin/contributions/${b}/reject`, { admin_notes: 'Falta la fuente' });
    expect(rejected.body).toMatchObject({ status: 'rejected', admin_notes: 'Falta la fuente' });

    expect(await call('PUT', `/admin/contributions/${a}/reject`, {})).toMatchObject({ status: 409, body: { detail: MSG.contributionDecided } });
    expect(await call('PUT', `/admin/contributions/${b}/approve`)).toMatchObject({ status: 409, body: { detail: MSG.contributionDecided } });
    expect((await call('PUT', '/admin/contributions/no-such/approve')).status).toBe(404);
    // The author is told of each decision once (issue 34), the refused second decisions told nothing.
    const told = InboxResponse.parse((await api.call('GET', '/social/inbox', { token: learner.access_token })).body).items;
    expect(told.filter((m) => m.ref === a || m.ref === b).map((m) => [m.kind, m.ref])).toEqual([['contribution_rejected', b], ['contribution_approved', a]]);
  });

  it('decides 20 parallel approvals of one contribution once', async () => {
    const id = await contribute('refranes', 'Refrán disputado');
    const before = await stats();
    const results = await Promise.all(Array.from({ length: 20 }, () => call('PUT', `/admin/contributions/${id}/approve`, { apply: true })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stats()).toEqual({
      ...before,
      pending_contributions: before.pending_contributions - 1,
      approved_contributions: before.approved_contributions + 1,
    });
    const sign = (await call('GET', '/admin/odduns/signo-uno')).body;
    expect(sign.refranes.filter((r: string) => r === 'Refrán disputado')).toHaveLength(1);
    const told = InboxResponse.parse((await api.call('GET', '/social/inbox', { token: learner.access_token })).body).items;
    expect(told.filter((m) => m.ref === id).map((m) => m.kind)).toEqual(['contribution_approved']);
  });

  it('applies an approved text to its section with a revision, in the decision\'s transaction', async () => {
    const before = (await call('GET', '/admin/odduns/signo-uno')).body;
    const listItem = await contribute('refranes', 'Refrán nuevo');
    const res = await call('PUT', `/admin/contributions/${listItem}/approve`, { apply: true });
    expect(res.body).toMatchObject({ status: 'approved', applied: true });
    const afterList = (await call('GET', '/admin/odduns/signo-uno')).body;
    expect(afterList.refranes).toEqual([...before.refranes, 'Refrán nuevo']);
    expect(afterList.version).toBe(before.version + 1);
    const revision = (await call('GET', '/admin/odduns/signo-uno/revisions')).body.revisions[0];
    expect(revision).toMatchObject({ action: 'apply', source: listItem, changed_fields: ['refranes'], previous: { refranes: before.refranes } });

    const text = await contribute('meaning', 'Significado aplicado', 'signo-uno', 'correction');
    await call('PUT', `/admin/contributions/${text}/approve`, { apply: true });
    expect((await call('GET', '/admin/odduns/signo-uno')).body.meaning).toBe('Significado aplicado');

    const secret = await contribute('secret', 'Un secreto');
    expect(await call('PUT', `/admin/contributions/${secret}/approve`, { apply: true })).toMatchObject({
      status: 400,
      body: { detail: MSG.contributionNotApplicable },
    });
    // Refused as a whole: the contribution is still pending.
    expect((await call('GET', '/admin/contributions?status=pending&limit=100')).body.contributions.map((c: { id: string }) => c.id)).toContain(secret);
  });
});

/** DESIGN.md 5e "Now": an addition adds, a correction keeps the previous text as a restorable revision. */
describe('applying never destroys text', () => {
  const MEANING = 'Ojuani Alakentu enseña a cumplir la palabra dada.\n\nSegundo párrafo.';
  const sign = async (id: string) => (await call('GET', `/admin/odduns/${id}`)).body;

  beforeAll(async () => {
    const created = await call('POST', '/admin/odduns', {
      position: 2,
      name: 'Ojuani Alakentu',
      binary_pattern: '00110011',
      meaning: MEANING,
      refranes: ['Palabra dada, palabra cumplida.'],
    });
    expect(created.status).toBe(201);
  });

  it('applies an addition to a prose section as a new paragraph, with a revision holding the text before', async () => {
    const before = await sign('ojuani-alakentu');
    const id = await contribute('meaning', 'Una frase que faltaba.', 'ojuani-alakentu', 'addition');
    const res = await call('PUT', `/admin/contributions/${id}/approve`, { apply: true, version: before.version });
    expect(res.body).toMatchObject({ status: 'approved', applied: true });
    const after = await sign('ojuani-alakentu');
    expect(after.meaning).toBe(`${MEANING}\n\nUna frase que faltaba.`);
    expect(after.refranes).toEqual(before.refranes);
    const revision = (await call('GET', '/admin/odduns/ojuani-alakentu/revisions')).body.revisions[0];
    expect(revision).toMatchObject({ action: 'apply', source: id, changed_fields: ['meaning'], previous: { meaning: MEANING } });
  });

  it('applies an addition to a list as one more entry, and refuses one already there', async () => {
    const before = await sign('ojuani-alakentu');
    const id = await contribute('refranes', 'Otro refrán.', 'ojuani-alakentu', 'addition');
    await call('PUT', `/admin/contributions/${id}/approve`, { apply: true });
    expect((await sign('ojuani-alakentu')).refranes).toEqual([...before.refranes, 'Otro refrán.']);

    const again = await contribute('refranes', '  palabra dada, palabra cumplida. ', 'ojuani-alakentu', 'addition');
    expect(await call('PUT', `/admin/contributions/${again}/approve`, { apply: true })).toMatchObject({ status: 400, body: { detail: MSG.contributionNothingToAdd } });
    // Still pending: it can be approved without applying.
    expect(await call('PUT', `/admin/contributions/${again}/approve`, {})).toMatchObject({ status: 200, body: { applied: false } });
    const title = await contribute('title', 'Más título', 'ojuani-alakentu', 'addition');
    expect(await call('PUT', `/admin/contributions/${title}/approve`, { apply: true })).toMatchObject({ status: 400, body: { detail: MSG.contributionNotApplicable } });
  });

  it('replaces with a correction, and restoring its revision brings the previous text back', async () => {
    const before = await sign('ojuani-alakentu');
    const id = await contribute('meaning', 'Significado corregido.', 'ojuani-alakentu', 'correction');
    await call('PUT', `/admin/contributions/${id}/approve`, { apply: true, version: before.version });
    const corrected = await sign('ojuani-alakentu');
    expect(corrected.meaning).toBe('Significado corregido.');
    const revision = (await call('GET', '/admin/odduns/ojuani-alakentu/revisions')).body.revisions[0];
    expect(revision).toMatchObject({ action: 'apply', source: id, previous: { meaning: before.meaning } });

    const restore = await call('POST', `/admin/odduns/ojuani-alakentu/revisions/${encodeURIComponent(revision.id)}/restore`, { version: corrected.version });
    expect(restore.status).toBe(200);
    expect((await sign('ojuani-alakentu')).meaning).toBe(before.meaning);
  });

  it('refuses to apply over a sign changed since the reviewer saw it', async () => {
    const before = await sign('ojuani-alakentu');
    const id = await contribute('meaning', 'Otra corrección.', 'ojuani-alakentu', 'correction');
    expect(await call('PUT', `/admin/contributions/${id}/approve`, { apply: true, version: before.version - 1 })).toMatchObject({
      status: 409,
      body: { detail: MSG.oddunStale },
    });
    expect((await sign('ojuani-alakentu')).meaning).toBe(before.meaning);
    expect(await call('PUT', `/admin/contributions/${id}/approve`, { apply: true, version: 0 })).toMatchObject({ status: 400 });
  });

  it('applies 10 parallel approvals of an addition once: the text is added once, one revision', async () => {
    const before = await sign('ojuani-alakentu');
    const revisionsBefore = (await call('GET', '/admin/odduns/ojuani-alakentu/revisions?limit=100')).body.revisions.length;
    const id = await contribute('meaning', 'Párrafo disputado.', 'ojuani-alakentu', 'addition');
    const results = await Promise.all(Array.from({ length: 10 }, () => call('PUT', `/admin/contributions/${id}/approve`, { apply: true })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const after = await sign('ojuani-alakentu');
    expect(after.meaning).toBe(`${before.meaning}\n\nPárrafo disputado.`);
    expect(after.version).toBe(before.version + 1);
    expect((await call('GET', '/admin/odduns/ojuani-alakentu/revisions?limit=100')).body.revisions.length).toBe(revisionsBefore + 1);
  });

  it('keeps the cited source: on the contribution, for the admin and the learner, and among the section\'s sources once applied', async () => {
    // Written by the data layer as the contribute route does (see the next test for the route itself).
    const { id } = await createContribution({
      user_id: learner.user.id,
      user_name: 'Aprendiz Colaborador',
      oddun_id: 'ojuani-alakentu',
      oddun_name: 'Ojuani Alakentu',
      section: 'refranes',
      type: 'addition',
      content: 'Refrán con fuente.',
      source: 'Libro de los refranes, p. 12',
      source_kind: 'book',
      language: 'es',
      credit_name: 'Aprendiz Colaborador',
    });
    const listed = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=pending&limit=100')).body);
    expect(listed.contributions.find((c) => c.id === id)).toMatchObject({ source: 'Libro de los refranes, p. 12' });
    await call('PUT', `/admin/contributions/${id}/approve`, { apply: true });
    const sources = (await sign('ojuani-alakentu')).provenance.refranes.sources;
    expect(sources).toContainEqual({ kind: 'book', title: 'Libro de los refranes, p. 12' });
    const mine = UserContributionsResponse.parse((await api.call('GET', '/user/contributions', { token: learner.access_token })).body);
    expect(mine.contributions.find((c) => c.id === id)).toMatchObject({ source: 'Libro de los refranes, p. 12', status: 'approved', applied: true });
  });

  it('takes the source from the contribute route, trimmed, and refuses one over 300 characters', async () => {
    const id = await contribute('meaning', 'Con fuente.', 'ojuani-alakentu', 'addition', { source: '  Enseñanza de la casa de mi padrino ' });
    const listed = AdminContributionsResponse.parse((await call('GET', '/admin/contributions?status=pending&limit=100')).body);
    expect(listed.contributions.find((c) => c.id === id)).toMatchObject({ source: 'Enseñanza de la casa de mi padrino' });
    const tooLong = await api.call('POST', '/ifa-signs/contribute', {
      token: learner.access_token,
      body: { oddun_id: 'ojuani-alakentu', section: 'meaning', type: 'addition', content: 'x', source: 'y'.repeat(301) },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { detail: [{ field: 'source', message: MSG.contributionSourceTooLong }] } });
  });
});

/** DESIGN.md 5e: learners see their own contributions and their status; nobody else's. */
describe('a learner\'s own contributions', () => {
  it('lists only the caller\'s, newest first, paged, with the status and the reviewer\'s note once decided', async () => {
    const author = await api.registerUser({ full_name: 'Autora Propia' });
    const other = await api.registerUser({ full_name: 'Otro Aprendiz' });
    const send = async (token: string, content: string) => {
      const res = await api.call('POST', '/ifa-signs/contribute', { token, body: { oddun_id: 'signo-uno', section: 'taboos', type: 'addition', content } });
      expect(res.status).toBe(201);
      return res.body.contribution_id as string;
    };
    const mine = [await send(author.access_token, 'Mío 1'), await send(author.access_token, 'Mío 2'), await send(author.access_token, 'Mío 3')];
    await send(other.access_token, 'De otra persona');
    await call('PUT', `/admin/contributions/${mine[0]}/reject`, { admin_notes: 'Falta la fuente' });
    await call('PUT', `/admin/contributions/${mine[1]}/approve`, { admin_notes: 'Gracias' });

    const mineFor = async (token: string, query = '') => {
      const res = await api.call('GET', `/user/contributions${query}`, { token });
      expect(res.status).toBe(200);
      // A learner sees no author or reviewer ids.
      for (const c of res.body.contributions) expect(c).not.toHaveProperty('user_id');
      for (const c of res.body.contributions) expect(c).not.toHaveProperty('reviewed_by');
      return UserContributionsResponse.parse(res.body);
    };
    const all = await mineFor(author.access_token, '?limit=10');
    expect(all.contributions.map((c) => c.id)).toEqual([mine[2], mine[1], mine[0]]);
    expect(all.pagination).toMatchObject({ total: 3, total_pages: 1 });
    expect(all.contributions[0]).toMatchObject({ status: 'pending', content: 'Mío 3', oddun_name: 'Signo Uno', admin_notes: null });
    // The reviewer's note, with their name, whatever the decision (issue 36).
    expect(all.contributions[1]).toMatchObject({ status: 'approved', admin_notes: 'Gracias', reviewer_name: expect.any(String), applied: false });
    expect(all.contributions[2]).toMatchObject({ status: 'rejected', admin_notes: 'Falta la fuente' });

    const page2 = await mineFor(author.access_token, '?limit=2&page=2');
    expect(page2.contributions.map((c) => c.id)).toEqual([mine[0]]);
    expect(page2.pagination).toMatchObject({ page: 2, total: 3, total_pages: 2 });
    expect((await mineFor(author.access_token, '?limit=2&page=5')).contributions).toEqual([]);

    const theirs = await mineFor(other.access_token);
    expect(theirs.contributions.map((c) => c.content)).toEqual(['De otra persona']);
    const newcomer = await api.registerUser({ full_name: 'Sin Contribuciones' });
    expect(await mineFor(newcomer.access_token)).toMatchObject({ contributions: [], pagination: { total: 0 } });

    expect((await api.call('GET', '/user/contributions')).status).toBe(401);
    expect((await api.call('GET', '/user/contributions?limit=500', { token: author.access_token })).status).toBe(400);
  });

  it('lists contributions sent in parallel, each once', async () => {
    const author = await api.registerUser({ full_name: 'Autora Paralela' });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.call('POST', '/ifa-signs/contribute', { token: author.access_token, body: { oddun_id: 'signo-uno', section: 'taboos', type: 'addition', content: `Paralelo ${i}` } }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const listed = UserContributionsResponse.parse((await api.call('GET', '/user/contributions?limit=50', { token: author.access_token })).body);
    expect(new Set(listed.contributions.map((c) => c.id)).size).toBe(5);
    expect(listed.contributions.map((c) => c.id).sort()).toEqual(results.map((r) => r.body.contribution_id).sort());
  });
});
