/**
 * The Workers `_headers` file (issue 12 part 6): static assets on Workers (the client HTML and its
 * scripts, the art, the SPA fallback) are served without running the worker, so `npm run
 * build:workers` writes the security headers there. Applied the way Workers static assets apply
 * it (every matching rule in file order: `! Name` detaches, then a name already set by an earlier
 * rule is appended), it must give each path exactly the headers the Node entry sends.
 */
import { describe, expect, it } from 'vitest';
import { cacheHeaderRules, staticCacheControl } from '../../worker/lib/cache-headers';
import { isPaymentPath, securityHeadersFor, staticHeaderRules, type SecurityHeadersConfig } from '../../worker/lib/security-headers';

/** Stripe.js only on the pages that take a card (issue 14), our own scripts everywhere else. */
const scriptSrcOf = (path: string) => (isPaymentPath(path) ? "script-src 'self' https://js.stripe.com;" : "script-src 'self';");

interface Rule {
  pattern: RegExp;
  set: [string, string][];
  unset: string[];
}

function parseRules(file: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: new RegExp('^' + line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*') + '$'), set: [], unset: [] });
      continue;
    }
    const rule = rules.at(-1)!;
    const text = line.trim();
    if (text.startsWith('! ')) rule.unset.push(text.slice(2).toLowerCase());
    else {
      const i = text.indexOf(':');
      rule.set.push([text.slice(0, i).trim().toLowerCase(), text.slice(i + 1).trim()]);
    }
  }
  return rules;
}

function apply(rules: Rule[], path: string): Record<string, string> {
  const headers = new Headers();
  const setBefore = new Set<string>();
  for (const rule of rules.filter((r) => r.pattern.test(path))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      if (setBefore.has(name)) headers.append(name, value);
      else headers.set(name, value);
      setBefore.add(name);
    }
  }
  return Object.fromEntries(headers.entries());
}

describe('Workers static assets _headers', () => {
  for (const webviewFrameAncestors of [[], ['https://app.monsterific.example', 'https://partner.example.org']]) {
    it(`gives every static path the Node entry's production headers (webview ancestors: ${webviewFrameAncestors.length})`, async () => {
      const config: SecurityHeadersConfig = { environment: 'production', webviewFrameAncestors };
      const rules = parseRules(await staticHeaderRules(config));
      for (const path of ['/', '/login', '/my-account', '/my-account/update-billing-info', '/updatepaymentv2.php', '/lp/math', '/math', '/static/index-abc.js', '/assets/video/thumbnails/desert-17.jpg', '/webviews/login', '/webviews/math_map']) {
        const expected = Object.fromEntries(await securityHeadersFor(config, path));
        expect(apply(rules, path), path).toEqual(expected);
        expect(expected['strict-transport-security'], path).toContain('max-age=31536000');
        expect(expected['content-security-policy'], path).toContain(scriptSrcOf(path));
      }
      const webview = Object.fromEntries(await securityHeadersFor(config, '/webviews/login'));
      expect(webview['content-security-policy']).toContain(`frame-ancestors ${webviewFrameAncestors.length ? webviewFrameAncestors.join(' ') : "'none'"}`);
    });
  }

  it("gives every static path the Node entry's Cache-Control once: a year for the hashed build files, revalidation for the rest (issue 21)", async () => {
    const config: SecurityHeadersConfig = { environment: 'production', webviewFrameAncestors: [] };
    // The file as scripts/build-workers-assets.ts writes it: the security rules, then the cache rules.
    const rules = parseRules((await staticHeaderRules(config)) + cacheHeaderRules());
    const paths = ['/', '/login', '/math', '/static/index-abc.js', '/static/index-abc.css', '/assets/art/ocean/map.svg', '/assets/maps/ocean.json', '/webviews/login'];
    for (const path of paths) {
      const headers = apply(rules, path);
      expect(headers['cache-control'], path).toBe(staticCacheControl(path));
      expect(headers['content-security-policy'], path).toContain(scriptSrcOf(path));
    }
    expect(staticCacheControl('/static/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/assets/art/ocean/map.svg')).toBe('no-cache');
  });
});
