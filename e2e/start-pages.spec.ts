import { expect, test } from './support/fixtures';

/**
 * The screens a visit starts on come with their own JS preloaded (shared/src/spa-pages.ts,
 * web/build/start-pages.ts): the document names the screen's chunks, every one of them loads,
 * and the screen works from it. Any other route gets the plain index.html.
 */
const START = [
  { path: '/login', chunk: 'login-page-', heading: 'Bienvenido de vuelta' },
  { path: '/register', chunk: 'register-page-', heading: 'Crea tu cuenta' },
  { path: '/dashboard', chunk: 'dashboard-page-', heading: null },
] as const;

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);

test.describe('start screens', () => {
  for (const { path, chunk } of START) {
    test(`${path} preloads its own screen's chunks, and each one loads`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      const links = preloads(await res.text());
      expect(links.some((href) => href.includes(`/assets/${chunk}`)), `a preload of ${chunk}*`).toBe(true);
      for (const href of links) {
        const asset = await request.get(href);
        expect(asset.status(), href).toBe(200);
        expect(asset.headers()['content-type'], href).toContain('javascript');
      }
    });
  }

  test('another client route, and the landing, get the plain index.html with the shell preloads only', async ({ request }) => {
    const plain = preloads(await (await request.get('/profile')).text());
    const login = preloads(await (await request.get('/login')).text());
    expect(plain.length).toBeGreaterThan(0);
    expect(login.length).toBeGreaterThan(plain.length);
    expect(plain.some((href) => /page-/.test(href))).toBe(false);
    // The landing too: its initial JS has a budget of its own (DESIGN.md 8).
    expect(preloads(await (await request.get('/')).text())).toEqual(plain);
  });

  for (const { path, heading } of START.filter((s) => s.heading)) {
    test(`${path} renders from its own document`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeVisible();
    });
  }
});
