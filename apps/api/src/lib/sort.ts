import { asc, desc, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/** Sort query parameters; the column is allow-listed per route, never passed to SQL as text. */
export const sortQuerySchema = <K extends string>(columns: readonly [K, ...K[]]) => z.object({
  sort: z.enum(columns).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export function orderBy<K extends string>(columns: Record<K, SQLWrapper>, sort: K | undefined, order: 'asc' | 'desc', fallback: SQLWrapper) {
  const column = sort ? columns[sort] : fallback;
  return order === 'desc' ? desc(column as never) : asc(column as never);
}
