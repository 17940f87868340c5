import type { Locator, Page } from '@playwright/test';
import { VIEWPORTS, violations } from './support/axe';
import { expect, signedInAs, test } from './support/fixtures';
import { playOrishaGame, playSignsGame, practiseOgbeYekuWithSwappedLegs, setLanguage, writePracticeSeconds } from './support/practice';
import { pastTeaching } from './support/teach';

/**
 * Daily practice (issue 12) as a learner meets it, against the real local stack: the review of the
 * signs a Signs game met, finished with 0 left to review, the build-the-sign drill by keyboard alone ('Ogbe Yeku' with its legs
 * swapped), the mastery map and its mix-ups, the sign of the day, and the axe-core check.
 * Patterns: 8 marks, the RIGHT column top to bottom first; Ogbe Yeku is 11110000.
 */
test.use({ bypassCSP: true });
// Every test has a learner and a page of its own: they can share both workers.
test.describe.configure({ mode: 'parallel' });

const ES = {
  review: 'Repaso diario',
  focus: 'Practica tus confusiones',
  swapped: 'Pusiste las patas al revés: la derecha va a la izquierda y la izquierda a la derecha.',
  landingNotice: 'Material de estudio, no una lectura personal: el signo del día es el mismo para todos y no sustituye una consulta.',
} as const;

/** The rating in words, then when the card comes back ('Volverá dentro de 3 días.'). */
const RATED = /^Tu valoración: (Otra vez|Difícil|Bien).*Volverá .+\.$/;

const question = (page: Page) => page.getByTestId('read-question').or(page.getByTestId('build-question'));
/** The next screen of a review: a question, or the teaching card of a sign never met that comes before it. */
const nextScreen = (page: Page) => question(page).or(page.getByTestId('teach-card'));

/**
 * After 'Continuar' the page holds the next card alone (the answered one leaves the page): a
 * question, or the teaching card before it.
 */
async function expectOneQuestion(page: Page) {
  await expect(page.getByTestId('review-feedback')).toHaveCount(0);
  await expect(page.locator('[data-testid="read-question"], [data-testid="build-question"], [data-testid="teach-card"]'), 'cards in the page').toHaveCount(1);
  await expect(page.locator('[id="practice-question"]'), 'elements with the question heading id').toHaveCount(1);
}
const marks = (page: Page) => page.getByTestId('opon-builder').locator('button[data-index]');

/** The eight marks as a pattern (index order: right column top to bottom, then the left). */
async function builtPattern(page: Page) {
  const all = await marks(page).evaluateAll((buttons) =>
    buttons.sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index'))).map((b) => b.getAttribute('data-mark')),
  );
  return all.join('');
}

/**
 * Prepares an answer to the open review question with the pointer — a build card's marks all set
 * single; a read card needs nothing — and returns what sends it: the read card's first name, or
 * the build card's 'check' button.
 */
async function prepareByPointer(page: Page): Promise<{ kind: 'read' | 'build'; send: Locator }> {
  if (await page.getByTestId('build-question').isVisible()) {
    const buttons = marks(page);
    await expect(buttons).toHaveCount(8);
    for (let i = 0; i < 8; i++) await buttons.nth(i).click();
    await expect.poll(() => builtPattern(page)).toBe('11111111');
    return { kind: 'build', send: page.getByTestId('build-check') };
  }
  return { kind: 'read', send: page.getByTestId('read-option').first() };
}

/** Answers the open review question with the pointer: a read card's first name, or a build card's marks all single. */
async function answerByPointer(page: Page) {
  const { kind, send } = await prepareByPointer(page);
  await send.click();
  return kind;
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until the element is focused (keyboard only: no click). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test.describe('daily practice', () => {
  test('a Signs game leaves its signs to learn: the learner finishes the review from the dashboard, sees the summary, and 0 is left to review on the dashboard and /practice', async ({ page, request }) => {
    // A whole first session (20 cards) and a short one after it: three times the usual time.
    test.slow();
    const { auth } = await signedInAs(page, request);
    await playSignsGame(request, auth.access_token);

    // The game's signs are new cards, not 'to review' (DESIGN.md 5b): the card offers them to learn.
    await page.goto('/dashboard');
    const card = page.getByTestId('practice-card');
    await expect(card.getByTestId('practice-due')).toHaveText('0 para repasar');
    await expect(card).toContainText('Nada pendiente: hoy puedes empezar 20 tarjetas nuevas.');
    await card.getByTestId('practice-start').click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(page.getByRole('heading', { level: 1, name: ES.review })).toBeVisible();
    await expect(page.getByTestId('review-status')).toContainText('20 nuevas');

    const seconds: Record<'read' | 'build', number[]> = { read: [], build: [] };
    /** Answers the open question with the pointer, timing the waits on the product. */
    const answerTimed = async () => {
      // A sign never met is shown first: 'Ya lo tengo, pregúntame' opens its question.
      await pastTeaching(page, question(page));
      // The seconds the learner waits on the product: from sending the answer to its feedback, and
      // from 'Continuar' to the next question. Choosing or setting the marks is the learner's own
      // time, which the simulation assumes apart (PRACTICE.cardSeconds); the robot's clicks are not it.
      const { kind, send } = await prepareByPointer(page);
      const sentAt = Date.now();
      await send.click();
      const feedback = page.getByTestId('review-feedback');
      await expect(feedback).toBeVisible();
      const waited = Date.now() - sentAt;
      await expect(feedback.getByTestId('feedback-verdict')).toHaveText(/^(¡Correcto!|Incorrecto)$/);
      await expect(feedback.getByTestId('feedback-rating')).toHaveText(RATED);
      await expect(feedback.getByTestId('feedback-answer')).not.toBeEmpty();
      return { kind, waited, feedback };
    };

    // The whole session: the 20 new cards of the first day, each sign's read card only (its build
    // card waits for another day), each taught before it is asked.
    for (let answered = 0; answered < 20; answered++) {
      await expect(page.getByTestId('review-progress')).toHaveText(new RegExp(`^Pregunta ${answered + 1} de 20$`));
      const { kind, waited, feedback } = await answerTimed();
      expect(kind, 'siblings buried: no build card among the new ones').toBe('read');
      // Right or wrong is said in words next to the options, not by colour alone.
      await expect(page.getByTestId('read-question')).toContainText(/Respuesta correcta|Tu respuesta\s·\scorrecta/);
      const continuedAt = Date.now();
      await feedback.getByTestId('feedback-continue').click();
      if (answered < 19) {
        // The next card: a new sign's teaching card first.
        await expect(nextScreen(page)).toBeVisible();
        seconds.read.push((waited + Date.now() - continuedAt) / 1000);
        await expectOneQuestion(page);
      }
    }

    const summary = page.getByTestId('review-completed');
    await expect(summary.getByRole('heading', { level: 1, name: '¡Sesión terminada!' })).toBeVisible();
    await expect(summary.getByTestId('summary-answered')).toHaveText('Respondiste 20 de 20 tarjetas.');
    await expect(summary.getByRole('heading', { name: 'Tu racha' })).toBeVisible();
    // The game already counted today: a one-day streak, today done.
    await expect(summary.getByTestId('streak-flame')).toContainText('1 día');
    await expect(summary.getByTestId('streak-flame')).toContainText('Hoy ya cuenta.');
    await expect(summary.getByRole('heading', { name: 'Meta del día' })).toBeVisible();

    // Finished: nothing is left to review, and no new card is offered again today.
    await page.goto('/dashboard');
    await expect(card.getByTestId('practice-due')).toHaveText('0 para repasar');
    await expect(card).toContainText('Todo al día por hoy. ¡Vuelve mañana!');
    await page.goto('/practice');
    await expect(page.getByTestId('review-empty')).toBeVisible();
    await expect(page.getByTestId('review-empty')).toContainText('Nada que repasar por ahora');
    await expect(page.getByTestId('review-status')).toHaveCount(0);

    // The build card's waits, on a 'practise these' session of two signs the review met (build,
    // build, read, read: every build before its sign's read card, none taught): every card but the
    // last is timed to the next question, as above.
    await page.goto('/practice?focus=ogbe-yeku,baba-ejiogbe');
    await expect(page.getByRole('heading', { level: 1, name: ES.focus })).toBeVisible();
    const kinds: string[] = [];
    for (let i = 0; i < 3; i++) {
      await expect(question(page)).toBeVisible();
      await expect(page.getByTestId('teach-card'), 'signs met are not taught again').toHaveCount(0);
      const { kind, waited, feedback } = await answerTimed();
      kinds.push(kind);
      const continuedAt = Date.now();
      await feedback.getByTestId('feedback-continue').click();
      await expect(question(page)).toBeVisible();
      seconds[kind].push((waited + Date.now() - continuedAt) / 1000);
      await expectOneQuestion(page);
    }
    expect(kinds, 'both builds before the reads').toEqual(['build', 'build', 'read']);
    expect(seconds.read.length, 'read cards answered').toBeGreaterThan(0);
    expect(seconds.build.length, 'build cards answered').toBeGreaterThan(0);
    const measured = writePracticeSeconds(seconds);
    test.info().annotations.push({ type: 'practice-seconds', description: JSON.stringify(measured) });
  });

  test("'Ogbe Yeku' built by keyboard alone with its legs swapped: the feedback says so and marks every wrong mark in words", async ({ page, request }) => {
    await signedInAs(page, request);
    // A sign never met: its first 'practise these' session shows it, then asks its read card alone
    // (its build card waits for the read card to be answered).
    await page.goto('/practice?focus=ogbe-yeku');
    await expect(page.getByRole('heading', { level: 1, name: ES.focus })).toBeVisible();
    await expect(page.getByTestId('teach-card')).toBeVisible();
    await expect(page.getByTestId('teach-name')).toHaveText('Ogbe Yeku');
    await expect(question(page)).toHaveCount(0);
    await expect(page.getByTestId('review-progress')).toHaveText('Pregunta 1 de 1');
    // No pointer from here on: Tab, Enter, Space, Delete and the digit keys.
    await tabTo(page, page.getByTestId('teach-ready'));
    await page.keyboard.press('Enter');
    // The question takes the focus, on its heading.
    const read = page.getByTestId('read-question');
    await expect(read.getByRole('heading', { level: 2 })).toHaveText('¿Qué signo es este?');
    await expect(read.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(page.getByTestId('teach-card')).toHaveCount(0);
    const option = read.getByTestId('read-option').first();
    await tabTo(page, option);
    await page.keyboard.press('Enter');
    const readFeedback = page.getByTestId('review-feedback');
    await expect(readFeedback).toBeVisible();
    // The feedback takes the focus; its button is the next stop.
    await expect(readFeedback.getByTestId('feedback-verdict')).toBeFocused();
    await tabTo(page, readFeedback.getByTestId('feedback-continue'), 5);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-completed')).toBeVisible();

    // Met now: the next session on it asks its build card first, untaught.
    await page.goto('/practice?focus=ogbe-yeku');
    const prompt = page.getByTestId('build-prompt');
    await expect(prompt).toHaveText('Construye Ogbe Yeku');
    await expect(page.getByTestId('review-progress')).toHaveText('Pregunta 1 de 2');
    await expect(page.getByTestId('teach-card')).toHaveCount(0);
    // The opón is one tab stop, on its first mark.
    const first = marks(page).and(page.locator('[data-index="0"]'));
    await tabTo(page, first);
    await expect(first).toHaveAccessibleName('Pata derecha, marca 1 de 4: sin marcar');
    // Space cycles a mark as a tap does; Delete clears it again.
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('data-mark', '1');
    await page.keyboard.press('Delete');
    await expect(first).toHaveAttribute('data-mark', '-');
    // Typed in marking order: the right column gets Oyeku's marks, the left Ogbe's (swapped).
    for (const key of ['2', '2', '2', '2', '1', '1', '1', '1']) await page.keyboard.press(key);
    expect(await builtPattern(page)).toBe('00001111');
    await expect(page.getByTestId('build-question')).toContainText('8 de 8 marcas puestas');
    await expect(page.getByTestId('build-question')).toContainText('Las ocho marcas están puestas: comprueba tu signo.');

    const check = page.getByTestId('build-check');
    await tabTo(page, check, 3);
    await page.keyboard.press('Enter');

    const feedback = page.getByTestId('review-feedback');
    await expect(feedback.getByTestId('feedback-verdict')).toHaveText('Incorrecto');
    await expect(feedback.getByTestId('feedback-verdict')).toBeFocused();
    await expect(feedback.getByTestId('feedback-rating')).toHaveText(/^Tu valoración: Otra vez/);
    await expect(feedback.getByTestId('feedback-answer')).toHaveText('Ogbe Yeku');
    const notes = feedback.getByTestId('build-notes');
    await expect(notes).toHaveAttribute('data-kind', 'swapped');
    await expect(notes).toContainText(ES.swapped);
    await expect(notes).toContainText('8 marcas equivocadas, señaladas en el opón.');
    // Every mark is wrong, and each says so in its name and with the right mark beside it.
    await expect(marks(page).and(page.locator('[data-wrong="true"]'))).toHaveCount(8);
    await expect(page.getByTestId('opon-builder').getByRole('button', { name: /; incorrecta, era (sencilla|doble)$/ })).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Pata derecha, marca 1 de 4: doble; incorrecta, era sencilla' })).toBeVisible();
    await expect(page.getByTestId('opon-builder').getByText('Era', { exact: true })).toHaveCount(8);
    // The marks can be visited but no longer changed: back from the feedback to the opón's stop.
    const last = marks(page).and(page.locator('[data-index="7"]'));
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    await page.keyboard.press('2');
    await page.keyboard.press('Space');
    expect(await builtPattern(page)).toBe('00001111');
  });

  test('the mastery map shows the sign met with its level in words, the mix-up, opens the encyclopedia and practises the pair', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request);
    const builtName = await practiseOgbeYekuWithSwappedLegs(request, auth.access_token);
    expect(builtName).not.toBe('');

    await page.goto('/practice/mastery');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu mapa de los signos' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Mapa de dominio de los 256 signos' });
    await expect(grid.getByRole('button')).toHaveCount(256);
    const met = grid.getByRole('button', { name: /^Ogbe Yeku: / });
    await expect(met).toHaveAccessibleName(/^Ogbe Yeku: (flojo|aprendiendo|dominado); lectura \d+ %, construcción \d+ %$/);
    await expect(grid.getByRole('button', { name: 'Baba Ejiogbe: sin practicar; lectura sin ver, construcción sin ver' })).toBeVisible();
    const legend = page.getByTestId('mastery-legend');
    await expect(legend.locator('[data-level="unseen"]')).toContainText('Sin practicar: aún no lo has visto · 255 signos');
    await expect(legend.locator('li').filter({ hasText: '· 1 signo' })).toHaveCount(1);

    const mixups = page.getByTestId('mixups');
    await expect(mixups.getByTestId('mixup')).toHaveText([`Confundes Ogbe Yeku con ${builtName} · 1 vez`]);

    await met.click();
    await expect(page).toHaveURL(/\/games\/signs\?sign=ogbe-yeku$/);
    await expect(page.getByTestId('study-view')).toBeVisible();
    await expect(page.getByTestId('sign-name')).toHaveText('Ogbe Yeku');

    await page.goBack();
    await page.getByRole('link', { name: 'Practicar estos' }).click();
    await expect(page).toHaveURL(/\/practice\?focus=ogbe-yeku,[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: ES.focus })).toBeVisible();
    // Ogbe Yeku's build card first, then the sign built instead, new: its read card alone (its
    // build card waits for another day), then Ogbe Yeku's read card.
    await expect(page.getByTestId('build-prompt')).toHaveText('Construye Ogbe Yeku');
    await expect(page.getByTestId('review-progress')).toHaveText('Pregunta 1 de 3');
  });

  test('the sign of the day shows on the landing with its study notice, and on the dashboard', async ({ page, request, browser }) => {
    const today = await request.get('/api/practice/sign-of-the-day?language=es');
    expect(today.status()).toBe(200);
    const sign = (await today.json()) as { id: string; name: string };

    // Anonymous: a context of its own, with no token.
    const anonymous = await browser.newPage({ bypassCSP: true });
    try {
      await anonymous.goto('/');
      const heading = anonymous.getByRole('heading', { level: 2, name: 'Signo del día' });
      await heading.scrollIntoViewIfNeeded();
      const shown = anonymous.getByTestId('sign-of-day');
      await expect(shown.getByTestId('sign-of-day-name')).toContainText(sign.name);
      await expect(shown.getByTestId('sign-of-day-notice')).toHaveText(ES.landingNotice);
      await expect(shown.getByRole('img', { name: /columna derecha .+; columna izquierda / })).toBeVisible();
      await expect(shown.getByRole('link', { name: 'Estudiar en la enciclopedia' })).toHaveAttribute('href', `/games/signs?sign=${sign.id}`);
    } finally {
      await anonymous.close();
    }

    await signedInAs(page, request);
    await page.goto('/dashboard');
    const card = page.getByTestId('sign-of-day-card');
    await expect(card.getByTestId('sign-of-day-name')).toContainText(sign.name);
    await expect(card.getByTestId('sign-of-day-notice')).toHaveText(/^Material de estudio, no una lectura personal/);
    await card.getByRole('link', { name: 'Estudiar en la enciclopedia' }).click();
    await expect(page).toHaveURL(new RegExp(`/games/signs\\?sign=${sign.id}$`));
    await expect(page.getByTestId('study-view')).toBeVisible();
  });

  test('an Orisha game leaves its facts due: the review asks each as a question in words, with a hint that sets two options aside, no WCAG violation, and in English', async ({ page, request, browser }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const { auth } = await signedInAs(page, request);
    await playOrishaGame(request, auth.access_token);

    await page.goto('/practice');
    const asked = page.getByTestId('read-question');
    await expect(asked.getByRole('heading', { level: 2 })).toHaveText(/^¿Qué color se asocia con .+\?$/);
    await expect(asked.getByTestId('question-glyph')).toHaveCount(0);
    await expect(asked.getByRole('list', { name: 'Elige una respuesta' }).getByTestId('read-option')).toHaveCount(4);
    expect(await violations(page), 'an orisha-fact question').toEqual([]);

    // A hint sets two wrong options aside, in words; a right answer after it is rated hard.
    await expect(asked).toContainText('Con pista, una respuesta correcta cuenta como «Difícil».');
    await asked.getByTestId('review-hint').click();
    await expect(asked.getByTestId('hint-text')).toHaveText('Pista: dos opciones descartadas.');
    const setAside = asked.getByTestId('read-option').filter({ hasText: 'Descartada' });
    await expect(setAside).toHaveCount(2);
    expect(await violations(page), 'the question with its hint').toEqual([]);

    await asked.getByTestId('read-option').filter({ hasNotText: 'Descartada' }).first().click();
    const feedback = page.getByTestId('review-feedback');
    await expect(feedback.getByTestId('feedback-verdict')).toHaveText(/^(¡Correcto!|Incorrecto)$/);
    await expect(feedback.getByTestId('feedback-rating')).toHaveText(/^Tu valoración: (Otra vez|Difícil).*Volverá .+\.$/);
    await expect(feedback.getByTestId('feedback-answer')).not.toBeEmpty();
    await expect(asked).toContainText(/Respuesta correcta|Tu respuesta\s·\scorrecta/);
    expect(await violations(page), 'its feedback').toEqual([]);

    // The cards of a learner who studies in English are asked in English. (Not this learner's
    // again today: the day's new cards were served in the session above, and a card served new
    // and left unanswered waits for the next day, DESIGN.md 5b.)
    const englishPage = await browser.newPage({ bypassCSP: true });
    try {
      const english = await signedInAs(englishPage, request);
      await setLanguage(request, english.auth.access_token, 'en');
      await playOrishaGame(request, english.auth.access_token);
      await englishPage.goto('/practice');
      await expect(englishPage.getByTestId('read-question').getByRole('heading', { level: 2 })).toHaveText(/^Which colou?r is associated with .+\?$/);
      await expect(englishPage.getByTestId('read-question').getByRole('list', { name: 'Choose an answer' })).toBeVisible();
    } finally {
      await englishPage.close();
    }
  });

  test('in English the practice and mastery pages have no Spanish words in their frame', async ({ page, request }) => {
    const { auth } = await signedInAs(page, request);
    await practiseOgbeYekuWithSwappedLegs(request, auth.access_token);
    await setLanguage(request, auth.access_token, 'en');

    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily review' })).toBeVisible();
    // The day's first new sign is shown before it is asked ('Got it, ask me').
    expect(await pastTeaching(page, question(page)), 'a new sign taught first').toBe(true);
    await expect(page.getByTestId('review-progress')).toHaveText(/^Question 1 of \d+$/);
    await answerByPointer(page);
    const feedback = page.getByTestId('review-feedback');
    await expect(feedback.getByTestId('feedback-rating')).toHaveText(/^Your rating: (Again|Hard|Good).*It comes back /);
    await expect(page.getByRole('button', { name: /^(Continue|See results)$/ })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/Repaso diario|¿Qué signo es este\?|Construye |Pregunta \d|Sin reloj|Tu valoración|Volverá|Continuar|Incorrecto|Respuesta correcta|Comprobar/);

    await page.goto('/practice/mastery');
    await expect(page.getByRole('heading', { level: 1, name: 'Your map of the signs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Practise these' })).toBeVisible();
    await expect(page.getByTestId('mastery-legend')).toContainText('Legend');
    await expect(page.locator('main')).not.toContainText(/Tu mapa|Leyenda|Lo que más confundes|Confundes|Practicar estos|Repaso diario|Construir signos|Volver al panel|Sin practicar|Dominado|Signos dominados/);
    await expect(page.getByRole('grid').getByRole('button', { name: /^Ogbe Yeku: (weak|learning|mastered); reading \d+ ?%, building \d+ ?%$/ })).toBeVisible();
  });

  for (const viewport of VIEWPORTS) {
    test(`no WCAG 2.2 AA violations on the review and the build drill at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, request);

      await page.goto('/practice');
      // A new learner's first card teaches its sign before it asks.
      await expect(page.getByTestId('teach-card')).toBeVisible();
      expect(await violations(page), 'review: a sign taught').toEqual([]);
      expect(await pastTeaching(page, question(page))).toBe(true);
      expect(await violations(page), 'review: a question').toEqual([]);
      await answerByPointer(page);
      await expect(page.getByTestId('review-feedback')).toBeVisible();
      expect(await violations(page), 'review: the feedback').toEqual([]);

      await page.goto('/practice?mode=build');
      await expect(page.getByTestId('build-pools')).toBeVisible();
      expect(await violations(page), 'build drill: the pool chooser').toEqual([]);
      await page.getByTestId('pool-16').check();
      await page.getByTestId('build-start').click();
      // A sign whose read card was never answered is shown before its build card asks.
      await pastTeaching(page, page.getByTestId('build-question'));
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await violations(page), 'build drill: a question').toEqual([]);
      await answerByPointer(page);
      await expect(page.getByTestId('review-feedback')).toBeVisible();
      expect(await violations(page), 'build drill: the feedback').toEqual([]);
    });

    test(`no WCAG 2.2 AA violations on the mastery map and the dashboard's practice card at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { auth } = await signedInAs(page, request);
      await practiseOgbeYekuWithSwappedLegs(request, auth.access_token);

      await page.goto('/practice/mastery');
      await expect(page.getByRole('grid').getByRole('button')).toHaveCount(256);
      await expect(page.getByTestId('mixup')).toHaveCount(1);
      expect(await violations(page), 'mastery map').toEqual([]);

      await page.goto('/dashboard');
      await expect(page.getByTestId('practice-card').getByTestId('practice-due')).toBeVisible();
      await expect(page.getByTestId('sign-of-day-card').getByTestId('sign-of-day')).toBeVisible();
      expect(await violations(page), 'dashboard with the practice card').toEqual([]);
    });
  }
});
