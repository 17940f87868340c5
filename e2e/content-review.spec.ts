import type { APIRequestContext } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, test, toast, uniqueUser, useToken } from './support/fixtures';

/**
 * Content reviewed by those who know (issue 36) as the people involved meet it: an administrator
 * makes a learner a reviewer for Spanish on the Users tab; the reviewer opens their queue from the
 * profile, reads Baba Ejiogbe's 'Significado' and marks it reviewed with a note and a source; a
 * Spanish learner then reads 'Revisado por …' on that section, while an English learner's
 * translation still says it is pending review. axe at 360 and 1280 px on the queue.
 */
test.use({ bypassCSP: true });

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

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
