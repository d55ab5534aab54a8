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
  };
}
