import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The patient's proof of a passed CPF check (decision 0019): `payload.signature`, the payload
 * naming the code and the patient with an expiry, signed with HMAC-SHA256 under a key of its own
 * purpose. Stateless, so any API process checks it; short-lived, so a token left on a shared
 * phone soon stops working.
 */
export const PATIENT_TOKEN_TTL_MS = 30 * 60_000;

interface Claims { code: string; patientId: number; expiresAt: number }

const keyOf = (secret: string) => createHash('sha256').update(`patient-link:${secret}`).digest();
const sign = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function issuePatientToken(secret: string, code: string, patientId: number, now: Date) {
  const expiresAt = now.getTime() + PATIENT_TOKEN_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ c: code, p: patientId, e: expiresAt })).toString('base64url');
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(expiresAt) };
}

/** The claims of a valid, unexpired token for that code; null otherwise. */
export function readPatientToken(secret: string, token: string | undefined, code: string, now: Date): Claims | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { c, p, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { c: unknown; p: unknown; e: unknown };
    if (c !== code || typeof p !== 'number' || typeof e !== 'number' || e <= now.getTime()) return null;
    return { code: c, patientId: p, expiresAt: e };
  } catch {
    return null;
  }
}

/** The version of a consent term: a digest of its text, so a changed text is a new version. */
export const termVersionOf = (term: string | null): string =>
  term?.trim() ? `sha256:${createHash('sha256').update(term.trim()).digest('hex').slice(0, 12)}` : 'sem-termo';
