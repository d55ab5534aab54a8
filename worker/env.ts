import type { Db } from '../db/types';

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
}

/** Everything the app needs from outside, passed in by each entry (Node, Workers, tests). */
export interface Deps {
  db: Db;
  clock: Clock;
  config: AppConfig;
}

/** Who is calling, decoded from the bearer access token. */
export interface AuthUser {
  role: 'parent' | 'student' | 'admin';
  id: number;
  /** For a student: its parent's id. */
  parentId?: number;
}

/** Hono environment of the app: deps arrive as a binding, so one app object serves every entry. */
export interface AppEnv {
  Bindings: { deps: Deps };
  Variables: { user: AuthUser; requestId: string };
}
