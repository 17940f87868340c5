import type { Page } from '@playwright/test';
import { play as enPlay } from '../web/src/i18n/locales/en/play';
import { rituals as enRituals } from '../web/src/i18n/locales/en/rituals';
import { play as esPlay } from '../web/src/i18n/locales/es/play';
import { rituals as esRituals } from '../web/src/i18n/locales/es/rituals';
import { VIEWPORTS, violations } from './support/axe';
import { expect, registerViaApi, signedInAs, test, toast, uniqueUser, useToken } from './support/fixtures';

/** Spec 2, 4, 8, 9 'Rituals': /games/rituals, menu -> learning -> practice -> learning. */

// Every test has a learner and a page of its own: they can share both workers.
test.describe.configure({ mode: 'parallel' });

const timer = (page: Page) => page.getByTestId('practice-timer');
/** The seconds the step countdown shows (kept for screen readers once the time is met). */
const secondsLeft = async (page: Page) => Number(await page.getByTestId('step-countdown-value').textContent());
/** The practice clock in seconds, read from its mm:ss text. */
async function seconds(page: Page) {
  const [minutes, secs] = (await timer(page).innerText()).trim().split(':').map(Number);
  return minutes! * 60 + secs!;
}

async function openLearning(page: Page, level = 'Principiante') {
  await page.goto('/games/rituals');
  await expect(page.getByRole('heading', { level: 1, name: 'Rituales guiados' })).toBeVisible();
  await page.getByRole('button', { name: level, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeVisible();
}

async function startPractice(page: Page, ritual: string) {
  if ((await page.getByTestId('ritual-details').getByRole('heading', { level: 2 }).innerText()) !== ritual) {
    await page.getByRole('button', { name: `Ver pasos de ${ritual}` }).click();
  }
  await expect(page.getByTestId('ritual-details').getByRole('heading', { level: 2, name: ritual })).toBeVisible();
  await page.getByRole('button', { name: 'Comenzar práctica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ritual })).toBeVisible();
}

test.describe('rituals', () => {
  test('the learning view lists the three rituals of spec 9 with their steps and durations', async ({ page, request }) => {
    await signedInAs(page, request);
    await openLearning(page, 'Intermedio');
    await expect(page.getByTestId('learning-level')).toHaveText('Nivel: Intermedio');
    await expect(page.getByText(/padrino, tu madrina o tu babalawo/)).toBeVisible();

    const cards = page.getByTestId('ritual-list').locator('article');
    await expect(cards).toHaveCount(3);
    for (const [id, name, category, difficulty, total] of [
      ['basic_moyuba', 'Moyuba básica', 'Moyubas', 'Principiante', '17 s'],
      ['candle_preparation', 'Preparación de la vela', 'Luminarias', 'Intermedio', '55 s'],
      ['four_winds', 'Los cuatro vientos', 'Ceremonias', 'Avanzado', '42 s'],
    ]) {
      const card = page.getByTestId(`ritual-card-${id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name!);
      await expect(card.getByTestId('meta-category')).toHaveText(category!);
      await expect(card.getByTestId('meta-difficulty')).toHaveText(difficulty!);
      await expect(card.getByTestId('meta-steps')).toHaveText('5 pasos');
      await expect(card.getByTestId('meta-duration')).toHaveText(total!);
    }

    // The intermediate level opens on the candle; the details list each step's type and time.
    const details = page.getByTestId('ritual-details');
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('Preparación de la vela');
    await expect(details.getByTestId('ritual-source')).toContainText('guías de práctica lucumí');
    await expect(details.getByTestId('ritual-steps').locator('li')).toHaveCount(5);
    await expect(details.getByTestId('step-duration')).toHaveText(['10 s', '10 s', '15 s', '10 s', '10 s']);
    await expect(details.getByTestId('step-type')).toHaveText([/Preparación/, /Acción/, /Meditación/, /Oración/, /Agradecimiento/]);

    await page.getByRole('button', { name: 'Ver pasos de Los cuatro vientos' }).click();
    await expect(details.getByRole('heading', { level: 2 })).toHaveText('Los cuatro vientos');
    await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(details.getByTestId('step-duration')).toHaveText(['9 s', '9 s', '9 s', '9 s', '6 s']);

    await page.getByRole('button', { name: 'Cambiar nivel' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Elige tu nivel' })).toBeVisible();
  });

  test('a ritual practised to completion returns to learning 2 s later, with the toasts of spec 8', async ({ page, request }) => {
    await signedInAs(page, request);
    await openLearning(page);
    await startPractice(page, 'Moyuba básica');
    await expect(toast(page, '¡Práctica iniciada!')).toBeVisible();

    const percent = page.getByTestId('practice-percent');
    const stepNumber = page.getByTestId('current-step-number');
    const statuses = page.getByTestId('practice-steps').getByTestId('step-status');
    await expect(stepNumber).toHaveText('Paso 1 de 5');
    await expect(percent).toHaveText('0 %');
    await expect(page.getByTestId('current-step-instruction')).toContainText('Colócate con calma');
    await expect(statuses).toHaveText(['En curso', 'Pendiente', 'Pendiente', 'Pendiente', 'Pendiente']);

    const stepDone = page.getByRole('button', { name: 'Paso completado' });
    await stepDone.click();
    await expect(toast(page, 'Paso 1 completado')).toBeVisible();
    await expect(stepNumber).toHaveText('Paso 2 de 5');
    await expect(percent).toHaveText('20 %');
    await expect(statuses).toHaveText(['Completado', 'En curso', 'Pendiente', 'Pendiente', 'Pendiente']);
    await expect(page.getByTestId('practice-steps').locator('li[aria-current="step"]')).toContainText('Haz el saludo de respeto');

    for (const n of [3, 4, 5]) {
      await stepDone.click();
      await expect(stepNumber).toHaveText(`Paso ${n} de 5`);
    }
    await expect(percent).toHaveText('80 %');
    await expect(page.getByTestId('current-step-instruction')).toContainText('Agradece en silencio');

    // The last step's button completes the ritual; the view stays 2 s before learning returns.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Completar ritual' }).click();
    await expect(toast(page, '¡Ritual completado!')).toBeVisible();
    await expect(page.getByTestId('ritual-completed')).toBeVisible();
    await expect(percent).toHaveText('100 %');
    await expect(statuses).toHaveText(Array(5).fill('Completado'));
    await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeVisible({ timeout: 5000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
    await expect(page.getByTestId('ritual-details').getByRole('heading', { level: 2 })).toHaveText('Moyuba básica');
  });

  test('pause stops the clock and the step countdown, continue resumes them, by keyboard; Back returns to learning', async ({ page, request }) => {
    await signedInAs(page, request);
    // The page's clock is ours: its seconds pass without waiting them out.
    await page.clock.install();
    await openLearning(page, 'Avanzado');
    await startPractice(page, 'Los cuatro vientos');
    const countdownStatus = page.getByTestId('step-countdown-status');

    await page.clock.runFor(2000);
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    // The first step suggests 9 s: its countdown has gone down from there.
    await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(9);
    await page.getByRole('button', { name: 'Pausar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('paused-badge')).toHaveText('En pausa');
    await expect(countdownStatus).toHaveText('Cuenta atrás en pausa');
    await expect(page.getByRole('button', { name: 'Paso completado' })).toBeDisabled();
    const pausedAt = await seconds(page);
    const leftAtPause = await secondsLeft(page);
    expect(leftAtPause).toBeGreaterThan(0);

    // Read both clocks again and again while 3 s of the page's time pass: neither moves while paused.
    const readings: number[] = [];
    const countdownReadings: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.clock.runFor(250);
      readings.push(await seconds(page));
      countdownReadings.push(await secondsLeft(page));
    }
    expect(readings.length).toBeGreaterThan(3);
    expect(new Set(readings)).toEqual(new Set([pausedAt]));
    expect(new Set(countdownReadings)).toEqual(new Set([leftAtPause]));

    // The same button, still focused, now continues.
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('paused-badge')).toHaveCount(0);
    await expect(countdownStatus).toHaveText('Cuenta atrás en marcha');
    await page.clock.runFor(1000);
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThan(pausedAt);
    await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(leftAtPause);

    // The suggested time runs out and the learner is told, but stays on the step until they move on.
    await page.clock.runFor(10_000);
    await expect(countdownStatus).toHaveText('Tiempo sugerido cumplido');
    await expect(page.getByTestId('current-step-number')).toHaveText('Paso 1 de 5');
    await expect(page.getByRole('button', { name: 'Paso completado' })).toBeEnabled();

    await page.getByRole('button', { name: 'Volver al aprendizaje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeFocused();
    await expect(page.getByTestId('ritual-details').getByRole('heading', { level: 2 })).toHaveText('Los cuatro vientos');
  });

  test('restart goes back to step 1 with the timer at 0', async ({ page, request }) => {
    await signedInAs(page, request);
    // The page's clock is ours: its seconds pass without waiting them out.
    await page.clock.install();
    await openLearning(page);
    await startPractice(page, 'Moyuba básica');
    const stepDone = page.getByRole('button', { name: 'Paso completado' });
    await stepDone.click();
    await stepDone.click();
    await expect(page.getByTestId('current-step-number')).toHaveText('Paso 3 de 5');
    // Past 2 s, so that the restart's 'at most 2 s' below can only be a new count from zero.
    await page.clock.runFor(3000);
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Reiniciar' }).click();
    // Back to zero: the clock runs on at once, so a loaded machine may first read 00:01 or 00:02.
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('current-step-number')).toHaveText('Paso 1 de 5');
    await expect(page.getByTestId('practice-percent')).toHaveText('0 %');
    await expect(page.getByTestId('practice-steps').getByTestId('step-status')).toHaveText(['En curso', 'Pendiente', 'Pendiente', 'Pendiente', 'Pendiente']);
    // The clock runs again from zero.
    await page.clock.runFor(1000);
    await expect.poll(() => seconds(page), { timeout: 5000 }).toBeGreaterThanOrEqual(1);
  });

  test("'Listen to audio' reads the current step aloud when the browser has a voice, and says why not otherwise", async ({ page, request }) => {
    await signedInAs(page, request);
    await openLearning(page);
    await startPractice(page, 'Moyuba básica');
    // This Chromium has no voices: the button stays visible, disabled, with the reason.
    await expect(page.getByRole('button', { name: 'Escuchar audio' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Escuchar audio' })).toHaveAccessibleDescription(/no tiene una voz/);

    // A browser with a Spanish voice: a stand-in for the Web Speech API records what is read.
    await page.addInitScript(() => {
      const spoken: Array<{ text: string; lang: string }> = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      class Utterance {
        lang = '';
        voice: unknown = null;
        constructor(public text: string) {}
      }
      const voices = [{ lang: 'es-ES', name: 'Español', default: true, localService: true, voiceURI: 'es' }];
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          getVoices: () => voices,
          speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }),
          cancel: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
      });
    });
    await openLearning(page);
    await startPractice(page, 'Moyuba básica');
    await page.getByRole('button', { name: 'Paso completado' }).click();
    const listen = page.getByRole('button', { name: 'Escuchar audio' });
    await expect(listen).toBeEnabled();
    await listen.click();
    expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken)).toEqual([
      { text: 'Paso 2. Haz el saludo de respeto que te enseñaron en tu casa.', lang: 'es-ES' },
    ]);
  });

  test('in English the practice screen has no Spanish words', async ({ page, request }) => {
    const auth = await registerViaApi(request, uniqueUser('en'), { language: 'en' });
    await useToken(page, auth.access_token);
    await page.goto('/games/rituals');
    await page.getByRole('button', { name: 'Advanced', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Learn the rituals' })).toBeVisible();
    await page.getByRole('button', { name: 'Start practice' }).click();
    await expect(toast(page, 'Practice started!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The four winds' })).toBeVisible();
    await page.getByRole('button', { name: 'Step completed' }).click();
    await expect(toast(page, 'Step 1 completed')).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('paused-badge')).toHaveText('Paused');
    await expect(page.getByTestId('current-step-number')).toHaveText('Step 2 of 5');

    // Every word of the Spanish catalog that the English one does not also use.
    const words = (catalog: unknown) => new Set(JSON.stringify(catalog).toLowerCase().match(/\p{L}{3,}/gu));
    const english = new Set([...words(enRituals), ...words(enPlay)]);
    const spanishOnly = [...words(esRituals), ...words(esPlay)].filter((w) => !english.has(w));
    expect(spanishOnly).toEqual(expect.arrayContaining(['paso', 'pausa', 'reiniciar', 'vela']));
    const shown = words(await page.getByRole('main').innerText());
    expect([...shown].filter((w) => spanishOnly.includes(w))).toEqual([]);
  });
});

test.describe('rituals step countdown', () => {
  test.use({ bypassCSP: true });
  // A phone the size the issue names, and a desktop.
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`the step's suggested time counts down beside it, says when it is met and leaves the next step to the learner; axe at ${viewport.width}px`, async ({
      page,
      request,
    }, info) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, request);
      await openLearning(page);
      // Real seconds: the moyuba's first step suggests 3.
      await startPractice(page, 'Moyuba básica');
      const countdown = page.getByTestId('step-countdown');
      const status = page.getByTestId('step-countdown-status');
      const announcer = page.getByTestId('countdown-announcer');

      // Beside the step it times, without pushing the step out of view on a phone.
      await expect(page.getByRole('timer', { name: 'Tiempo sugerido restante' })).toBeVisible();
      await expect(page.getByTestId('current-step-instruction')).toBeInViewport();
      await expect(countdown).toBeInViewport();
      await expect(countdown).toContainText('Duración sugerida: 3 s');
      // Screen readers hear the start once, not every second.
      await expect(announcer).toHaveText('Paso 1: empieza la cuenta atrás de 3 segundos sugeridos.');
      const first = await secondsLeft(page);
      expect(first).toBeLessThanOrEqual(3);
      await expect.poll(() => secondsLeft(page), { timeout: 5000 }).toBeLessThan(first);
      await page.screenshot({ path: info.outputPath(`countdown-running-${viewport.width}.png`) });

      await expect(status).toHaveText('Tiempo sugerido cumplido', { timeout: 10_000 });
      await expect(countdown).toHaveAttribute('data-phase', 'reached');
      await expect(countdown).toContainText('Pasa al siguiente paso cuando estés listo.');
      await expect(announcer).toHaveText('Paso 1: tiempo sugerido cumplido. Pasa al siguiente paso cuando estés listo.');
      // No step is taken for the learner.
      await expect(page.getByTestId('current-step-number')).toHaveText('Paso 1 de 5');
      await expect(page.getByTestId('practice-steps').getByTestId('step-status')).toHaveText(['En curso', 'Pendiente', 'Pendiente', 'Pendiente', 'Pendiente']);
      await page.screenshot({ path: info.outputPath(`countdown-reached-${viewport.width}.png`) });
      expect(await violations(page), 'practice, suggested time met').toEqual([]);

      // The next step brings its own countdown, from its own suggested time.
      await page.getByRole('button', { name: 'Paso completado' }).click();
      await expect(page.getByTestId('current-step-number')).toHaveText('Paso 2 de 5');
      await expect(announcer).toHaveText('Paso 2: empieza la cuenta atrás de 3 segundos sugeridos.');
      await expect(countdown).not.toContainText('Pasa al siguiente paso');
      expect(await violations(page), 'practice, counting').toEqual([]);
      await expect(status).toHaveText('Tiempo sugerido cumplido', { timeout: 10_000 });
    });
  }

  test('the ring eases between seconds only for learners who accept motion', async ({ page, request }) => {
    await signedInAs(page, request);
    await openLearning(page);
    await startPractice(page, 'Moyuba básica');
    const arc = page.getByTestId('step-countdown-arc');
    // In seconds; a reduced-motion page leaves at most the stylesheet's near-zero 0.01 ms.
    const easing = () => arc.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(await easing()).toBeGreaterThanOrEqual(0.2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(easing).toBeLessThan(0.001);
  });
});

test.describe('rituals accessibility', () => {
  test.use({ bypassCSP: true });
  for (const viewport of VIEWPORTS) {
    test(`menu, learning and practice have no WCAG 2.2 AA violations at ${viewport.width}px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signedInAs(page, request);
      await page.goto('/games/rituals');
      await expect(page.getByRole('heading', { level: 1, name: 'Rituales guiados' })).toBeVisible();
      expect(await violations(page), 'menu').toEqual([]);

      await page.getByRole('button', { name: 'Experto', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Aprende los rituales' })).toBeVisible();
      expect(await violations(page), 'learning').toEqual([]);

      await page.getByRole('button', { name: 'Comenzar práctica' }).click();
      await expect(page.getByTestId('current-step-number')).toHaveText('Paso 1 de 5');
      await page.getByRole('button', { name: 'Paso completado' }).click();
      await page.getByRole('button', { name: 'Pausar' }).click();
      await expect(page.getByTestId('paused-badge')).toBeVisible();
      expect(await violations(page), 'practice').toEqual([]);
    });
  }
});
