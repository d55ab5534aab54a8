import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('Cloudflare Workers bundle', () => {
  it('builds offline with wrangler (no nodejs_compat), containing the app routes and no Node built-ins', () => {
    // wrangler.toml points its assets at the client build; an empty folder is enough to bundle.
    mkdirSync(join(ROOT, 'dist', 'client'), { recursive: true });
    const out = mkdtempSync(join(tmpdir(), 'wrangler-out-'));
    try {
      execFileSync(process.execPath, [join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', out], {
        cwd: ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
        stdio: 'pipe',
        timeout: 120_000,
      });
      const bundlePath = join(out, 'entry-workers.js');
      expect(existsSync(bundlePath)).toBe(true);
      const bundle = readFileSync(bundlePath, 'utf8');
      expect(bundle).toContain('/api/o1/login');
      expect(bundle).toContain('/api/v1/students/{id}/math_game/{game}/questions/{q}/student_answers');
      expect(bundle).not.toMatch(/from\s*["']node:|require\(["']node:/);
      expect(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')).not.toMatch(/nodejs_compat/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 150_000);
});
