import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerInFlight } from './in-flight.ts';

/** A GET the caller can abandon: `abort()` destroys its socket and waits until it is closed. */
function abandonableGet(port: number, path: string) {
  const req = http.get({ port, host: '127.0.0.1', path });
  const closed = new Promise<void>((resolve) => req.on('close', () => resolve()));
  req.on('error', () => undefined);
  return { abort: async () => { req.destroy(); await closed; } };
}

describe('in-flight requests', () => {
  it('close() returns while an aborted request still runs; drainRequests waits for its handler', async () => {
    const app = Fastify();
    registerInFlight(app);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let entered!: () => void;
    const started = new Promise<void>((resolve) => { entered = resolve; });
    let finished = false;
    app.get('/slow', async (request) => {
      entered();
      await new Promise<void>((resolve) => request.raw.once('close', () => resolve()));
      await gate;
      finished = true;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = abandonableGet(port, '/slow');
    await started;
    await client.abort();
    await app.close();
    expect(finished).toBe(false);
    expect(await app.drainRequests(20)).toBe(false);
    const drained = app.drainRequests(5_000);
    release();
    expect(await drained).toBe(true);
    expect(finished).toBe(true);
  });

  it('drainRequests answers at once when nothing runs', async () => {
    const app = Fastify();
    registerInFlight(app);
    app.get('/fast', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200);
    expect(await app.drainRequests(1)).toBe(true);
    await app.close();
  });
});
