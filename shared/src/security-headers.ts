/**
 * The security headers of the site, sent by CloudFront's response-headers policy in production
 * (infra/lib/site.ts) and by the local gateway (scripts/src/local/gateway.ts). Tests hold both to
 * this module: infra/test/security-headers.test.ts, scripts/test/unit/gateway-security-headers.test.ts.
 * Imported as '@ifa/shared/security-headers', never through the package index, so the SPA's
 * bundle does not carry it.
 */
import { createHash } from 'node:crypto';
import { SNAPSHOT_START_SCRIPT } from './spa-pages';

/** A CSP source that allows exactly this inline script. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Who may load what in the SPA: everything from our own origin, the API included (DESIGN.md 1).
 * - `style-src 'unsafe-inline'`: the built index.html inlines the stylesheet in a <style> tag
 *   (web/vite.config.ts, first-paint budget of DESIGN.md 8) and React writes style attributes.
 * - `img-src data:`: small images inlined as data URLs by the build.
 * - No `upgrade-insecure-requests`: the app loads only its own origin by relative URLs, so over
 *   HTTPS (CloudFront redirects HTTP, HSTS keeps it there) there is nothing to upgrade, while on
 *   the local http://localhost stack Safari would upgrade the app's own requests to https and
 *   fail (it treats loopback as insecure: WebKit bug 250776, helmetjs/helmet#429).
 * - `script-src` with one hash: the start pages' start script (shared/src/spa-pages.ts), the
 *   only inline script: it must run before the first paint. No other inline script runs.
 * - `manifest-src` and `worker-src` 'self': the web manifest and the service worker (with the
 *   Workbox runtime it imports) of the installable app, our own files only. `default-src`
 *   already says so; named, a later change to it cannot take the installed app down unnoticed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  `script-src 'self' ${scriptHash(SNAPSHOT_START_SCRIPT)}`,
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent by both, header name (lower case) -> value, as a browser receives them. */
export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * HSTS, sent over HTTPS only (CloudFront): two years, subdomains included. The local stack is
 * plain HTTP, where browsers must ignore it, and a browser that did not would pin localhost to
 * HTTPS for every local server.
 */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubDomains: true } as const;
export const STRICT_TRANSPORT_SECURITY_HEADER = `max-age=${STRICT_TRANSPORT_SECURITY.maxAgeSeconds}; includeSubDomains`;
