import type { Page } from '@playwright/test';
import { GAME_DELAYS_MS } from '../shared/src/game-rules';
import { VIEWPORTS, violations } from './support/axe';
import { expect, loginViaUi, registerViaApi, signedInAs, test, uniqueUser, useToken } from './support/fixtures';
import { practiseOgbeYekuWithSwappedLegs } from './support/practice';

/**
 * Navigation and consistency (the tester's list): the encyclopedia's search lists its results
 * and each opens its sign; the address follows the sign, so back/forward and shared links work;
 * 'Dónde estudiarlo' links to the section; logout gives the visitor's language back; the
 * Yorùbá setting reaches the mastery map; a passed game is never 'Game over'.
 */

// Every test has a learner and a page of its own: they can share both workers.
test.describe.configure({ mode: 'parallel' });
// axe-core is injected into the page (support/axe.ts).
test.use({ bypassCSP: true });

const nfc = (text: string) => text.normalize('NFC');

async function openSign(page: Page, id: string, name: string) {
  await page.goto(`/games/signs?sign=${id}`);
  await expect(page.getByTestId('study-view')).toBeVisible();
  await expect(page.getByTestId('sign-name')).toHaveText(name);
}

const signInAddress = (page: Page) => new URL(page.url()).searchParams.get('sign');

test.describe('the encyclopedia', () => {
  test('search lists its results, each a link that opens its sign; the address follows previous/next, back and forward', async ({ page, request }) => {
    await signedInAs(page, request);
    await openSign(page, 'iroso-meji', 'Iroso Meji');
    const name = page.getByTestId('sign-name');
    const next = page.getByRole('button', { name: 'Signo siguiente' });

    // Previous/next write the address; back and forward walk it again.
    await next.click();
    await expect(name).toHaveText('Ojuani Meji');
    expect(signInAddress(page)).toBe('ojuani-meji');
    await next.click();
    await expect(name).toHaveText('Obara Meji');
    await expect(page).toHaveURL(/\/games\/signs\?sign=obara-meji$/);
    await page.goBack();
    await expect(name).toHaveText('Ojuani Meji');
    await expect(page.getByTestId('study-place')).toContainText('Signo 6 de 256');
    await page.goBack();
    await expect(name).toHaveText('Iroso Meji');
    expect(signInAddress(page)).toBe('iroso-meji');
    await page.goForward();
    await expect(name).toHaveText('Ojuani Meji');

    // The search lists what it found: number, name and drawing, each a link.
    const search = page.getByRole('searchbox', { name: 'Buscar un signo' });
    await search.fill('Owonrin');
    await expect(page.getByTestId('search-count')).toHaveText('31 resultados');
    const results = page.getByRole('list', { name: 'Signos encontrados' }).getByRole('link');
    await expect(results).toHaveCount(31);
    const first = results.first();
    await expect(first.getByTestId('search-result-number')).toHaveText('n.º 6');
    await expect(first.getByTestId('search-result-name')).toHaveText('Ojuani Meji');
    await expect(first.locator('svg [data-side="right"]')).toHaveCount(4);
    await expect(first).toHaveAttribute('aria-current', 'page');

    const third = results.nth(2);
    const thirdName = (await third.getByTestId('search-result-name').textContent())!;
    const href = (await third.getAttribute('href'))!;
    expect(href).toMatch(/^\/games\/signs\?sign=[a-z0-9-]+$/);
    await third.click();
    await expect(name).toHaveText(thirdName);
    await expect(name).toBeFocused();
    await expect.poll(() => page.url()).toMatch(new RegExp(`${href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
    await expect(third).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('study-place')).toContainText('Resultado 3 de 31');

    // Back returns to the sign before the chosen result.
    await page.goBack();
    await expect(name).toHaveText('Ojuani Meji');

    // A shared address opens the same sign.
    const other = await page.context().newPage();
    await other.goto(href);
    await expect(other.getByTestId('sign-name')).toHaveText(thirdName);
    await other.close();

    // From the game's menu the encyclopedia's first sign gets its address too.
    await page.getByRole('button', { name: 'Volver al menú' }).click();
    await expect(page.getByTestId('study-view')).toHaveCount(0);
    await expect(page).toHaveURL(/\/games\/signs$/);
    await page.getByRole('button', { name: 'Abrir la enciclopedia' }).click();
    await expect(name).toHaveText('Baba Ejiogbe');
    await expect.poll(() => signInAddress(page)).toBe('baba-ejiogbe');
  });

  test("'Dónde estudiarlo' is a link to the sign's section in the encyclopedia", async ({ page, request }) => {
    await signedInAs(page, request);
    // The page's clock is ours: the game's pauses pass without waiting them out.
    await page.clock.install();
    await page.goto('/games/signs');
    await page.getByRole('button', { name: 'Jugar', exact: true }).click();
    await page.getByTestId('level-beginner').click();
    await page.getByTestId('topic-recognition').click();
    await page.getByTestId('continue').click();
    await page.getByTestId('set-meyi').click();
    await page.getByRole('radio', { name: /^Escribir la respuesta/ }).check();
    await page.getByRole('radio', { name: /Sin tiempo/ }).check();
    await page.getByTestId('start-game').click();
    await page.getByTestId('typed-answer').fill('zzz no es un signo');
    await page.getByTestId('confirm-answer').click();
    await expect(page.getByTestId('feedback-verdict')).toHaveText('Respuesta incorrecta');

    const link = page.getByRole('link', { name: /—.*\(se abre en una pestaña nueva\)$/ });
    await expect(link).toBeVisible();
    const reference = (await link.locator('span').first().textContent())!;
    const signName = reference.split(' — ')[0]!;
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/games\/signs\?sign=[a-z0-9-]+#sign-summary$/);
    await expect(link).toHaveAttribute('target', '_blank');

    const [study] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(study.getByTestId('sign-name')).toHaveText(signName);
    await expect(study.locator('#sign-summary')).toBeFocused();
    await expect(study.locator('#sign-summary')).toBeInViewport();
    // The game goes on in its own tab.
    await expect(page.getByTestId('feedback-panel')).toBeVisible();
    await study.close();
  });
});

test.describe('the interface language', () => {
  test("follows the signed-in learner and returns to the visitor's own choice at logout", async ({ page, request }) => {
    const french = uniqueUser('fr');
    await registerViaApi(request, french, { language: 'fr' });

    // A visitor chooses Spanish on this device (after a look at English).
    await page.goto('/login');
    const switcher = page.getByRole('combobox', { name: /^Idioma de la interfaz/ });
    await switcher.selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Interface language/ }).selectOption('es');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de vuelta' })).toBeVisible();

    // A French learner signs in on it: the interface is French.
    await loginViaUi(page, french.email, french.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();

    // Logged out: the landing in Spanish again (every word of it), and the login screen greets
    // in Spanish, after a reload too.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprende Ifá paso a paso, con la profundidad que merece');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de vuelta' })).toBeVisible();
    await expect(page.getByText('Bon retour parmi nous')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido de vuelta' })).toBeVisible();
  });
});

const LEGS_LUCUMI = ['Ogbe', 'Oyekun', 'Iwori', 'Odi', 'Iroso', 'Ojuani', 'Obara', 'Okana', 'Ogunda', 'Osa', 'Ika', 'Otrupon', 'Otura', 'Irete', 'Oshe', 'Ofun'];
const LEGS_YORUBA = ['Ogbè', 'Ọ̀yẹ̀kú', 'Ìwòrì', 'Òdí', 'Ìrosùn', 'Ọ̀wọ́nrín', 'Ọ̀bàrà', 'Ọ̀kànràn', 'Ògúndá', 'Ọ̀sá', 'Ìká', 'Òtúrúpọ̀n', 'Òtúrá', 'Ìrẹtẹ̀', 'Ọ̀ṣẹ́', 'Òfún'].map(nfc);

test.describe('the naming setting', () => {
  test('the mastery map names its legs as the setting says: Lucumí, then Yorùbá', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request);
    await practiseOgbeYekuWithSwappedLegs(request, auth.access_token);

    await page.goto('/practice/mastery');
    const columns = page.locator('th[scope="col"] .sr-only');
    const rows = page.locator('th[scope="row"] .sr-only');
    await expect(columns).toHaveText(LEGS_LUCUMI);
    await expect(rows).toHaveText(LEGS_LUCUMI);

    const set = await request.put('/api/user/preferences', { data: { naming: 'yoruba' }, headers: { authorization: `Bearer ${auth.access_token}` } });
    expect(set.status()).toBe(200);
    await page.reload();
    await expect(columns.locator('[lang="yo"]')).toHaveText(LEGS_YORUBA);
    await expect(rows.locator('[lang="yo"]')).toHaveText(LEGS_YORUBA);
    await expect(page.getByTestId('mastery-grid').locator('th', { hasText: 'Oyekun' })).toHaveCount(0);
    // Each sign of the map too, and the mix-ups: Ogbe Yeku is Ogbè Ọ̀yẹ̀kú.
    expect(nfc((await page.locator('[data-cell="0-0"]').getAttribute('aria-label'))!)).toMatch(new RegExp(`^${nfc('Èjì Ogbè')}:`));
    await expect(page.getByRole('grid').getByRole('button', { name: new RegExp(`^${nfc('Ogbè Ọ̀yẹ̀kú')}: `) })).toHaveCount(1);
    expect(nfc((await page.getByTestId('mixup').textContent())!)).toMatch(new RegExp(`^Confundes ${nfc('Ogbè Ọ̀yẹ̀kú')} con `));
    expect(await violations(page), 'mastery map with Yorùbá names').toEqual([]);
    await page.getByTestId('mastery-grid').screenshot({ path: test.info().outputPath('mastery-yoruba.png') });
  });
});

test.describe('result wording', () => {
  test("English: a passed Orisha game (90 %) is 'Game passed!', never 'Game over'", async ({ page, request }) => {
    const auth = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
    await useToken(page, auth.access_token);
    // The server's judging is not the subject: a one-question game, answered right, finished at 90 %.
    await page.route('**/api/games/orisha-matching/start**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          session_id: 'nav-wording',
          questions: [{ id: 'q1', question: 'Which colour belongs to Obatala?', options: ['White', 'Red', 'Blue', 'Yellow'], is_multiple_answer: false, topic: 'colors' }],
          time_limit: 0,
          timed: false,
          mode: 'multiple_choice',
          max_errors: 3,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      }),
    );
    await page.route('**/api/games/nav-wording/answer', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ is_correct: true, wrong_answers: 0, disqualified: false, message: '', remaining_strikes: 3, correct_answers: ['White'] }),
      }),
    );
    await page.route('**/api/games/nav-wording/complete', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ percentage: 90, xp_earned: 90, cowries_earned: 9, correct_answers: 9, total_questions: 10, disqualified: false }),
      }),
    );
    await page.clock.install();
    await page.goto('/games/orisha');
    await page.getByTestId('level-beginner').click();
    await page.getByTestId('topic-random').click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByTestId('mode-multiple_choice').click();
    await page.getByTestId('orisha-start').click();
    await page.getByTestId('question-card').getByTestId('answer-options').getByRole('button').first().click();
    await page.clock.fastForward(GAME_DELAYS_MS.singleChoiceSend);
    await expect(page.getByTestId('answer-feedback')).toBeVisible();
    // A right answer moves on by itself; after the last one the game completes.
    await page.clock.fastForward(GAME_DELAYS_MS.correctAdvance);

    const completed = page.getByTestId('orisha-completed');
    await expect(completed).toBeVisible();
    await expect(completed.getByRole('heading', { level: 1 })).toHaveText('Game passed!');
    await expect(page.locator('body')).not.toContainText(/game over/i);
    await expect(page.getByTestId('summary-score')).toHaveText('90%');
    await page.screenshot({ path: test.info().outputPath('orisha-passed-en.png') });
  });
});

test.describe('accessibility of the changed encyclopedia screens', () => {
  for (const viewport of VIEWPORTS) {
    test(`no WCAG 2.2 AA violations at ${viewport.width}px: search results, and a section reached by its link`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, request);
      await openSign(page, 'ogbe-yeku', 'Ogbe Yeku');
      await page.getByRole('searchbox', { name: 'Buscar un signo' }).fill('ogbe');
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      expect(await violations(page), 'study screen with its search results').toEqual([]);
      // For the reviewer: what the list looks like (kept with the test's output).
      await page.screenshot({ path: test.info().outputPath(`search-results-${viewport.width}.png`) });

      await page.goto('/games/signs?sign=baba-ejiogbe#section-refranes');
      await expect(page.locator('#section-refranes')).toBeFocused();
      expect(await violations(page), 'study screen on a section').toEqual([]);
    });
  }
});
