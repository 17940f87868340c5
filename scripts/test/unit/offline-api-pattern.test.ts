import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@ifa/shared/endpoints';
import { OFFLINE_API_PATHS } from '@ifa/shared/pwa';
import { offlineApiPattern } from '../../../web/build/pwa';

/**
 * The API answers the service worker keeps for offline practice (decision 023): each kept path
 * is a GET of the route table (nothing that changes state is ever answered from a copy), the
 * expression the worker tests matches them on this origin only, and no admin or other route.
 */
const routes = Object.values(endpoints);
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, 'x-$1');
const matches = (path: string, origin = 'https://ifa.example') => {
  // Workbox takes a match on another origin only from the URL's first character.
  const found = offlineApiPattern.exec(`${origin}${API_BASE}${path}`);
  return found !== null && (origin === 'https://ifa.example' || found.index === 0);
};

describe('the API answers kept offline', () => {
  it('are GET routes of the table, each matched', () => {
    for (const kept of OFFLINE_API_PATHS) {
      const route = routes.find((r) => (kept.endsWith('/') ? r.path.startsWith(kept) : r.path === kept));
      expect(route, kept).toBeDefined();
      expect(route!.method, kept).toBe('GET');
      // An administrator's reads are never left on a device.
      expect(route!.auth, kept).not.toBe('admin');
      expect(matches(concrete(route!.path)), kept).toBe(true);
    }
    expect(matches('/games/orisha-matching/guide?language=fr')).toBe(true);
    expect(matches('/ifa-signs/odduns?level=expert')).toBe(true);
  });

  it('match no other route, and nothing on another origin', () => {
    const kept = routes.filter((r) => OFFLINE_API_PATHS.some((p) => (p.endsWith('/') ? r.path.startsWith(p) : r.path === p)));
    for (const route of routes.filter((r) => !kept.includes(r))) {
      // A POST shares a kept GET's path in no case; any other route's path is not kept.
      if (kept.some((k) => k.path === route.path)) continue;
      expect(matches(concrete(route.path)), `${route.method} ${route.path}`).toBe(false);
    }
    expect(matches('/auth/me', 'https://elsewhere.example')).toBe(false);
    expect(matches('/ifa-signs/oddunsx')).toBe(false);
  });
});
