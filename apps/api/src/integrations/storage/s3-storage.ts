import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { STORAGE_KEY_PATTERN, StorageNotFoundError, type FileStorage } from './storage.ts';

export interface S3Options {
  /** e.g. https://s3.sa-east-1.amazonaws.com or http://127.0.0.1:9000 (MinIO, a fake server). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Optional key prefix inside the bucket. */
  prefix?: string | undefined;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** RFC 3986 encoding of a key's path segments. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3-compatible object storage over plain HTTP, requests signed (SigV4) by aws4fetch. */
export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, region: options.region, service: 's3',
    retries: 0,
  });
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');

  const objectUrl = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const fullKey = (options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '') + key;
    return new URL(`${base}/${encode(options.bucket)}/${fullKey.split('/').map(encode).join('/')}`);
  };

  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const signed = await client.sign(objectUrl(key).toString(), {
      method,
      // The payload hash is signed (not UNSIGNED-PAYLOAD), so the store refuses a body altered on the way.
      headers: { 'x-amz-content-sha256': createHash('sha256').update(body ?? '').digest('hex'), ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body ? { body: new Uint8Array(body) } : {}),
      aws: { datetime: now().toISOString().replace(/[:-]|\.\d{3}/g, ''), signQuery: false },
    });
    return doFetch(signed);
  };

  const fail = async (what: string, response: Response): Promise<never> => {
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed with ${response.status}: ${text.slice(0, 300)}`);
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) await fail('PUT', response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new StorageNotFoundError(key);
      }
      if (!response.ok || !response.body) return fail('GET', response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
