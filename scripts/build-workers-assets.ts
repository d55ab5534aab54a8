/**
 * `npm run build:workers` step 2 (after `vite build`): copies the content art and JSON under
 * assets/ into the client build (dist/client/assets, or the folder given as the first argument), so
 * Workers static assets (wrangler.toml `[assets]`) serve `/assets/*` as the Node entry does.
 * @throws Error (exit 1) when the client build folder does not exist yet.
 */
import { cpSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const clientDir = resolve(process.argv[2] ?? join(ROOT, 'dist', 'client'));

if (!existsSync(clientDir)) {
  console.error(`${clientDir} does not exist: build the client first (npm run build).`);
  process.exit(1);
}
cpSync(join(ROOT, 'assets'), join(clientDir, 'assets'), { recursive: true });
console.log(`assets/ copied to ${join(clientDir, 'assets')}`);
