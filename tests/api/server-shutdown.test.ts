/**
 * The Node entry's shutdown (worker/entry-node.ts `close()`): a connection that is still busy (a
 * request whose headers never finish, as a paused media stream keeps its socket busy) must not hold
 * Ctrl-C or a restart for Node's 60-second request timeout: after SHUTDOWN_DRAIN_MS its socket is
 * cut and close() resolves. An idle keep-alive connection never held it.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { NodeDbHandle } from '../../db/drivers/node';
import { SHUTDOWN_DRAIN_MS, startNodeServer } from '../../worker/entry-node';
import { TEST_CONFIG } from '../helpers/context';
import { useTestContext } from '../helpers/setup';

const ctx = useTestContext();

/** Opens a socket to `port` and resolves once it is connected. */
function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('closing the Node server', () => {
  it('cuts a connection still busy after the drain instead of waiting for it', async () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: TEST_CONFIG.jwtSecret };
    // The file's database stays open for vitest's teardown (the server closes what it is given).
    const handle: NodeDbHandle = { ...(ctx.handle as NodeDbHandle), close: async () => {} };
    const server = await startNodeServer({ port: 0, handle, env });
    const port = Number(new URL(server.url).port);
    const busy = await openSocket(port);
    const socketEnded = new Promise<'ended'>((resolve) => busy.once('close', () => resolve('ended')));
    busy.on('error', () => undefined);
    // A request whose headers never end: the server counts the connection as active, not idle.
    busy.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 100));

    let closed = false;
    const closing = server.close().then(() => (closed = true));
    // Still draining just before the deadline: requests in flight get their chance.
    await new Promise((r) => setTimeout(r, SHUTDOWN_DRAIN_MS / 2));
    expect(closed).toBe(false);
    // Then the socket is cut and close() resolves, long before Node's 60 s request timeout.
    await expect(socketEnded).resolves.toBe('ended');
    await closing;
    expect(closed).toBe(true);
  }, 15_000);
});
