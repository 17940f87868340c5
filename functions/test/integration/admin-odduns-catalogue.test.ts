import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOddun, AdminOddunsResponse, DataSourcesResponse, OddunStatsResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

const api = useApi();
let token = '';
const get = async (path: string) => {
  const res = await api.call('GET', path, { token });
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res.body;
};
const list = async (query: string) => AdminOddunsResponse.parse(await get(`/admin/odduns?${query}`));

beforeAll(async () => {
  const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
  expect(await seedCatalogue()).toEqual({ written: 256, unchanged: 0, translations: { written: 32, unchanged: 0 } });
  token = (await adminUser(api)).token;
});

describe('the admin sign list', () => {
  it('pages the 256 signs: 13 pages of 20, in position order', async () => {
    const first = await list('page=1');
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 256, total_pages: 13 });
    expect(first.odduns.map((o) => o.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(first.odduns[0]).toMatchObject({ id: 'baba-ejiogbe', version: 1 });
    expect(first.odduns[0]!.meaning?.length).toBeGreaterThan(100);
    const last = await list('page=13');
    expect(last.odduns.map((o) => o.position)).toEqual(Array.from({ length: 16 }, (_, i) => 241 + i));
    expect((await list('page=14')).odduns).toEqual([]);
  });

  it('combines search, has_data, is_meji and position', async () => {
    const meji = await list('is_meji=true&limit=100');
    expect(meji.pagination.total).toBe(16);
    const mejiWithData = await list('is_meji=true&has_data=true&limit=100');
    expect(mejiWithData.odduns.every((o) => o.is_meji && o.has_data)).toBe(true);
    const withData = await list('has_data=true&limit=100');
    const withoutData = await list('has_data=false&limit=100');
    expect(withData.pagination.total + withoutData.pagination.total).toBe(256);

    const ogbe = await list('search=ogbe&limit=100');
    expect(ogbe.pagination.total).toBeGreaterThan(16);
    const ogbeMeji = await list('search=ogbe&is_meji=true');
    expect(ogbeMeji.odduns.map((o) => o.id)).toEqual(['baba-ejiogbe']);
    expect((await list('search=EJÍ%20OGBÉ')).odduns.map((o) => o.id)).toEqual(['baba-ejiogbe']);
    expect((await list('position=2')).odduns.map((o) => o.position)).toEqual([2]);
    expect((await list('position=2&is_meji=false')).pagination.total).toBe(0);
    expect((await api.call('GET', '/admin/odduns?position=300', { token })).status).toBe(400);
  });

  it('shows one sign with its secret and version', async () => {
    const sign = AdminOddun.parse(await get('/admin/odduns/baba-ejiogbe'));
    expect(sign).toMatchObject({ position: 1, version: 1 });
    expect((sign.secret_content as { secret_works: string[] }).secret_works.length).toBeGreaterThan(0);
    expect((await api.call('GET', '/admin/odduns/no-such-sign', { token })).status).toBe(404);
  });
});

describe('catalogue stats and data sources', () => {
  it('counts signs, meji, signs with data and the mean completion', async () => {
    const stats = OddunStatsResponse.parse(await get('/admin/odduns/stats'));
    const withData = (await list('has_data=true&limit=1')).pagination.total;
    expect(stats).toMatchObject({ total_odduns: 256, meji_odduns: 16, odduns_with_data: withData });
    expect(stats.completion_percentage).toBeGreaterThan(0);
    expect(stats.completion_percentage).toBeLessThanOrEqual(100);
  });

  it('breaks the catalogue down by source with 10 examples each and the count of the rest', async () => {
    const out = DataSourcesResponse.parse(await get('/admin/odduns/data-sources'));
    expect(out.summary).toEqual({ total_odduns: 256, sources_count: 2, highest_quality_source: 'manual' });
    expect(out.sources_breakdown.manual).toMatchObject({ count: 16, more: 6 });
    expect(out.sources_breakdown.generated).toMatchObject({ count: 240, more: 230 });
    expect(out.sources_breakdown.generated!.odduns).toHaveLength(10);
    expect(out.sources_breakdown.manual!.odduns[0]).toEqual({ id: 'baba-ejiogbe', name: 'Baba Ejiogbe', position: 1 });
  });
});

describe('the seed and admin edits', () => {
  it('never overwrites an admin edit or brings back a deleted sign', async () => {
    const sign = AdminOddun.parse(await get('/admin/odduns/oyekun-meji'));
    const { id: _id, has_data: _h, completion_percentage: _c, created_at: _ca, updated_at: _u, fecha_actualizacion: _f, secret_content: _s, ...fields } = sign;
    const edited = await api.call('PUT', '/admin/odduns/oyekun-meji', { token, body: { ...fields, meaning: 'Texto del administrador' } });
    expect(edited.status).toBe(200);
    const toDelete = AdminOddun.parse(await get('/admin/odduns/iwori-meji'));
    expect((await api.call('DELETE', `/admin/odduns/iwori-meji?version=${toDelete.version}`, { token })).status).toBe(200);

    const { seedCatalogue } = await import('../../../scripts/src/seed/seed.js');
    expect(await seedCatalogue()).toEqual({ written: 0, unchanged: 256, translations: { written: 0, unchanged: 32 } });
    expect((await get('/admin/odduns/oyekun-meji')).meaning).toBe('Texto del administrador');
    expect((await api.call('GET', '/admin/odduns/iwori-meji', { token })).status).toBe(404);
    const learner = await api.registerUser();
    expect((await api.call('GET', '/ifa-signs/oddun/oyekun-meji', { token: learner.access_token })).body.meaning).toBe('Texto del administrador');
    expect((await list('limit=1')).pagination.total).toBe(255);
  });
});
