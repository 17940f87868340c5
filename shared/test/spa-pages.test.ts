import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/security-headers.js';
import { EARLY_ME_GLOBAL, SNAPSHOT_BOOT_ATTRIBUTE, SNAPSHOT_OFF_ATTRIBUTE, SNAPSHOT_START_SCRIPT, SPA_PAGES, SPA_REWRITE_FUNCTION, spaDocumentFor } from '../src/spa-pages.js';

/** The start screens' documents: one mapping for the local gateway and CloudFront's function. */
const PATHS = ['/', '/login', '/login/', '/register', '/dashboard', '/dashboard/', '/profile', '/games/orisha-matching', '/constructor', '/__proto__', '/pages/login', '/LOGIN'];

describe('spaDocumentFor', () => {
  it('answers each start screen with its own copy of index.html, any other client route with index.html', () => {
    expect(spaDocumentFor('/')).toBe('/pages/landing.html');
    expect(spaDocumentFor('/login')).toBe('/pages/login.html');
    expect(spaDocumentFor('/login/')).toBe('/pages/login.html');
    expect(spaDocumentFor('/register')).toBe('/pages/register.html');
    expect(spaDocumentFor('/dashboard')).toBe('/pages/dashboard.html');
    expect(spaDocumentFor('/profile')).toBe('/index.html');
    expect(spaDocumentFor('/constructor')).toBe('/index.html');
    expect(spaDocumentFor('/__proto__')).toBe('/index.html');
    expect(spaDocumentFor('/LOGIN')).toBe('/index.html');
    expect(Object.keys(SPA_PAGES)).toHaveLength(4);
  });

  it('is the same mapping as the CloudFront function, which leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } }).uri;
    for (const path of PATHS) expect(rewrite(path), path).toBe(spaDocumentFor(path));
    expect(rewrite('/assets/index-Fx1x2y3z.js')).toBe('/assets/index-Fx1x2y3z.js');
    expect(rewrite('/pages/login.html')).toBe('/pages/login.html');
  });
});

/** The snapshot pages' start script run against a fake page: what it did to <html> and <head>. */
function runStartScript(stored: Record<string, string> | 'throws', { frames = true, fetchFails = false } = {}) {
  const attributes = new Map<string, string>();
  const head: Array<Record<string, string>> = [];
  /** What was sent, in the order of everything the page asked for (scripts included). */
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  const listeners: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('SecurityError: storage is disabled');
      return stored[key] ?? null;
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
    getElementById: (id: string) => (id === 'root' ? { getAttribute: (name: string) => (name === SNAPSHOT_BOOT_ATTRIBUTE ? '/assets/index-1.js /assets/a.js /assets/b.js' : null) } : null),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => head.push({ ...element }) },
  };
  const window: Record<string, unknown> = {};
  const response = fetchFails ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ ok: true });
  const context = {
    document,
    window,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      head.push({ tag: 'fetch', url });
      return response;
    },
    requestAnimationFrame: (callback: () => void) => frames && timers.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  // A getter, as in a browser where merely reading `localStorage` can throw.
  Object.defineProperty(context, 'localStorage', { get: () => localStorage });
  runInNewContext(SNAPSHOT_START_SCRIPT, context);
  const hidden = attributes.has(SNAPSHOT_OFF_ATTRIBUTE);
  const headBeforeLoad = head.length;
  for (const listener of listeners) listener();
  while (timers.length) timers.shift()!();
  return { hidden, headBeforeLoad, head, sent, early: window[EARLY_ME_GLOBAL] as { token: string; response: Promise<unknown> } | undefined, response };
}

describe('the snapshot pages\' start script', () => {
  const hides = (stored: Record<string, string> | 'throws') => runStartScript(stored).hidden;

  it('shows the Spanish snapshot to a first visit, and to a visitor who chose Spanish', () => {
    expect(hides({})).toBe(false);
    expect(hides({ 'ifa.language': 'es' })).toBe(false);
    // Private modes: the app then starts in Spanish without a session, as the snapshot shows.
    expect(hides('throws')).toBe(false);
  });

  it('hides it from a visitor in another language and from one with a session', () => {
    expect(hides({ 'ifa.language': 'en' })).toBe(true);
    expect(hides({ 'ifa.language': 'fr' })).toBe(true);
    expect(hides({ 'ifa.token': 'a.b.c' })).toBe(true);
    expect(hides({ 'ifa.token': 'a.b.c', 'ifa.language': 'es' })).toBe(true);
  });

  it('adds the app\'s scripts only once the document is parsed and painted: preloads, then the entry, once', () => {
    for (const options of [{ frames: true }, { frames: false }]) {
      const { headBeforeLoad, head } = runStartScript({}, options);
      expect(headBeforeLoad).toBe(0);
      expect(head).toEqual([
        { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/b.js' },
        { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/assets/a.js' },
        { tag: 'script', crossOrigin: '', type: 'module', src: '/assets/index-1.js' },
      ]);
    }
  });

  it('with a session, sends GET /auth/me first, after the paint, and leaves it for the app', async () => {
    const { headBeforeLoad, head, sent, early, response } = runStartScript({ 'ifa.token': 'a.b.c' });
    expect(headBeforeLoad).toBe(0);
    expect(sent).toEqual([{ url: '/api/auth/me', headers: { accept: 'application/json', authorization: 'Bearer a.b.c' } }]);
    expect(head[0]).toEqual({ tag: 'fetch', url: '/api/auth/me' });
    expect(head.filter((e) => e.tag !== 'fetch')).toHaveLength(3);
    expect(early?.token).toBe('a.b.c');
    expect(early?.response).toBe(response);
  });

  it('without a session sends nothing; a failed request or unreadable storage still starts the app', async () => {
    expect(runStartScript({}).sent).toEqual([]);
    expect(runStartScript({}).early).toBeUndefined();
    expect(runStartScript('throws').head).toHaveLength(3);
    const failed = runStartScript({ 'ifa.token': 'a.b.c' }, { fetchFails: true });
    expect(failed.head.filter((e) => e.tag !== 'fetch')).toHaveLength(3);
    // The app sees the failure when it takes the request, as it would see its own (web/src/lib/auth/get-me.ts).
    await expect(failed.early!.response).rejects.toThrow('Failed to fetch');
  });

  it('is the one inline script the CSP allows, by its hash', () => {
    const hash = createHash('sha256').update(SNAPSHOT_START_SCRIPT).digest('base64');
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
