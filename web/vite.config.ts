import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA (DESIGN.md 7). In development Vite proxies `/api` to the local gateway, so the app
 * always talks to its own origin, as it does behind CloudFront.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // The landing's initial JS has a budget (DESIGN.md 8): keep the report honest.
    reportCompressedSize: true,
  },
});
