import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

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
