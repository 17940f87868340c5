import type { APIRequestContext } from '@playwright/test';
import { violations } from './support/axe';
import { expect, loginViaUi, registerViaApi, test, toast, uniqueUser, useToken } from './support/fixtures';
import { secondBrowser } from './support/learners';

/**
 * Sessions that end (DESIGN.md 4, issue 33 point 5), as a learner meets them: the header's
 * logout ends the token on the server too, 'Cerrar sesión en todos los dispositivos' on the
 * profile ends this browser's session and every other one, and a browser whose session was ended
 * elsewhere goes to the login cleanly.
 */

// axe-core is injected into the page (see support/axe.ts).
test.use({ bypassCSP: true });

const meStatus = async (request: APIRequestContext, token: string) => (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();

async function loginToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test("the header's logout ends the token on the server, not only in this browser", async ({ page, request }) => {
  const user = uniqueUser('out');
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = (await page.evaluate(() => localStorage.getItem('ifa.token')))!;
  const phone = await loginToken(request, user.email, user.password);

  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Sesión cerrada')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
  // A copy of the token (taken from this browser) opens nothing now; the phone is still signed in.
  expect(await meStatus(request, token)).toBe(401);
  expect(await meStatus(request, phone)).toBe(200);
});

test('the logout still signs the learner out here when the server cannot be reached', async ({ page, request }) => {
  const user = uniqueUser('off');
  const auth = await registerViaApi(request, user);
  await useToken(page, auth.access_token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
});

test("'Cerrar sesión en todos los dispositivos' on the profile ends this browser's session and every other one", async ({ page, browser, request, baseURL }) => {
  const user = uniqueUser('all');
  const auth = await registerViaApi(request, user);
  await useToken(page, auth.access_token);
  const other = await secondBrowser(browser, baseURL, { user, token: await loginToken(request, user.email, user.password), id: auth.user.id });
  await other.page.goto('/dashboard');
  await expect(other.page.getByTestId('welcome')).toBeVisible();

  await page.goto('/profile');
  const card = page.getByTestId('profile-sessions');
  await expect(card.getByRole('heading', { level: 2, name: 'Sesiones' })).toBeVisible();
  // Asked once; cancelling changes nothing.
  await card.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  const dialog = page.getByTestId('logout-everywhere-dialog');
  await expect(page.getByRole('dialog', { name: '¿Cerrar sesión en todos los dispositivos?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await meStatus(request, auth.access_token)).toBe(200);

  await card.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  expect(await violations(page), 'the confirmation').toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
  await expect(toast(page, 'Sesión cerrada en todos los dispositivos')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
  expect(await meStatus(request, auth.access_token)).toBe(401);

  // The other browser's next request is refused: it is sent to the login, cleanly, and signs in again.
  await other.page.getByRole('link', { name: 'Perfil y ajustes' }).click();
  await expect(other.page).toHaveURL(/\/login$/);
  expect(await other.page.evaluate(() => localStorage.getItem('ifa.token'))).toBeNull();
  await other.page.getByLabel('Correo electrónico').fill(user.email);
  await other.page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await other.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(other.page).toHaveURL(/\/profile$/);
  await expect(other.page.getByTestId('profile-name')).toHaveText(user.full_name);
  await other.close();
});
