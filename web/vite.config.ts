import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwa } from './build/pwa';
import { startPages } from './build/start-pages';

/** The libraries every screen runs on: one chunk, loaded with the entry. */
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\//;
/**
 * Icons and the small pictures most screens share (logo, sign glyph, language switcher, game
 * list). Left to themselves they become a dozen chunks of a few hundred bytes each, and each
 * screen waited for them in rounds: a mobile connection pays a round trip per handful of
 * requests (Lighthouse simulates 150 ms RTT and 6 connections), which cost far more than the
 * few KB of icons a screen loads without using.
 */
const SHARED_UI = /\/node_modules\/lucide-react\/|\/web\/src\/(components\/(logo|sign-glyph|language-switcher)\.tsx|config\/games\.ts)$/;

/**
 * Screens whose code is grouped into few chunks (with the rules below). Left to the default,
 * every screen pulled a dozen small shared chunks (a button, a hook, the messages...): over
 * HTTP/1.1 a browser fetches six at a time, so a screen waited a 150 ms mobile round trip per
 * handful of files before it could paint (Lighthouse simulates exactly that: the dashboard
 * loaded 23 files, and grouping took about 0.3 s off the start screens' first paint). A module
 * only the group uses goes into the group's chunk, one it shares with other screens into
 * `<group>-shared`, one several groups use into `ui`. login and register are not grouped: their
 * forms share modules with the profile and admin screens, which would then load zod.
 */
const START_SCREENS: Record<string, string> = {
  'src/features/landing/landing-page.tsx': 'landing-page',
  'src/features/dashboard/dashboard-page.tsx': 'dashboard-page',
};

/**
 * Index modules that re-export a library: following them would count every module behind them
 * as used by the screen (the dashboard would load zod). What a screen takes from them is
 * placed by the rules below, or by the bundler.
 */
const BARREL = /\/shared\/src\/index\.ts$|\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;
/** Form validation: the auth screens and the admin panel use it; the dashboard does not. */
const FORMS = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//;
/** The contract's schemas: a chunk of their own (see manualChunks). */
const SCHEMAS = /\/shared\/src\/schemas\//;
/** The contract's small data modules (constants, messages, naming): most screens use some. */
const SHARED_DATA = /\/shared\/src\/[\w-]+\.ts$/;

type ModuleInfoOf = (id: string) => { isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
let screenChunks: Map<string, string> | undefined;
/**
 * The chunk of each module a grouped screen imports statically, transitively (see
 * START_SCREENS); other screens' modules are left to the bundler.
 */
function startScreenChunks(moduleIds: IterableIterator<string>, infoOf: ModuleInfoOf): Map<string, string> {
  if (screenChunks) return screenChunks;
  const usedBy = new Map<string, Set<string>>();
  const screens = [...moduleIds].filter((id) => infoOf(id)?.dynamicImporters.length && /\/web\/src\/features\//.test(id.replaceAll('\\', '/')));
  for (const id of screens) {
    const group = Object.entries(START_SCREENS).find(([module]) => id.replaceAll('\\', '/').endsWith(`/web/${module}`))?.[1] ?? `other:${id}`;
    const stack = [id];
    const seen = new Set<string>();
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      if (!usedBy.has(next)) usedBy.set(next, new Set());
      usedBy.get(next)!.add(group);
      stack.push(...(infoOf(next)?.importedIds ?? []).filter((dep) => !BARREL.test(dep) && !FORMS.test(dep)));
    }
  }
  screenChunks = new Map();
  for (const [id, users] of usedBy) {
    const groups = [...users].filter((g) => !g.startsWith('other:'));
    if (groups.length > 1) screenChunks.set(id, 'ui');
    else if (groups.length === 1) screenChunks.set(id, users.size === 1 ? groups[0]! : `${groups[0]}-shared`);
  }
  return screenChunks;
}

let shellModules: Set<string> | undefined;
/** Everything the entry imports statically, transitively: what index.html loads up front. */
function shell(moduleIds: IterableIterator<string>, infoOf: ModuleInfoOf): Set<string> {
  if (shellModules) return shellModules;
  shellModules = new Set();
  const stack = [...moduleIds].filter((id) => infoOf(id)?.isEntry);
  while (stack.length) {
    const id = stack.pop()!;
    if (shellModules.has(id)) continue;
    shellModules.add(id);
    stack.push(...(infoOf(id)?.importedIds ?? []));
  }
  return shellModules;
}

/**
 * The SPA (DESIGN.md 7). In development Vite proxies `/api` to the local gateway, so the app
 * always talks to its own origin, as it does behind CloudFront.
 */
export default defineConfig({
  plugins: [
    // A new build computes the shell and the screen groups again (see manualChunks below).
    {
      name: 'ifa-reset-shell',
      buildStart: () => {
        shellModules = undefined;
        screenChunks = undefined;
      },
    },
    react(),
    tailwindcss(),
    {
      // The stylesheet is small (about 8 KB compressed): inlined into index.html it no longer
      // blocks the first paint behind a second request (Lighthouse budget, DESIGN.md 8). The
      // production CSP allows inline styles.
      name: 'ifa-inline-entry-css',
      apply: 'build',
      enforce: 'post',
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            return asset && asset.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
          });
        },
      },
    },
    // dist/pages/<screen>.html for the screens a visit starts on (shared/src/spa-pages.ts).
    startPages(),
    // The web manifest and the service worker (build/pwa.ts), written after the bundle.
    pwa(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // terser squeezes a few more KB than esbuild out of the entry chunk, and the budget is tight
    // (the landing's initial JS with esbuild: 121 KB gzip, over the 120 KB of DESIGN.md 8).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The landing's initial JS has a budget (DESIGN.md 8): keep the report honest.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: the bench reads each game route's own chunks from it.
    manifest: true,
    // Every browser the SPA supports has module preloading; the polyfill only cost initial JS.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          if (VENDOR.test(id)) return 'vendor';
          const entry = shell(getModuleIds(), getModuleInfo);
          // The shell's own modules stay together: a shared chunk must never absorb one of them,
          // or index.html would load that chunk whole.
          if (entry.has(id)) return id.startsWith('\0') || id.endsWith('/src/main.tsx') || getModuleInfo(id)?.isEntry ? undefined : 'shell';
          if (SHARED_UI.test(id) || SHARED_DATA.test(id)) return 'ui';
          if (FORMS.test(id)) return 'forms';
          // A chunk of their own: left unassigned, the bundler would fold them into a chunk
          // that imports them, and a screen needing one constant would load that.
          if (SCHEMAS.test(id)) return 'schemas';
          return startScreenChunks(getModuleIds(), getModuleInfo).get(id);
        },
      },
    },
  },
});
