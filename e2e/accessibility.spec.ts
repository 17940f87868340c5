import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './support/fixtures';

/**
 * WCAG 2.2 AA checks with axe-core on every screen of this release, on a desktop and a phone
 * viewport. The production CSP forbids injected scripts, so this context bypasses it to load
 * axe (the app itself runs unchanged).
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ bypassCSP: true });

async function violations(page: Page) {
  await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags } });
  }, TAGS);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
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
