import type { ManifestEntry } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';
import { PWA_BACKGROUND_COLOR, PWA_ICONS, PWA_THEME_COLOR, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '../../shared/src/pwa';
import { API_BASE } from '../../shared/src/endpoints';
import { SPA_PAGES, spaPageFile } from '../../shared/src/spa-pages';

/**
 * The start screens' documents (shared/src/spa-pages.ts) are precached under the address a
 * visit asks for (`/login`, not `/pages/login.html`), so the worker answers a start screen's
 * navigation with the same document CloudFront and the local gateway send: its first paint and
 * its preloads. Every other client route gets index.html (the navigation fallback).
 */
export async function startPagesAtTheirRoutes(entries: ManifestEntry[]): Promise<{ manifest: ManifestEntry[] }> {
  const routeOf = new Map(Object.entries(SPA_PAGES).map(([path, page]) => [spaPageFile(page).slice(1), path]));
  const manifest = entries.map((entry) => (routeOf.has(entry.url) ? { ...entry, url: routeOf.get(entry.url)! } : entry));
  const missing = [...routeOf.values()].filter((path) => !manifest.some((entry) => entry.url === path));
  if (missing.length) throw new Error(`pwa: no precached document for ${missing.join(', ')}; the start pages (web/build/start-pages.ts) must be built first`);
  return { manifest };
}

/**
 * The installable app (docs/decisions/021-installable-app.md): the web manifest and a Workbox
 * service worker that precaches the built shell and serves client routes from it. The app
 * registers it itself, after the page has loaded (web/src/lib/pwa/register.ts): nothing is
 * injected into the documents but the manifest link, so the landing's initial JS is unchanged
 * (DESIGN.md 8). `prompt`: a new version waits until the learner accepts it (a toast), never
 * half-applied under a running page.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    strategies: 'generateSW',
    filename: SERVICE_WORKER_PATH.slice(1),
    manifestFilename: WEB_MANIFEST_PATH.slice(1),
    includeManifestIcons: true,
    manifest: {
      name: 'Academia Ifá',
      short_name: 'Academia Ifá',
      description: 'Aprende la tradición de Ifá y la religión yoruba con juegos, estudio guiado y una comunidad respetuosa.',
      lang: 'es',
      dir: 'ltr',
      id: '/',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: PWA_THEME_COLOR,
      background_color: PWA_BACKGROUND_COLOR,
      icons: PWA_ICONS.map((icon) => ({ ...icon })),
    },
    workbox: {
      // The shell: every built script, stylesheet, document, font and the favicon (the manifest's
      // icons are added by includeManifestIcons). Not the bench's
      // .vite/manifest.json, and no API answer: nothing under /api is ever cached (below).
      globPatterns: ['**/*.{js,css,html,woff2,svg}'],
      manifestTransforms: [startPagesAtTheirRoutes],
      navigateFallback: 'index.html',
      // Like the CloudFront Function: /api is the API's, and a path with a file extension is a
      // file, never the SPA (a missing file stays a 404).
      navigateFallbackDenylist: [new RegExp(`^${API_BASE}(/|$)`), /\/[^/]+\.[^/]+$/],
      // No runtimeCaching: a request the precache does not hold (every /api call) goes to the
      // network untouched.
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
