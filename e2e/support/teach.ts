import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for the review's next screen among `expected`; a card of a sign the learner has never met
 * is shown first (DESIGN.md 5b, teach before testing), and its 'Ya lo tengo, pregúntame' opens the
 * question. Returns whether a sign was taught.
 */
export async function pastTeaching(page: Page, expected: Locator): Promise<boolean> {
  const teach = page.getByTestId('teach-card');
  await expect(expected.or(teach).first()).toBeVisible();
  if (!(await teach.isVisible())) return false;
  await page.getByTestId('teach-ready').click();
  await expect(teach).toBeHidden();
  await expect(expected.first()).toBeVisible();
  return true;
}
