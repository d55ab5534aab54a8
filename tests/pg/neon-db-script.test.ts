/**
 * The Workers/Neon deploy path of the database script: `db migrate seed check --neon` through
 * Neon's serverless driver (WebSocket Pool, as the Workers entry uses) and drizzle's neon migrator,
 * against an empty database of this file's own on the PostgreSQL server (next to TEST_DATABASE_URL's,
 * dropped afterwards) behind a small WebSocket-to-TCP proxy that speaks what Neon's own proxy does
 * (raw Postgres bytes in binary frames, no TLS).
 */
import { connect } from 'node:net';
import { neonConfig } from '@neondatabase/serverless';
import { eq } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedMigrations, openDatabase } from '../../db/drivers/node';
import { parents } from '../../db/schema';
import { loadContentOrThrow } from '../../db/seed/content';
import { runDbCommand } from '../../scripts/db';
import { contentVersion, DEMO_ACCOUNTS, seededContentVersion } from '../../worker/seed/seed';
import { createServerDatabase, type ServerDatabase } from '../helpers/databases';

let url = '';
let database: ServerDatabase | undefined;
let proxy: WebSocketServer;
const saved = { wsProxy: neonConfig.wsProxy, useSecureWebSocket: neonConfig.useSecureWebSocket, pipelineTLS: neonConfig.pipelineTLS, pipelineConnect: neonConfig.pipelineConnect };

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server database for these tests.');
  database = await createServerDatabase(process.env.TEST_DATABASE_URL, null);
  url = database.url;
  proxy = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  proxy.on('connection', (socket, request) => {
    const [host, port] = (new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '').split(':');
    const tcp = connect(Number(port), host);
    socket.on('message', (data: Buffer) => tcp.write(data));
    tcp.on('data', (data) => socket.send(data));
    socket.on('close', () => tcp.end());
    tcp.on('close', () => socket.close());
    tcp.on('error', () => socket.close());
  });
  await new Promise<void>((resolve) => proxy.once('listening', () => resolve()));
  const proxyPort = (proxy.address() as { port: number }).port;
  neonConfig.wsProxy = (host, port) => `127.0.0.1:${proxyPort}/v2?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
});
afterAll(async () => {
  Object.assign(neonConfig, saved);
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await database?.drop();
});

describe('db migrate | seed | check with --neon (the Workers deploy recipe)', () => {
  it('migrates with the neon migrator, seeds content as production (no demo accounts), and the check passes; a second seed is a no-op', async () => {
    const lines: string[] = [];
    const env = { DATABASE_URL: url, NODE_ENV: 'development' };
    expect(await runDbCommand(['migrate', 'seed', 'check', '--neon'], env, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^db: neon at postgres/);
    expect(lines).toContain(`db migrate: applied ${committedMigrations().length} migration(s): ${committedMigrations().map((m) => m.tag).join(', ')}`);
    expect(lines[2]).toMatch(/^db seed: content seeded \(version [0-9a-f]{12}\)$/);
    expect(lines[3]).toMatch(/^db check: schema current/);
    lines.length = 0;
    expect(await runDbCommand(['seed', '--neon'], env, (l) => lines.push(l))).toBe(0);
    expect(lines[1]).toBe('db seed: content unchanged');

    const handle = await openDatabase({ databaseUrl: url });
    try {
      expect(handle.kind).toBe('node-postgres');
      expect(await seededContentVersion(handle.db)).toBe(await contentVersion(loadContentOrThrow()));
      expect(await handle.db.$count(parents, eq(parents.email, DEMO_ACCOUNTS.parent.email))).toBe(0);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
