/**
 * The mailer interface (DECISIONS.md "Password reset and account e-mails go through a mailer
 * interface: an HTTP e-mail API in production, an `email_outbox` table in development").
 * Runtime-neutral: `fetch` and drizzle only.
 */
import { desc } from 'drizzle-orm';
import { email_outbox } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Clock, Deps } from '../env';

/** One e-mail. `to` is a single address; bodies are plain text plus optional HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Free-form labels (e.g. `{kind: 'reset_password'}`), stored in the outbox and sent as provider tags. */
  tags?: Record<string, string>;
  /**
   * The account the message is about when it is not the recipient's own (a child's reset link goes
   * to its parent). Stored in the development outbox as the tag {@link OUTBOX_ABOUT_TAG}
   * (`student:12`) so deleting that child deletes the message (issue 12 part 7); never sent to the provider.
   */
  about?: { role: 'parent' | 'student' | 'admin'; id: number };
}

/** Outbox tag naming the account a message is about: `<role>:<id>`, e.g. `student:12`. */
export const OUTBOX_ABOUT_TAG = 'about';

/** Sends e-mail. Implementations throw {@link MailError} when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The message could not be sent (provider refused it or could not be reached). */
export class MailError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

/** Development and tests: writes each message to the `email_outbox` table, stamped by `clock`. */
export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(m) {
      const tags = m.about ? { ...m.tags, [OUTBOX_ABOUT_TAG]: `${m.about.role}:${m.about.id}` } : (m.tags ?? {});
      await db.insert(email_outbox).values({ to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, tags, created_at: new Date(clock.nowMs()) });
    },
  };
}

/** Settings of the production HTTP e-mail API. */
export interface HttpMailerOptions {
  /** Base URL of a provider speaking Resend's API (`POST {apiUrl}/emails`), e.g. `https://api.resend.com`. */
  apiUrl: string;
  apiKey: string;
  /** Sender, e.g. `Monsterific <hello@monsterific.example>`. */
  from: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds before giving up on the provider (default 10000). */
  timeoutMs?: number;
}

/**
 * Production: sends through an HTTP e-mail API using Resend's protocol
 * (`POST /emails` with a bearer API key and `{from, to: [..], subject, text, html, tags: [{name, value}]}`;
 * success is 200 with `{id}`).
 * @throws MailError with the provider's status when it answers anything but 2xx, or when it can't be reached.
 */
export function httpMailer(options: HttpMailerOptions): Mailer {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(m) {
      const body = {
        from: options.from,
        to: [m.to],
        subject: m.subject,
        text: m.text,
        ...(m.html ? { html: m.html } : {}),
        ...(m.tags ? { tags: Object.entries(m.tags).map(([name, value]) => ({ name, value })) } : {}),
      };
      let res: Response;
      try {
        res = await doFetch(`${options.apiUrl.replace(/\/$/, '')}/emails`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (e) {
        throw new MailError(`The e-mail service could not be reached: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!res.ok) {
        const detail = await res.text().catch(() => '');
        throw new MailError(`The e-mail service refused the message (${res.status}): ${detail.slice(0, 300)}`, res.status);
      }
    },
  };
}

/**
 * The mailer for a request: `deps.mailer` when injected, the HTTP API when `config.mail` is set,
 * otherwise the outbox (development and tests only).
 * @throws MailError in production without mail settings (nothing would ever arrive).
 */
export function mailerFor(deps: Deps): Mailer {
  if (deps.mailer) return deps.mailer;
  if (deps.config.mail) return httpMailer(deps.config.mail);
  if (deps.config.environment === 'production') {
    return {
      send: () => Promise.reject(new MailError('E-mail is not configured: set MAIL_API_KEY (and MAIL_FROM) in production.')),
    };
  }
  return outboxMailer(deps.db, deps.clock);
}

/** The newest outbox messages first (admin page). */
export function listOutbox(db: Db, limit = 50) {
  return db.select().from(email_outbox).orderBy(desc(email_outbox.id)).limit(limit);
}
