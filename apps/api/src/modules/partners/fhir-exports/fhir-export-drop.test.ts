import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { fhirExportJobs } from '#db/schema/index.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/**
 * A partner that drops a download mid-body (a timeout, a crash, a closed laptop) must cost the
 * server nothing but the stream: no error or warning in the log, no uncaught exception, and the
 * next request answered as usual. Over a real socket, since `inject` cannot drop a connection.
 */

const LINES = 20_000;
let t: TestApp;
let dataDir: string;
let base: string;
let token: string;
let exportId: string;
const logged: string[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => { uncaught.push(error); };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-fhir-drop-'));
  t = await createTestApp({ dataDir, fhirSmart: loadConfig({ NODE_ENV: 'test' }).fhirSmart });
  const programId = await t.programId('BEMESTAR');
  token = (await t.login('admin@demo.com.br')).json<{ token: string }>().token;
  // A completed export whose one file is megabytes: far more than a socket buffers.
  const line = `${JSON.stringify({ resourceType: 'Organization', id: 'client-1', name: 'x'.repeat(400) })}\n`;
  const key = `fhir-export/${randomUUID()}.jsonl`;
  await t.app.deps.storage.put(key, Buffer.from(line.repeat(LINES)), 'application/fhir+ndjson');
  exportId = randomUUID();
  await t.app.db.insert(fhirExportJobs).values({
    id: exportId, programId, level: 'group', request: `/fhir/R4/Group/${programId}/$export`, types: ['Organization'], status: 'completed',
    transactionTime: new Date(), output: [{ type: 'Organization', key, count: LINES, bytes: line.length * LINES }],
    completedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000), requestedByUserId: await t.userId('admin@demo.com.br'),
  });
  for (const level of ['fatal', 'error', 'warn'] as const) {
    vi.spyOn(t.app.log, level).mockImplementation((...args: unknown[]) => { logged.push(`${level} ${JSON.stringify(args).slice(0, 300)}`); });
  }
  process.on('uncaughtException', onUncaught);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, signal?: AbortSignal) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, ...(signal ? { signal } : {}) });

/** Starts a GET, reads the first chunk of its body (none when `chunks` is 0), then drops the connection. */
async function dropAfter(url: string, chunks: number): Promise<void> {
  const abort = new AbortController();
  const res = await get(url, abort.signal);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  for (let i = 0; i < chunks; i++) await reader.read();
  abort.abort();
  await reader.closed.catch(() => undefined);
}

describe('a dropped export download', () => {
  it('is handled quietly: no error log, no crash, and the next requests are answered', async () => {
    const file = `/fhir/R4/$export-file/${exportId}/0`;
    const status = `/fhir/R4/$export-status/${exportId}`;
    await dropAfter(file, 1);
    await dropAfter(file, 3);
    await dropAfter(file, 0);
    await dropAfter(status, 0);

    const manifest = await get(status);
    expect(manifest.status).toBe(200);
    expect((await manifest.json() as { output: unknown[] }).output).toHaveLength(1);
    const whole = await get(file);
    expect(whole.status).toBe(200);
    expect((await whole.text()).split('\n').filter(Boolean)).toHaveLength(LINES);

    expect(logged).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});
