import { createHash } from 'node:crypto';
import { AppError } from '#platform/lib/app-error.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 100;

/** The `Idempotency-Key` header: absent, or 1–100 characters (400 invalidIdempotencyKey otherwise). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (Array.isArray(header) && header.length > 1) throw new AppError('invalidIdempotencyKey', 400);
  if (key === undefined || key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX) throw new AppError('invalidIdempotencyKey', 400);
  return key;
}

/** A request's `Idempotency-Key` and a hash of the body it came with (stored together on the row it creates). */
export interface Idempotency { key: string; fingerprint: string }

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
};

/** The key with the fingerprint of the (validated) body, or undefined without a key. */
export const idempotencyOf = (key: string | undefined, body: unknown): Idempotency | undefined =>
  key === undefined ? undefined : { key, fingerprint: createHash('sha256').update(canonical(body)).digest('base64url') };

/** The columns a creation stores its idempotency in. */
export const idempotencyColumns = (idempotency: Idempotency | undefined) =>
  ({ idempotencyKey: idempotency?.key ?? null, idempotencyFingerprint: idempotency?.fingerprint ?? null });

/**
 * What the key already created, for a repeat: the same body answers the first result; another body
 * under the same key is the client's mistake (422 idempotencyKeyReused, IETF idempotency-key draft
 * §2.7), never silently the first result. Rows from before fingerprints were stored match any body.
 */
export function assertSameRequest(firstFingerprint: string | null, idempotency: Idempotency): void {
  if (firstFingerprint !== null && firstFingerprint !== idempotency.fingerprint) throw new AppError('idempotencyKeyReused', 422);
}

/**
 * Runs a creation at most once per user and key (ENGINEERING §4.11): a repeat answers the first
 * result and creates nothing. `find` looks up what the key created; `create` stores the key with
 * its row (a unique index), so of two concurrent calls one commits and the other, refused by the
 * index or by a resource the first used (a consumed code, a spent voucher), answers the first's
 * result too.
 */
export async function runOnce<T>(key: string | undefined, find: () => Promise<T | undefined>, create: () => Promise<T>): Promise<T> {
  if (key === undefined) return create();
  const first = await find();
  if (first !== undefined) return first;
  try {
    return await create();
  } catch (error) {
    const raced = error instanceof AppError || isUniqueViolation(error);
    if (!raced) throw error;
    const winner = await find();
    if (winner !== undefined) return winner;
    throw error;
  }
}
