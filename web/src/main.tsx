import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { ToasterHost } from './components/toaster-host';
import { initI18n } from './i18n';
import { SessionProvider } from './lib/auth/session';
import './index.css';

await initI18n();
const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders it in slices and yields to the browser
// between them, instead of one long task that blocks input (Lighthouse's total blocking time,
// DESIGN.md 8).
startTransition(() => {
  root.render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToasterHost />
      </SessionProvider>
    </StrictMode>,
  );
});
