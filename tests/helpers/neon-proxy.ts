/**
 * Neon's serverless driver from Node against the PostgreSQL server: a small WebSocket-to-TCP proxy
 * that speaks what Neon's own proxy does (raw Postgres bytes in binary frames, no TLS), and
 * `neonConfig` pointed at it for one test file. The edge fake of what this machine can't reach
 * (Neon's proxy), speaking the real protocol; the database behind it is real.
 */
import { connect } from 'node:net';
import { neonConfig } from '@neondatabase/serverless';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll } from 'vitest';

/**
 * Starts the proxy in beforeAll and points `neonConfig` at it; stops it and restores the config in
 * afterAll. Register it before the hooks that open Neon pools (hooks run in registration order).
 */
export function useNeonProxy(): void {
  let proxy: WebSocketServer | undefined;
  const saved = { wsProxy: neonConfig.wsProxy, useSecureWebSocket: neonConfig.useSecureWebSocket, pipelineTLS: neonConfig.pipelineTLS, pipelineConnect: neonConfig.pipelineConnect };
  beforeAll(async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    proxy = server;
    server.on('connection', (socket, request) => {
      const [host, port] = (new URL(request.url ?? '/', 'http://proxy').searchParams.get('address') ?? '').split(':');
      const tcp = connect(Number(port), host);
      socket.on('message', (data: Buffer) => tcp.write(data));
      tcp.on('data', (data) => socket.send(data));
      socket.on('close', () => tcp.end());
      tcp.on('close', () => socket.close());
      tcp.on('error', () => socket.close());
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const proxyPort = (server.address() as { port: number }).port;
    neonConfig.wsProxy = (host, port) => `127.0.0.1:${proxyPort}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  });
  afterAll(async () => {
    Object.assign(neonConfig, saved);
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  });
}
