import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived download links: HMAC-SHA256 over the subject and the expiry (unix seconds). */
export function signLink(secret: string, subject: string, expires: number): string {
  return createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');
}

export function verifyLink(secret: string, subject: string, expires: number, signature: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  const expected = Buffer.from(signLink(secret, subject, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'ok';
}
