import { expect, type APIRequestContext } from '@playwright/test';
import { learner, type Learner } from './learners';

/** A house with a task for its members, set up through the API (issue 34's browser tests). */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function api(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const response = await request[method](`/api${path}`, { headers: bearer(token), ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function loginToken(request: APIRequestContext, email: string | undefined, password: string | undefined) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Tomorrow in the learner's practice time zone (`yyyy-mm-dd`), the assignment form's default due day. */
async function tomorrowOf(request: APIRequestContext, who: Pick<Learner, 'token'>) {
  const me = (await api(request, who.token, 'get', '/auth/me')) as { practice: { time_zone: string } };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: me.practice.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export const TASK_SIGNS = ['oyekun-meji', 'iwori-meji', 'odi-meji'] as const;
export const TASK_NAMES = ['Oyekun Meji', 'Iwori Meji', 'Odi Meji'];

/** A house (its head made babalawo by the admin) with two members joined and three signs assigned to them. */
export async function houseWithTask(request: APIRequestContext) {
  const registered = await learner(request, 'th');
  const members = [await learner(request, 'tm'), await learner(request, 'tn')] as const;
  const admin = await loginToken(request, process.env.E2E_ADMIN_EMAIL, process.env.E2E_ADMIN_PASSWORD);
  await api(request, admin, 'put', `/admin/users/${registered.id}/role`, { new_role: 'babalawo' });
  // The role change ended the head's sessions (DESIGN.md 4): signed in again as a babalawo.
  const head = { ...registered, token: await loginToken(request, registered.user.email, registered.user.password) };
  const founded = (await api(request, head.token, 'post', '/social/house', { name: `Ilé Ìwòrì ${head.id.slice(-4)}` })) as { house: { invite_code: string } };
  for (const member of members) await api(request, member.token, 'post', '/social/house/join', { code: founded.house.invite_code });
  await api(request, head.token, 'post', '/social/house/assignments', { kind: 'signs', subjects: [...TASK_SIGNS], due: await tomorrowOf(request, head) });
  return { head, members };
}

