import type { APIRequestContext, Page } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, test, useToken } from './support/fixtures';
import { learner, type Learner } from './support/learners';
import { bearer } from './support/admin';

/**
 * Issue 34 (8), the together features agreeing with each other, on the real local stack: a
 * blocked housemate never sees the blocker among duel rivals; a handled friend request no longer
 * reads as new; a decided contribution and account-type request are told in the inbox; the deities
 * badge says who sees the list.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ bypassCSP: true });

async function api(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown) {
  const response = await request[method](`/api${path}`, { headers: bearer(token), ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

async function loginToken(request: APIRequestContext, email: string | undefined, password: string | undefined) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const adminToken = (request: APIRequestContext) => loginToken(request, process.env.E2E_ADMIN_EMAIL, process.env.E2E_ADMIN_PASSWORD);

/** Axe-clean at both widths, with a screenshot of each for review. */
async function checkWidths(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await violations(page), `${name} at ${viewport.width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
}

test('a blocked housemate does not list the blocker as a rival; the shared deities badge names the head', async ({ page, request }) => {
  const registered = await learner(request, 'rh');
  const [ana, ben] = await Promise.all([learner(request, 'ra'), learner(request, 'rb')]);
  await api(request, await adminToken(request), 'put', `/admin/users/${registered.id}/role`, { new_role: 'babalawo' });
  const head: Learner = { ...registered, token: await loginToken(request, registered.user.email, registered.user.password) };
  const founded = (await api(request, head.token, 'post', '/social/house', { name: `Ilé ${head.id.slice(-4)}` })) as { house: { invite_code: string } };
  for (const who of [ana, ben]) await api(request, who.token, 'post', '/social/house/join', { code: founded.house.invite_code });
  // Ben blocks Ana: they stay in the house, but neither may challenge the other.
  await api(request, ben.token, 'post', `/social/blocks/${ana.id}`);

  await useToken(page, ana.token);
  await page.goto('/duelos');
  const rival = page.getByLabel('Rival');
  await expect(rival.locator('option', { hasText: head.user.full_name })).toHaveCount(1);
  await expect(rival.locator('option', { hasText: ben.user.full_name })).toHaveCount(0);
  await checkWidths(page, 'duels-rivals');

  // Shared with the head, the badge no longer says the list is the learner's alone.
  await page.goto('/mis-deidades');
  await expect(page.getByTestId('deities-private')).toHaveText('Solo tú ves esta lista.');
  await page.getByTestId('received-oshun').check();
  await page.getByTestId('deities-share').check();
  await page.getByTestId('deities-save').click();
  await expect(page.getByTestId('deities-private')).toHaveText('Tú y el padrino o la madrina de tu casa religiosa pueden ver esta lista.');
  await page.reload();
  await expect(page.getByTestId('deities-private')).toHaveText('Tú y el padrino o la madrina de tu casa religiosa pueden ver esta lista.');
  await checkWidths(page, 'deities-shared');
});

test('in English, the inbox shows an answered request as handled and tells of a decided contribution and account type', async ({ page, request }) => {
  const [ana, cai] = await Promise.all([learner(request, 'ia'), learner(request, 'ic')]);
  await api(request, cai.token, 'put', '/user/language', { language: 'en' });
  await api(request, ana.token, 'post', '/social/friends/requests', { username: cai.user.username });
  await api(request, cai.token, 'post', `/social/friends/requests/${ana.id}/accept`);
  const admin = await adminToken(request);
  const list = (await api(request, admin, 'get', '/admin/odduns?position=1')) as { odduns: Array<{ id: string }> };
  const contributed = (await api(request, cai.token, 'post', '/ifa-signs/contribute', { oddun_id: list.odduns[0]!.id, section: 'refranes', type: 'addition', content: 'A proverb to keep' })) as { contribution_id: string };
  await api(request, admin, 'put', `/admin/contributions/${contributed.contribution_id}/reject`, { admin_notes: 'Source missing' });
  const asked = (await api(request, cai.token, 'post', '/user/account-change-request', { requested_role: 'santero' })) as { request: { id: string } };
  await api(request, admin, 'put', `/admin/account-requests/${asked.request.id}/reject`, {});

  await useToken(page, cai.token);
  await page.goto('/bandeja');
  const items = page.getByTestId('inbox-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Your account type request was not approved');
  await expect(items.nth(0)).toHaveAttribute('data-read', 'false');
  await expect(items.nth(1)).toContainText('Your contribution was not approved');
  await expect(items.nth(1).getByRole('link', { name: 'See my contributions' })).toHaveAttribute('href', '/profile');
  // The accepted request: said to be answered, not new, nothing left to answer.
  const request0 = page.locator('[data-kind="friend_request"]');
  await expect(request0).toContainText(`Request from ${ana.user.full_name}: already answered`);
  await expect(request0).toHaveAttribute('data-read', 'true');
  await expect(request0.getByTestId('inbox-new')).toHaveCount(0);
  await expect(request0.getByRole('link', { name: 'See your friends' })).toBeVisible();
  await expect(page.getByTestId('inbox-page')).not.toContainText(/Solicitud|contribución|Responder|Nuevo/);
  await checkWidths(page, 'inbox-en');
});
