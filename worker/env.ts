import type { Db } from '../db/types';
import type { Mailer } from './mail/mailer';

/** Wall clock injected into the app so tests can move time. Returns epoch milliseconds. */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/** Server configuration, parsed once per entry (see worker/config.ts). */
export interface AppConfig {
  /** HMAC secret for JWTs (HS256), at least 32 bytes. */
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  accessTokenTtlS: number;
  /** Refresh-token lifetime in seconds. */
  refreshTokenTtlS: number;
  /** Argon2id memory cost in KiB (OWASP: 19456 = 19 MiB). */
  argon2MemoryKiB: number;
  /** Feature flag app_max_level: highest math level a free account may play (spec default 5). */
  appMaxLevel: number;
  /** Feature flag app_play_background_music (spec part 1 section 3). */
  appPlayBackgroundMusic: boolean;
  environment: 'development' | 'test' | 'production';
  /** Production e-mail API (Resend protocol); absent means the development outbox. */
  mail?: { apiUrl: string; apiKey: string; from: string };
  /** Public address of the client, for links in e-mails (default: the request's origin). */
  publicUrl?: string;
  /**
   * Origins allowed to frame the embedded app view (`/webviews/*`, CSP frame-ancestors); absent or
   * empty: no one (a native webview loads the page at the top level). Every other path: no one.
   */
  webviewFrameAncestors?: string[];
  /**
   * Stripe (issue 14): the secret key, the webhook signing secret and, for the local fake only,
   * where the API is (the SDK's host/port/protocol options; default api.stripe.com over https).
   * Absent: the billing routes answer 503 `billing_unavailable`.
   */
  stripe?: StripeSettings;
  /**
   * Whether `create_scholarship_subscription` may create a SCHOLARSHIP membership (paid access
   * without a card). Absent: open outside production, closed in production, until the product
   * decides who qualifies (a code or an admin's approval); see {@link scholarshipSignupsOpen}.
   */
  scholarshipSignups?: boolean;
}

/** Whether scholarship sign-ups are open under `config` (absent setting: everywhere but production). */
export function scholarshipSignupsOpen(config: Pick<AppConfig, 'scholarshipSignups' | 'environment'>): boolean {
  return config.scholarshipSignups ?? config.environment !== 'production';
}

/** See {@link AppConfig.stripe}. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe.js's key for the browser (GET /api/o1/billing_config); absent: the payment form says payments are not set up. */
  publishableKey?: string;
  /** Set only for the local fake (scripts/stripe-fake): the browser then loads the fake Stripe.js. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Everything the app needs from outside, passed in by each entry (Node, Workers, tests). */
export interface Deps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  /** Overrides the mailer chosen from config (tests); see worker/mail/mailer.ts mailerFor. */
  mailer?: Mailer;
}

/** Who is calling, decoded from the bearer access token. */
export interface AuthUser {
  role: 'parent' | 'student' | 'admin';
  id: number;
  /** For a student: its parent's id. */
  parentId?: number;
  /** The session of the request's access token (its refresh family and refresh token id); absent for a user loaded otherwise. */
  session?: { fam: string; sid: string };
}

/** Hono environment of the app: deps arrive as a binding, so one app object serves every entry. */
export interface AppEnv {
  /**
   * `clientAddress`: the caller's IP as the entry saw it (Node: the socket address). On Workers it
   * is absent and the `cf-connecting-ip` header set by Cloudflare is used (auth/rate-limit.ts).
   */
  Bindings: { deps: Deps; clientAddress?: string };
  Variables: { user: AuthUser; requestId: string; /** True once the access token's session was found alive (worker/auth/auth.middleware.ts). */ sessionChecked: boolean };
}
