import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentScope, registerRequestScope, requestIdFrom, runInScope, tracedFetch } from './request-id.ts';

/** The request's scope reaches the handler and what it awaits, also after a body was streamed in. */
describe('request scope', () => {
  it('is the request\'s own in the handler of a GET and of a POST with a body, and ends with it', async () => {
    const app = Fastify({ genReqId: (req) => requestIdFrom(req.headers['x-request-id']) });
    registerRequestScope(app);
    const seen = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { id: currentScope()?.id ?? null };
    };
    app.get('/x', seen);
    app.post('/x', seen);
    // Over a real socket, the body arriving in chunks as it would from a browser.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (init: RequestInit) => {
      const res = await fetch(`${base}/x`, init);
      return { id: (await res.json() as { id: string | null }).id, header: res.headers.get('x-request-id') };
    };
    const get = await call({ headers: { 'x-request-id': 'lb-1' } });
    expect(get).toEqual({ id: 'lb-1', header: 'lb-1' });
    const post = await call({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ big: 'x'.repeat(200_000) }) });
    expect(post.id).toBe(post.header);
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(currentScope()).toBeUndefined();
    await app.close();
  });

  it('adds X-Request-Id to an integration\'s fetch inside a scope, keeping its headers, and nothing outside', async () => {
    const sent: Headers[] = [];
    const doFetch = tracedFetch(async (input, init) => {
      sent.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
      return new Response('{}');
    });
    await runInScope({ id: 'job-7', log: undefined }, () => doFetch('http://127.0.0.1/a', { headers: { authorization: 'Bearer s' } }));
    await runInScope({ id: 'job-8', log: undefined }, () => doFetch(new Request('http://127.0.0.1/b', { headers: { 'x-amz-date': 'd' } })));
    await doFetch('http://127.0.0.1/c');
    expect(sent.map((h) => [h.get('x-request-id'), h.get('authorization') ?? h.get('x-amz-date')])).toEqual([['job-7', 'Bearer s'], ['job-8', 'd'], [null, null]]);
  });
});
