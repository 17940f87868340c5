import { describe, expect, it } from 'vitest';
import { AdminOddun, BulkImportResponse, DeletedOddunsResponse, MSG, OddunRevisionsResponse } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

// A table without the seeded catalogue: with all 256 signs there is no free pattern to create.
const api = useApi();
let admin: Awaited<ReturnType<typeof adminUser>>;
const call = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, body });
const patternOf = (position: number) => position.toString(2).padStart(8, '0');
const signAt = (position: number, extra: Record<string, unknown> = {}) => ({ position, name: `Signo ${position}`, binary_pattern: patternOf(position), ...extra });

describe('creating, editing and deleting signs', () => {
  it('creates a sign with unique position and pattern; computed fields are the server\'s', async () => {
    admin = await adminUser(api, { full_name: 'Admin Editora' });
    const missing = await call('POST', '/admin/odduns', { name: 'Sin datos' });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual([
      { field: 'position', message: MSG.oddunRequiredFields },
      { field: 'binary_pattern', message: MSG.oddunRequiredFields },
    ]);
    expect((await call('POST', '/admin/odduns', signAt(10, { binary_pattern: '12345678' }))).body.detail[0].message).toBe(MSG.oddunPatternInvalid);

    const created = await call('POST', '/admin/odduns', signAt(10, { meaning: 'Texto', has_data: true, completion_percentage: 100, secret_content: { secret_works: ['Obra'] } }));
    expect(created.status).toBe(201);
    const sign = AdminOddun.parse(created.body);
    expect(sign).toMatchObject({ id: 'signo-10', version: 1, has_data: false, completion_percentage: 8, secret_content: { secret_works: ['Obra'] } });

    expect(await call('POST', '/admin/odduns', signAt(10, { name: 'Otro', binary_pattern: '11110000' }))).toMatchObject({ status: 400, body: { detail: MSG.oddunPositionTaken(10) } });
    expect(await call('POST', '/admin/odduns', signAt(11, { name: 'Otro', binary_pattern: patternOf(10) }))).toMatchObject({
      status: 400,
      body: { detail: MSG.oddunPatternTaken(patternOf(10)) },
    });
    expect(await call('POST', '/admin/odduns', signAt(12, { name: 'Signo 10' }))).toMatchObject({ status: 400, body: { detail: MSG.oddunIdTaken } });

    // The secret stays out of the public record.
    const learner = await api.registerUser();
    const pub = await api.call('GET', '/ifa-signs/oddun/signo-10', { token: learner.access_token });
    expect(pub.body).toMatchObject({ name: 'Signo 10', secret_unlocked: false });
    expect(pub.body).not.toHaveProperty('secret_content');
  });

  it('edits from a version: a stale version gets 409, and of two parallel edits one wins', async () => {
    const first = await call('PUT', '/admin/odduns/signo-10', signAt(10, { version: 1, meaning: 'Primera edición', refranes: ['Uno'] }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, meaning: 'Primera edición', secret_content: { secret_works: ['Obra'] } });
    // Issue 11: the changed sections are 'pendiente de revisión' and name the edit; a request
    // cannot mark a section reviewed, and sections it did not change get no entry.
    expect(first.body.provenance.meaning).toMatchObject({ reviewed: null, sources: [{ kind: 'project', title: 'Edición en el panel de administración' }] });
    expect(first.body.provenance.refranes.reviewed).toBeNull();
    expect(first.body.provenance.title).toBeUndefined();
    expect(await call('PUT', '/admin/odduns/signo-10', signAt(10, { version: 1, meaning: 'Pisando' }))).toMatchObject({
      status: 409,
      body: { detail: MSG.oddunStale },
    });
    expect((await call('PUT', '/admin/odduns/signo-10', signAt(10, { meaning: 'Sin versión' }))).body.detail[0].message).toBe(MSG.oddunVersionRequired);
    expect((await call('PUT', '/admin/odduns/no-such', signAt(99, { version: 1 }))).status).toBe(404);

    const [a, b] = await Promise.all([
      call('PUT', '/admin/odduns/signo-10', signAt(10, { version: 2, meaning: 'Versión A' })),
      call('PUT', '/admin/odduns/signo-10', signAt(10, { version: 2, meaning: 'Versión B' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Versión A' : 'Versión B';
    expect((await call('GET', '/admin/odduns/signo-10')).body).toMatchObject({ version: 3, meaning: winner });
  });

  it('lists revisions newest first and restores one as a new change', async () => {
    const res = await call('GET', '/admin/odduns/signo-10/revisions');
    const { revisions } = OddunRevisionsResponse.parse(res.body);
    expect(revisions.map((r) => [r.action, r.version_before, r.version_after])).toEqual([
      ['update', 2, 3],
      ['update', 1, 2],
      ['create', null, 1],
    ]);
    expect(revisions[2]!.previous).toBeNull();
    expect(revisions[1]).toMatchObject({ by: { id: admin.id, name: 'Admin Editora' }, previous: { meaning: 'Texto' } });
    expect(revisions[1]!.changed_fields).toEqual(['meaning', 'refranes']);
    const paged = await call('GET', `/admin/odduns/signo-10/revisions?limit=1&before=${encodeURIComponent(revisions[0]!.id)}`);
    expect(paged.body.revisions.map((r: { id: string }) => r.id)).toEqual([revisions[1]!.id]);
    expect(paged.body.has_more).toBe(true);

    const path = `/admin/odduns/signo-10/revisions/${encodeURIComponent(revisions[1]!.id)}/restore`;
    expect(await call('POST', path, { version: 2 })).toMatchObject({ status: 409, body: { detail: MSG.oddunStale } });
    const restored = await call('POST', path, { version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, meaning: 'Texto' });
    expect(restored.body.refranes ?? []).toEqual([]);
    const after = OddunRevisionsResponse.parse((await call('GET', '/admin/odduns/signo-10/revisions')).body).revisions[0]!;
    expect(after).toMatchObject({ action: 'restore', version_before: 3, version_after: 4, source: revisions[1]!.id });

    const creation = `/admin/odduns/signo-10/revisions/${encodeURIComponent(revisions[2]!.id)}/restore`;
    expect(await call('POST', creation, {})).toMatchObject({ status: 400, body: { detail: MSG.revisionNothingToRestore } });
    expect((await call('POST', '/admin/odduns/signo-10/revisions/2020-01-01T00:00:00.000Z_000009/restore', {})).status).toBe(404);
  });

  it('deletes a sign into a tombstone and brings it back whole from its last revision', async () => {
    expect(await call('DELETE', '/admin/odduns/signo-10?version=1')).toMatchObject({ status: 409, body: { detail: MSG.oddunStale } });
    expect(await call('DELETE', '/admin/odduns/signo-10?version=4')).toMatchObject({ status: 200, body: { success: true, message: MSG.oddunDeleted } });
    expect((await call('GET', '/admin/odduns/signo-10')).status).toBe(404);
    expect((await call('DELETE', '/admin/odduns/signo-10')).status).toBe(404);

    const deleted = DeletedOddunsResponse.parse((await call('GET', '/admin/odduns/deleted')).body).deleted;
    const entry = deleted.find((d) => d.id === 'signo-10')!;
    expect(entry).toMatchObject({ name: 'Signo 10', position: 10, deleted_by: { id: admin.id } });

    // The seed never brings back a sign an admin deleted.
    const { seedOddun } = await import('../../src/data/odduns.js');
    expect(await seedOddun('signo-10', signAt(10), null, new Date().toISOString())).toBe('unchanged');
    expect((await call('GET', '/admin/odduns/signo-10')).status).toBe(404);

    const restore = await call('POST', `/admin/odduns/signo-10/revisions/${encodeURIComponent(entry.revision_id)}/restore`, {});
    expect(restore.status).toBe(200);
    expect(restore.body).toMatchObject({ id: 'signo-10', version: 6, meaning: 'Texto', secret_content: { secret_works: ['Obra'] } });
    expect((await call('GET', '/admin/odduns/deleted')).body.deleted.find((d: { id: string }) => d.id === 'signo-10')).toBeUndefined();
    const actions = (await call('GET', '/admin/odduns/signo-10/revisions')).body.revisions.map((r: { action: string }) => r.action);
    expect(actions.slice(0, 2)).toEqual(['restore', 'delete']);
  });

  it('restores a deleted sign only where its position is still free', async () => {
    await call('POST', '/admin/odduns', signAt(20));
    await call('DELETE', '/admin/odduns/signo-20');
    expect((await call('POST', '/admin/odduns', signAt(20, { name: 'Nuevo veinte' }))).status).toBe(201);
    const entry = (await call('GET', '/admin/odduns/deleted')).body.deleted.find((d: { id: string }) => d.id === 'signo-20');
    const res = await call('POST', `/admin/odduns/signo-20/revisions/${encodeURIComponent(entry.revision_id)}/restore`, {});
    expect(res).toMatchObject({ status: 400, body: { detail: MSG.oddunPositionTaken(20) } });
  });
});

describe('bulk import', () => {
  it('creates the 3 valid items, lists the 2 invalid ones by index, and skips existing ones', async () => {
    const items = [signAt(101), { position: 102, binary_pattern: patternOf(102) }, signAt(103, { refranes: ['Uno'] }), signAt(104, { binary_pattern: '2' }), signAt(105)];
    const res = await call('POST', '/admin/odduns/bulk-import', { odduns: items, overwrite_existing: false });
    expect(res.status).toBe(200);
    const out = BulkImportResponse.parse(res.body);
    expect(out.summary).toEqual({ created: 3, updated: 0, skipped: 0, failed: 2 });
    expect(out.errors).toEqual([
      { index: 1, reason: MSG.oddunRequiredFields, field: 'name' },
      { index: 3, reason: MSG.oddunPatternInvalid, field: 'binary_pattern' },
    ]);
    for (const position of [101, 103, 105]) expect((await call('GET', `/admin/odduns/signo-${position}`)).body).toMatchObject({ position, version: 1 });
    expect((await call('GET', '/admin/odduns/signo-103')).body.refranes).toEqual(['Uno']);

    const again = BulkImportResponse.parse((await call('POST', '/admin/odduns/bulk-import', { odduns: [signAt(101, { meaning: 'Nuevo' }), signAt(103)] })).body);
    expect(again).toEqual({ summary: { created: 0, updated: 0, skipped: 2, failed: 0 }, errors: [] });
    expect((await call('GET', '/admin/odduns/signo-101')).body.meaning).toBeUndefined();

    const overwrite = BulkImportResponse.parse(
      (await call('POST', '/admin/odduns/bulk-import', { odduns: [signAt(101, { meaning: 'Nuevo' })], overwrite_existing: true })).body,
    );
    expect(overwrite.summary).toMatchObject({ created: 0, updated: 1 });
    expect((await call('GET', '/admin/odduns/signo-101')).body).toMatchObject({ meaning: 'Nuevo', version: 2 });
    expect((await call('GET', '/admin/odduns/signo-101/revisions')).body.revisions[0]).toMatchObject({ action: 'import', previous: { position: 101 } });
  });

  it('never half-writes an item, and reports items that repeat one sign', async () => {
    const items = [
      signAt(110),
      signAt(111, { binary_pattern: patternOf(101) }), // pattern of an existing sign
      signAt(112, { name: 'Signo 110' }), // same id as item 0
      signAt(110, { name: 'Otra 110', binary_pattern: '11111110' }), // same position as item 0
    ];
    const out = BulkImportResponse.parse((await call('POST', '/admin/odduns/bulk-import', { odduns: items })).body);
    expect(out.summary).toEqual({ created: 1, updated: 0, skipped: 0, failed: 3 });
    expect(out.errors).toEqual([
      { index: 1, reason: MSG.oddunPatternTaken(patternOf(101)) },
      { index: 2, reason: MSG.importDuplicate(0) },
      { index: 3, reason: MSG.importDuplicate(0) },
    ]);
    expect((await call('GET', '/admin/odduns/signo-111')).status).toBe(404);
    expect((await call('GET', '/admin/odduns/signo-111/revisions')).status).toBe(404);
    expect((await call('POST', '/admin/odduns/bulk-import', { odduns: {} })).status).toBe(400);
  });
});
