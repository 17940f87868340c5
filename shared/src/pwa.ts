/**
 * The installable app's files (docs/decisions/021-installable-app.md): where the build writes
 * them (web/vite.config.ts) and what the servers must revalidate on every visit, CloudFront
 * (infra/lib/site.ts) and the local gateway (scripts/src/local/gateway.ts) alike. A browser
 * looks for a new version by fetching the service worker again; a cached copy would hide it.
 * Imported as '@ifa/shared/pwa', never through the package index.
 */

/** The service worker Workbox generates, at the site's root so its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The web app manifest the documents link to. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The manifest's icons (rendered by scripts/src/pwa-icons.ts), public paths. */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The app's colours in the manifest (web/src/index.css): forest for the title bar, parchment
 * for the splash screen behind the icon.
 */
export const PWA_THEME_COLOR = '#1d4a37';
export const PWA_BACKGROUND_COLOR = '#fbf7f0';

/**
 * Practice anywhere (DESIGN.md 5d): the API answers the service worker keeps for offline use,
 * network first (web/build/pwa.ts). Each is the learner's own (or public study content) and is
 * sent with `Vary: Authorization`, so a cached answer is only ever given back to a request with
 * the same token: another account signed in on the device never sees it. The app empties the
 * cache when the learner logs out (web/src/lib/offline/device-data.ts).
 */
export const OFFLINE_API_CACHE = 'ifa-api-offline';

/** The GET routes kept, by path under the API base: the session, the study content and the practice the dashboard shows. */
export const OFFLINE_API_PATHS = [
  '/auth/me',
  '/practice/summary',
  '/practice/mastery',
  '/practice/review/offline',
  '/practice/sign-of-the-day',
  '/progress/',
  '/user/cowrie-balance',
  '/user/deities',
  '/ifa-signs/odduns',
  '/ifa-signs/oddun/',
  '/ifa-signs/study-pack',
  '/games/orisha-matching/guide',
] as const;

/** How long the worker waits for the network before answering from its copy (a slow link is treated as none). */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 6;
