import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { viteDevServerHeaders } from './worker/lib/security-headers.ts';

/**
 * Client build: React app in ui/, Phaser loaded lazily (dynamic import) on game routes only.
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
