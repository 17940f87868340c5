/**
 * The screens a visit most often starts on. Each is served as its own copy of index.html that
 * also preloads the screen's JS (written by web/build/start-pages.ts), so the screen's chunks download
 * beside the app's instead of after the app has run and asked for them: one round trip less
 * before the first contentful and largest paints on a mobile connection (Lighthouse budget,
 * DESIGN.md 8). Every other client route gets index.html, the landing too: its initial JS has a
 * budget of its own (120 KB), which its screen's chunks preloaded would pass.
 *
 * One mapping for CloudFront's viewer-request function (infra/lib/site.ts) and the local
 * gateway (scripts/src/local/gateway.ts). Imported as '@ifa/shared/spa-pages', never through
 * the package index, so the SPA's bundle does not carry it.
 */
export const SPA_PAGES = {
  '/login': 'login',
  '/register': 'register',
  '/dashboard': 'dashboard',
} as const satisfies Record<string, string>;

export type SpaPage = (typeof SPA_PAGES)[keyof typeof SPA_PAGES];

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
