import type { Page } from '@playwright/test';
import { violations } from './support/axe';
import { expireGameSession } from './support/ddb';
import { expect, signedInAs, test } from './support/fixtures';

/**
 * Issue 10, point 4: a game session that expires mid-game ends cleanly, with a message and the
 * way back to the game's menu, not a broken screen.
 */

// axe-core is injected into the page (see support/axe.ts).
test.use({ bypassCSP: true });

/** Answers the open question with its first choice (checkbox and Confirm for a multi-answer one). */
async function answerFirst(page: Page) {
  const card = page.getByTestId('question-card');
  const boxes = card.getByRole('checkbox');
  if (await boxes.count()) {
    await boxes.first().check();
    await card.getByRole('button', { name: 'Confirmar respuestas (1)' }).click();
    return;
  }
  await card.getByTestId('answer-options').getByRole('button').first().click();
}

test('an Orisha game whose session expires mid-game ends on a message and goes back to the game menu', async ({ page, request }) => {
  await signedInAs(page, request);
  await page.goto('/games/orisha');
  await page.getByTestId('level-beginner').click();
  await page.getByTestId('topic-colors').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByTestId('mode-multiple_choice').click();
  // Untimed: the clock must not answer by itself while the session is being expired.
  await page.getByRole('radio', { name: /Sin tiempo/ }).check();
  const started = page.waitForResponse((r) => r.url().includes('/api/games/orisha-matching/start') && r.ok());
  await page.getByTestId('orisha-start').click();
  const { session_id: sessionId } = (await (await started).json()) as { session_id: string };
  await expect(page.getByText('Pregunta 1 de 10')).toBeVisible();

  // Two hours pass on the server's side.
  await expireGameSession(sessionId);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/api/games/${sessionId}/answer`));
  await answerFirst(page);
  expect((await refused).status()).toBe(410);

  const screen = page.getByTestId('orisha-expired');
  await expect(screen.getByRole('heading', { level: 1, name: 'La partida ha caducado' })).toBeFocused();
  await expect(screen).toContainText('las partidas duran como máximo 2 horas');
  // The game is over: no question, no countdown, no answer buttons left behind.
  await expect(page.getByTestId('question-card')).toHaveCount(0);
  expect(await violations(page), 'expired screen').toEqual([]);

  await screen.getByRole('button', { name: 'Volver al menú del juego' }).click();
  await expect(page.getByTestId('level-beginner')).toBeVisible();
  // A new game starts from here as usual.
  await page.getByTestId('level-beginner').click();
  await expect(page.getByTestId('topic-colors')).toBeVisible();
});
