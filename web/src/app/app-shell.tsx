import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { ToasterHost } from '../components/toaster-host';
import { SessionProvider } from '../lib/auth/session';

/**
 * What wraps the router on every screen: the session and the toaster. The SPA renders it around
 * its router (main.tsx), and the build around a static router (prerender.tsx) for the snapshot
 * pages' first paint, so the two render the same tree and the app can hydrate the snapshot.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useLayoutEffect(releaseSnapshot, []);
  return (
    <StrictMode>
      <SessionProvider>
        {children}
        <ToasterHost />
      </SessionProvider>
    </StrictMode>
  );
}

/**
 * Once the app has rendered into the root, its content is the app's own: usable (no longer
 * `inert`), and no longer the snapshot the stylesheet may hide (web/build/start-pages.ts).
 * A layout effect: it runs before the browser paints that first render.
 */
function releaseSnapshot() {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-snapshot')) return;
  root.removeAttribute('inert');
  root.removeAttribute('data-snapshot');
}
