import type { APIRequestContext } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, test, toast, uniqueUser, useToken } from './support/fixtures';
import { bearer, adminToken } from './support/admin';

/**
 * Content reviewed by those who know (issue 36) as the people involved meet it: an administrator
 * makes a learner a reviewer for Spanish on the Users tab; the reviewer opens their queue from the
 * profile, reads Baba Ejiogbe's 'Significado' and marks it reviewed with a note and a source; a
 * Spanish learner then reads 'Revisado por …' on that section, while an English learner's
 * translation still says it is pending review. axe at 360 and 1280 px on the queue.
 *
 * Then a reviewer corrects a section themselves: Ogunda Meji's offerings in Spanish, which no other
 * spec reads (the signs game never quotes offerings), gain an entry from the queue; a learner reads
 * it at once, still pending review. Another reviewer asks for changes to Ogunda Meji's plants with
 * a note, and the first one reads the request on that item. axe at 360 and 1280 px with the edit
 * form open.
 */
test.use({ bypassCSP: true });

test('an admin makes a reviewer, who reviews a section; learners see the review in its language only', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const reviewer = uniqueUser('rev');
  const reviewerAuth = await registerViaApi(request, reviewer);

  // The administrator grants review in Spanish on the Users tab.
  await useToken(page, await adminToken(request));
  await page.goto(`/admin?tab=users&search=${reviewer.username}`);
  const row = page.getByTestId(`user-row-${reviewer.username}`);
  await row.getByRole('checkbox', { name: `Revisor de ${reviewer.full_name} en Español` }).check();
  await expect(toast(page, 'Permisos de revisión actualizados')).toBeVisible();
  await expect(row.getByRole('checkbox', { name: `Revisor de ${reviewer.full_name} en Español` })).toBeChecked();

  // The reviewer: from the profile to the queue.
  const reviewerContext = await browser.newContext({ viewport: VIEWPORTS[0] });
  const reviewerPage = await reviewerContext.newPage();
  await useToken(reviewerPage, reviewerAuth.access_token);
  await reviewerPage.goto('/profile');
  await expect(reviewerPage.getByTestId('reviewer-card')).toContainText('Revisas el contenido en Español.');
  await reviewerPage.getByTestId('reviewer-queue-link').click();
  await expect(reviewerPage.getByRole('heading', { level: 1, name: 'Revisión de contenido' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await reviewerPage.setViewportSize(viewport);
    expect(await violations(reviewerPage), `axe at ${viewport.width} px`).toEqual([]);
  }
  const item = reviewerPage.getByTestId('review-item-baba-ejiogbe-meaning-es');
  await expect(item.getByTestId('review-text')).toContainText('Baba Ejiogbe abre la serie de los dieciséis Meji');
  await item.getByTestId('review-open').click();
  await item.getByTestId('review-submit').click();
  await expect(item.getByRole('alert')).toHaveText('Escribe una nota o la fuente de tu revisión');
  await item.getByTestId('review-note').fill('Cotejado con la libreta de la casa.');
  await item.getByTestId('review-source').fill('Libreta de Ifá de la casa, p. 3');
  await item.getByTestId('review-submit').click();
  await expect(toast(reviewerPage, 'Revisión guardada')).toBeVisible();
  await expect(reviewerPage.getByTestId('review-item-baba-ejiogbe-meaning-es')).toHaveCount(0);
  await reviewerContext.close();

  // A Spanish learner reads the review on the section; an English learner's translation waits.
  const spanish = await registerViaApi(request, uniqueUser('es'));
  await useToken(page, spanish.access_token);
  await page.goto('/games/signs?sign=baba-ejiogbe');
  const meaning = page.getByTestId('section-meaning');
  await expect(meaning.getByTestId('review-done')).toContainText(`Revisado por ${reviewer.full_name} ·`);

  const englishContext = await browser.newContext();
  const englishPage = await englishContext.newPage();
  const english = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
  await useToken(englishPage, english.access_token);
  await englishPage.goto('/games/signs?sign=baba-ejiogbe');
  const enMeaning = englishPage.getByTestId('section-meaning');
  await expect(enMeaning.getByText('Baba Ejiogbe opens the series')).toBeVisible();
  await expect(enMeaning.getByTestId('review-pending')).toBeVisible();
  await expect(enMeaning.getByTestId('review-done')).toHaveCount(0);
  await englishContext.close();
});

/** A learner made a Spanish reviewer by the administrator (the grant's own screen is the test above). */
async function spanishReviewer(request: APIRequestContext, admin: string, prefix: string) {
  const user = uniqueUser(prefix);
  const auth = await registerViaApi(request, user);
  const grant = await request.put(`/api/admin/users/${auth.user.id}/reviewer`, { headers: bearer(admin), data: { languages: ['es'] } });
  expect(grant.status(), await grant.text()).toBe(200);
  return { user, auth };
}

test('a reviewer edits a section from the queue; another asks for changes, and the first reads the request', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(150_000);
  const admin = await adminToken(request);
  const first = await spanishReviewer(request, admin, 'reva');
  const second = await spanishReviewer(request, admin, 'revb');

  // The first reviewer rewrites Ogunda Meji's offerings: the list as it is, one entry more.
  await useToken(page, first.auth.access_token);
  await page.goto('/revision');
  await expect(page.getByRole('heading', { level: 1, name: 'Revisión de contenido' })).toBeVisible();
  const offerings = page.getByTestId('review-item-ogunda-meji-ofrendas-es');
  await expect(offerings.getByRole('heading', { level: 3 })).toHaveText('Ogunda Meji · Ofrendas');
  const entries = ((await offerings.getByTestId('review-text').textContent()) ?? '').split('\n').filter(Boolean);
  expect(entries.length, 'Ogunda Meji has offerings').toBeGreaterThan(1);
  await offerings.getByTestId('review-edit-open').click();
  const text = offerings.getByRole('textbox', { name: 'Texto de la sección (Español)' });
  await expect(text).toBeFocused();
  // It starts from the text the reviewer read, and says how a list is written and what saving does.
  await expect(text).toHaveValue(entries.join('\n'));
  await expect(text).toHaveAccessibleDescription(/Una entrada por línea\..*sigue pendiente de revisión/);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await offerings.scrollIntoViewIfNeeded();
    expect(await violations(page), `the queue with an edit form open at ${viewport.width} px`).toEqual([]);
    await offerings.screenshot({ path: test.info().outputPath(`review-edit-es-${viewport.width}.png`) });
  }
  // An empty text is refused by the contract's rule, before anything is sent.
  await text.fill('   ');
  await offerings.getByTestId('review-edit-submit').click();
  await expect(offerings.getByRole('alert')).toHaveText('Escribe el texto de la sección');
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  const added = `Un plato de ñame asado a Ogún al terminar el trabajo (${Date.now().toString(36)}).`;
  await text.fill([...entries, added].join('\n'));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/review/odduns/ogunda-meji/ofrendas/es/text') && r.request().method() === 'PUT');
  await offerings.getByTestId('review-edit-submit').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ text: [...entries, added].join('\n') });
  await expect(toast(page, 'Texto guardado. Queda pendiente de revisión')).toBeVisible();
  // The item stays on the queue with the new text: an edited text needs a review of its own.
  await expect(offerings.getByTestId('review-text')).toContainText(added);
  await expect(offerings.getByTestId('review-edit-form')).toHaveCount(0);
  await expect(offerings.getByTestId('review-edit-open')).toBeFocused();

  // A learner reads the new entry at once, pending review.
  const learnerContext = await browser.newContext({ baseURL });
  const learnerPage = await learnerContext.newPage();
  await useToken(learnerPage, (await registerViaApi(request, uniqueUser('es'))).access_token);
  await learnerPage.goto('/games/signs?sign=ogunda-meji');
  const section = learnerPage.getByTestId('section-ofrendas');
  await expect(section.getByText(added, { exact: true })).toBeVisible();
  await expect(section.getByText(entries[0]!, { exact: true })).toBeVisible();
  await expect(section.getByTestId('review-pending')).toHaveText('Pendiente de revisión');
  await expect(section.getByTestId('review-done')).toHaveCount(0);
  await learnerContext.close();

  // The second reviewer asks for changes to the plants: a note is needed, and everyone reads it.
  const secondContext = await browser.newContext({ baseURL, bypassCSP: true, viewport: VIEWPORTS[1] });
  const secondPage = await secondContext.newPage();
  await useToken(secondPage, second.auth.access_token);
  await secondPage.goto('/revision');
  const plants = secondPage.getByTestId('review-item-ogunda-meji-plantas-es');
  await expect(plants.getByTestId('review-changes-requested')).toHaveCount(0);
  await plants.getByTestId('review-changes-open').click();
  await expect(plants.getByTestId('review-changes-note')).toBeFocused();
  await plants.getByTestId('review-changes-submit').click();
  await expect(plants.getByRole('alert')).toHaveText('Escribe qué hay que cambiar');
  await expect(plants.getByTestId('review-changes-note')).toHaveAccessibleDescription('Escribe qué hay que cambiar');
  expect(await violations(secondPage), 'the queue with a request for changes and its error at 360 px').toEqual([]);
  const note = 'Falta el nombre en lucumí de cada planta.';
  await plants.getByTestId('review-changes-note').fill(note);
  await plants.getByTestId('review-changes-submit').click();
  await expect(toast(secondPage, 'Cambios pedidos. La sección sigue pendiente de revisión')).toBeVisible();
  await expect(plants.getByTestId('review-changes-requested')).toContainText(`Cambios pedidos por ${second.user.full_name} ·`);
  // One request per text: it is not offered again.
  await expect(plants.getByTestId('review-changes-open')).toHaveCount(0);
  await secondContext.close();

  // The first reviewer reads the request on that item, and can still edit or review it.
  await page.reload();
  const onFirst = page.getByTestId('review-item-ogunda-meji-plantas-es');
  const requested = onFirst.getByTestId('review-changes-requested');
  await expect(requested).toContainText(`Cambios pedidos por ${second.user.full_name} · `);
  await expect(requested).toContainText(`: ${note}`);
  await expect(onFirst.getByTestId('review-changes-open')).toHaveCount(0);
  await expect(onFirst.getByTestId('review-edit-open')).toBeVisible();
  await expect(onFirst.getByTestId('review-open')).toBeVisible();
});
