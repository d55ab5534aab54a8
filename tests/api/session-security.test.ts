/**
 * Server session security (issue 3 part 2): refresh rotation and reuse, logout revocation and the
 * forgot-password flow through the dev outbox (the login limits: abuse-limits.test.ts). Sessions
 * that end their access tokens and the refresh cookie (issue 12 part 4): session-end.test.ts.
 * Real app, real database; the clock is moved with TestClock.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { action_tokens, email_outbox, refresh_tokens } from '../../db/schema';
import { FORGOT_PASSWORD_SENT, MAIL_FAILED, PASSWORD_UPDATED, STUDENT_PASSWORD_TOO_SHORT, TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_USED } from '../../worker/auth/password-reset';
import { httpMailer, MailError } from '../../worker/mail/mailer';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../worker/seed/seed';
import { addStudent, signUpParent } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** A request from a given client address (the Node entry's `clientAddress` binding). */
async function from(address: string, method: string, path: string, body: unknown, deps = ctx.deps) {
  const res = await ctx.app.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, { deps, clientAddress: address });
  return { status: res.status, json: (await res.json()) };
}

const login = (address: string, email_or_username: string, password: string) => from(address, 'POST', '/api/o1/login', { email_or_username, password });

describe('refresh rotation and logout', () => {
  it('rotates on every use: each new refresh token works exactly once', async () => {
    const p = await signUpParent(ctx);
    let token = p.refresh;
    const seen = new Set([token]);
    for (let i = 0; i < 3; i++) {
      const res = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: token } });
      expect(res.status).toBe(200);
      expect(res.json.role).toBe('parent');
      expect(seen.has(res.json.refresh_token)).toBe(false);
      seen.add(res.json.refresh_token);
      token = res.json.refresh_token;
    }
    expect(decodeJwt(token).fam).toBe(decodeJwt(p.refresh).fam);
  });

  it('logout revokes the family: neither the presented token nor an older one refreshes afterwards', async () => {
    const p = await signUpParent(ctx);
    const rotated = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } });
    const out = await ctx.call('POST', '/api/o1/logout', { body: { refresh_token: rotated.json.refresh_token } });
    expect(out.status).toBe(200);
    for (const t of [rotated.json.refresh_token, p.refresh]) {
      const res = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: t } });
      expect(res.status).toBe(401);
      expect(res.json.error.message).toBe('User not found');
    }
    const rows = await ctx.deps.db.select().from(refresh_tokens).where(eq(refresh_tokens.family_id, decodeJwt(p.refresh).fam as string));
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.revoked_at)).toBe(true);
  });

  it('logout with an unknown, malformed or missing token still answers 200; an empty one is 422', async () => {
    expect((await ctx.call('POST', '/api/o1/logout', { body: { refresh_token: 'not-a-jwt' } })).status).toBe(200);
    // No token in the body and no cookie: nothing to revoke (the cookie may have expired).
    expect((await ctx.call('POST', '/api/o1/logout', { body: {} })).status).toBe(200);
    const empty = await ctx.call('POST', '/api/o1/logout', { body: { refresh_token: '' } });
    expect(empty.status).toBe(422);
    expect(empty.json.error.message).toBe('No refresh token.');
  });

  it('an expired refresh token answers "User not found"', async () => {
    const p = await signUpParent(ctx);
    ctx.clock.advance(ctx.deps.config.refreshTokenTtlS * 1000 + 1000);
    const res = await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe('User not found');
  });
});

async function lastEmail() {
  const [row] = await ctx.deps.db.select().from(email_outbox).orderBy(desc(email_outbox.id)).limit(1);
  return row!;
}
const tokenIn = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)![1]!;

describe('forgot password', () => {
  it('e-mails a single-use link through the outbox; the new password works, the old one and old sessions do not', async () => {
    const p = await signUpParent(ctx);
    const res = await from('198.51.100.1', 'POST', '/api/o1/forgot_password', { email_or_username: ` ${p.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(FORGOT_PASSWORD_SENT);
    const mail = await lastEmail();
    expect(mail.to_address).toBe(p.email);
    expect(mail.subject).toBe('Reset your Monsterific password');
    expect(mail.tags).toEqual({ kind: 'reset_password' });
    expect(mail.text_body).toContain('http://localhost/reset-password?token=');
    const token = tokenIn(mail.text_body);
    // Only the hash is stored.
    expect(await ctx.deps.db.$count(action_tokens, eq(action_tokens.token_hash, token))).toBe(0);

    const check = await ctx.call('POST', '/api/o1/validate_action_token', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.json).toMatchObject({ purpose: 'reset_password', role: 'parent', first_name: 'Ada' });

    const update = await ctx.call('POST', '/api/o1/update_password_with_token', { body: { token, new_password: 'brand-new-1' } });
    expect(update.status).toBe(200);
    expect(update.json.message).toBe(PASSWORD_UPDATED);
    expect((await login('198.51.100.2', p.email, 'brand-new-1')).status).toBe(200);
    expect((await login('198.51.100.2', p.email, p.password)).status).toBe(401);
    // Sessions from before the reset end, access tokens included (issue 12 part 4).
    expect((await ctx.call('POST', '/api/o1/refresh', { body: { refresh_token: p.refresh } })).status).toBe(401);
    expect((await ctx.call('GET', '/api/v1/user', { token: p.access })).status).toBe(401);

    // Single use.
    const again = await ctx.call('POST', '/api/o1/update_password_with_token', { body: { token, new_password: 'another-22' } });
    expect(again.status).toBe(422);
    expect(again.json.error).toMatchObject({ code: 'token_used', message: TOKEN_USED, fields: { token: TOKEN_USED } });
    expect((await ctx.call('POST', '/api/o1/validate_action_token', { body: { token } })).json.error.message).toBe(TOKEN_USED);
  });

  it('a link expires after an hour', async () => {
    const p = await signUpParent(ctx);
    await from('198.51.100.3', 'POST', '/api/o1/forgot_password', { email_or_username: p.email });
    const token = tokenIn((await lastEmail()).text_body);
    ctx.clock.advance(60 * 60_000);
    for (const path of ['/api/o1/validate_action_token', '/api/o1/update_password_with_token']) {
      const res = await ctx.call('POST', path, { body: { token, new_password: 'brand-new-1' } });
      expect(res.status).toBe(422);
      expect(res.json.error).toMatchObject({ code: 'token_expired', message: TOKEN_EXPIRED });
    }
    expect((await login('198.51.100.3', p.email, p.password)).status).toBe(200);
  });

  it('a wrong token is refused and changes nothing', async () => {
    const p = await signUpParent(ctx);
    await from('198.51.100.4', 'POST', '/api/o1/forgot_password', { email_or_username: p.email });
    const token = tokenIn((await lastEmail()).text_body);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const res = await ctx.call('POST', '/api/o1/update_password_with_token', { body: { token: wrong, new_password: 'brand-new-1' } });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({ code: 'token_invalid', message: TOKEN_INVALID });
    expect((await login('198.51.100.4', p.email, p.password)).status).toBe(200);
    // The real token still works afterwards.
    expect((await ctx.call('POST', '/api/o1/validate_action_token', { body: { token } })).status).toBe(200);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = await ctx.deps.db.$count(email_outbox);
    const res = await from('198.51.100.5', 'POST', '/api/o1/forgot_password', { email_or_username: 'nobody-here@example.com' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(FORGOT_PASSWORD_SENT);
    expect(await ctx.deps.db.$count(email_outbox)).toBe(before);
  });

  it("sends a student's link to its parent and keeps the student password rule", async () => {
    const p = await signUpParent(ctx);
    const kid = await addStudent(ctx, p);
    await from('198.51.100.6', 'POST', '/api/o1/forgot_password', { email_or_username: kid.username.toUpperCase() });
    const mail = await lastEmail();
    expect(mail.to_address).toBe(p.email);
    expect(mail.subject).toBe("Reset Sam's Monsterific password");
    const token = tokenIn(mail.text_body);
    expect((await ctx.call('POST', '/api/o1/validate_action_token', { body: { token } })).json).toMatchObject({ role: 'student', first_name: 'Sam' });
    const short = await ctx.call('POST', '/api/o1/update_password_with_token', { body: { token, new_password: 'abcde' } });
    expect(short.status).toBe(422);
    expect(short.json.error.fields).toEqual({ new_password: STUDENT_PASSWORD_TOO_SHORT });
    expect((await ctx.call('POST', '/api/o1/update_password_with_token', { body: { token, new_password: 'abcdef' } })).status).toBe(200);
    expect((await login('198.51.100.6', kid.username, 'abcdef')).status).toBe(200);
  });

  it('using one link uses up every other link of the same account; two concurrent uses succeed once', async () => {
    const p = await signUpParent(ctx);
    await from('198.51.100.7', 'POST', '/api/o1/forgot_password', { email_or_username: p.email });
    const first = tokenIn((await lastEmail()).text_body);
    await from('198.51.100.7', 'POST', '/api/o1/forgot_password', { email_or_username: p.email });
    const second = tokenIn((await lastEmail()).text_body);
    const results = await Promise.all([
      ctx.call('POST', '/api/o1/update_password_with_token', { body: { token: second, new_password: 'race-one-1' } }),
      ctx.call('POST', '/api/o1/update_password_with_token', { body: { token: second, new_password: 'race-two-2' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await ctx.call('POST', '/api/o1/validate_action_token', { body: { token: first } })).json.error.code).toBe('token_used');
  });

  it('limits reset e-mails per account', async () => {
    const p = await signUpParent(ctx);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await from(`203.0.113.${i}`, 'POST', '/api/o1/forgot_password', { email_or_username: p.email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers 503 with a clear message when the mailer fails, and leaves no usable token behind', async () => {
    const p = await signUpParent(ctx);
    const before = await ctx.deps.db.$count(action_tokens);
    const failing = { ...ctx.deps, mailer: { send: () => Promise.reject(new MailError('provider down', 500)) } };
    const res = await from('203.0.113.50', 'POST', '/api/o1/forgot_password', { email_or_username: p.email }, failing);
    expect(res.status).toBe(503);
    expect(res.json.error.message).toBe(MAIL_FAILED);
    expect(await ctx.deps.db.$count(action_tokens)).toBe(before);
  });
});

describe('admin e-mail outbox', () => {
  it('lists the newest e-mails for admins only', async () => {
    const p = await signUpParent(ctx);
    await from('203.0.113.60', 'POST', '/api/o1/forgot_password', { email_or_username: p.email });
    await seedDemoAccounts(ctx.deps.db, ctx.clock, 'test');
    const admin = (await login('203.0.113.61', DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).json.access_token as string;
    const list = await ctx.call('GET', '/api/v1/admin/email_outbox', { token: admin });
    expect(list.status).toBe(200);
    expect(list.json.emails[0]).toMatchObject({ to_address: p.email, subject: 'Reset your Monsterific password' });
    expect((await ctx.call('GET', '/api/v1/admin/email_outbox', { token: p.access })).status).toBe(403);
    expect((await ctx.call('GET', '/api/v1/admin/email_outbox')).status).toBe(401);
  });
});

describe('production HTTP mailer (Resend protocol, against a local fake provider)', () => {
  it('posts the message with the bearer key and reports a refusal with its status', async () => {
    const received: Array<{ headers: IncomingMessage['headers']; url: string | undefined; body: any }> = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ headers: req.headers, url: req.url, body });
        // Resend answers 422 validation_error for a bad sender, 200 {id} otherwise.
        if (!String(body.from).includes('@')) {
          res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 422, name: 'validation_error', message: 'Invalid `from` field.' }));
        } else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await httpMailer({ apiUrl, apiKey: 're_test_123', from: 'Monsterific <hello@monsterific.example>' }).send({ to: 'pat@example.com', subject: 'Hi', text: 'Hello', tags: { kind: 'reset_password' } });
      expect(received[0]!.url).toBe('/emails');
      expect(received[0]!.headers.authorization).toBe('Bearer re_test_123');
      expect(received[0]!.body).toEqual({ from: 'Monsterific <hello@monsterific.example>', to: ['pat@example.com'], subject: 'Hi', text: 'Hello', tags: [{ name: 'kind', value: 'reset_password' }] });
      const refused = httpMailer({ apiUrl, apiKey: 're_test_123', from: 'nobody' }).send({ to: 'pat@example.com', subject: 'Hi', text: 'Hello' });
      await expect(refused).rejects.toThrow(/refused the message \(422\).*Invalid `from` field/);
    } finally {
      await new Promise((r) => server.close(r));
    }
    const unreachable = httpMailer({ apiUrl: 'http://127.0.0.1:9', apiKey: 'k', from: 'a@b.c' }).send({ to: 'x@y.z', subject: 's', text: 't' });
    await expect(unreachable).rejects.toBeInstanceOf(MailError);
  });
});
