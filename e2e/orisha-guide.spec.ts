import { VIEWPORTS, violations } from './support/axe';
import { expect, signedInAs, test } from './support/fixtures';

/**
 * Issue 11: the orisha encyclopedia, read from the same data files the Orisha game asks from,
 * each fact with its sources and its review state, searchable by any spelling.
 */
test.use({ bypassCSP: true });

test.describe('orisha guide', () => {
  test('a learner opens it from the game, finds an orisha by its Yorùbá name without tone marks and reads the sources', async ({ page, request }) => {
    await signedInAs(page, request);
    await page.goto('/games/orisha');
    await page.getByTestId('orisha-study-link').click();
    await expect(page).toHaveURL(/\/games\/orisha\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guía de los Orishas' })).toBeVisible();
    const list = page.getByTestId('guide-list');
    await expect(list.getByRole('article').first()).toBeVisible();
    const total = await list.getByRole('article').count();
    expect(total).toBeGreaterThanOrEqual(16);
    await expect(page.getByTestId('guide-count')).toHaveText(`${total} Orishas`);

    await page.getByTestId('guide-search').fill('sango');
    await expect(page.getByTestId('guide-count')).toHaveText('1 Orisha');
    const chango = list.getByRole('article');
    await expect(chango.getByRole('heading', { level: 2 })).toContainText('Chang');
    // Every fact says whether it has been reviewed, in words.
    const colours = chango.getByTestId('fact-colors');
    await expect(colours.getByTestId('review-pending').or(colours.getByTestId('review-done'))).toBeVisible();
    // The sources are folded away and open on demand.
    const sources = colours.getByTestId('source-list');
    await sources.locator('summary').click();
    await expect(sources.getByRole('listitem').first()).toBeVisible();

    await page.getByTestId('guide-search').fill('nadie-se-llama-asi');
    await expect(page.getByTestId('guide-none')).toBeVisible();
    await page.getByTestId('guide-play').click();
    await expect(page).toHaveURL(/\/games\/orisha$/);
  });

  test('in English the guide has no Spanish words in its frame', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request);
    await request.put('/api/user/language', { data: { language: 'en' }, headers: { authorization: `Bearer ${auth.access_token}` } });
    await page.goto('/games/orisha/guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Guide to the Orishas' })).toBeVisible();
    const first = page.getByTestId('guide-list').getByRole('article').first();
    await expect(first.getByTestId('fact-colors').locator('dt')).toHaveText('Colours');
    await expect(page.locator('main')).not.toContainText(/Colores|Ofrendas|Pendiente de revisión|Fuentes/);
  });

  for (const viewport of VIEWPORTS) {
    test(`no WCAG 2.2 AA violations at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, request);
      await page.goto('/games/orisha/guide');
      await expect(page.getByTestId('guide-list')).toBeVisible();
      await page.getByTestId('guide-list').locator('details').first().locator('summary').click();
      expect(await violations(page)).toEqual([]);
    });
  }
});
