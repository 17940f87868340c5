import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA (DESIGN.md 7). In development Vite proxies `/api` to the local gateway, so the app
 * always talks to its own origin, as it does behind CloudFront.
 */
export default defineConfig({
  plugins: [
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
    // terser squeezes a few more KB than esbuild out of the entry chunk, and the budget is tight.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The landing's initial JS has a budget (DESIGN.md 8): keep the report honest.
    reportCompressedSize: true,
    // dist/.vite/manifest.json: the bench reads each game route's own chunks from it.
    manifest: true,
    rollupOptions: {
      output: {
        // The entry carries the file name of every chunk a route preloads; shared chunks (an
        // icon, a hook) are named by their hash alone so that list stays short (the landing's
        // initial JS has a budget, DESIGN.md 8). Screens keep their names.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
});
