import type { APIRequestContext } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, test, toast, uniqueUser, useToken } from './support/fixtures';
import { bearer, adminToken } from './support/admin';

/**
 * Sourced contributions reviewed by those who know (issue 36), as the people involved meet them:
 * an English learner suggests a better English translation of Baba Ejiogbe's taboos (one entry
 * reworded, as many entries as the Spanish), from a book, under the name they choose; an
 * administrator makes another learner an English reviewer; the reviewer reads the section before
 * and after with its source and credit on /revision (axe at 360 and 1280 px), is told a note is
 * needed to ask for changes, and applies it; the learner then reads the new entry credited to
 * them with its source, and the reviewer's note on their profile.
 *
 * An administrator applies a translation suggestion too, from the contributions panel: a French
 * learner's better French for Otura Meji's offerings (no other spec reads them, and the games never
 * quote offerings) replaces that section's French translation, the Spanish as it was.
 */
test.use({ bypassCSP: true });

const SIGN = 'baba-ejiogbe';
const SOURCE = 'Manual de Ifá, p. 112';

interface Detail {
  taboos: string[];
  translation: { language: string; sections: string[]; credits?: Record<string, { name: string }> };
}

async function detailOf(request: APIRequestContext, token: string) {
  const response = await request.get(`/api/ifa-signs/oddun/${SIGN}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

test('an English learner suggests a sourced translation; an English reviewer applies it; the learner reads it credited', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const learner = await registerViaApi(request, uniqueUser('tr'), { language: 'en' });
  const before = await detailOf(request, learner.access_token);
  expect(before.translation.language).toBe('en');
  expect(before.translation.sections).toContain('taboos');
  const entries = before.taboos;
  expect(entries.length).toBeGreaterThan(1);
  // One entry reworded, the others as they are: as many entries as the Spanish has.
  const changed = `${entries[1]!.replace(/[.!]$/, '')}, as the elders of the house teach.`;
  const suggestion = entries.map((entry, i) => (i === 1 ? changed : entry));
  const credit = `Ana Traductora ${Date.now().toString(36)}`;

  // The learner, on the study screen in English.
  await useToken(page, learner.access_token);
  await page.goto(`/games/signs?sign=${SIGN}`);
  await expect(page.getByTestId('section-taboos').getByText(entries[1]!, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Contribute to this section: Taboos' }).click();
  const modal = page.getByRole('dialog', { name: 'Contribute to this section' });
  await expect(modal.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(modal.getByTestId('contribute-type-fixed')).toContainText('Translation suggestion');
  // It starts from the translation the learner reads.
  const content = modal.getByLabel('Your contribution');
  await expect(content).toHaveValue(entries.join('\n'));
  await content.fill(suggestion.join('\n'));
  await expect(modal.getByLabel('Name for the credit')).not.toHaveValue('');
  await modal.getByLabel('Name for the credit').fill(credit);
  // Where the text comes from is asked for.
  await modal.getByRole('button', { name: 'Send contribution' }).click();
  await expect(modal.getByTestId('contribute-source-kind').getByRole('alert')).toContainText('Choose where the text comes from');
  await modal.getByRole('radio', { name: 'Book and page' }).check();
  await modal.getByLabel('Book, author and page').fill(SOURCE);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await violations(page), `the contribute dialog at ${viewport.width} px`).toEqual([]);
    await modal.screenshot({ path: test.info().outputPath(`contribute-en-${viewport.width}.png`) });
  }
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/ifa-signs/contribute') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Send contribution' }).click();
  const response = await sent;
  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ oddun_id: SIGN, section: 'taboos', language: 'en', type: 'translation', source_kind: 'book', source: SOURCE, credit_name: credit });
  const { contribution_id: id } = (await response.json()) as { contribution_id: string };
  await expect(toast(page, 'Contribution sent.')).toBeVisible();

  // An administrator makes another learner an English reviewer.
  const admin = await adminToken(request);
  const reviewerUser = uniqueUser('rev');
  const reviewer = await registerViaApi(request, reviewerUser);
  const grant = await request.put(`/api/admin/users/${reviewer.user.id}/reviewer`, { headers: bearer(admin), data: { languages: ['en'] } });
  expect(grant.status(), await grant.text()).toBe(200);

  // The reviewer (a Spanish interface) reads the contribution on their queue.
  const reviewerContext = await browser.newContext({ baseURL, bypassCSP: true, viewport: VIEWPORTS[0] });
  const reviewerPage = await reviewerContext.newPage();
  await useToken(reviewerPage, reviewer.access_token);
  await reviewerPage.goto('/revision');
  await expect(reviewerPage.getByRole('heading', { level: 1, name: 'Revisión de contenido' })).toBeVisible();
  const item = reviewerPage.getByTestId(`contribution-item-${id}`);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText('Baba Ejiogbe · Tabúes');
  await expect(item).toContainText('English · Sugerencia de traducción');
  await expect(item.getByTestId('contribution-credit')).toHaveText(`Crédito: ${credit}`);
  await expect(item.getByTestId('contribution-source')).toHaveText(`Fuente: Libro y página — ${SOURCE}`);
  await expect(item.getByTestId('contribution-before')).toContainText(entries[0]!);
  await expect(item.getByTestId('contribution-before').locator('[data-mark="removed"]')).toContainText(entries[1]!);
  await expect(item.getByTestId('contribution-after').locator('[data-mark="added"]')).toContainText(changed);
  await expect(item.getByTestId('contribution-after').locator('[data-mark]')).toHaveCount(1);
  for (const viewport of VIEWPORTS) {
    await reviewerPage.setViewportSize(viewport);
    await item.scrollIntoViewIfNeeded();
    expect(await violations(reviewerPage), `the review queue at ${viewport.width} px`).toEqual([]);
    await item.screenshot({ path: test.info().outputPath(`contribution-item-es-${viewport.width}.png`) });
  }
  // Asking for changes needs a note for the author.
  await item.getByTestId('contribution-request-changes').click();
  await expect(item.getByRole('alert')).toHaveText('Escribe una nota para quien contribuyó');
  const note = 'Mejor así: cotejado con el libro.';
  await item.getByTestId('contribution-note').fill(note);
  await item.getByTestId('contribution-apply').click();
  await expect(toast(reviewerPage, 'Contribución aplicada')).toBeVisible();
  await expect(reviewerPage.getByTestId(`contribution-item-${id}`)).toHaveCount(0);
  await reviewerContext.close();

  // The learner reads the new entry, credited to the name they chose, with its source.
  await page.reload();
  const taboos = page.getByTestId('section-taboos');
  await expect(taboos.getByText(changed, { exact: true })).toBeVisible();
  await expect(taboos.getByText(entries[1]!, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('section-taboos-translation-credit')).toHaveText(`Translation suggested by ${credit}`);
  await expect(page.getByTestId('section-taboos-translation-source')).toHaveText(`Source: Book and page — ${SOURCE}`);
  const after = await detailOf(request, learner.access_token);
  expect(after.taboos).toEqual(suggestion);
  expect(after.translation.credits?.taboos?.name).toBe(credit);

  // Their profile says it was approved, in English, with the reviewer's note.
  await page.goto('/profile');
  const mine = page.getByTestId('my-contribution').filter({ hasText: changed });
  await expect(mine.getByTestId('my-contribution-status')).toHaveText('Approved');
  await expect(mine.getByTestId('my-contribution-language')).toHaveText('English');
  await expect(mine.getByTestId('my-contribution-source')).toHaveText(`Source: Book and page — ${SOURCE}`);
  await expect(mine.getByTestId('my-contribution-notes')).toHaveText(`Note from ${reviewerUser.full_name}: ${note}`);
});

test('an administrator applies a French translation suggestion from the panel; the Spanish stays', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const sign = 'otura-meji';
  const learnerUser = uniqueUser('fr');
  const learner = await registerViaApi(request, learnerUser, { language: 'fr' });
  const read = async (token: string) => {
    const response = await request.get(`/api/ifa-signs/oddun/${sign}`, { headers: bearer(token) });
    expect(response.status()).toBe(200);
    return (await response.json()) as { ofrendas: string[]; translation?: { language: string; sections: string[]; credits?: Record<string, { name: string }> } };
  };
  const before = await read(learner.access_token);
  expect(before.translation?.language).toBe('fr');
  expect(before.translation?.sections).toContain('ofrendas');
  const entries = before.ofrendas;
  expect(entries.length).toBeGreaterThan(1);
  const changed = `${entries[0]!.replace(/[.!]$/, '')}, déposés avec respect.`;
  const suggestion = entries.map((entry, i) => (i === 0 ? changed : entry));
  const credit = `Claire Traductrice ${Date.now().toString(36)}`;
  const sent = await request.post('/api/ifa-signs/contribute', {
    headers: bearer(learner.access_token),
    data: { oddun_id: sign, section: 'ofrendas', language: 'fr', type: 'translation', content: suggestion.join('\n'), source_kind: 'house', source: 'Ilé Ifá de ma marraine', credit_name: credit },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { contribution_id: id } = (await sent.json()) as { contribution_id: string };
  const admin = await adminToken(request);
  const spanishBefore = await read(admin);
  expect(spanishBefore.ofrendas, 'the administrator reads the Spanish').not.toEqual(entries);

  // The administrator reads the suggestion and what applying it replaces, then applies it.
  const adminContext = await browser.newContext({ baseURL, bypassCSP: true });
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, admin);
  await adminPage.goto('/admin?tab=contributions');
  await adminPage.locator(`[data-testid="contribution-row"][data-id="${id}"]`).getByRole('button', { name: /Ver detalles de la contribución/ }).click();
  const details = adminPage.locator('dialog[open]');
  await expect(details.getByTestId('preview-after')).toContainText(changed);
  await expect(details.getByTestId('contribution-preview')).toContainText('Si se aplica, este texto sustituye la traducción al francés de esta sección. El texto en español no cambia.');
  expect(await violations(adminPage), 'a translation suggestion in the admin panel').toEqual([]);
  const apply = details.getByRole('button', { name: 'Aprobar y aplicar' });
  await expect(apply).toBeEnabled();
  await apply.click();
  await expect(details).toContainText('sustituirá la traducción de «Ofrendas» de Otura Meji; el texto en español no cambia.');
  const decided = adminPage.waitForResponse((r) => r.url().endsWith(`/api/admin/contributions/${id}/approve`) && r.request().method() === 'PUT');
  await details.getByRole('button', { name: 'Aprobar y aplicar' }).click();
  const response = await decided;
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ apply: true });
  await expect(toast(adminPage, 'Contribución aprobada exitosamente')).toBeVisible();
  await adminContext.close();

  // The French learner reads the new entry credited; the Spanish text is as it was.
  await useToken(page, learner.access_token);
  await page.goto(`/games/signs?sign=${sign}`);
  const offerings = page.getByTestId('section-ofrendas');
  await expect(offerings.getByText(changed, { exact: true })).toBeVisible();
  await expect(offerings.getByText(entries[0]!, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('section-ofrendas-translation-credit')).toHaveText(`Traduction suggérée par ${credit}`);
  const after = await read(learner.access_token);
  expect(after.ofrendas).toEqual(suggestion);
  expect(after.translation?.credits?.ofrendas?.name).toBe(credit);
  expect((await read(admin)).ofrendas).toEqual(spanishBefore.ofrendas);
});
