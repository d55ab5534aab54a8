/**
 * The client build writes pre-compressed siblings (issue 21 "Must deliver 1"): vite.config.ts's
 * vite-plugin-compression2 puts a `.br` and a `.gz` beside every text file of 1 KB or more (scripts,
 * styles, HTML, SVG, JSON) and none beside media, which are compressed already. Builds a small
 * client with the project's own Vite configuration (its plugins and options), into a temporary folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vite build with the project configuration', () => {
  it('writes .br and .gz beside scripts, styles, HTML, SVG and JSON, and none beside a PNG', async () => {
    const src = join(dir, 'src');
    const out = join(dir, 'out');
    mkdirSync(src);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    writeFileSync(join(src, 'index.html'), `<!doctype html><html><head><title>${words.join(' ')}</title></head><body><script type="module" src="./main.js"></script></body></html>`);
    writeFileSync(join(src, 'style.css'), words.map((w) => `.${w} { color: #123456; }`).join('\n'));
    writeFileSync(join(src, 'art.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${words.map((w, i) => `<circle id="${w}" cx="${i}" cy="${i}" r="5"/>`).join('')}</svg>`);
    writeFileSync(join(src, 'data.json'), JSON.stringify({ words, labels: words.map((w) => `${w}: a label long enough to pass Vite's 4 KB inline limit`) }));
    // Random bytes, so Vite emits it as a file (over its 4 KB inline limit) and nothing compresses it.
    writeFileSync(join(src, 'picture.png'), Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
    writeFileSync(
      join(src, 'main.js'),
      `import './style.css';\nimport art from './art.svg?url';\nimport data from './data.json?url';\nimport picture from './picture.png';\n` +
        `export const all = [art, data, picture, ${JSON.stringify(words)}];\nconsole.log(all);\n`,
    );
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(ROOT, 'vite.config.ts'));
    expect(loaded, 'vite.config.ts').toBeTruthy();
    await build({
      ...loaded!.config,
      configFile: false,
      root: src,
      logLevel: 'silent',
      build: { ...loaded!.config.build, outDir: out, emptyOutDir: true },
    });
    const files = readdirSync(out, { recursive: true }).map(String);
    const named = (pattern: RegExp) => files.filter((f) => pattern.test(f) && !/\.(br|gz)$/.test(f));
    const texts = [...named(/\.js$/), ...named(/\.css$/), ...named(/\.svg$/), ...named(/\.json$/), 'index.html'];
    expect(texts.length, files.join(" ")).toBeGreaterThanOrEqual(5);
    for (const file of texts) {
      const original = readFileSync(join(out, file));
      expect(brotliDecompressSync(readFileSync(join(out, file + '.br'))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(out, file + '.gz'))).equals(original), file).toBe(true);
    }
    const [png] = named(/\.png$/);
    expect(png, 'the PNG is emitted as a file').toBeTruthy();
    expect(existsSync(join(out, png! + '.br'))).toBe(false);
    expect(existsSync(join(out, png! + '.gz'))).toBe(false);
  });
});
