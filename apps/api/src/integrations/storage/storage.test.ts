import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsV4Signer } from 'aws4fetch';
import { createLocalStorage, createS3Storage, StorageNotFoundError, type FileStorage } from './index.ts';
import { checkFileType } from './file-type.ts';

const KEY = 'program-files/0f8fad5b-d9cb-469f-a165-70867728950e.pdf';
const CREDENTIALS = { accessKeyId: 'AKIDPORTALTEST', secretAccessKey: 'portal-test-secret-key', region: 'sa-east-1' };

/** The SigV4 authorization a correct client sends for this request (computed independently of the client under test). */
async function signV4(opts: { method: string; url: URL; accessKeyId: string; secretAccessKey: string; region: string; headers?: Record<string, string>; body?: Buffer; datetime: string }) {
  const signer = new AwsV4Signer({
    method: opts.method, url: opts.url.toString(), headers: opts.headers ?? {}, ...(opts.body && opts.body.length > 0 ? { body: new Uint8Array(opts.body) } : {}),
    accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, region: opts.region, service: 's3', datetime: opts.datetime,
  });
  return (await signer.sign()).headers.get('authorization');
}

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

/**
 * A tiny S3-compatible server: PUT, GET and DELETE of objects in memory, refusing any request
 * whose SigV4 signature (recomputed from what arrived on the wire) or payload hash is wrong.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    void (async () => {
      const body = await readAll(req);
      requests.push({ method: req.method!, path: req.url! });
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const auth = req.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(signed.filter((h) => !['host', 'x-amz-date'].includes(h)).map((h) => [h, String(req.headers[h])]));
      const amzDate = String(req.headers['x-amz-date']);
      const expected = await signV4({ method: req.method!, url, ...CREDENTIALS, headers, body, datetime: amzDate });
      if (expected !== auth || req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(url.pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  return { server, objects, requests };
}

describe('S3-compatible storage against a local fake server', () => {
  const fake = fakeS3();
  let storage: FileStorage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    storage = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'portal-files', ...CREDENTIALS });
  });
  afterAll(() => new Promise<void>((resolve) => { fake.server.close(() => resolve()); }));

  it('puts, gets and deletes an object with signed requests', async () => {
    const data = Buffer.from('%PDF-1.7 conteúdo do protocolo');
    await storage.put(KEY, data, 'application/pdf');
    expect(fake.objects.get(`/portal-files/${KEY}`)).toEqual({ body: data, contentType: 'application/pdf' });
    expect((await readAll(await storage.get(KEY))).equals(data)).toBe(true);
    await storage.delete(KEY);
    expect(fake.objects.size).toBe(0);
    await expect(storage.get(KEY)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(fake.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('fails loudly when the credentials are wrong', async () => {
    const { port } = fake.server.address() as AddressInfo;
    const wrong = createS3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'portal-files', ...CREDENTIALS, secretAccessKey: 'wrong' });
    await expect(wrong.put(KEY, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/403/);
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('local disk storage', () => {
  it('puts, streams and deletes under its root, refusing foreign keys', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-storage-'));
    const storage = createLocalStorage(root);
    await storage.put(KEY, Buffer.from('abc'), 'application/pdf');
    expect((await readAll(await storage.get(KEY))).toString()).toBe('abc');
    await storage.delete(KEY);
    await expect(storage.get(KEY)).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.put('../fora.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Invalid storage key/);
    await fs.rm(root, { recursive: true, force: true });
  });
});

describe('file type by magic bytes', () => {
  const zipWith = (name: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(name)]);
  it.each([
    ['a.pdf', Buffer.from('%PDF-1.4'), 'application/pdf'],
    ['a.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a.gif', Buffer.from('GIF89a'), 'image/gif'],
    ['a.webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    ['a.docx', zipWith('[Content_Types].xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.xlsx', zipWith('[Content_Types].xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s', (name, bytes, type) => {
    expect(checkFileType(bytes, name)?.contentType).toBe(type);
  });
  it.each([
    ['a.pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a.pdf', Buffer.from('MZ\x90\x00')],
    ['a.docx', zipWith('word/evil.bin')],
    ['a.txt', Buffer.from('plain text')],
    ['a.html', Buffer.from('<script>alert(1)</script>')],
  ])('refuses %s with mismatching bytes', (name, bytes) => {
    expect(checkFileType(bytes, name)).toBeUndefined();
  });
});
