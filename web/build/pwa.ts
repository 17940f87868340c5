import type { ManifestEntry } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';
import {
  OFFLINE_API_CACHE,
  OFFLINE_API_PATHS,
  OFFLINE_NETWORK_TIMEOUT_SECONDS,
  PWA_BACKGROUND_COLOR,
  PWA_ICONS,
  PWA_THEME_COLOR,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
} from '../../shared/src/pwa';
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
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * The API answers kept for offline use (shared/src/pwa.ts), as one expression written into the
 * worker (it cannot import the list). Workbox tests it against the whole URL and, for another
 * origin, only a match from its first character counts: starting at '//host/api', it matches this
 * origin's API alone. A path ending in '/' is a prefix, any other is exact (its query aside).
 */
export const offlineApiPattern = new RegExp(
  `//[^/]+${escape(API_BASE)}(?:${OFFLINE_API_PATHS.map((path) => (path.endsWith('/') ? `${escape(path)}[^?]+` : escape(path))).join('|')})(?:\\?.*)?$`,
);

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
      // Practice anywhere (DESIGN.md 5d): the learner's study content and practice, network
      // first, answered from the device's copy when the network fails or is slower than the
      // timeout. Every other /api request goes to the network untouched.
      runtimeCaching: [
        {
          urlPattern: offlineApiPattern,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_API_CACHE,
            networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
            cacheableResponse: { statuses: [200] },
            // 256 signs' details at most, the packs and the dashboard's few answers.
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // Daily practice reminders (DESIGN.md 5d): the push and notification-click handlers,
      // web/public/push-handler.js, loaded into the generated worker.
      importScripts: ['push-handler.js'],
      // The first worker takes the page it was installed from, so the answers of that first visit
      // are kept too; a later version still waits for the learner (registerType 'prompt').
      clientsClaim: true,
      skipWaiting: false,
    },
  });
