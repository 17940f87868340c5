import { beforeAll, describe, expect, it } from 'vitest';
import { AdminContributionsResponse, Contribution, ContributionStatsResponse, MSG } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

const api = useApi();
let admin: Awaited<ReturnType<typeof adminUser>>;
let learner: Awaited<ReturnType<typeof api.registerUser>>;
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, body });

async function contribute(section: string, content: string, oddun_id = 'signo-uno') {
  const res = await api.call('POST', '/ifa-signs/contribute', { token: learner.access_token, body: { oddun_id, section, type: 'addition', content } });
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

    const text = await contribute('meaning', 'Significado aplicado');
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
