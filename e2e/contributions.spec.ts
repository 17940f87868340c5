import type { APIRequestContext, Page } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, test, toast, uniqueUser, useToken } from './support/fixtures';
import { bearer, adminToken } from './support/admin';

/**
 * Contributions never destroy text (DESIGN.md 5e "Now"), as a learner and an admin live it: a
 * learner adds a sentence to a sign's meaning with its source, the admin sees the section before
 * and after and applies it, the sign keeps its previous text plus the addition, and the learner
 * follows the status on the profile. The tester's case: 'Adición' to the 'Significado' of
 * Ojuani Alakentu (position 103), which no other spec reads; an addition keeps its text anyway.
 */
test.use({ bypassCSP: true });

async function signAt(request: APIRequestContext, token: string, position: number) {
  const list = await request.get(`/api/admin/odduns?position=${position}`, { headers: bearer(token) });
  const [row] = ((await list.json()) as { odduns: Array<{ id: string }> }).odduns;
  const detail = await request.get(`/api/admin/odduns/${row!.id}`, { headers: bearer(token) });
  return (await detail.json()) as { id: string; name: string; meaning?: string; version: number };
}

async function contributeViaApi(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post('/api/ifa-signs/contribute', { headers: bearer(token), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contribution_id: string }).contribution_id;
}

/** The name a decision is signed with: the full name, else the username (as the server records the reviewer). */
async function nameOf(request: APIRequestContext, token: string) {
  const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as { full_name?: string | null; username: string };
  return me.full_name || me.username;
}

const openDialog = (page: Page) => page.locator('dialog[open]');
/** The meaning's first paragraph: enough to tell the previous text is still there. */
const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]!.trim();

test('an admin applies an addition: the meaning keeps its text plus the addition, and the learner sees it approved', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const sign = await signAt(request, admin, 103);
  expect(sign.meaning?.trim(), 'Ojuani Alakentu has a meaning').toBeTruthy();
  const previous = firstParagraph(sign.meaning!);

  // The learner proposes an addition with its source, through the study screen's modal.
  const learner = uniqueUser('contrib');
  const auth = await registerViaApi(request, learner);
  await useToken(page, auth.access_token);
  await page.goto(`/games/signs?sign=${sign.id}`);
  await expect(page.getByTestId('section-meaning')).toContainText(previous);
  await page.getByRole('button', { name: 'Contribuir a esta sección: Significado' }).click();
  const modal = page.getByRole('dialog', { name: 'Contribuir a esta sección' });
  await modal.getByLabel('Tipo de contribución').selectOption({ label: 'Adición' });
  await expect(modal).toContainText('se suma a la sección sin quitar nada');
  const addition = `Frase añadida por una aprendiz ${Date.now()}.`;
  await modal.getByLabel('Tu contribución').fill(addition);
  // Where the text comes from: a kind, then its detail.
  await modal.getByRole('radio', { name: 'Libro y página' }).check();
  await modal.getByLabel('Libro, autor y página').fill('Libro de estudio, p. 45');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/ifa-signs/contribute') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Enviar contribución' }).click();
  const response = await sent;
  expect(response.request().postDataJSON()).toMatchObject({ type: 'addition', section: 'meaning', source_kind: 'book', source: 'Libro de estudio, p. 45' });
  const { contribution_id: id } = (await response.json()) as { contribution_id: string };
  await expect(toast(page, 'Contribución enviada. Un administrador la revisará.')).toBeVisible();

  // On the profile it is pending.
  await page.goto('/profile');
  const mine = page.getByTestId('my-contribution').filter({ hasText: addition });
  await expect(mine.getByTestId('my-contribution-status')).toHaveText('Pendiente de revisión');

  // The admin sees the section before and after, then applies it.
  const adminContext = await browser.newContext({ baseURL, bypassCSP: true });
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, admin);
  await adminPage.goto('/admin?tab=contributions');
  const row = adminPage.locator(`[data-testid="contribution-row"][data-id="${id}"]`);
  await row.getByRole('button', { name: /Ver detalles de la contribución/ }).click();
  const details = openDialog(adminPage);
  await expect(details.getByTestId('contribution-content')).toHaveText(addition);
  await expect(details).toContainText('Libro de estudio, p. 45');
  await expect(details.getByTestId('preview-before')).toContainText(previous);
  await expect(details.getByTestId('preview-after')).toContainText(previous);
  await expect(details.getByTestId('preview-after').locator('[data-mark="added"]')).toContainText(addition);
  await expect(details.getByTestId('preview-after').locator('[data-mark="removed"]')).toHaveCount(0);
  expect(await violations(adminPage), 'contribution details with its preview').toEqual([]);
  await details.getByRole('button', { name: 'Aprobar y aplicar' }).click();
  await expect(details).toContainText('sin quitar nada');
  await details.getByRole('button', { name: 'Aprobar y aplicar' }).click();
  await expect(toast(adminPage, 'Contribución aprobada exitosamente')).toBeVisible();
  await adminContext.close();

  // The sign still shows its previous text, and the addition after it.
  await page.goto(`/games/signs?sign=${sign.id}`);
  const meaning = page.getByTestId('section-meaning');
  await expect(meaning).toContainText(previous);
  await expect(meaning).toContainText(addition);
  const after = await signAt(request, admin, 103);
  expect(after.meaning).toBe(`${sign.meaning!.trimEnd()}\n\n${addition}`);

  // The profile says it was approved and applied.
  await page.goto('/profile');
  await expect(mine.getByTestId('my-contribution-status')).toHaveText('Aprobada');
  await expect(mine).toContainText('aplicada al signo');
  await expect(mine.getByTestId('my-contribution-source')).toHaveText('Fuente: Libro y página — Libro de estudio, p. 45');
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('the profile lists the learner\'s contributions, a rejected one with the admin\'s note, with no WCAG 2.2 AA violations', async ({ page, request }) => {
      const admin = await adminToken(request);
      const sign = await signAt(request, admin, 103);
      const auth = await registerViaApi(request, uniqueUser('mine'));
      await contributeViaApi(request, auth.access_token, { oddun_id: sign.id, section: 'taboos', type: 'addition', content: 'Una propuesta pendiente.' });
      const rejected = await contributeViaApi(request, auth.access_token, { oddun_id: sign.id, section: 'refranes', type: 'correction', content: 'Una propuesta rechazada.' });
      const reject = await request.put(`/api/admin/contributions/${rejected}/reject`, { headers: bearer(admin), data: { admin_notes: 'Falta citar la fuente.' } });
      expect(reject.status()).toBe(200);

      await useToken(page, auth.access_token);
      await page.goto('/profile');
      const card = page.getByTestId('my-contributions');
      await expect(card.getByRole('heading', { name: 'Mis contribuciones' })).toBeVisible();
      const items = card.getByTestId('my-contribution');
      await expect(items).toHaveCount(2);
      // Newest first.
      await expect(items.nth(0)).toContainText('Una propuesta rechazada.');
      await expect(items.nth(0).getByTestId('my-contribution-status')).toHaveText('Rechazada');
      // The note is signed by whoever decided: here the administrator, by name.
      await expect(items.nth(0).getByTestId('my-contribution-notes')).toHaveText(`Nota de ${await nameOf(request, admin)}: Falta citar la fuente.`);
      await expect(items.nth(1).getByTestId('my-contribution-status')).toHaveText('Pendiente de revisión');
      await card.scrollIntoViewIfNeeded();
      expect(await violations(page), `profile at ${viewport.width}px`).toEqual([]);
    });
  });
}

test('in English the section speaks English, and a learner without contributions is told how to send one', async ({ page, browser, request, baseURL }) => {
  const admin = await adminToken(request);
  const sign = await signAt(request, admin, 103);
  const english = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
  await contributeViaApi(request, english.access_token, { oddun_id: sign.id, section: 'meaning', type: 'addition', content: 'A proposal.' });
  await useToken(page, english.access_token);
  await page.goto('/profile');
  const card = page.getByTestId('my-contributions');
  await expect(card.getByRole('heading', { name: 'My contributions' })).toBeVisible();
  await expect(card.getByTestId('my-contribution-status')).toHaveText('Awaiting review');
  await expect(card).toContainText('Addition');

  const newcomer = await registerViaApi(request, uniqueUser('none'));
  const fresh = await browser.newContext({ baseURL });
  const freshPage = await fresh.newPage();
  await useToken(freshPage, newcomer.access_token);
  await freshPage.goto('/profile');
  await expect(freshPage.getByTestId('my-contributions')).toContainText('Aún no has enviado contribuciones.');
  await fresh.close();
});
