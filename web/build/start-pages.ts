import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { SPA_PAGES, spaPageFile, type SpaPage } from '../../shared/src/spa-pages';

/**
 * Each start screen's module and the i18n namespaces its route loads (web/src/app/router.tsx),
 * in the default language: the SPA is Spanish first, and a learner in another language only
 * downloads a few KB it does not use.
 */
const START_PAGES: Record<SpaPage, { module: string; namespaces: string[] }> = {
  login: { module: 'src/features/auth/login-page.tsx', namespaces: ['app'] },
  register: { module: 'src/features/auth/register-page.tsx', namespaces: ['app'] },
  dashboard: { module: 'src/features/dashboard/dashboard-page.tsx', namespaces: ['app', 'practice'] },
};
const DEFAULT_LANGUAGE = 'es';

/** The chunk that holds a module (its facade, or one it was merged into). */
const chunkOf = (bundle: OutputBundle, module: string): OutputChunk => {
  const isIt = (id: string) => id.replaceAll('\\', '/').endsWith(`/web/${module}`);
  const chunk = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.some(isIt));
  if (!chunk) throw new Error(`start-pages: no chunk for ${module}; keep START_PAGES in web/build/start-pages.ts in step with the router`);
  return chunk;
};

/** The chunk's file and every chunk it imports statically, transitively (what the router would load). */
function closure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const next = bundle[file];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}

/**
 * Writes dist/pages/<screen>.html: index.html plus a modulepreload link for every chunk the
 * screen's route loads that index.html does not already load (shared/src/spa-pages.ts says why
 * and serves them). Links, not an inline script: the CSP allows no inline script.
 */
export function startPages(): Plugin {
  return {
    name: 'ifa-start-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('start-pages: index.html is not in the bundle');
      const html = String(index.source);
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry)!;
      const loaded = closure(bundle, entry);
      for (const page of Object.values(SPA_PAGES)) {
        const { module, namespaces } = START_PAGES[page];
        const files = closure(bundle, chunkOf(bundle, module));
        for (const ns of namespaces) closure(bundle, chunkOf(bundle, `src/i18n/locales/${DEFAULT_LANGUAGE}/${ns}.ts`), files);
        const links = [...files].filter((file) => !loaded.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        if (!html.includes('</head>')) throw new Error('start-pages: index.html has no </head>');
        this.emitFile({ type: 'asset', fileName: spaPageFile(page).slice(1), source: html.replace('</head>', `${links.join('')}</head>`) });
      }
    },
  };
}
