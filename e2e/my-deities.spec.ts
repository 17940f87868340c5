import { violations } from './support/axe';
import { expect, signedInAs, test, toast } from './support/fixtures';
import { setLanguage } from './support/practice';

/**
 * My deities (issue 28 point 4, DESIGN.md 5c) as a learner uses it on the real stack: a private
 * list of the orishas received and the guardian orisha, saved, read back, and a way into the
 * orisha guide for each.
 */
test.describe.configure({ mode: 'parallel' });
test.use({ bypassCSP: true });

test('from the dashboard a learner records two orishas and a guardian, privately, and studies one in the guide', async ({ page, request }) => {
  await signedInAs(page, request);
  await page.goto('/dashboard');
  await page.getByTestId('community-misDeidades').click();
  await expect(page).toHaveURL(/\/mis-deidades$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis deidades' })).toBeVisible();
  await expect(page.getByTestId('deities-private')).toHaveText('Solo tú ves esta lista.');
  await expect(page.getByTestId('deities-form')).toBeVisible();
  await expect(page.getByTestId('guardian-none')).toBeChecked();
  await expect(page.getByTestId('deities-share')).not.toBeChecked();

  await page.getByTestId('received-oshun').check();
  await page.getByTestId('received-elegua').check();
  await page.getByTestId('guardian-oshun').check();
  await expect(page.getByTestId('deities-count')).toHaveText('2 marcados');
  expect(await violations(page), 'my deities at 1280 px').toEqual([]);
  await page.getByTestId('deities-save').click();
  await expect(toast(page, 'Tus deidades se han guardado')).toBeVisible();
  await expect(page.getByTestId('deities-saved-at')).toContainText('Guardado el');

  // Read back from the server after a reload.
  await page.reload();
  await expect(page.getByTestId('received-oshun')).toBeChecked();
  await expect(page.getByTestId('received-elegua')).toBeChecked();
  await expect(page.getByTestId('received-ogun')).not.toBeChecked();
  await expect(page.getByTestId('guardian-oshun')).toBeChecked();

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await violations(page), 'my deities at 360 px').toEqual([]);
  // A review of their questions: facts of the two orishas, asked as in the daily practice.
  await page.getByTestId('deities-review').click();
  await expect(page).toHaveURL(/\/practice\?orishas=oshun,elegua$|\/practice\?orishas=elegua,oshun$/);
  await expect(page.getByRole('heading', { level: 2, name: /(Osh[uú]n|Elegg?u[aá])/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Repasa tus orishas' })).toBeVisible();
  await page.goBack();
  const study = page.getByTestId('deities-study');
  await expect(study.getByRole('listitem')).toHaveCount(2);
  await study.getByRole('link', { name: /^Ver Eleg/ }).click();
  await expect(page).toHaveURL(/\/games\/orisha\/guide\?q=/);
  await expect(page.getByRole('searchbox')).toHaveValue(/^Eleg/);
});

test('in English the page has no Spanish words and the guide names the orishas', async ({ page, request }) => {
  const { auth } = await signedInAs(page, request);
  await setLanguage(request, auth.access_token, 'en');
  await page.goto('/mis-deidades');
  await expect(page.getByRole('heading', { level: 1, name: 'My deities' })).toBeVisible();
  await expect(page.getByTestId('deities-form')).toBeVisible();
  const text = await page.locator('main').innerText();
  for (const word of ['Mis deidades', 'Guardar', 'recibido', 'ángel', 'Todavía', 'Compartir', 'Solo tú']) expect(text, word).not.toContain(word);
  await expect(page.getByTestId('guardian-none')).toHaveAccessibleName("I don't know yet");
});
