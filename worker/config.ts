import { z } from 'zod';
import type { AppConfig } from './env';

/**
 * `WEBVIEW_FRAME_ANCESTORS`: origins allowed to frame the embedded app view (/webviews/*), separated
 * by spaces or commas; each an https origin without path. Empty (default): no one.
 */
export const webviewFrameAncestorsSchema = z
  .string()
  .default('')
  .transform((v) => v.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.string().refine((o) => URL.canParse(o) && new URL(o).origin === o && o.startsWith('https://'), 'each entry must be an https origin such as https://app.example.com')));

const configSchema = z.object({
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(30).default(15 * 60),
  REFRESH_TOKEN_TTL_S: z.coerce.number().int().min(60).default(30 * 24 * 60 * 60),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  APP_MAX_LEVEL: z.coerce.number().int().min(1).max(36).default(5),
  APP_PLAY_BACKGROUND_MUSIC: z.enum(['true', 'false', '1', '0']).default('true').transform((v) => v === 'true' || v === '1'),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_API_URL: z.url().default('https://api.resend.com'),
  MAIL_FROM: z.string().min(3).default('Monsterific <hello@monsterific.example>'),
  PUBLIC_URL: z.url().optional(),
  WEBVIEW_FRAME_ANCESTORS: webviewFrameAncestorsSchema,
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  // Stripe (issue 14). Unset key: billing routes answer 503 (npm start runs the local fake instead, scripts/start.ts).
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)').optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // The browser's key (Stripe.js); required with a live/test secret key for the payment form to work.
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)').optional(),
  // Scholarship sign-ups (a paid membership without a card): closed in production unless opened.
  SCHOLARSHIP_SIGNUPS: z.enum(['open', 'closed']).optional(),
});

/**
 * Parses the server configuration from an environment record (process.env or Workers env).
 * @throws Error listing every invalid variable.
 */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error('Invalid configuration: ' + parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const c = parsed.data;
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new Error('Invalid configuration: STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are verified with it)');
  }
  return {
    jwtSecret: c.JWT_SECRET,
    accessTokenTtlS: c.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: c.REFRESH_TOKEN_TTL_S,
    argon2MemoryKiB: c.ARGON2_MEMORY_KIB,
    appMaxLevel: c.APP_MAX_LEVEL,
    appPlayBackgroundMusic: c.APP_PLAY_BACKGROUND_MUSIC,
    environment: c.NODE_ENV,
    ...(c.MAIL_API_KEY ? { mail: { apiUrl: c.MAIL_API_URL, apiKey: c.MAIL_API_KEY, from: c.MAIL_FROM } } : {}),
    ...(c.PUBLIC_URL ? { publicUrl: c.PUBLIC_URL } : {}),
    webviewFrameAncestors: c.WEBVIEW_FRAME_ANCESTORS,
    ...(c.SCHOLARSHIP_SIGNUPS ? { scholarshipSignups: c.SCHOLARSHIP_SIGNUPS === 'open' } : {}),
    ...(c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: c.STRIPE_SECRET_KEY,
            webhookSecret: c.STRIPE_WEBHOOK_SECRET,
            ...(c.STRIPE_PUBLISHABLE_KEY ? { publishableKey: c.STRIPE_PUBLISHABLE_KEY } : {}),
            ...(c.STRIPE_API_HOST ? { host: c.STRIPE_API_HOST } : {}),
            ...(c.STRIPE_API_PORT ? { port: c.STRIPE_API_PORT } : {}),
            ...(c.STRIPE_API_PROTOCOL ? { protocol: c.STRIPE_API_PROTOCOL } : {}),
          },
        }
      : {}),
  };
}
