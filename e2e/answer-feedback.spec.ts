import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { GAME_DELAYS_MS } from '../shared/src/game-rules';
import { violations } from './support/axe';
import { expect, registerViaApi, test, uniqueUser, useToken } from './support/fixtures';
import { playSignsGame } from './support/practice';
import { pastTeaching } from './support/teach';

/**
 * One way to show right and wrong (issue: the learning loop), against the real local stack:
 * after an answer the right option is marked right (colour, ✓ and words) and the learner's
 * wrong pick wrong (colour, ✕ and words) in the Signs game, the Orisha game and the review; a
 * matching question is a real match of two columns judged pair by pair; and on a 360 x 740
 * phone the question, its drawing and every option fit without scrolling, in Spanish and English.
 * Each phone screen is also saved as a screenshot in the test's output folder, for a person to look at.
 */
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

type Lang = 'es' | 'en';
const WORDS = {
  es: {
    play: 'Jugar',
    right: 'Respuesta correcta',
    yoursRight: 'Tu respuesta · correcta',
    wrong: 'Tu respuesta · incorrecta',
    missedMulti: 'Correcta, sin marcar',
    continueTopics: 'Continuar',
    signsModes: { multiple_choice: 'Opción múltiple', true_false: 'Verdadero o falso', matching: 'Emparejar', type_answer: 'Escribir la respuesta', image_match: 'Imagen' },
  },
  en: {
    play: 'Play',
    right: 'Correct answer',
    yoursRight: 'Your answer · correct',
    wrong: 'Your answer · incorrect',
    missedMulti: 'Right, not ticked',
    continueTopics: 'Continue',
    signsModes: { multiple_choice: 'Multiple choice', true_false: 'True or false', matching: 'Matching', type_answer: 'Type the answer', image_match: 'Picture' },
  },
} as const;
type SignsMode = keyof (typeof WORDS)['es']['signsModes'];

async function learner(page: Page, request: APIRequestContext, lang: Lang) {
  const auth = await registerViaApi(request, uniqueUser(lang), { language: lang });
  await useToken(page, auth.access_token);
  return auth;
}

/** Menu -> beginner -> topics -> the 16 Meji -> the game type, untimed -> start. */
async function startSigns(page: Page, lang: Lang, mode: SignsMode, topics = ['recognition', 'binary_patterns']) {
  await page.goto('/games/signs');
  await page.getByRole('button', { name: WORDS[lang].play, exact: true }).click();
  await page.getByTestId('level-beginner').click();
  for (const topic of topics) await page.getByTestId(`topic-${topic}`).click();
  await page.getByTestId('continue').click();
  await page.getByTestId('set-meyi').click();
  await page.getByTestId('game-type').getByRole('radio', { name: new RegExp(`^${WORDS[lang].signsModes[mode]}`) }).check();
  await page.getByRole('radio', { name: lang === 'es' ? /Sin tiempo/ : /Untimed/ }).check();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('question-text')).toBeVisible();
}

async function startOrisha(page: Page, lang: Lang, mode: 'multiple_choice' | 'image_match' | 'type_answer' | 'audio_visual', topics = ['random']) {
  await page.goto('/games/orisha');
  await page.getByTestId('level-beginner').click();
  for (const topic of topics) await page.getByTestId(`topic-${topic}`).click();
  await page.getByRole('button', { name: WORDS[lang].continueTopics, exact: true }).click();
  await page.getByTestId(`mode-${mode}`).click();
  await page.getByTestId('orisha-start').click();
  await expect(page.getByTestId('question-card')).toBeVisible();
}

/** Every element of `items` lies inside the first screen (top and bottom): nothing to scroll to. */
async function expectInFirstScreen(page: Page, items: Locator, what: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = page.viewportSize()!.height;
  const count = await items.count();
  expect(count, `${what}: how many`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await items.nth(i).boundingBox();
    expect(box, `${what} ${i + 1}: on screen`).not.toBeNull();
    expect(box!.y, `${what} ${i + 1}: top`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${what} ${i + 1}: bottom within ${height} px`).toBeLessThanOrEqual(height);
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

/**
 * The marks after an answer: the pick right, or the pick wrong; every other right option marked
 * missed (`rightAnswers` of them in all: more than one on an Orisha question asking for several).
 */
async function expectMarked(options: Locator, picked: Locator, words: (typeof WORDS)[Lang], rightAnswers = 1) {
  await expect(picked).toHaveAttribute('data-state', /^(right|wrong)$/);
  const state = await picked.getAttribute('data-state');
  const missed = options.locator('[data-state="missed"]');
  if (state === 'right') {
    await expect(picked).toContainText(words.yoursRight);
    await expect(missed).toHaveCount(rightAnswers - 1);
    return 'right';
  }
  // Said in words, to the eye and in the control's accessible name alike (issue 34).
  await expect(picked).toContainText(words.wrong);
  const control = (await picked.evaluate((el) => el.tagName)) === 'BUTTON' ? picked : picked.getByRole('checkbox');
  await expect(control).toHaveAccessibleName(new RegExp(`${words.wrong.replace(/ /g, '\\s')}$`));
  await expect(picked.getByTestId('answer-mark')).toHaveAttribute('data-mark', 'wrong');
  await expect(missed).toHaveCount(rightAnswers);
  for (let i = 0; i < rightAnswers; i++) {
    // A question asking for several says of each one not ticked 'Correcta, sin marcar'.
    await expect(missed.nth(i)).toContainText(rightAnswers > 1 ? words.missedMulti : words.right);
    await expect(missed.nth(i).getByTestId('answer-mark')).toHaveAttribute('data-mark', 'missed');
  }
  return 'wrong';
}

/** axe on the feedback at a phone's width and a desktop's; the phone screen is kept as a screenshot. */
async function axeAtBothWidths(page: Page, what: string, info: TestInfo) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page), `${what} at ${size.width} px`).toEqual([]);
    if (size === PHONE) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, info, what.replace(/ /g, '-'));
    }
  }
}

test.describe('right and wrong, shown one way', () => {
  test('Signs: a wrong pick is marked wrong and the right option right, in words; axe at 360 and 1280 px', async ({ page, request }, info) => {
    await learner(page, request, 'es');
    await page.clock.install();
    await startSigns(page, 'es', 'multiple_choice');
    const container = page.getByTestId('answer-options');
    const options = container.getByRole('button');
    for (let n = 1; n <= 10; n++) {
      await expect(page.getByTestId('question-progress')).toContainText(`Pregunta ${n} de 10`);
      await options.nth(0).click();
      await expect(page.getByTestId('feedback-verdict')).toBeVisible();
      const verdict = await expectMarked(container, options.nth(0), WORDS.es);
      if (verdict === 'right') {
        await page.clock.fastForward(GAME_DELAYS_MS.correctAdvance);
        continue;
      }
      // Never green for a wrong pick: its frame is the 'clay' red, the right one's the forest green.
      const border = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderColor);
      expect(await border(options.nth(0))).toBe('rgb(169, 70, 31)');
      expect(await border(page.locator('[data-testid="answer-options"] [data-state="missed"]'))).toBe('rgb(29, 74, 55)');
      await expect(page.getByTestId('feedback-verdict')).toHaveText('Respuesta incorrecta');
      await axeAtBothWidths(page, 'signs feedback', info);
      return;
    }
    throw new Error('ten right answers in a row by always choosing A');
  });

  test('Orisha game: the pick and the right answer are marked in words; axe at 360 and 1280 px', async ({ page, request }, info) => {
    await learner(page, request, 'es');
    await page.clock.install();
    await startOrisha(page, 'es', 'multiple_choice', ['colors']);
    const container = page.getByTestId('answer-options');
    // A question with several right colours shows checkboxes and waits for its confirm button;
    // one with a single answer shows buttons and sends the pick by itself after a pause.
    await container.getByRole('button').or(container.getByRole('checkbox')).first().click();
    const confirm = page.getByRole('button', { name: /^Confirmar respuestas/ });
    const several = await confirm.isVisible();
    // '(elige 2)': how many right answers the question asks for.
    const asked = several ? Number(/elige (\d+)/.exec((await page.getByTestId('question-card').getByRole('heading', { level: 2 }).innerText()) ?? '')?.[1] ?? 1) : 1;
    if (several) await confirm.click();
    else await page.clock.fastForward(GAME_DELAYS_MS.singleChoiceSend);
    await expect(page.getByTestId('answer-feedback')).toBeVisible();
    await expectMarked(container, container.locator('[data-state]').first(), WORDS.es, asked);
    await axeAtBothWidths(page, 'orisha feedback', info);
  });

  test('review: the pick and the right answer are marked in words; axe at 360 and 1280 px', async ({ page, request }, info) => {
    const auth = await learner(page, request, 'es');
    await playSignsGame(request, auth.access_token);
    await page.goto('/practice');
    const read = page.getByTestId('read-question');
    await pastTeaching(page, read.or(page.getByTestId('build-question')));
    // Due cards alternate kinds: build cards are answered (all marks single) until a read card comes.
    for (let i = 0; i < 6 && !(await read.isVisible()); i++) {
      const marks = page.getByTestId('opon-builder').locator('button[data-index]');
      for (let m = 0; m < 8; m++) await marks.nth(m).click();
      await page.getByTestId('build-check').click();
      await page.getByTestId('feedback-continue').click();
      await pastTeaching(page, read.or(page.getByTestId('build-question')));
    }
    const options = page.getByTestId('read-option');
    await options.first().click();
    await expect(page.getByTestId('review-feedback')).toBeVisible();
    await expectMarked(read, options.first(), WORDS.es);
    await axeAtBothWidths(page, 'review feedback', info);
  });
});

test.describe('matching: two columns, pair by pair', () => {
  test('pairs are made, undone and judged one by one, with the right partner of the wrong ones; axe at both widths', async ({ page, request }, info) => {
    await learner(page, request, 'es');
    await startSigns(page, 'es', 'matching', ['binary_patterns']);
    const names = page.getByTestId('match-name');
    const values = page.getByTestId('match-value');
    const count = await names.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(values).toHaveCount(count);
    // The drawings are images named by their pattern.
    await expect(values.getByRole('img', { name: /patrón [01]{8}/ })).toHaveCount(count);
    const confirm = page.getByTestId('confirm-pairs');
    await expect(confirm).toBeDisabled();

    // A value first, then a name: the pair is made and both show its number.
    await values.nth(0).click();
    await expect(values.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await names.nth(0).click();
    await expect(names.nth(0).getByTestId('pair-number')).toHaveText(/1/);
    await expect(values.nth(0).getByTestId('pair-number')).toHaveText(/1/);
    await expect(page.getByTestId('match-announcement')).toContainText('Pareja 1');
    // Choosing a paired item again undoes the pair.
    await names.nth(0).click();
    await expect(names.nth(0).getByTestId('pair-number')).toHaveCount(0);
    await expect(page.getByTestId('match-announcement')).toContainText('Pareja deshecha');
    // Row by row: name i with value i.
    for (let i = 0; i < count; i++) {
      await names.nth(i).click();
      await values.nth(i).click();
    }
    await expect(confirm).toBeEnabled();
    await expect(confirm).toHaveText(`Confirmar parejas (${count} de ${count})`);

    const response = page.waitForResponse((r) => r.url().endsWith('/api/games/ifa-signs/answer'));
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/games/ifa-signs/answer'));
    await confirm.click();
    const body = (await sent).postDataJSON() as { answer: string[] };
    expect(body.answer).toHaveLength(count);
    for (const pair of body.answer) expect(pair).toMatch(/^.+ — [01]{8}$/);
    const result = (await (await response).json()) as { correct: boolean; correctly_selected: string[] };

    const judged = page.getByTestId('match-result');
    await expect(judged).toHaveCount(count);
    await expect(page.locator('[data-testid="match-result"][data-state="right"]')).toHaveCount(result.correctly_selected.length);
    const wrong = page.locator('[data-testid="match-result"][data-state="wrong"]');
    await expect(wrong).toHaveCount(count - result.correctly_selected.length);
    for (let i = 0; i < (await wrong.count()); i++) {
      await expect(wrong.nth(i)).toContainText('Pareja incorrecta');
      await expect(wrong.nth(i).getByTestId('match-right-partner')).toContainText('Correcta:');
    }
    await expect(page.getByTestId('feedback-verdict')).toHaveText(result.correct ? '¡Correcto!' : 'Respuesta incorrecta');
    await axeAtBothWidths(page, 'matching feedback', info);
  });

  test('keyboard only: arrows move across the columns, Enter pairs, the announcement says so', async ({ page, request }) => {
    await learner(page, request, 'es');
    await startSigns(page, 'es', 'matching', ['binary_patterns']);
    const names = page.getByTestId('match-name');
    const count = await names.count();
    await names.nth(0).focus();
    for (let i = 0; i < count; i++) {
      await expect(names.nth(i)).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('match-value').nth(i)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByTestId('match-announcement')).toContainText(`Pareja ${i + 1}:`);
      await page.keyboard.press('ArrowLeft');
      if (i + 1 < count) await page.keyboard.press('ArrowDown');
    }
    await page.getByTestId('confirm-pairs').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('match-result')).toHaveCount(count);
  });
});

for (const lang of ['es', 'en'] as const) {
  test.describe(`phone first (${lang}): 360 x 740`, () => {
    test.use({ viewport: PHONE });

    test(`Signs: every type fits on the first screen (${lang})`, async ({ page, request }, info) => {
      test.setTimeout(120_000);
      await learner(page, request, lang);
      const cases: Array<[SignsMode, string[]]> = [
        ['multiple_choice', ['recognition']],
        ['true_false', ['binary_patterns']],
        ['matching', ['binary_patterns']],
        ['image_match', ['recognition']],
        ['type_answer', ['recognition']],
      ];
      for (const [mode, topics] of cases) {
        await startSigns(page, lang, mode, topics);
        const glyph = page.getByTestId('question-glyph');
        if (await glyph.count()) await expectInFirstScreen(page, glyph, `${mode}: drawing`);
        await expectInFirstScreen(page, page.getByTestId('question-text'), `${mode}: question`);
        const items =
          mode === 'matching'
            ? page.locator('[data-testid="match-name"], [data-testid="match-value"]')
            : mode === 'type_answer'
              ? page.locator('[data-testid="typed-answer"], [data-testid="confirm-answer"]')
              : page.getByTestId('answer-options').getByRole('button');
        await expectInFirstScreen(page, items, `${mode}: options`);
        await shot(page, info, `signs-${mode}-${lang}`);
      }
    });

    test(`Orisha game: every mode fits on the first screen (${lang})`, async ({ page, request }, info) => {
      test.setTimeout(120_000);
      await learner(page, request, lang);
      const cases = [
        ['multiple_choice', ['random']],
        ['image_match', ['colors']],
        ['type_answer', ['days']],
        ['audio_visual', ['random']],
      ] as const;
      for (const [mode, topics] of cases) {
        await startOrisha(page, lang, mode, [...topics]);
        await expectInFirstScreen(page, page.getByTestId('question-text'), `${mode}: question`);
        const typed = page.getByTestId('type-answer');
        const items = (await typed.count()) ? typed : page.getByTestId('answer-options').locator('li');
        await expectInFirstScreen(page, items, `${mode}: options`);
        await shot(page, info, `orisha-${mode}-${lang}`);
      }
    });

    test(`review: the drawing and every option fit on the first screen (${lang})`, async ({ page, request }, info) => {
      const auth = await learner(page, request, lang);
      await playSignsGame(request, auth.access_token);
      await page.goto('/practice');
      const read = page.getByTestId('read-question');
      await pastTeaching(page, read.or(page.getByTestId('build-question')));
      for (let i = 0; i < 6 && !(await read.isVisible()); i++) {
        const marks = page.getByTestId('opon-builder').locator('button[data-index]');
        for (let m = 0; m < 8; m++) await marks.nth(m).click();
        await page.getByTestId('build-check').click();
        await page.getByTestId('feedback-continue').click();
        await pastTeaching(page, read.or(page.getByTestId('build-question')));
      }
      if (await read.getByTestId('question-glyph').count()) await expectInFirstScreen(page, read.getByTestId('question-glyph'), 'review: drawing');
      await expectInFirstScreen(page, page.getByTestId('read-option'), 'review: options');
      await shot(page, info, `review-read-${lang}`);
      await page.getByTestId('read-option').first().click();
      await expect(page.getByTestId('review-feedback')).toBeVisible();
      await shot(page, info, `review-feedback-${lang}`);
    });
  });
}
