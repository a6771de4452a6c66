import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * True when `header` is `sha256=<hex>` of the HMAC-SHA256 of the raw body with the app secret,
 * compared in constant time. No secret configured means nothing verifies.
 */
export function validSignature(secret: string | undefined, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (!secret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value Meta would send for this body (tests and local tools sign with it). */
export const signBody = (secret: string, rawBody: string | Buffer): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
