import type { APIRequestContext, Page } from '@playwright/test';
import { violations, VIEWPORTS } from './support/axe';
import { expect, loginViaUi, registerViaApi, signedInAs, test, toast, uniqueUser, useToken, type TestUser } from './support/fixtures';
import { bearer } from './support/admin';

/**
 * The /admin panel as an admin uses it (issue 9: points 4, 5 and Acceptance), against the real
 * local stack. Spanish texts are the spec's, verbatim.
 */
test.use({ bypassCSP: true });

interface Admin {
  email: string;
  password: string;
}
const devAdmin = (): Admin => ({ email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! });

async function tokenOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The browser signed in as the admin (the login form itself is exercised once, below). */
async function asAdmin(page: Page, request: APIRequestContext, admin = devAdmin()) {
  const token = await tokenOf(request, admin.email, admin.password);
  await useToken(page, token);
  return token;
}

interface SignRow {
  id: string;
  name: string;
  position: number;
  binary_pattern: string;
  version: number;
  title?: string;
}

async function signAt(request: APIRequestContext, token: string, position: number): Promise<SignRow> {
  const response = await request.get(`/api/admin/odduns?position=${position}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const [sign] = ((await response.json()) as { odduns: SignRow[] }).odduns;
  expect(sign, `a sign at ${position}`).toBeTruthy();
  return sign!;
}

async function signById(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/admin/odduns/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignRow & Record<string, unknown>;
}

async function catalogueTotal(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/odduns/stats', { headers: bearer(token) });
  return ((await response.json()) as { total_odduns: number }).total_odduns;
}

/** A free position above the catalogue's 256 (the form allows up to 999). */
const freePosition = () => 300 + Math.floor(Math.random() * 600);

async function expectAccessible(page: Page, where: string) {
  expect(await violations(page), where).toEqual([]);
}

/** The open native dialog (the shared Modal). */
const dialog = (page: Page) => page.locator('dialog[open]');

async function learner(request: APIRequestContext, prefix: string): Promise<{ user: TestUser; token: string; id: string }> {
  const user = uniqueUser(prefix);
  const auth = await registerViaApi(request, user);
  return { user, token: auth.access_token, id: auth.user.id };
}

async function contribute(request: APIRequestContext, token: string, oddunId: string, content: string, section = 'refranes') {
  const response = await request.post('/api/ifa-signs/contribute', { headers: bearer(token), data: { oddun_id: oddunId, section, type: 'addition', content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contribution_id: string }).contribution_id;
}

test.describe('admin panel (shared stack)', () => {
  // Each test makes its own learners and reads or changes only what it made (or nothing the
  // others count on): they can share both workers.
  test.describe.configure({ mode: 'parallel' });

  test('a student visiting /admin is sent to /dashboard, and the admin API refuses them', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request, uniqueUser('student'));
    await page.goto('/admin?tab=odduns');
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/api/admin/users', '/api/admin/stats', '/api/admin/odduns']) {
      const response = await request.get(path, { headers: bearer(auth.access_token) });
      expect(response.status(), path).toBe(403);
    }
  });

  test('the dev admin logs in, sees the real tiles and changes, and promotes a learner to santero with a confirmation', async ({ page, request }) => {
    const { user } = await learner(request, 'promo');
    const admin = devAdmin();
    await loginViaUi(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId('admin-link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de administración');

    // Overview: the four tiles with their 7-day change (a figure or '—' with words).
    for (const tile of ['stat-users', 'stat-started', 'stat-completed', 'stat-rate']) {
      await expect(page.getByTestId(`${tile}-value`)).not.toHaveText('—');
    }
    await expect(page.getByTestId('change-users')).toContainText(/%|sin datos/);
    await expect(page.getByTestId('language-es')).toContainText(/usuarios?/);

    // Users: search by username prefix; the search lives in the URL.
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('users-search').fill(user.username.slice(0, 12));
    await expect(page).toHaveURL(new RegExp(`search=${user.username.slice(0, 12)}`));
    const row = page.getByTestId(`user-row-${user.username}`);
    await row.getByTestId('role-select').selectOption('santero');
    await expect(dialog(page)).toContainText('pasará de Aleyo a Santero');
    await dialog(page).getByRole('button', { name: 'Cambiar rol' }).click();
    await expect(toast(page, 'Rol actualizado a Santero')).toBeVisible();
    await expect(row.getByTestId('role-select')).toHaveValue('santero');

    const token = await tokenOf(request, user.email, user.password);
    const me = await request.get('/api/auth/me', { headers: bearer(token) });
    expect(((await me.json()) as { role: string }).role).toBe('santero');
  });

  test('set a password (at least 6 characters), delete a user, and never delete or demote yourself', async ({ page, request }) => {
    const { user } = await learner(request, 'pw');
    const doomed = await learner(request, 'gone');
    await asAdmin(page, request);

    await page.goto(`/admin?tab=users&search=${user.username}`);
    const row = page.getByTestId(`user-row-${user.username}`);
    await row.getByRole('button', { name: `Cambiar la contraseña de ${user.full_name}` }).click();
    const password = dialog(page).getByLabel('Nueva contraseña', { exact: true });
    await password.fill('12345');
    await dialog(page).getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(dialog(page).getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await password.fill('nueva-clave-segura');
    await dialog(page).getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(toast(page, `Contraseña actualizada para ${user.email}`)).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email: user.email, password: 'nueva-clave-segura' } })).status()).toBe(200);

    await page.goto(`/admin?tab=users&search=${doomed.user.username}`);
    await page.getByRole('button', { name: `Eliminar a ${doomed.user.full_name}` }).click();
    await dialog(page).getByRole('button', { name: 'Eliminar usuario' }).click();
    await expect(toast(page, `Usuario ${doomed.user.email} eliminado exitosamente`)).toBeVisible();
    await expect(page.getByTestId(`user-row-${doomed.user.username}`)).toHaveCount(0);
    await expect(page.getByText('No hay usuarios que coincidan con la búsqueda.')).toBeVisible();

    // Your own row: delete and role change are disabled, and the reason is written.
    await page.goto('/admin?tab=users&search=admin%40ifa');
    const self = page.getByTestId('user-row-admin');
    await expect(self.getByRole('button', { name: /^Eliminar a/ })).toBeDisabled();
    await expect(self.getByTestId('role-select')).toBeDisabled();
    await expect(self).toContainText('Es tu cuenta: no puedes cambiar tu propio rol ni eliminarla.');
  });

  test('create an admin: every field required, the server refuses a taken email with its own words', async ({ page, request }) => {
    await asAdmin(page, request);
    await page.goto('/admin?tab=users');
    const form = page.getByTestId('create-admin-form');
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(form.getByText('Todos los campos son obligatorios').first()).toBeVisible();

    const fresh = uniqueUser('adm');
    await form.getByLabel('Nombre completo').fill(fresh.full_name);
    await form.getByLabel('Nombre de usuario').fill(fresh.username);
    await form.getByLabel('Correo electrónico').fill(fresh.email);
    await form.getByLabel('Contraseña', { exact: true }).fill(fresh.password);
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(toast(page, 'Usuario administrador creado exitosamente')).toBeVisible();
    const token = await tokenOf(request, fresh.email, fresh.password);
    expect(((await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as { role: string }).role).toBe('admin');

    // The same email again: the server's detail is the message (spec 8).
    await form.getByLabel('Nombre completo').fill('Otra Persona');
    await form.getByLabel('Nombre de usuario').fill(`${fresh.username.slice(0, 24)}_b`);
    await form.getByLabel('Correo electrónico').fill(fresh.email);
    await form.getByLabel('Contraseña', { exact: true }).fill('otra-clave-123');
    await form.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(toast(page, 'El correo electrónico ya está registrado')).toBeVisible();
  });

  test('approve an account-change request: the role changes at once', async ({ page, request }) => {
    const { user, token } = await learner(request, 'req');
    const sent = await request.post('/api/user/account-change-request', { headers: bearer(token), data: { requested_role: 'babalawo', current_role: 'student' } });
    expect(sent.status()).toBe(201);
    await asAdmin(page, request);

    await page.goto('/admin?tab=requests');
    const row = page.getByTestId(`request-row-${user.username}`);
    await expect(row).toContainText('Aleyo → Babalawo');
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await expect(dialog(page)).toContainText(`${user.full_name} pasará a ser Babalawo`);
    await dialog(page).getByLabel('Notas del administrador').fill('Verificado con su padrino');
    await dialog(page).getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(page, `Solicitud aprobada: ${user.full_name} ahora es Babalawo`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The approval ended the learner's sessions (DESIGN.md 4): signed in again, they are a babalawo.
    expect((await request.get('/api/auth/me', { headers: bearer(token) })).status()).toBe(401);
    const me = await request.get('/api/auth/me', { headers: bearer(await tokenOf(request, user.email, user.password)) });
    expect(((await me.json()) as { role: string }).role).toBe('babalawo');
    // The decided request is listed under its status, with the note.
    await page.getByLabel('Estado').selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    await expect(page.getByTestId(`request-row-${user.username}`)).toContainText('Notas: Verificado con su padrino');
  });

  test('approve-and-apply a contribution (its text lands in the sign, with a revision) and reject another with notes', async ({ page, request }) => {
    const admin = await tokenOf(request, devAdmin().email, devAdmin().password);
    // A sign no other test reads: its refranes get one more entry.
    const sign = await signAt(request, admin, 200);
    const { token } = await learner(request, 'contrib');
    const text = `Refrán de prueba ${Date.now()}: quien escucha a Orunmila no se pierde.`;
    const applied = await contribute(request, token, sign.id, text);
    const rejected = await contribute(request, token, sign.id, `Otra propuesta ${Date.now()}`);
    await useToken(page, admin);

    await page.goto('/admin?tab=contributions');
    await page.locator(`[data-testid="contribution-row"][data-id="${applied}"]`).getByRole('button', { name: /Ver detalles de la contribución/ }).click();
    await expect(dialog(page).getByTestId('contribution-content')).toHaveText(text);
    await dialog(page).getByRole('button', { name: 'Aprobar y aplicar' }).click();
    await expect(dialog(page)).toContainText('¿Aprobar y aplicar la contribución?');
    await dialog(page).getByRole('button', { name: 'Aprobar y aplicar' }).click();
    await expect(toast(page, 'Contribución aprobada exitosamente')).toBeVisible();
    await expect(page.locator(`[data-testid="contribution-row"][data-id="${applied}"]`)).toHaveCount(0);
    expect((await signById(request, admin, sign.id)).refranes).toContain(text);

    // Reject with notes; the rejected list (status in the URL) shows it.
    await page.locator(`[data-testid="contribution-row"][data-id="${rejected}"]`).getByRole('button', { name: /Ver detalles de la contribución/ }).click();
    await dialog(page).getByLabel('Notas del administrador').fill('Repetido');
    await dialog(page).getByRole('button', { name: 'Rechazar' }).click();
    await dialog(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(toast(page, 'Contribución rechazada')).toBeVisible();
    await page.goto('/admin?tab=contributions&status=rejected');
    await expect(page.getByLabel('Estado')).toHaveValue('rejected');
    await expect(page.locator(`[data-testid="contribution-row"][data-id="${rejected}"]`)).toContainText('Rechazada');

    // The applied text is a revision of the sign, listed in its view.
    await page.goto(`/admin?tab=odduns&position=${sign.position}`);
    await page.getByRole('button', { name: `Ver ${sign.name}` }).click();
    await expect(dialog(page).locator('[data-testid="revision"][data-action="apply"]').first()).toContainText('Contribución aplicada');
  });

  test('13 pages of 20 for the 256 signs, and filters that combine and live in the URL', async ({ page, request }) => {
    await asAdmin(page, request);
    await page.goto('/admin?tab=odduns');
    const rows = page.getByTestId('oddun-row');
    await expect(page.getByTestId('odduns-pagination-page')).toHaveText('Página 1 de 13');
    await expect(rows).toHaveCount(20);
    await expect(page.getByTestId('odduns-pagination')).toContainText('256 odduns');
    await page.getByTestId('odduns-pagination').getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first().locator('td').first()).toHaveText('21');
    await page.goto('/admin?tab=odduns&page=13');
    await expect(page.getByTestId('odduns-pagination-page')).toHaveText('Página 13 de 13');
    await expect(rows).toHaveCount(16);
    await expect(page.getByTestId('odduns-pagination').getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    // Search, then kind, then data: each narrows the last, back to page 1, all in the URL.
    await page.getByLabel('Buscar odduns').fill('ogbe');
    await expect(page).toHaveURL(/search=ogbe/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId('odduns-pagination')).toContainText('31 odduns');
    await page.getByLabel('Tipo').selectOption('false');
    await expect(page).toHaveURL(/is_meji=false/);
    await expect(page.getByTestId('odduns-pagination')).toContainText('30 odduns');
    await page.getByLabel('Datos').selectOption('false');
    await expect(page).toHaveURL(/has_data=false/);
    await expect(page.getByTestId('odduns-pagination-page')).toHaveText('Página 1 de 2');
    await page.getByTestId('odduns-pagination').getByRole('button', { name: 'Siguiente' }).click();
    await expect(rows).toHaveCount(10);

    // The URL alone rebuilds the same screen.
    await page.reload();
    await expect(page.getByLabel('Buscar odduns')).toHaveValue('ogbe');
    await expect(page.getByLabel('Tipo')).toHaveValue('false');
    await expect(page.getByLabel('Datos')).toHaveValue('false');
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Tipo').selectOption('true');
    await page.getByLabel('Datos').selectOption('');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('oddun-name')).toHaveText('Baba Ejiogbe');
    await expect(rows.first().getByTestId('completion-badge')).toHaveAttribute('data-tone', 'green');
    await expect(rows.first()).toContainText('Completo');
    await page.getByLabel('Posición').fill('17');
    await expect(page).toHaveURL(/position=17/);
    await expect(page.getByText('Ningún oddun coincide con la búsqueda y los filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=odduns$/);
    await expect(page.getByTestId('odduns-pagination-page')).toHaveText('Página 1 de 13');
  });

  test('data sources and the bulk-import checks of spec 5', async ({ page, request }) => {
    await asAdmin(page, request);
    await page.goto('/admin?tab=odduns');
    await page.getByRole('button', { name: 'Fuentes de datos' }).click();
    await expect(toast(page, 'Información de fuentes de datos cargada')).toBeVisible();
    const generated = dialog(page).locator('[data-testid="data-source"][data-source="generated"]');
    await expect(generated.locator('li')).toHaveCount(10);
    await expect(generated.getByTestId('more')).toHaveText(/^y \d+ más$/);
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

    await page.getByRole('button', { name: 'Importación masiva' }).click();
    const text = dialog(page).getByTestId('import-text');
    const submit = dialog(page).getByRole('button', { name: 'Importar', exact: true });
    await submit.click();
    await expect(dialog(page).getByText('Por favor, ingresa los datos para importar')).toBeVisible();
    await text.fill('{ "no es": json');
    await submit.click();
    await expect(dialog(page).getByText('El formato de datos no es válido. Debe ser JSON válido.')).toBeVisible();
    await text.fill('{"position": 300}');
    await submit.click();
    await expect(dialog(page).getByText('Los datos deben ser un array de odduns')).toBeVisible();
  });

  // One test per viewport, so that the two can run side by side.
  for (const viewport of VIEWPORTS) {
    test(`axe-core finds nothing on every admin screen and dialog, at ${viewport.width} px`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const { user, token } = await learner(request, 'axe');
      const admin = await asAdmin(page, request);
      const sign = await signAt(request, admin, 201);
      await contribute(request, token, sign.id, 'Texto para revisar la accesibilidad del detalle.');
      await request.post('/api/user/account-change-request', { headers: bearer(token), data: { requested_role: 'santero', current_role: 'student' } });

      await page.setViewportSize(viewport);
      const at = (what: string) => `${what} at ${viewport.width} px`;
      const openFirst = async (name: RegExp) => page.getByRole('button', { name }).first().click();

      await page.goto('/admin');
      await expect(page.getByTestId('language-chart')).toBeVisible();
      await expectAccessible(page, at('overview'));

      await page.goto(`/admin?tab=users&search=${user.username}`);
      await expect(page.getByRole('button', { name: `Cambiar la contraseña de ${user.full_name}` })).toBeVisible();
      await expectAccessible(page, at('users'));
      await page.getByRole('combobox', { name: `Rol de ${user.full_name}` }).selectOption('santero');
      await expect(dialog(page)).toBeVisible();
      await expectAccessible(page, at('role confirmation'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: `Cambiar la contraseña de ${user.full_name}` }).click();
      await dialog(page).getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(dialog(page).getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
      await expectAccessible(page, at('password dialog with its error'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: `Eliminar a ${user.full_name}` }).click();
      await expectAccessible(page, at('delete confirmation'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

      await page.goto('/admin?tab=requests');
      await openFirst(/^Aprobar$/);
      await expect(dialog(page)).toBeVisible();
      await expectAccessible(page, at('request decision'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await expectAccessible(page, at('requests'));

      await page.goto('/admin?tab=odduns');
      await expect(page.getByText('256 odduns')).toBeVisible();
      await expectAccessible(page, at('odduns'));
      await openFirst(/^Ver Baba Ejiogbe$/);
      await expect(dialog(page).getByTestId('revisions')).toBeVisible();
      await expectAccessible(page, at('view dialog'));
      await dialog(page).getByRole('button', { name: 'Editar' }).click();
      await expect(dialog(page).getByTestId('oddun-form')).toBeVisible();
      await expectAccessible(page, at('edit dialog'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Nuevo oddun' }).click();
      await dialog(page).getByTestId('pattern-input').fill('1011');
      await dialog(page).getByRole('button', { name: 'Crear oddun' }).click();
      await expect(dialog(page).getByTestId('form-problem')).toBeVisible();
      await expectAccessible(page, at('create dialog with its problem'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await openFirst(/^Eliminar Baba Ejiogbe$/);
      await expectAccessible(page, at('delete sign confirmation'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Importación masiva' }).click();
      // Only invalid items: the result lists them and nothing is written.
      await dialog(page).getByTestId('import-text').fill('[{"name":"Sin patrón"}]');
      await dialog(page).getByRole('button', { name: 'Importar', exact: true }).click();
      await expect(dialog(page).getByTestId('import-result')).toBeVisible();
      await expectAccessible(page, at('bulk import with its result'));
      await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();
      await page.getByRole('button', { name: 'Fuentes de datos' }).click();
      await expect(dialog(page).getByTestId('data-sources')).toBeVisible();
      await expectAccessible(page, at('data sources'));
      await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

      await page.goto('/admin?tab=contributions');
      await openFirst(/^Ver detalles de la contribución/);
      await expect(dialog(page).getByTestId('contribution-details')).toBeVisible();
      await expectAccessible(page, at('contribution details'));
      await dialog(page).getByRole('button', { name: 'Rechazar' }).click();
      await expect(dialog(page).getByTestId('contribution-confirm')).toBeVisible();
      await expectAccessible(page, at('contribution confirmation'));
      await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
      await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
      await expectAccessible(page, at('contributions'));
    });
  }
});

/**
 * Creating signs needs free binary patterns, and all 256 belong to the catalogue (the server
 * keeps patterns unique). These tests free patterns by deleting signs, which the other specs
 * (running beside this one) would see: they get a stack of their own (`privateStack`, in
 * support/fixtures.ts), one after the other.
 */
const isolated = test.extend({
  baseURL: async ({ privateStack }, use) => use(privateStack.origin),
});

isolated.describe('admin panel: the catalogue (a stack of its own)', () => {
  isolated('create and edit a sign with its pattern drawn live, a stale edit, restore a revision, delete and restore', async ({ page, request, privateStack }) => {
    test.setTimeout(180_000);
    const admin = await asAdmin(page, request, privateStack.admin);
    const freed = await signAt(request, admin, 256);
    const position = freePosition();
    const name = `Signo de prueba ${position}`;

    // 1. Free a pattern: delete the sign at 256 (with its confirmation).
    await page.goto('/admin?tab=odduns&position=256');
    await page.getByRole('button', { name: `Eliminar ${freed.name}` }).click();
    await dialog(page).getByRole('button', { name: 'Eliminar oddun' }).click();
    await expect(toast(page, 'Oddun eliminado exitosamente')).toBeVisible();
    await expect(page.getByTestId('deleted-odduns')).toContainText(freed.name);

    // 2. Create: the required fields, a taken position, then the new sign. The pattern box
    // keeps only 0/1 (8 at most) and the sign is drawn mark by mark as it is typed.
    await page.getByRole('button', { name: 'Nuevo oddun' }).click();
    const form = dialog(page).getByTestId('oddun-form');
    const pattern = form.getByTestId('pattern-input');
    await pattern.pressSequentially('1x0 1');
    await expect(pattern).toHaveValue('101');
    await expect(form.getByTestId('pattern-preview').locator('[data-mark]')).toHaveCount(3);
    await expect(form.getByText('3 de 8 marcas')).toBeVisible();
    await pattern.fill(`${freed.binary_pattern}11`);
    await expect(pattern).toHaveValue(freed.binary_pattern);
    const marks = form.getByTestId('pattern-preview').locator('[data-mark]');
    await expect(marks).toHaveCount(8);
    const rightTop = freed.binary_pattern[0] === '1' ? 'single' : 'double';
    await expect(form.getByTestId('pattern-preview').locator('[data-side="right"][data-row="0"]')).toHaveAttribute('data-mark', rightTop);

    await form.getByRole('button', { name: 'Crear oddun' }).click();
    await expect(form.getByTestId('form-problem')).toHaveText('Los campos Posición, Nombre y Patrón Binario son obligatorios');
    await form.getByTestId('field-position').fill('1');
    await form.getByTestId('field-name').fill(name);
    await form.getByRole('button', { name: 'Crear oddun' }).click();
    await expect(toast(page, 'Ya existe un oddun en la posición 1')).toBeVisible();
    await form.getByTestId('field-position').fill(String(position));
    await form.getByTestId('field-title').fill('Título original');
    await form.getByRole('button', { name: 'Crear oddun' }).click();
    await expect(toast(page, 'Oddun creado exitosamente')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);

    // 3. Edit it, found by its number.
    await page.goto(`/admin?tab=odduns&search=${position}`);
    await expect(page.getByTestId('oddun-row')).toHaveCount(1);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await dialog(page).getByTestId('field-name').fill(`${name} editado`);
    await dialog(page).getByTestId('field-title').fill('Título editado');
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Oddun actualizado exitosamente')).toBeVisible();
    await expect(page.getByTestId('oddun-row').getByTestId('oddun-name')).toHaveText(`${name} editado`);

    // 4. Someone else saves while the form is open: 409, the server's message, and a reload.
    await page.getByRole('button', { name: `Editar ${name} editado` }).click();
    await expect(dialog(page).getByTestId('field-title')).toHaveValue('Título editado');
    const current = await signById(request, admin, (await page.getByTestId('oddun-row').getAttribute('data-id'))!);
    const { id: signId, version, has_data: _h, completion_percentage: _c, created_at: _ca, updated_at: _u, fecha_actualizacion: _f, secret_content: _s, ...fields } = current;
    const other = await request.put(`/api/admin/odduns/${signId}`, { headers: bearer(admin), data: { ...fields, title: 'Título de otra persona', version } });
    expect(other.status(), await other.text()).toBe(200);
    await dialog(page).getByTestId('field-title').fill('Mi título');
    await dialog(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'El oddun fue modificado por otra persona; recarga e inténtalo de nuevo')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Recargar la versión actual' }).click();
    await expect(dialog(page).getByTestId('field-title')).toHaveValue('Título de otra persona');
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    // 5. The view lists the revisions; restoring the UI edit brings the first name back.
    await page.getByRole('button', { name: `Ver ${name} editado` }).click();
    const revisions = dialog(page).getByTestId('revision');
    await expect(revisions).toHaveCount(3);
    await expect(revisions.last()).toHaveAttribute('data-action', 'create');
    const edit = revisions.filter({ hasText: 'Campos: Nombre, Título' });
    await expectAccessible(page, 'view dialog with revisions');
    await edit.getByRole('button', { name: 'Restaurar esta versión' }).click();
    await expect(dialog(page)).toContainText('¿Restaurar esta versión?');
    await expectAccessible(page, 'restore confirmation');
    await dialog(page).getByRole('button', { name: 'Restaurar esta versión' }).click();
    await expect(toast(page, 'Versión restaurada')).toBeVisible();
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(`${name} (n.º ${position})`);
    await expect(revisions.first()).toHaveAttribute('data-action', 'restore');
    expect((await signById(request, admin, signId)).title).toBe('Título original');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();

    // 6. Delete the new sign, then bring the catalogue's sign back from the deleted list.
    await page.getByRole('button', { name: `Eliminar ${name}` }).click();
    await dialog(page).getByRole('button', { name: 'Eliminar oddun' }).click();
    await expect(toast(page, 'Oddun eliminado exitosamente')).toBeVisible();
    await expectAccessible(page, 'odduns with the deleted list');
    await page.getByRole('button', { name: `Restaurar ${freed.name}` }).click();
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
    await expect(toast(page, `${freed.name} restaurado`)).toBeVisible();
    expect((await signAt(request, admin, 256)).binary_pattern).toBe(freed.binary_pattern);
    expect(await catalogueTotal(request, admin)).toBe(256);
  });

  isolated('bulk import of 3 valid and 2 invalid items creates 3 and lists 2 errors with their indexes', async ({ page, request, privateStack }) => {
    const admin = await asAdmin(page, request, privateStack.admin);
    // Free three patterns (the import never overwrites, and every pattern is taken).
    const freed: SignRow[] = [];
    for (const position of [250, 251, 252]) {
      const sign = await signAt(request, admin, position);
      expect((await request.delete(`/api/admin/odduns/${sign.id}?version=${sign.version}`, { headers: bearer(admin) })).status()).toBe(200);
      freed.push(sign);
    }
    const base = freePosition();
    const items = [
      { position: base, name: `Importado ${base}`, binary_pattern: freed[0]!.binary_pattern, meaning: 'Primero' },
      { position: base + 1, name: 'Sin patrón' },
      { position: base + 2, name: `Importado ${base + 2}`, binary_pattern: freed[1]!.binary_pattern },
      { position: base + 3, name: 'Patrón malo', binary_pattern: '10102' },
      { position: base + 4, name: `Importado ${base + 4}`, binary_pattern: freed[2]!.binary_pattern },
    ];

    await page.goto('/admin?tab=odduns');
    await page.getByRole('button', { name: 'Importación masiva' }).click();
    await dialog(page).getByTestId('import-text').fill(JSON.stringify(items, null, 2));
    await dialog(page).getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(toast(page, 'Importación completada: 3 creados, 0 actualizados')).toBeVisible();
    const errors = dialog(page).getByTestId('import-errors').locator('li');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toHaveAttribute('data-index', '1');
    await expect(errors.nth(0)).toContainText('Índice 1:');
    await expect(errors.nth(0)).toContainText('Los campos Posición, Nombre y Patrón Binario son obligatorios');
    await expect(errors.nth(1)).toHaveAttribute('data-index', '3');
    await expect(errors.nth(1)).toContainText('El patrón binario debe tener exactamente 8 dígitos 0 o 1');
    await expect(dialog(page).getByTestId('import-result')).toContainText('Creados: 3');
    await dialog(page).getByRole('button', { name: 'Cerrar' }).first().click();

    await page.goto(`/admin?tab=odduns&search=Importado`);
    await expect(page.getByTestId('oddun-row')).toHaveCount(3);
    expect(await catalogueTotal(request, admin)).toBe(256);
  });
});
