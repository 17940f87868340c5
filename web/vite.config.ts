import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startPages } from './build/start-pages';

/**
 * react-router's package exports only its development build (dev warnings on) to bundlers that
 * are not its own framework plugin; the production build beside it differs only in that flag,
 * and lets the minifier drop the warnings from the landing's initial JS (DESIGN.md 8).
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

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

type ModuleInfoOf = (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null;
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
    // A new build computes the shell again (see manualChunks below).
    { name: 'ifa-reset-shell', buildStart: () => void (shellModules = undefined) },
    react(),
    tailwindcss(),
    {
      // `@ifa/shared` is pure data and schemas. Saying so lets the bundler leave out the zod
      // schemas a chunk does not use (the landing needs constants and messages, not schemas).
      name: 'ifa-shared-is-side-effect-free',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved && resolved.id.replaceAll('\\', '/').includes('/shared/src/')) return { ...resolved, moduleSideEffects: false };
        return resolved;
      },
    },
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
  ],
  resolve: {
    alias: process.env.NODE_ENV === 'development' ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
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
    // terser squeezes a few more KB than esbuild out of the entry chunk, and the budget is tight.
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
        // The entry carries the file name of every chunk a route preloads; shared chunks (an
        // icon, a hook) are named by their hash alone so that list stays short (the landing's
        // initial JS has a budget, DESIGN.md 8). Screens keep their names.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          if (VENDOR.test(id)) return 'vendor';
          const entry = shell(getModuleIds(), getModuleInfo);
          // The shell's own modules stay together: a shared chunk must never absorb one of them,
          // or index.html would load that chunk whole.
          if (entry.has(id)) return id.startsWith('\0') || id.endsWith('/src/main.tsx') || getModuleInfo(id)?.isEntry ? undefined : 'shell';
          if (SHARED_UI.test(id)) return 'ui';
          return undefined;
        },
      },
    },
  },
});
