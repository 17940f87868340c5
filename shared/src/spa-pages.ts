import { API_BASE, sessionEndpoints } from './session-endpoints';
import { LANGUAGES } from './languages';
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from './storage-keys';

/**
 * The screens a visit most often starts on. Each is served as its own copy of index.html that
 * also preloads the screen's JS (written by web/build/start-pages.ts), so the screen's chunks download
 * beside the app's instead of after the app has run and asked for them: one round trip less
 * before the first contentful and largest paints on a mobile connection (Lighthouse budget,
 * DESIGN.md 8). The landing's document preloads only what index.html does: its initial JS has a
 * budget of its own (120 KB), which its screen's chunks would pass. Every other client route
 * gets index.html.
 *
 * One mapping for CloudFront's viewer-request function (infra/lib/site.ts) and the local
 * gateway (scripts/src/local/gateway.ts). Imported as '@ifa/shared/spa-pages', never through
 * the package index, so the SPA's bundle does not carry it.
 */
export const SPA_PAGES = {
  '/': 'landing',
  '/login': 'login',
  '/register': 'register',
  '/dashboard': 'dashboard',
} as const satisfies Record<string, string>;

export type SpaPage = (typeof SPA_PAGES)[keyof typeof SPA_PAGES];

/**
 * What each start page's document paints before any of the app's JS has loaded and run, which
 * took most of the first and largest paints on a mobile connection (Lighthouse, DESIGN.md 8).
 * Rendered at build time by the app's own components (web/build/start-pages.ts).
 * - `screen`: the screen itself, in the default language, for a visitor without a session; the
 *   app hydrates it (the same DOM, made live).
 * - `wait`: the loading spinner, in no language; the app's first render replaces it. The
 *   dashboard shows the learner's own figures, which no document can carry.
 */
export const FIRST_PAINT = {
  landing: 'screen',
  login: 'screen',
  register: 'screen',
  dashboard: 'wait',
} as const satisfies Record<SpaPage, 'screen' | 'wait'>;

/** The attribute the start script below sets on <html> when the snapshot must not show. */
export const SNAPSHOT_OFF_ATTRIBUTE = 'data-snapshot-off';
/** The attribute of the root that lists the app's JS for the start script: the entry first, then what it imports. */
export const SNAPSHOT_BOOT_ATTRIBUTE = 'data-boot';

/**
 * Where the start script leaves the GET /auth/me it sent: `{ token, response }`, the token it
 * sent and fetch's promise (handled, so an unused failure is not an unhandled rejection).
 */
export const EARLY_ME_GLOBAL = '__ifaEarlyMe';
export interface EarlyMe {
  token: string;
  response: Promise<Response>;
}

/**
 * The start pages' one inline script (in <head>; the CSP allows it by its hash,
 * shared/src/security-headers.ts). Two jobs:
 * - The gate, before the first paint: a `screen` snapshot is the Spanish screen of a visitor without a
 *   session, so a visitor who chose another language on this device, or who has a session
 *   (login sends them on to the dashboard), sees nothing of it: the stylesheet hides it
 *   (web/src/index.css) and the app renders as on any other page. Storage can throw in private
 *   modes: the app then starts in Spanish without a session, as the snapshot shows.
 * - The start, after the first paint: only then are the app's scripts added (the files listed
 *   on the root). Fetched with the document, a phone could run them before painting what it
 *   already had, and Lighthouse counts every script requested before the first paint as
 *   blocking it. A hidden tab gets no animation frame, so a timer starts the app there.
 *   With a session, GET /auth/me is sent first, beside the scripts rather than after they have
 *   run: a signed-in screen waits on it (`EARLY_ME_GLOBAL`; the app takes it in
 *   web/src/lib/auth/get-me.ts).
 */
export const SNAPSHOT_START_SCRIPT =
  `try{var s=localStorage,l=s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});` +
  `if(s.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})||(l&&l!==${JSON.stringify(LANGUAGES[0])}))` +
  `document.documentElement.setAttribute(${JSON.stringify(SNAPSHOT_OFF_ATTRIBUTE)},"")}catch(e){}` +
  `(function(d){var started=0;function start(){if(started++)return;` +
  `try{var t=localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}),r;if(t){r=fetch(${JSON.stringify(`${API_BASE}${sessionEndpoints.me.path}`)},{headers:{accept:"application/json",authorization:"Bearer "+t}});` +
  `r.catch(function(){});window[${JSON.stringify(EARLY_ME_GLOBAL)}]={token:t,response:r}}}catch(e){}` +
  `var f=d.getElementById("root").getAttribute(${JSON.stringify(SNAPSHOT_BOOT_ATTRIBUTE)}).split(" "),i,e;` +
  `for(i=f.length-1;i>=0;i--){e=d.createElement(i?"link":"script");e.crossOrigin="";` +
  `if(i){e.rel="modulepreload";e.href=f[i]}else{e.type="module";e.src=f[i]}d.head.appendChild(e)}}` +
  `d.addEventListener("DOMContentLoaded",function(){requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})})(document);`;

/** Where a screen's copy of index.html lives in the built SPA. */
export const spaPageFile = (page: SpaPage) => `/pages/${page}.html`;

/** The document a client route (a path without a file extension) is answered with. */
export function spaDocumentFor(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const page = Object.hasOwn(SPA_PAGES, path) ? SPA_PAGES[path as keyof typeof SPA_PAGES] : undefined;
  return page ? spaPageFile(page) : '/index.html';
}

/**
 * The same mapping as CloudFront Functions code (cloudfront-js-2.0): a client route gets its
 * screen's document or index.html; a file (an extension in the last segment) is left alone.
 */
export const SPA_REWRITE_FUNCTION = `
var PAGES = ${JSON.stringify(Object.fromEntries(Object.entries(SPA_PAGES).map(([path, page]) => [path, spaPageFile(page)])))};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
    request.uri = Object.prototype.hasOwnProperty.call(PAGES, path) ? PAGES[path] : '/index.html';
  }
  return request;
}`;
