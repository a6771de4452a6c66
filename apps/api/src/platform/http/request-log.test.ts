import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '../lib/request-id.ts';
import { OneLinePerRequest } from './request-log.ts';

describe('request log', () => {
  it('writes one line per request, with its id, route and status, and the path without the query', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write(chunk: Buffer, _enc, next) { lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>); next(); } });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLinePerRequest(), genReqId: (req) => requestIdFrom(req.headers['x-request-id']) });
    app.get('/api/users/:id', () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/users/7?cpf=52998224725', headers: { 'x-request-id': 'lb-9' } });
    await app.close();
    const requests = lines.filter((l) => l.reqId === 'lb-9');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/users/7', route: '/api/users/:id', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('52998224725');
  });
});
