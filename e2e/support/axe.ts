import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 AA checks with axe-core. The production CSP forbids injected scripts, so a spec
 * that uses this sets `test.use({ bypassCSP: true })` (the app itself runs unchanged).
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page as one line each (empty when the page passes). */
export async function violations(page: Page) {
  // A toast fading in is half transparent for a moment: check toasts at rest, not mid-transition.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.('[data-sonner-toaster]'))
          .every((a) => a.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // Once per document: a dialog opened on the same page is checked with the axe already in it
  // (axe.run resets its own state after every run), a navigation brings a fresh document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    // Only violations are read: axe then skips building the details of passes and incomplete
    // checks, which is most of its time on a large page (axe-core API, resultTypes).
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
] as const;
