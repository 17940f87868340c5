import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PWA_BACKGROUND_COLOR, PWA_THEME_COLOR, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '@ifa/shared/pwa';
import { servedBuildDir, startE2eStack } from './support/e2e-stack';
import { expect, test, toast } from './support/fixtures';

/**
 * The installable app (docs/decisions/021-installable-app.md): its manifest and icons, the
 * service worker that takes the page over after a reload and leaves /api to the network, and
 * a new version offered to the learner rather than applied under them. The other specs block
 * service workers (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

/** The page is controlled by the app's worker once it has installed and the page has loaded again. */
async function controlledBy(page: Page) {
  // The app registers the worker after the page has loaded (web/src/lib/pwa/register.ts).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(new RegExp(`${SERVICE_WORKER_PATH}$`));
}

test.describe('installable app', () => {
  test('links a valid manifest whose icons are PNGs of their stated size', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', WEB_MANIFEST_PATH);

    const response = await request.get(WEB_MANIFEST_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Academia Ifá',
      short_name: expect.any(String),
      lang: 'es',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: PWA_THEME_COLOR,
      background_color: PWA_BACKGROUND_COLOR,
    });
    expect(String(manifest.description).length).toBeGreaterThan(20);
    const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort();
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }

    // Chromium's own reading of the manifest: no parse error. (Its installability check only
    // answers 'in-incognito' in a test's private context, so the fields are checked above.)
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    await controlledBy(page);
  });

  test('the worker and the manifest are revalidated on every visit, the runtime served as JS', async ({ request }) => {
    const worker = await request.get(SERVICE_WORKER_PATH);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const runtime = /["'](\.\/workbox-[\w-]+)["']/.exec(await worker.text())?.[1];
    expect(runtime, 'the worker imports the Workbox runtime').toBeTruthy();
    const runtimeFile = await request.get(`${runtime!.slice(1)}.js`);
    expect(runtimeFile.status()).toBe(200);
    expect(runtimeFile.headers()['content-type']).toContain('javascript');
    const manifest = await request.get(WEB_MANIFEST_PATH);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
  });

  test('the worker serves the app shell and start pages, and no API answer of a visitor', async ({ page }) => {
    await page.goto('/');
    await controlledBy(page);

    // Client routes come from the precache: a start screen its own document, any other index.html.
    const login = await page.goto('/login');
    expect(login?.fromServiceWorker()).toBe(true);
    expect(await login?.text()).toContain('data-snapshot');
    await expect(page.getByRole('heading', { name: 'Bienvenido de vuelta' })).toBeVisible();
    const other = await page.goto('/profile');
    expect(other?.fromServiceWorker()).toBe(true);
    expect(await other?.text()).toContain('<div id="root"></div>');

    // The API goes to the network, and nothing of it is kept but the reads offline practice
    // keeps for a signed-in learner (shared/src/pwa.ts; a visitor here has none).
    const [api] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/public/figures'),
      page.evaluate(() => fetch('/api/public/figures').then((r) => r.status)),
    ]);
    expect(api.status()).toBe(200);
    expect(api.fromServiceWorker()).toBe(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  test('a new version is offered in a toast and applied only when the learner presses Actualizar', async ({ page }) => {
    // A stack of its own over a copy of the build, which the test then "deploys" again: the
    // browser fetches the worker itself, outside anything Playwright can route.
    test.setTimeout(240_000);
    const build = mkdtempSync(join(tmpdir(), 'ifa-pwa-'));
    cpSync(servedBuildDir(), build, { recursive: true });
    const stack = await startE2eStack('pwa e2e stack', 150_000, { E2E_STATIC_DIR: build });
    try {
      const origin = stack.info.origin;
      await page.goto(`${origin}/`);
      await controlledBy(page);

      // The next deploy: a different worker. It answers a 'version?' message, so the test can
      // tell which worker controls the page.
      const worker = join(build, SERVICE_WORKER_PATH.slice(1));
      writeFileSync(worker, `${readFileSync(worker, 'utf8')}\nself.addEventListener('message',(e)=>{if(e.data==='version?')e.source.postMessage('next')});\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });

      const prompt = toast(page, 'Hay una versión nueva');
      await expect(prompt).toBeVisible();
      const update = prompt.getByRole('button', { name: 'Actualizar' });
      await expect(update).toBeVisible();
      // Until then the page runs on the old worker; the new one waits.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

      const reloaded = page.waitForEvent('load');
      await update.click();
      await reloaded;
      const version = await page.evaluate(
        () =>
          new Promise<unknown>((answer) => {
            navigator.serviceWorker.addEventListener('message', (event) => answer(event.data));
            navigator.serviceWorker.controller!.postMessage('version?');
          }),
      );
      expect(version).toBe('next');
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    } finally {
      stack.stop();
      rmSync(build, { recursive: true, force: true });
    }
  });
});
