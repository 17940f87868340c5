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
