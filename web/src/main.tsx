import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { SessionProvider } from './lib/auth/session';
import './index.css';

await initI18n();
const router = createRouter();
// Loaded right after the first paint (see lib/notify.ts).
const AppToaster = lazy(() => import('./components/app-toaster'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </SessionProvider>
  </StrictMode>,
);
