import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { violations } from './support/axe';
import { expect, registerViaApi, test, uniqueUser, useToken } from './support/fixtures';
import { learner } from './support/learners';
import { houseWithTask } from './support/house-task';
import { answerReview, startReview } from './support/practice';
import { pastTeaching } from './support/teach';

/**
 * Phone first, again (issue 34, deliverable 7), against the real local stack: on a 360 x 740
 * phone the opón's last row and its 'Comprobar', and a wrong answer's feedback with its
 * 'Siguiente', are on screen without scrolling; the mastery map shows its 16 columns; no card
 * lies over another on the profile and the dashboard at 360, 390, 768 and 1280 px. And the
 * landing's figures are the platform's own (deliverable 9). Each phone screen is saved under
 * /tmp/phone-layout for a person to look at.
 */
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = '/tmp/phone-layout';

async function signedIn(page: Page, request: APIRequestContext, prefix: string) {
  const auth = await registerViaApi(request, uniqueUser(prefix));
  await useToken(page, auth.access_token);
  return auth;
}

/** The element lies wholly inside the viewport as it is now: nothing to scroll to. */
async function expectInView(page: Page, item: Locator, what: string) {
  const { width, height } = page.viewportSize()!;
  const box = await item.boundingBox();
  expect(box, `${what}: on screen`).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom within ${height} px`).toBeLessThanOrEqual(height);
  expect(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right within ${width} px`).toBeLessThanOrEqual(width);
}

/** axe at the phone's width and the desktop's; the phone screen is kept as a screenshot. */
async function axeAtBothWidths(page: Page, what: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await violations(page), `${what} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** The cards' boxes (every Card, web/src/components/card.tsx, not inside another) never intersect. */
async function expectNoCardOverlap(page: Page, what: string) {
  const boxes = await page.locator('main [data-card]').evaluateAll((cards) =>
    cards
      .filter((card) => !card.parentElement?.closest('[data-card]'))
      .map((card) => {
        const r = card.getBoundingClientRect();
        return { name: card.querySelector('h2, h3')?.textContent ?? card.getAttribute('data-testid') ?? '?', top: r.top + window.scrollY, left: r.left, bottom: r.bottom + window.scrollY, right: r.right };
      }),
  );
  expect(boxes.length, `${what}: cards`).toBeGreaterThan(2);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      // Touching edges are not an overlap; a pixel's rounding is allowed.
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      expect(overlap, `${what}: '${a.name}' and '${b.name}' overlap`).toBe(false);
    }
  }
}

test.describe('phone first: 360 x 740', () => {
  test.use({ viewport: PHONE });

  test("the review's build card: the opón's last row and 'Comprobar' on the first screen, then 'Continuar' with the feedback", async ({ page, request }) => {
    await signedIn(page, request, 'build');
    await page.goto('/practice?mode=build');
    await page.getByTestId('pool-16').check();
    await page.getByTestId('build-start').click();
    // A sign met for the first time may be introduced first ('Ya lo tengo, pregúntame').
    const teach = page.getByTestId('teach-card');
    await expect(teach.or(page.getByTestId('build-question'))).toBeVisible();
    if (await teach.isVisible()) await page.getByTestId('teach-ready').click();
    await expect(page.getByTestId('build-question')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const marks = page.getByTestId('opon-builder').locator('button[data-index]');
    await expect(marks).toHaveCount(8);
    // Every mark, the bottom row included, and the check button.
    for (let m = 0; m < 8; m++) await expectInView(page, marks.nth(m), `mark ${m + 1}`);
    await expectInView(page, page.getByTestId('build-check'), "'Comprobar'");
    await expectInView(page, page.getByTestId('build-prompt'), 'the sign to build');
    await shot(page, 'build-question');
    expect(await violations(page), 'build card at 360 px').toEqual([]);

    for (let m = 0; m < 8; m++) await marks.nth(m).click();
    await expect(page.getByTestId('build-check')).toBeEnabled();
    await page.getByTestId('build-check').click();
    await expect(page.getByTestId('review-feedback')).toBeVisible();
    // The page brings the feedback's verdict and its button on screen by itself.
    await expect(async () => {
      await expectInView(page, page.getByTestId('feedback-verdict'), 'the verdict');
      await expectInView(page, page.getByTestId('feedback-continue'), "'Continuar'");
    }).toPass({ timeout: 5000 });
    await shot(page, 'build-feedback');
    await axeAtBothWidths(page, 'build feedback');
  });

  test("under a house task's banner, the daily review's read card and its four options on the first screen", async ({ page, request }) => {
    const { members } = await houseWithTask(request);
    await useToken(page, members[0].token);
    await page.goto('/practice');
    // The banner of the house's task sits above the daily review (practice/components/house-tasks.tsx).
    await expect(page.getByTestId('house-tasks').getByTestId('house-task')).toHaveCount(1);
    await pastTeaching(page, page.getByTestId('read-question'));
    const read = page.getByTestId('read-question');
    await expectInView(page, read.getByTestId('question-glyph'), 'house task banner: the drawing');
    const options = read.getByTestId('read-option');
    await expect(options).toHaveCount(4);
    for (let i = 0; i < 4; i++) await expectInView(page, options.nth(i), `house task banner: option ${i + 1}`);
    await shot(page, 'house-task-banner-read');
    await options.first().click();
    await expect(page.getByTestId('review-feedback')).toBeVisible();
    // The page brings the feedback's verdict and its button on screen by itself (a smooth scroll).
    await expect(async () => {
      await expectInView(page, page.getByTestId('feedback-verdict'), 'house task banner: the verdict');
      await expectInView(page, page.getByTestId('feedback-continue'), "house task banner: 'Continuar'");
    }).toPass({ timeout: 5000 });
  });

  test("the Orisha game: a wrong answer's feedback and its 'Siguiente' on screen", async ({ page, request }) => {
    await signedIn(page, request, 'orisha');
    await page.goto('/games/orisha');
    await page.getByTestId('level-beginner').click();
    await page.getByTestId('topic-days').click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByTestId('mode-multiple_choice').click();
    await page.getByTestId('orisha-start').click();
    const options = page.getByTestId('answer-options').getByRole('button');
    for (let n = 0; n < 10; n++) {
      await expect(page.getByTestId('question-card')).toBeVisible();
      await expect(options.first()).toBeEnabled();
      await options.first().click();
      const feedback = page.getByTestId('answer-feedback');
      await expect(feedback).toBeVisible();
      if ((await feedback.getAttribute('data-correct')) === 'true') continue;
      const next = page.getByTestId('orisha-next');
      await expect(next).toBeVisible({ timeout: 10_000 });
      await expect(async () => {
        await expectInView(page, next, "'Siguiente'");
        await expectInView(page, feedback.getByText('Respuesta incorrecta'), 'the verdict');
      }).toPass({ timeout: 5000 });
      await shot(page, 'orisha-wrong');
      await axeAtBothWidths(page, 'orisha wrong answer');
      return;
    }
    throw new Error('ten right answers in a row by always choosing the first option');
  });

  test("the mastery map shows its 16 columns without scrolling sideways", async ({ page, request }) => {
    const auth = await signedIn(page, request, 'map');
    // The map shows once a sign has been met: a 'practise these' session on one sign, answered.
    const session = await startReview(request, auth.access_token, { mode: 'focus', signs: ['ogbe-yeku'] });
    for (const question of session.questions) {
      await answerReview(request, auth.access_token, { session_id: session.session_id, question_id: question.id, answer: question.kind === 'read' ? 'Ogbe Yeku' : '11110000' });
    }
    await page.goto('/practice/mastery');
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('button')).toHaveCount(256);
    // No sideways scroll: the map's box and the page are no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = grid.locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Every sign of the first and last rows (all 16 columns) lies within the phone's width.
    for (const row of [0, 15]) {
      for (let col = 0; col < 16; col++) {
        const cell = grid.locator(`[data-cell="${row}-${col}"]`);
        const b = (await cell.boundingBox())!;
        expect(b.x, `cell ${row}-${col}: left`).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, `cell ${row}-${col}: right`).toBeLessThanOrEqual(PHONE.width);
        // Big enough to tap (WCAG 2.5.8: 24 x 24 px).
        expect(Math.min(b.width, b.height), `cell ${row}-${col}: size`).toBeGreaterThanOrEqual(24);
      }
    }
    await grid.scrollIntoViewIfNeeded();
    await shot(page, 'mastery-map');
    await axeAtBothWidths(page, 'mastery map');
  });
});

test.describe('no card over another', () => {
  for (const width of [360, 390, 768, 1280]) {
    test(`the profile and the dashboard at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedIn(page, request, `cards${width}`);
      await page.goto('/profile');
      await expect(page.getByTestId('profile-name')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mis contribuciones' })).toBeVisible();
      await expectNoCardOverlap(page, `profile at ${width} px`);
      if (width === 390) await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
      // The changed screen, checked at a phone's width and a desktop's.
      if (width === 360 || width === 1280) expect(await violations(page), `profile at ${width} px`).toEqual([]);

      await page.goto('/dashboard');
      await expect(page.getByTestId('welcome')).toBeVisible();
      await expect(page.getByTestId('sign-of-day-card')).toBeVisible();
      await expect(page.getByTestId('games-list')).toBeVisible();
      await expect(page.getByTestId('progress-card')).toBeVisible();
      await expectNoCardOverlap(page, `dashboard at ${width} px`);
    });
  }
});

test.describe("the landing's figures (DESIGN.md 7)", () => {
  test('are the platform\'s own: the learners the API counts, formatted in the visitor\'s language; axe at 360 and 1280 px', async ({ page, request }) => {
    // One more learner: the figure is at least one whatever ran before.
    await learner(request, 'figures');
    await page.setViewportSize(PHONE);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/public/figures' && r.status() === 200);
    await page.goto('/');
    const figures = (await (await answered).json()) as { learners: number; games_played: number; signs: number; orishas: number };
    expect(figures.learners).toBeGreaterThanOrEqual(1);
    // What a visitor without a session gets from the API is what the page shows.
    const api = await request.get('/api/public/figures');
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { learners: number }).learners).toBeGreaterThanOrEqual(figures.learners);
    const spanish = new Intl.NumberFormat('es');
    const strip = page.getByTestId('platform-figures');
    await expect(strip.locator('[data-figure="learners"]')).toHaveText(spanish.format(figures.learners));
    await expect(strip.locator('[data-figure="games"]')).toHaveText(spanish.format(figures.games_played));
    await expect(strip.locator('[data-figure="signs"]')).toHaveText('256');
    await expect(strip.locator('[data-figure="orishas"]')).toHaveText(String(figures.orishas));
    await expect(strip).toContainText(figures.learners === 1 ? 'Estudiante registrado' : 'Estudiantes registrados');
    // No fixed marketing figure is left.
    await expect(page.locator('main')).not.toContainText(/12,000\+|85\+|4\.8\/5|Valoración media/);
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'landing-figures');
    await axeAtBothWidths(page, 'landing');
  });
});
