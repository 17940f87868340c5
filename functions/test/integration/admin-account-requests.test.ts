import { describe, expect, it } from 'vitest';
import { AccountRequestStatsResponse, AdminAccountRequest, AdminAccountRequestsResponse, InboxResponse, MSG } from '@ifa/shared';
import { useApi } from '../support/api.js';
import { adminUser } from '../support/admin.js';

const api = useApi();

async function request(role: 'santero' | 'babalawo') {
  const learner = await api.registerUser();
  const res = await api.call('POST', '/user/account-change-request', { token: learner.access_token, body: { requested_role: role, current_role: 'student' } });
  expect(res.status).toBe(201);
  return { learner, id: res.body.request.id as string };
}

describe('account-change requests', () => {
  it('lists pending requests newest first with the requester, and counts them', async () => {
    const admin = await adminUser(api);
    const first = await request('santero');
    const second = await request('babalawo');
    const res = await api.call('GET', '/admin/account-requests?status=pending&limit=1', { token: admin.token });
    const page = AdminAccountRequestsResponse.parse(res.body);
    expect(page.requests.map((r) => r.id)).toEqual([second.id]);
    expect(page.requests[0]).toMatchObject({ requested_role: 'babalawo', current_role: 'student', user: { email: second.learner.user.email, role: 'student' } });
    expect(page.pagination).toMatchObject({ total: 2, total_pages: 2 });
    const next = await api.call('GET', '/admin/account-requests?status=pending&limit=1&page=2', { token: admin.token });
    expect(next.body.requests.map((r: { id: string }) => r.id)).toEqual([first.id]);
    expect(AccountRequestStatsResponse.parse((await api.call('GET', '/admin/account-requests/stats', { token: admin.token })).body)).toEqual({
      total: 2,
      pending: 2,
      approved: 0,
      rejected: 0,
    });
  });

  it('approves: the role changes with the decision, once; the user may ask again later', async () => {
    const admin = await adminUser(api);
    const { learner, id } = await request('santero');
    const results = await Promise.all(Array.from({ length: 5 }, () => api.call('PUT', `/admin/account-requests/${id}/approve`, { token: admin.token, body: {} })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = AdminAccountRequest.parse(results.find((r) => r.status === 200)!.body);
    expect(ok).toMatchObject({ status: 'approved', reviewed_by: admin.id, user: { role: 'santero' } });
    // An admin's role change ends the learner's sessions (DESIGN.md 4): signed in again, the role shows.
    expect((await api.call('GET', '/auth/me', { token: learner.access_token })).status).toBe(401);
    const token = (await api.call('POST', '/auth/login', { body: { email: learner.user.email, password: learner.password } })).body.access_token;
    expect((await api.call('GET', '/auth/me', { token })).body.role).toBe('santero');
    // Told in the inbox, once, by the decision's own transaction (issue 34).
    const told = InboxResponse.parse((await api.call('GET', '/social/inbox', { token })).body).items;
    expect(told.map((m) => [m.kind, m.ref, m.read])).toEqual([['account_request_approved', id, false]]);
    expect(results.find((r) => r.status === 409)!.body.detail).toBe(MSG.accountRequestDecided);
    const again = await api.call('POST', '/user/account-change-request', { token, body: { requested_role: 'babalawo' } });
    expect(again.status).toBe(201);
  });

  it('rejects with a note and leaves the role alone', async () => {
    const admin = await adminUser(api);
    const { learner, id } = await request('babalawo');
    const res = await api.call('PUT', `/admin/account-requests/${id}/reject`, { token: admin.token, body: { admin_notes: 'Habla con tu padrino primero' } });
    expect(res.body).toMatchObject({ status: 'rejected', admin_notes: 'Habla con tu padrino primero' });
    expect((await api.call('GET', '/auth/me', { token: learner.access_token })).body.role).toBe('student');
    const told = InboxResponse.parse((await api.call('GET', '/social/inbox', { token: learner.access_token })).body).items;
    expect(told.map((m) => [m.kind, m.ref])).toEqual([['account_request_rejected', id]]);
    expect((await api.call('PUT', `/admin/account-requests/${id}/approve`, { token: admin.token, body: {} })).status).toBe(409);
    const rejected = await api.call('GET', '/admin/account-requests?status=rejected', { token: admin.token });
    expect(rejected.body.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect((await api.call('PUT', '/admin/account-requests/no-such/reject', { token: admin.token, body: {} })).status).toBe(404);
  });

  it('does not approve for a deleted account or one that became admin meanwhile', async () => {
    const admin = await adminUser(api);
    const gone = await request('santero');
    await api.call('DELETE', `/admin/users/${gone.learner.user.id}`, { token: admin.token });
    expect(await api.call('PUT', `/admin/account-requests/${gone.id}/approve`, { token: admin.token, body: {} })).toMatchObject({
      status: 409,
      body: { detail: MSG.accountRequestUserGone },
    });
    const listed = await api.call('GET', '/admin/account-requests?status=pending&limit=100', { token: admin.token });
    expect(listed.body.requests.find((r: { id: string }) => r.id === gone.id)).toMatchObject({ user: null });

    const promoted = await request('babalawo');
    await api.call('PUT', `/admin/users/${promoted.learner.user.id}/role`, { token: admin.token, body: { new_role: 'admin' } });
    expect(await api.call('PUT', `/admin/account-requests/${promoted.id}/approve`, { token: admin.token, body: {} })).toMatchObject({
      status: 409,
      body: { detail: MSG.accountRequestUserAdmin },
    });
    expect((await api.call('PUT', `/admin/account-requests/${gone.id}/reject`, { token: admin.token, body: {} })).status).toBe(200);
  });
});
