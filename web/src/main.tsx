import { SNAPSHOT_OFF_ATTRIBUTE } from '@ifa/shared/spa-pages';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppShell } from './app/app-shell';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { startMe } from './lib/auth/get-me';
import { readToken } from './lib/token-storage';
import './index.css';

// A returning learner's account is asked for now, while the app sets up; on a start page the
// document has already sent the request (lib/auth/get-me.ts takes it).
const token = readToken();
if (token) startMe(token);

await initI18n();
const router = createRouter();
const container = document.getElementById('root')!;

// A snapshot page (web/build/start-pages.ts) carries its screen, rendered at build time for a
// visitor without a session in Spanish. Shown (its start script did not hide it), the app
// hydrates it: the same DOM, now live. Hydrating needs the same tree, so the router first loads
// the screen's lazy route, or the first render would be the route's loading spinner.
const hydrate = container.hasAttribute('data-snapshot') && !document.documentElement.hasAttribute(SNAPSHOT_OFF_ATTRIBUTE);
if (hydrate && !router.state.initialized) {
  await new Promise<void>((ready) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
}

const app = (
  <AppShell>
    <RouterProvider router={router} />
  </AppShell>
);
// The first render (or the hydration) as a transition: React renders it in slices and yields to
// the browser between them, instead of one long task that blocks input (Lighthouse's total
// blocking time, DESIGN.md 8). A hidden snapshot is replaced.
startTransition(() => {
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
