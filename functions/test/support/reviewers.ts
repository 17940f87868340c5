import { expect } from 'vitest';
import { ReviewQueueResponse } from '@ifa/shared';
import type { useApi } from './api.js';
import { userWithRole } from './admin.js';

type Api = ReturnType<typeof useApi>;

/** A babalawo (or santero) an administrator makes a reviewer for `languages` (issue 36). */
export async function reviewerIn(api: Api, adminToken: string, languages: string[], role: 'babalawo' | 'santero' = 'babalawo') {
  const account = await userWithRole(api, role);
  const granted = await api.call('PUT', `/admin/users/${account.id}/reviewer`, { token: adminToken, body: { languages } });
  expect(granted.status).toBe(200);
  expect(granted.body).toMatchObject({ reviewer_languages: [...languages].sort() });
  return { id: account.id, token: account.token, name: account.user.full_name };
}

/** A reviewer's queue, as the contract describes it. */
export async function queueOf(api: Api, token: string) {
  const res = await api.call('GET', '/review/queue', { token });
  expect(res.status).toBe(200);
  return ReviewQueueResponse.parse(res.body);
}
