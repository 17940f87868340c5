import type { APIRequestContext, Page } from '@playwright/test';
import { GAME_DELAYS_MS } from '../shared/src/game-rules';
import { spanishSentences } from '../functions/test/support/spanish-text';
import { expect, registerViaApi, test, uniqueUser, useToken } from './support/fixtures';

/**
 * Study content in the learner's language (DESIGN.md 6), as an English learner meets it: a
 * Signs game on taboos and proverbs quotes them in English, and a Meji's study screen reads in
 * English with the translation note, with no Spanish sentence on screen (the detector of
 * functions/test/support/spanish-text.ts over the page's text, proper names left out).
 */

test.describe.configure({ mode: 'parallel' });

/** Every name of every sign (Lucumí, Yorùbá, aliases): proper names stay as they are. */
async function signNames(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/ifa-signs/odduns?level=expert', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { odduns } = (await response.json()) as { odduns: { name: string; yoruba_name?: string; alternative_names?: string[] }[] };
  return odduns.flatMap((o) => [o.name, o.yoruba_name ?? '', ...(o.alternative_names ?? [])]).filter(Boolean);
}

async function englishLearner(page: Page, request: APIRequestContext) {
  const auth = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
  await useToken(page, auth.access_token);
  return { token: auth.access_token, names: await signNames(request, auth.access_token) };
}

/** The visible text of a part of the page (closed <details> and hidden parts are not in it). */
const visibleText = (page: Page, testId: string) => page.getByTestId(testId).innerText();

test('an English learner plays a Signs game on taboos and proverbs: every quote is in English, with no Spanish-quote notice', async ({ page, request }) => {
  const { names } = await englishLearner(page, request);
  await page.clock.install();
  await page.goto('/games/signs');
  await expect(page.getByRole('heading', { level: 1, name: 'Signs of Ifá' })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByTestId('level-beginner').click();
  await page.getByTestId('topic-prohibitions').click();
  await page.getByTestId('topic-refranes').click();
  await page.getByTestId('continue').click();
  await page.getByTestId('set-meyi').click();
  await page.getByRole('radio', { name: /^Multiple choice/ }).check();
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/games/ifa-signs/start'));
  await page.getByTestId('start-game').click();
  const body = (await (await started).json()) as { questions: { quote?: string; content_lang?: string; topic: string }[] };
  expect(body.questions.length).toBe(10);
  expect(new Set(body.questions.map((q) => q.topic))).toEqual(new Set(['prohibitions', 'refranes']));
  expect(body.questions.filter((q) => q.content_lang)).toEqual([]);

  for (let n = 1; n <= body.questions.length; n++) {
    await expect(page.getByTestId('question-progress')).toContainText(`${n}`);
    const card = await visibleText(page, 'question-text');
    const quote = page.getByTestId('question-quote');
    await expect(quote).toBeVisible();
    await expect(quote).not.toHaveAttribute('lang', 'es');
    const shown = `${card}\n${await quote.innerText()}\n${await page.getByTestId('answer-options').innerText()}`;
    expect(spanishSentences(shown, 'en', names), shown).toEqual([]);
    await expect(page.getByTestId('quote-note')).toHaveCount(0);
    if (n === body.questions.length) break;

    await page.getByTestId('answer-options').getByRole('button').first().click();
    const verdict = page.getByTestId('feedback-verdict');
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent())?.includes('Correct!')) {
      await page.clock.fastForward(GAME_DELAYS_MS.correctAdvance);
    } else {
      // The feedback names the right answer and where to study it: English too.
      const feedback = await visibleText(page, 'feedback-panel');
      expect(spanishSentences(feedback, 'en', names), feedback).toEqual([]);
      await page.clock.fastForward(GAME_DELAYS_MS.feedbackContinue);
      const next = page.getByRole('button', { name: 'I have read and understood - Continue' });
      // Three wrong answers end a beginner's game only at its limit; stop reading if it ended.
      if (!(await next.isVisible())) break;
      await next.click();
    }
  }
});

test('an English learner studies a Meji: the sections are in English, with the translation note and no Spanish sentence', async ({ page, request }) => {
  const { names } = await englishLearner(page, request);
  await page.goto('/games/signs?sign=ojuani-meji');
  await expect(page.getByTestId('study-view')).toBeVisible();
  const meaning = page.getByTestId('section-meaning');
  await expect(meaning.locator('[lang="en"]')).toBeVisible();
  await expect(page.getByTestId('section-meaning-translation')).toHaveText('Translated by the project · pending review');
  await expect(page.getByTestId('section-refranes').locator('[lang="en"]')).toBeVisible();
  await expect(page.getByTestId('section-taboos').locator('[lang="en"]')).toBeVisible();
  await expect(page.locator('[data-testid="study-view"] [lang="es"]')).toHaveCount(0);

  const screen = await visibleText(page, 'study-view');
  expect(spanishSentences(screen, 'en', names)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('ojuani-meji-en.png'), fullPage: true });
});
