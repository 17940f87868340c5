import type { Page, Route } from '@playwright/test';
import { expect, registerViaApi, test, uniqueUser } from './support/fixtures';

/**
 * The screens a visit starts on come with their own JS preloaded (shared/src/spa-pages.ts,
 * web/build/start-pages.ts): the document names the screen's chunks, every one of them loads,
 * and the screen works from it. The landing, login and register also carry their first paint.
 * Any other route gets the plain index.html.
 */
const START = [
  { path: '/login', chunk: 'login-page-', heading: 'Bienvenido de vuelta' },
  { path: '/register', chunk: 'register-page-', heading: 'Crea tu cuenta' },
  { path: '/dashboard', chunk: 'dashboard-page-', heading: null },
] as const;
const LANDING = { path: '/', heading: 'Aprende Ifá paso a paso, con la profundidad que merece' };

/**
 * The JS a document loads beyond its entry: its modulepreload links, or on a snapshot page the
 * files its start script adds after the first paint (the root's data-boot: the entry, then these).
 */
const preloads = (html: string) => {
  const boot = /<div id="root"[^>]* data-boot="([^"]+)"/.exec(html)?.[1];
  if (boot) return boot.split(' ').slice(1);
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
};

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

  test('another client route gets the plain index.html with the shell preloads only, and so does the landing\'s JS', async ({ request }) => {
    const plainHtml = await (await request.get('/profile')).text();
    const plain = preloads(plainHtml);
    const login = preloads(await (await request.get('/login')).text());
    expect(plain.length).toBeGreaterThan(0);
    expect(login.length).toBeGreaterThan(plain.length);
    expect(plain.some((href) => /page-/.test(href))).toBe(false);
    expect(plainHtml).toContain('<div id="root"></div>');
    // The landing carries its first paint but loads only the shell's JS: its initial JS has a
    // budget of its own (DESIGN.md 8).
    const landing = await (await request.get('/')).text();
    expect(landing).toContain('Aprende Ifá paso a paso');
    expect(preloads(landing)).toEqual(plain);
  });

  for (const { path, heading } of [...START.filter((s) => s.heading), LANDING]) {
    test(`${path} renders from its own document`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeVisible();
      // The app has taken over the first paint the document carried.
      await expect(page.locator('[data-snapshot]')).toHaveCount(0);
    });
  }
});

/**
 * Holds back the app's JS until `release` is called: what a visitor on a slow connection sees
 * between the document's arrival and the app's first render.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test.describe('start screens painted from their document (shared/src/spa-pages.ts)', () => {
  for (const { path, heading } of [...START.filter((s) => s.heading), LANDING]) {
    test(`${path} shows its screen before any of the app's JS has run, and the app takes over`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const root = page.locator('#root');
      await expect(root.getByRole('heading', { level: 1, name: heading! })).toBeVisible();
      // Shown, but nothing in it can be used yet: a form sent now would go nowhere.
      expect(await root.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
      const painted = await root.getByRole('heading', { level: 1 }).elementHandle();
      await release();
      // The app has hydrated it: the same heading element, now live (not painted again).
      await expect(page.locator('#root[data-snapshot]')).toHaveCount(0);
      expect(await root.evaluate((el) => (el as HTMLElement).inert)).toBe(false);
      expect(await painted!.evaluate((el) => el.isConnected)).toBe(true);
      // Live: the keyboard reaches it, and the forms take input.
      await page.keyboard.press('Tab');
      expect(await root.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      if (path === LANDING.path) return;
      const email = page.getByLabel('Correo electrónico');
      await email.fill('alguien@example.com');
      await expect(email).toBeFocused();
      await expect(email).toHaveValue('alguien@example.com');
    });
  }

  test('a visitor who chose English never sees the Spanish first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ifa.language', 'en'));
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('[data-snapshot]')).toBeHidden();
    await expect(page.getByText('Bienvenido de vuelta')).toBeHidden();
    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Bienvenido de vuelta')).toHaveCount(0);
  });

  test('a visitor with a session never sees the login form; /login sends them on to the dashboard', async ({ page, request }) => {
    const { access_token } = await registerViaApi(request, uniqueUser('snap'));
    await page.addInitScript((token) => localStorage.setItem('ifa.token', token), access_token);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('[data-snapshot]')).toBeHidden();
    await release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/dashboard paints a wait in no language, then the learner\'s dashboard, asking for each figure once', async ({ page, request }) => {
    const { access_token } = await registerViaApi(request, uniqueUser('wait'));
    await page.addInitScript((token) => localStorage.setItem('ifa.token', token), access_token);
    const asked = new Map<string, number>();
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    });
    const release = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.locator('#root .animate-spin')).toBeVisible();
    expect((await page.locator('#root').innerText()).trim()).toBe('');
    await release();
    await expect(page.getByTestId('welcome')).toBeVisible();
    await expect(page.getByTestId('tile-games')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // SWR shares each request between the parts of the screen that show it: never asked twice.
    for (const path of ['/api/auth/me', '/api/progress/orisha_matching', '/api/progress/ifa_signs', '/api/user/cowrie-balance', '/api/practice/summary', '/api/practice/sign-of-the-day']) {
      expect(asked.get(path), path).toBe(1);
    }
  });
});

test('the dashboard renders top to bottom in five steps, each painted before the next (web/src/lib/use-render-steps.ts)', async ({ page, request }) => {
  const { access_token } = await registerViaApi(request, uniqueUser('steps'));
  await page.addInitScript((token) => {
    localStorage.setItem('ifa.token', token);
    // The animation frame in which each part first appears (a frame counter driven by rAF).
    const seen: Record<string, number> = {};
    (window as unknown as { partFrames: Record<string, number> }).partFrames = seen;
    let frame = 0;
    const tick = () => {
      frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      for (const id of ['welcome', 'tile-level', 'practice-card', 'games-list', 'progress-card']) {
        if (!(id in seen) && document.querySelector(`[data-testid="${id}"]`)) seen[id] = frame;
      }
    }).observe(document, { subtree: true, childList: true });
  }, access_token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('progress-card')).toBeAttached();
  const frames = await page.evaluate(() => (window as unknown as { partFrames: Record<string, number> }).partFrames);
  // Each step comes in a later frame than the one above it: never the whole screen in one commit.
  expect(frames['tile-level']).toBeGreaterThan(frames.welcome!);
  expect(frames['practice-card']).toBeGreaterThan(frames['tile-level']!);
  expect(frames['games-list']).toBeGreaterThan(frames['practice-card']!);
  expect(frames['progress-card']).toBeGreaterThan(frames['games-list']!);
});
