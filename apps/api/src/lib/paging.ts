import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Page } from '@portal/domain';

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A case-insensitive contains-search over several columns (served by the trigram indexes). */
export function searchAny(term: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(${sql.join(columns.map((c) => sql`${c} ilike ${pattern}`), sql` or `)})`;
}

/**
 * One page and the total, in a constant two queries whatever the page size. `rows` receives
 * limit and offset; `count` the same filter.
 */
export async function paged<T>(rows: Promise<T[]>, count: Promise<{ total: number }[]>): Promise<Page<T>> {
  const [data, [counted]] = await Promise.all([rows, count]);
  return { data, total: counted?.total ?? 0 };
}

/** `count(*)` as a JS number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`;
