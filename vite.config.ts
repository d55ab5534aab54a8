import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { viteDevServerHeaders } from './worker/lib/security-headers.ts';

/**
 * Client build: React app in ui/; every screen but the landing and login pages is a lazy chunk of
 * its route (ui/App.tsx), so Phaser, zod, the store and the video engine load on their routes only,
 * with the per-route gzip budgets of ui/bundle-budgets.json checked by
 * tests/build/bundle-budget.test.ts on a build with `--manifest` (npm test's build phase; the test
 * builds its own when run alone). `npm run build` writes no manifest: dist/client is served as is,
 * and the manifest, though only source file names, is of no use to a visitor. The bare `zod` import resolves to
 * ui/lib/zod-jitless.ts (jitless zod under the strict CSP, configured in whichever chunk zod lands).
 * Content art under assets/ is served by the Node entry at /assets (and by a CDN in production),
 * so it is not copied into the bundle.
 * The dev server (`npx vite`) sends the production security headers relaxed for HMR (inline
 * scripts and styles, the HMR WebSocket: worker/lib/security-headers.ts viteDevServerHeaders); the
 * built client gets the strict ones from the Node entry or the Workers `_headers` file.
 */
const devServerHeaders = await viteDevServerHeaders();

export default defineConfig({
  root: 'ui',
  publicDir: false,
  // Issue 21: a .br and a .gz beside every text file of 1 KB or more, served by the Node entry
  // (serveStatic precompressed); media (images, sounds, woff2) are compressed already.
  plugins: [react(), compression({ include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/, threshold: 1024, algorithms: ['brotliCompress', 'gzip'] })],
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./ui/lib/zod-jitless.ts', import.meta.url)) }] },
  build: {
    outDir: '../dist/client',
    assetsDir: 'static',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
  },
  server: {
    proxy: { '/api': 'http://localhost:8787', '/assets': 'http://localhost:8787' },
    headers: devServerHeaders,
  },
});
