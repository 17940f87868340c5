import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DocumentSpinner } from '../components/spinner';
import { initI18n } from '../i18n';
import { AppShell } from './app-shell';
import { routeTree } from './router';

/**
 * A start screen's first paint, rendered at build time (web/build/start-pages.ts loads this
 * module in Node through Vite): the screen as a visitor without a session sees it in the default
 * language, from the same shell, route table and components as the app (main.tsx), which then
 * hydrates it. Never part of the SPA bundle.
 */
let i18nReady: Promise<unknown> | undefined;

export async function renderStartScreen(path: string): Promise<string> {
  // No storage here: the default language, as a first visit gets it.
  await (i18nReady ??= initI18n());
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}, not a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // `prerender` waits for every lazy part to resolve, where renderToString would write fallbacks.
  const { prelude } = await prerender(
    <AppShell>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>,
  );
  return new Response(prelude).text();
}

/** The wait a start page that cannot carry its screen (the dashboard: the learner's own) draws first. */
export async function renderLoadingFrame(): Promise<string> {
  await (i18nReady ??= initI18n());
  const { prelude } = await prerender(<DocumentSpinner />);
  return new Response(prelude).text();
}
