import { expect, signedInAs, test } from './support/fixtures';
import { VIEWPORTS, violations } from './support/axe';

/** WCAG 2.2 AA checks with axe-core on every screen, on a desktop and a phone viewport. */
test.use({ bypassCSP: true });

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('public screens have no WCAG 2.2 AA violations', async ({ page }) => {
      for (const path of ['/', '/login', '/register', '/reset-password?token=abc']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('signed-in screens have no WCAG 2.2 AA violations', async ({ page, request }) => {
      await signedInAs(page, request);
      for (const path of ['/dashboard', '/profile', '/games/yoruba']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}
