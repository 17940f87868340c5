import { violations } from './support/axe';
import { expect, signedInAs, test, toast } from './support/fixtures';

/**
 * Both naming traditions (issue 11): a learner chooses Yorùbá names in the profile, the
 * encyclopedia shows 'Èjì Ogbè' marked lang="yo", and the search still takes every alias.
 */
test.use({ bypassCSP: true });

test.describe('naming setting', () => {
  test('a learner switches to Yorùbá names and finds Èjì Ogbè by any of its names', async ({ page, request }) => {
    await signedInAs(page, request);

    // Lucumí by default; each choice shows its example.
    await page.goto('/profile');
    const card = page.getByTestId('naming-card');
    await expect(card.getByRole('heading', { name: 'Tradición de los nombres' })).toBeVisible();
    const lucumi = card.getByRole('radio', { name: /^Lucumí/ });
    const yoruba = card.getByRole('radio', { name: /^Yorùbá/ });
    await expect(lucumi).toBeChecked();
    // (An inner locator is queried from the label: the radios by their role alone.)
    const choice = (label: RegExp) => card.locator('label').filter({ has: page.getByRole('radio', { name: label }) });
    await expect(choice(/^Lucumí/)).toContainText('Ejemplo: Baba Ejiogbe');
    await expect(choice(/^Lucumí/).locator('[lang="yo"]')).toHaveCount(0);
    await expect(choice(/^Yorùbá/).locator('[lang="yo"]')).toHaveText('Èjì Ogbè');
    await expect(choice(/^Ambas/)).toContainText('Baba Ejiogbe (Èjì Ogbè)');
    expect(await violations(page), 'profile with the naming setting').toEqual([]);

    await yoruba.check();
    await expect(toast(page, 'Preferencia de nombres guardada')).toBeVisible();
    await expect(yoruba).toBeChecked();
    await expect(lucumi).not.toBeChecked();

    // The encyclopedia names the sign in Yorùbá, marked as such; the Lucumí name is below it.
    await page.goto('/games/signs?sign=baba-ejiogbe');
    await expect(page.getByTestId('study-view')).toBeVisible();
    const name = page.getByTestId('sign-name');
    await expect(name).toHaveText('Èjì Ogbè');
    await expect(name.locator('[lang="yo"]')).toHaveText('Èjì Ogbè');
    await expect(page.getByTestId('sign-lucumi-name')).toHaveText('Baba Ejiogbe');
    await expect(page.getByTestId('study-naming')).toContainText('Nombres: yorùbá.');
    await expect(page.getByRole('img', { name: /^Èjì Ogbè: columna derecha/ })).toBeVisible();

    await page.getByRole('button', { name: 'Signo siguiente' }).click();
    await expect(name.locator('[lang="yo"]')).toHaveText('Ọ̀yẹ̀kú Méjì');

    // The search takes the untoned Yorùbá name and the Lucumí name alike.
    const search = page.getByRole('searchbox', { name: 'Buscar un signo' });
    for (const query of ['Eji Ogbe', 'Baba Ejiogbe']) {
      await search.fill('Ika');
      await expect(name).not.toHaveText('Èjì Ogbè');
      await search.fill(query);
      await expect(name, query).toHaveText('Èjì Ogbè');
      await expect(page.getByTestId('study-place')).toContainText('Resultado 1 de');
    }
    await search.fill('Ogbè Ọ̀yẹ̀kú');
    await expect(name).toHaveText('Ogbè Ọ̀yẹ̀kú');
    expect(await violations(page), 'study screen with Yorùbá names').toEqual([]);

    // The setting stays with the account (and the address with the sign last shown).
    await page.reload();
    await expect(page.getByTestId('sign-name').locator('[lang="yo"]')).toHaveText('Ogbè Ọ̀yẹ̀kú');
  });

  test('in a Signs game the names are Yorùbá, with their tone marks, marked lang="yo"', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request);
    const set = await request.put('/api/user/preferences', { data: { naming: 'yoruba' }, headers: { authorization: `Bearer ${auth.access_token}` } });
    expect(set.status()).toBe(200);
    await page.goto('/games/signs');
    await page.getByRole('button', { name: 'Jugar', exact: true }).click();
    await page.getByTestId('level-beginner').click();
    await page.getByTestId('topic-recognition').click();
    await page.getByTestId('continue').click();
    await page.getByTestId('set-meyi').click();
    await page.getByRole('radio', { name: /^Opción múltiple/ }).check();
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('question-text')).toBeVisible();
    // Every recognition question names signs: in its prompt or in its options.
    const marked = page.locator('main [lang="yo"]');
    await expect(marked.first()).toBeVisible();
    for (const text of await marked.allTextContents()) expect(text.normalize('NFD'), text).toMatch(/\p{M}/u);
    // At rest at the top: focusing the question scrolls the game's own controls under the sticky
    // header, which axe reads as overlapped touch targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await violations(page), 'playing screen with Yorùbá names').toEqual([]);
  });
});
