import type { OutputBundle, OutputChunk } from 'rollup';
import { createServer, type Plugin } from 'vite';
import { FIRST_PAINT, SNAPSHOT_BOOT_ATTRIBUTE, SNAPSHOT_START_SCRIPT, SPA_PAGES, spaPageFile, type SpaPage } from '../../shared/src/spa-pages';

/**
 * Each start screen's module and the i18n namespaces its route loads (web/src/app/router.tsx),
 * in the default language: the SPA is Spanish first, and a learner in another language only
 * downloads a few KB it does not use. The landing's are not preloaded: its initial JS has a
 * budget of its own (120 KB, DESIGN.md 8), which they would pass; its document carries its
 * first paint instead, and the screen's chunks load after the app's.
 */
const START_PAGES: Record<SpaPage, { module: string; namespaces: string[]; preload?: false }> = {
  landing: { module: 'src/features/landing/landing-page.tsx', namespaces: ['landing'], preload: false },
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
 * The first paint of each start page (shared/src/spa-pages.ts, FIRST_PAINT), rendered by the
 * app's own code (src/app/prerender.tsx), which a Vite server loads in Node: the same components,
 * route table and catalogue as the SPA, so a snapshot cannot drift from the screen it stands for.
 */
async function renderFirstPaints(root: string, configFile: string | undefined): Promise<Map<SpaPage, string>> {
  const server = await createServer({
    root,
    configFile,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { renderStartScreen, renderLoadingFrame } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
    const rendered = new Map<SpaPage, string>();
    for (const [path, page] of Object.entries(SPA_PAGES)) {
      rendered.set(page, FIRST_PAINT[page] === 'screen' ? await renderStartScreen(path) : await renderLoadingFrame());
    }
    return rendered;
  } finally {
    await server.close();
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A start page: its first paint inside the app's root, and the app's scripts moved from the
 * document onto the root, where the start script (in <head>) finds them and adds them after the
 * first paint (shared/src/spa-pages.ts says why). A screen snapshot is also `inert`: nothing in
 * it can be focused or used before the app has hydrated it (a form sent then would go nowhere).
 */
function withFirstPaint(html: string, markup: string, kind: 'screen' | 'wait'): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`start-pages: index.html has no ${root}`);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('start-pages: index.html has no module entry script');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const snapshot = kind === 'screen' ? ' data-snapshot inert' : '';
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD, '')
    .replace('</head>', () => `<script>${SNAPSHOT_START_SCRIPT}</script></head>`)
    .replace(root, () => `<div id="root"${snapshot} ${SNAPSHOT_BOOT_ATTRIBUTE}="${[entry, ...preloads].join(' ')}">${markup}</div>`);
}

/**
 * Writes dist/pages/<screen>.html: index.html plus a modulepreload link for every chunk the
 * screen's route loads that index.html does not already load (shared/src/spa-pages.ts says why
 * and serves them), and the page's first paint. Links, not an inline
 * script: the CSP allows only the start pages' start script.
 */
export function startPages(): Plugin {
  let root = '';
  let configFile: string | undefined;
  return {
    name: 'ifa-start-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    async generateBundle(_options, bundle) {
      const firstPaints = await renderFirstPaints(root, configFile);
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('start-pages: index.html is not in the bundle');
      const html = String(index.source);
      const entry = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry)!;
      const loaded = closure(bundle, entry);
      for (const page of Object.values(SPA_PAGES)) {
        const { module, namespaces, preload } = START_PAGES[page];
        const files = new Set<string>();
        if (preload !== false) {
          closure(bundle, chunkOf(bundle, module), files);
          for (const ns of namespaces) closure(bundle, chunkOf(bundle, `src/i18n/locales/${DEFAULT_LANGUAGE}/${ns}.ts`), files);
        }
        const links = [...files].filter((file) => !loaded.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        if (!html.includes('</head>')) throw new Error('start-pages: index.html has no </head>');
        const withLinks = html.replace('</head>', `${links.join('')}</head>`);
        this.emitFile({ type: 'asset', fileName: spaPageFile(page).slice(1), source: withFirstPaint(withLinks, firstPaints.get(page)!, FIRST_PAINT[page]) });
      }
    },
  };
}
