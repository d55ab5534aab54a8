/**
 * `npm run build:workers` step 2 (after `vite build`): copies the content art and JSON under
 * assets/ into the client build (dist/client/assets, or the folder given as the first argument), so
 * Workers static assets (wrangler.toml `[assets]`) serve `/assets/*` as the Node entry does, and
 * writes the `_headers` file that gives those static responses (the client HTML, its scripts and
 * the art, served without running the worker) the production security headers of
 * worker/lib/security-headers.ts (issue 12 part 6) and the cache rules of worker/lib/cache-headers.ts
 * (issue 21: the hashed build files immutable, the rest revalidated; Cloudflare compresses them itself). `WEBVIEW_FRAME_ANCESTORS` is read here, at build
 * time, for the `/webviews/*` rule.
 * @throws Error (exit 1) when the client build folder does not exist yet or WEBVIEW_FRAME_ANCESTORS is invalid.
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webviewFrameAncestorsSchema } from '../worker/config';
import { staticHeaderRules } from '../worker/lib/security-headers';
import { cacheHeaderRules } from '../worker/lib/cache-headers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const clientDir = resolve(process.argv[2] ?? join(ROOT, 'dist', 'client'));

if (!existsSync(clientDir)) {
  console.error(`${clientDir} does not exist: build the client first (npm run build).`);
  process.exit(1);
}
const ancestors = webviewFrameAncestorsSchema.safeParse(process.env.WEBVIEW_FRAME_ANCESTORS);
if (!ancestors.success) {
  console.error('Invalid WEBVIEW_FRAME_ANCESTORS: ' + ancestors.error.issues.map((i) => i.message).join('; '));
  process.exit(1);
}
cpSync(join(ROOT, 'assets'), join(clientDir, 'assets'), { recursive: true });
console.log(`assets/ copied to ${join(clientDir, 'assets')}`);
// Workers always run in production (worker/entry-workers.ts), so HSTS is in.
writeFileSync(join(clientDir, '_headers'), (await staticHeaderRules({ environment: 'production', webviewFrameAncestors: ancestors.data })) + cacheHeaderRules());
console.log(`security and cache headers written to ${join(clientDir, '_headers')}`);
