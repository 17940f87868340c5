import { describe, expect, it } from 'vitest';
import { SPA_PAGES, SPA_REWRITE_FUNCTION, spaDocumentFor } from '../src/spa-pages.js';

/** The start screens' documents: one mapping for the local gateway and CloudFront's function. */
const PATHS = ['/', '/login', '/login/', '/register', '/dashboard', '/dashboard/', '/profile', '/games/orisha-matching', '/constructor', '/__proto__', '/pages/login', '/LOGIN'];

describe('spaDocumentFor', () => {
  it('answers each start screen with its own copy of index.html, any other client route with index.html', () => {
    expect(spaDocumentFor('/')).toBe('/index.html');
    expect(spaDocumentFor('/login')).toBe('/pages/login.html');
    expect(spaDocumentFor('/login/')).toBe('/pages/login.html');
    expect(spaDocumentFor('/register')).toBe('/pages/register.html');
    expect(spaDocumentFor('/dashboard')).toBe('/pages/dashboard.html');
    expect(spaDocumentFor('/profile')).toBe('/index.html');
    expect(spaDocumentFor('/constructor')).toBe('/index.html');
    expect(spaDocumentFor('/__proto__')).toBe('/index.html');
    expect(spaDocumentFor('/LOGIN')).toBe('/index.html');
    expect(Object.keys(SPA_PAGES)).toHaveLength(3);
  });

  it('is the same mapping as the CloudFront function, which leaves files alone', () => {
    const handler = new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri, method: 'GET', headers: {}, querystring: {} } }).uri;
    for (const path of PATHS) expect(rewrite(path), path).toBe(spaDocumentFor(path));
    expect(rewrite('/assets/index-Fx1x2y3z.js')).toBe('/assets/index-Fx1x2y3z.js');
    expect(rewrite('/pages/login.html')).toBe('/pages/login.html');
  });
});
