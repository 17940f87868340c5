import type { Page } from '@playwright/test';
import { GAME_DELAYS_MS } from '../shared/src/game-rules';
import { violations } from './support/axe';
import { gameKey } from './support/ddb';
import { expect, signedInAs, test, useToken } from './support/fixtures';
import { TASK_NAMES, TASK_SIGNS, houseWithTask } from './support/house-task';
import { secondBrowser } from './support/learners';
import { MEJI } from './support/meji';
import { answerReview, setLanguage, startReview, type ReviewQuestionView } from './support/practice';
import { practiceScreens as enScreens } from '../web/src/i18n/locales/en/practice-screens';
import { practiceScreens as esScreens } from '../web/src/i18n/locales/es/practice-screens';

/**
 * Issue 34's acceptance in the browser, against the real local stack (decision 020): one judge
 * (a one-letter slip of a sign's name is right, 'casi', in the Signs game; another sign's exact
 * name is not), one planner (a house task never asks a sign's build card right after the read
 * card that shows it; new signs come as read cards alone), and teaching before testing (a new
 * learner's first card shows the sign, then asks it; no WCAG violation, in Spanish and English).
 */
test.use({ bypassCSP: true });
// Every test has learners and pages of its own: they can share both workers.
test.describe.configure({ mode: 'parallel' });

const PATTERN_OF = Object.fromEntries(Object.entries(MEJI).map(([pattern, name]) => [name, pattern]));

// ---------------------------------------------------------------------------------------------
// 1. The Signs game: a typed answer judged by the one judge

test('Signs game, typed answers: "Otrupom Meji" is Otrupon Meji, casi, with its spelling; "Ose Meji" for Osa Meji is wrong', async ({ page, request }) => {
  const { auth } = await signedInAs(page, request);
  // What this device remembers of the learner's last Signs game ('Jugar rápido', issue 27): a
  // custom set of two signs, typed, untimed. The custom list on screen offers the first eight
  // Meji; the server takes any sign of the catalogue by name.
  const remembered = {
    last: 'signs',
    signs: {
      difficulty: 'beginner',
      topics: ['recognition'],
      oddun_set: 'custom',
      selected_odduns: ['Otrupon Meji', 'Osa Meji'],
      question_count: 10,
      game_mode: 'type_answer',
      timed: false,
    },
  };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [`ifa.quickPlay.${auth.user.id}`, JSON.stringify(remembered)] as const);
  // The page's clock is ours: a right answer's pause before the next question passes only when
  // the test says so, so its feedback is read while it stands.
  await page.clock.install();
  const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/games/ifa-signs/start'));
  await page.goto('/games/signs?quick=1');
  const startResponse = await started;
  expect(startResponse.request().postDataJSON()).toMatchObject({ oddun_set: 'custom', selected_odduns: ['Otrupon Meji', 'Osa Meji'], game_mode: 'type_answer', timed: false });
  const game = (await startResponse.json()) as { session_id: string; questions: Array<{ id: string; type: string; binary_pattern?: string }> };
  expect(game.questions.map((q) => q.type)).toEqual(['type_answer', 'type_answer']);
  // The answer key the server keeps (never sent to the browser): one question on each sign.
  const key = await gameKey(game.session_id);
  const answerOf = (id: string) => key.find((q) => q.id === id)?.correct_answers[0];
  expect(game.questions.map((q) => answerOf(q.id)).sort()).toEqual(['Osa Meji', 'Otrupon Meji']);
  await expect(page.getByTestId('question-text')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);

  const panel = page.getByTestId('feedback-panel');
  for (const [index, question] of game.questions.entries()) {
    const last = index === game.questions.length - 1;
    await expect(page.getByTestId('question-progress')).toContainText(`Pregunta ${index + 1} de 2`);
    const asked = answerOf(question.id);
    // The drawing asked about is the sign the key names.
    expect(MEJI[question.binary_pattern ?? ''], `question ${question.id}`).toBe(asked);
    const typed = asked === 'Otrupon Meji' ? 'Otrupom Meji' : 'Ose Meji';
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/games/ifa-signs/answer'));
    await page.getByTestId('typed-answer').fill(typed);
    await page.getByTestId('confirm-answer').click();
    expect((await sent).postDataJSON()).toMatchObject({ question_id: question.id, answer: typed });

    if (asked === 'Otrupon Meji') {
      // One letter off the asked sign, and nearer no other sign's name: right, and told how it is spelled.
      await expect(panel.getByTestId('feedback-verdict')).toHaveText('¡Correcto!');
      await expect(panel.getByTestId('feedback-almost')).toHaveText('Casi: se escribe «Otrupon Meji»');
      await expect(page.getByTestId('correct-count')).toContainText('1');
      await page.clock.runFor(GAME_DELAYS_MS.correctAdvance);
    } else {
      // 'Ose Meji' is one letter from 'Osa Meji', but it is another sign's own name (Oshe Meji): wrong.
      await expect(panel.getByTestId('feedback-verdict')).toHaveText('Respuesta incorrecta');
      await expect(panel.getByTestId('feedback-almost')).toHaveCount(0);
      await expect(panel.getByTestId('feedback-correct')).toContainText('Osa Meji');
      await expect(panel.getByTestId('feedback-yours')).toContainText('Ose Meji');
      await page.clock.runFor(GAME_DELAYS_MS.feedbackContinue);
      await panel.getByTestId('feedback-continue').click();
    }
    if (!last) await expect(page.getByTestId('question-progress')).toContainText(`Pregunta ${index + 2} de 2`);
  }
  // One right of two: the slip counted, the other sign's name did not.
  await expect(page.getByTestId('session-summary')).toBeVisible();
  await expect(page.getByTestId('summary-correct-value')).toHaveText('1 de 2');
});

// ---------------------------------------------------------------------------------------------
// 2. A house task through the one planner

/** The drawing on screen as its 8-mark pattern (right column top to bottom, then the left). */
async function drawnPattern(page: Page) {
  const marks = await page
    .getByTestId('question-glyph')
    .locator('g[data-side]')
    .evaluateAll((groups) => groups.map((g) => ({ side: g.getAttribute('data-side'), row: Number(g.getAttribute('data-row')), single: g.getAttribute('data-mark') === 'single' })));
  const column = (side: string) => marks.filter((m) => m.side === side).sort((a, b) => a.row - b.row).map((m) => (m.single ? '1' : '0')).join('');
  return `${column('right')}${column('left')}`;
}

/**
 * Opens the house task from the daily practice's list and walks it to its end as a learner who
 * knows the Meji, recording every screen in order: 'teach:<sign>' for a sign shown before it is
 * asked, 'read:<sign>' for a drawing to name, 'build:<sign>' for a sign to build.
 */
async function walkHouseTask(page: Page) {
  await page.goto('/practice');
  const tasks = page.getByTestId('house-tasks');
  await expect(tasks.getByTestId('house-task')).toHaveCount(1);
  await tasks.getByRole('link', { name: `Practicar ${TASK_NAMES.join(', ')}` }).click();
  await expect(page).toHaveURL(/\/practice\?tarea=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarea de tu casa' })).toBeVisible();

  const shown: string[] = [];
  const teach = page.getByTestId('teach-card');
  const read = page.getByTestId('read-question');
  const build = page.getByTestId('build-question');
  const completed = page.getByTestId('review-completed');
  for (let n = 0; n < 20; n++) {
    await expect(teach.or(read).or(build).or(completed)).toBeVisible();
    if (await completed.isVisible()) return shown;
    if (await teach.isVisible()) {
      shown.push(`teach:${await teach.getByTestId('teach-name').innerText()}`);
      await page.getByTestId('teach-ready').click();
      await expect(teach).toHaveCount(0);
      continue;
    }
    if (await read.isVisible()) {
      const name = MEJI[await drawnPattern(page)];
      expect(name, 'a Meji drawn').toBeTruthy();
      shown.push(`read:${name}`);
      // The option's text: an optional letter badge, the name, and on a desktop its answer key (1-4).
      await read.getByTestId('read-option').filter({ hasText: new RegExp(`^(?:[A-Z]\\s*\\.?\\s*)?${name}\\s*[1-4]?$`) }).click();
    } else {
      const name = (await build.getByTestId('build-prompt').innerText()).replace(/^Construye\s+/, '').trim();
      const pattern = PATTERN_OF[name];
      expect(pattern, `a Meji to build: ${name}`).toBeTruthy();
      shown.push(`build:${name}`);
      await build.locator('button[data-index="0"]').focus();
      for (const mark of pattern!) await page.keyboard.press(mark === '1' ? '1' : '2');
      await build.getByTestId('build-check').click();
    }
    const feedback = page.getByTestId('review-feedback');
    await expect(feedback.getByTestId('feedback-verdict')).toHaveText('¡Correcto!');
    await feedback.getByTestId('feedback-continue').click();
  }
  throw new Error('the house task did not complete');
}

test("a house task of three signs never asks a sign's build card right after its read card; for a new member it is three read cards, each taught first", async ({ page, browser, request, baseURL }) => {
  // Two members walk a whole session each.
  test.slow();
  const { members } = await houseWithTask(request);
  const [met, fresh] = members;

  // The first member has answered the three signs' read cards once ('practise these', taught
  // then asked): the task now serves both cards of each sign.
  const first = await startReview(request, met.token, { mode: 'focus', signs: [...TASK_SIGNS] });
  expect(first.questions.map((q) => [q.kind, Boolean(q.teach)])).toEqual([
    ['read', true],
    ['read', true],
    ['read', true],
  ]);
  for (const q of first.questions) {
    await answerReview(request, met.token, { session_id: first.session_id, question_id: q.id, answer: MEJI[q.pattern ?? ''] ?? '' });
  }

  const metPage = await secondBrowser(browser, baseURL, met);
  try {
    const shown = await walkHouseTask(metPage.page);
    // Every card of the three signs, none taught again (the signs are met).
    expect(shown.filter((s) => s.startsWith('teach:')), 'signs taught again').toEqual([]);
    expect([...shown].sort()).toEqual([...TASK_NAMES.map((n) => `build:${n}`), ...TASK_NAMES.map((n) => `read:${n}`)].sort());
    // Never a build card right after its own sign's read card (whose feedback shows the drawing).
    for (let i = 1; i < shown.length; i++) {
      const sign = shown[i]!.replace(/^build:/, '');
      expect(shown[i]!.startsWith('build:') && shown[i - 1] === `read:${sign}`, `${shown[i - 1]} then ${shown[i]}: ${shown.join(' > ')}`).toBe(false);
    }
    // The planner puts every build card first.
    expect(shown.map((s) => s.split(':')[0]), shown.join(' > ')).toEqual(['build', 'build', 'build', 'read', 'read', 'read']);
  } finally {
    await metPage.close();
  }

  // A brand-new member: the three signs' read cards alone, each shown before it is asked (their
  // build cards wait for another day).
  await useToken(page, fresh.token);
  const shown = await walkHouseTask(page);
  expect(shown.length, shown.join(' > ')).toBe(6);
  for (let i = 0; i < shown.length; i += 2) {
    expect(shown[i], shown.join(' > ')).toMatch(/^teach:/);
    expect(shown[i + 1], shown.join(' > ')).toBe(shown[i]!.replace(/^teach:/, 'read:'));
  }
  expect(shown.filter((s) => s.startsWith('read:')).sort()).toEqual(TASK_NAMES.map((n) => `read:${n}`).sort());
});

// ---------------------------------------------------------------------------------------------
// 3. Teaching before testing: a new learner's first card

/** A catalog text with its values put in (i18next's `{{name}}`). */
const fill = (template: string, values: Record<string, string> = {}) => template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CATALOG = { es: esScreens.review, en: enScreens.review } as const;

/**
 * The Spanish of the review's frame and of the teaching card, from its catalog
 * (locales/es/practice-screens.ts): every text's fixed words (the parts around its values), none
 * of which may show on the English page.
 */
const SPANISH = new RegExp(
  [
    CATALOG.es.title.review,
    CATALOG.es.eyebrow,
    ...Object.values(CATALOG.es.teach),
    CATALOG.es.read.prompt,
    CATALOG.es.read.drawn,
    CATALOG.es.read.single,
    CATALOG.es.read.double,
    CATALOG.es.status.progress,
    CATALOG.es.status.newCard,
    CATALOG.es.status.finish,
    CATALOG.es.status.untimed,
  ]
    .flatMap((text) => text.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 5)
    .map(escapeRe)
    .join('|'),
);

for (const lang of ['es', 'en'] as const) {
  test(`a new learner's first card teaches the sign before it asks, without WCAG violations at 360 and 1280 px (${lang})`, async ({ page, request }) => {
    const text = CATALOG[lang];
    await page.setViewportSize({ width: 360, height: 740 });
    const { auth } = await signedInAs(page, request);
    if (lang !== 'es') await setLanguage(request, auth.access_token, lang);

    const started = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/practice/review/start'));
    await page.goto('/practice');
    const session = (await (await started).json()) as { questions: ReviewQuestionView[] };
    const taught = session.questions[0]?.teach;
    expect(taught, 'the first card of a new learner carries its teaching').toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: text.title.review })).toBeVisible();

    // The sign first, not the question: its drawing, Lucumí name, Yorùbá name and one line.
    const card = page.getByTestId('teach-card');
    await expect(card).toBeVisible();
    await expect(page.getByTestId('read-question')).toHaveCount(0);
    await expect(page.getByTestId('build-question')).toHaveCount(0);
    await expect(page.getByText(text.read.prompt)).toHaveCount(0);
    await expect(card).toContainText(text.teach.eyebrow);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(fill(text.teach.title, { name: taught!.name }));
    const drawing = card.getByRole('img');
    await expect(drawing).toHaveAccessibleName(new RegExp(`^${text.read.drawn.split(/\{\{\w+\}\}/).map(escapeRe).join('.+')}$`));
    const marks = await drawing
      .locator('g[data-side]')
      .evaluateAll((groups) => groups.map((g) => ({ side: g.getAttribute('data-side'), row: Number(g.getAttribute('data-row')), single: g.getAttribute('data-mark') === 'single' })));
    const column = (side: string) => marks.filter((m) => m.side === side).sort((a, b) => a.row - b.row).map((m) => (m.single ? '1' : '0')).join('');
    expect(`${column('right')}${column('left')}`, 'the drawing is the sign taught').toBe(taught!.pattern);
    await expect(card.getByTestId('teach-name')).toHaveText(taught!.name);
    await expect(card.getByTestId('teach-yoruba')).toHaveText(taught!.yoruba_name);
    await expect(card.getByTestId('teach-yoruba')).toHaveAttribute('lang', 'yo');
    await expect(card).toContainText(text.teach.lucumi);
    await expect(card).toContainText(text.teach.yoruba);
    await expect(card.getByTestId('teach-line')).toHaveText(
      taught!.right_leg === taught!.left_leg ? fill(text.teach.meji, { leg: taught!.right_leg }) : fill(text.teach.legs, { right: taught!.right_leg, left: taught!.left_leg }),
    );
    const ready = card.getByRole('button', { name: text.teach.ready });
    await expect(ready).toBeVisible();
    if (lang === 'en') {
      await expect(page.locator('main')).not.toContainText(SPANISH);
      await expect(drawing).not.toHaveAccessibleName(SPANISH);
    }

    // No WCAG 2.2 AA violation on the teaching card, on a phone and on a desktop.
    expect(await violations(page), 'the teaching card at 360 x 740').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(card).toBeVisible();
    expect(await violations(page), 'the teaching card at 1280 x 800').toEqual([]);

    // Ready: the question about the sign just shown, and the answer is taken.
    await ready.click();
    await expect(card).toHaveCount(0);
    const read = page.getByTestId('read-question');
    await expect(read.getByRole('heading', { level: 2 })).toHaveText(text.read.prompt);
    await expect(read.getByRole('heading', { level: 2 })).toBeFocused();
    await read.getByTestId('read-option').filter({ hasText: new RegExp(`^(?:[A-Z]\\s*\\.?\\s*)?${taught!.name}\\s*[1-4]?$`) }).click();
    const feedback = page.getByTestId('review-feedback');
    await expect(feedback.getByTestId('feedback-verdict')).toHaveText(text.feedback.correct);
    await expect(feedback.getByTestId('feedback-answer')).toHaveText(taught!.name);
    if (lang === 'en') await expect(page.locator('main')).not.toContainText(SPANISH);
  });
}
