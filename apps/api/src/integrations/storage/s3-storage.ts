import { createHash, createHmac } from 'node:crypto';
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

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it (path segments keep '/'). */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 for one request (path-style addressing, signed payload hash).
 * Exported for tests; see https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html
 */
export function signV4(opts: {
  method: string; url: URL; region: string; accessKeyId: string; secretAccessKey: string; payloadHash: string;
  headers?: Record<string, string>; now: Date;
}): Record<string, string> {
  const amzDate = opts.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const date = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: opts.url.host,
    'x-amz-content-sha256': opts.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...opts.url.searchParams.entries()].map(([k, v]) => `${encode(k)}=${encode(v)}`).sort().join('&');
  const canonicalRequest = [opts.method, opts.url.pathname, query, canonicalHeaders, signedHeaders, opts.payloadHash].join('\n');
  const scope = `${date}/${opts.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${opts.secretAccessKey}`, date), opts.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** S3-compatible object storage over plain HTTP with hand-made SigV4 signatures (no SDK). */
export function createS3Storage(options: S3Options): FileStorage {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = options.endpoint.replace(/\/+$/, '');

  const objectUrl = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const fullKey = (options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '') + key;
    return new URL(`${base}/${encode(options.bucket)}/${fullKey.split('/').map(encode).join('/')}`);
  };

  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = objectUrl(key);
    const payloadHash = sha256(body ?? '');
    const headers = signV4({
      method, url, region: options.region, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, payloadHash,
      headers: contentType ? { 'content-type': contentType } : {}, now: now(),
    });
    delete headers.host;
    return doFetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
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
