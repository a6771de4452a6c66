import type { FilterOption, TableQuery } from './types.ts';

type QueryValue = string | number | boolean | undefined | null;

/** What a server-paged list is asked for; `S` names its sort columns. */
export interface PageQueryOf<S extends string> {
  skip: number;
  take: number;
  filter?: string | undefined;
  sort?: S | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * The typed client's `query` for a table query plus the list's own parameters (`extra`): skip,
 * take, filter, and the sort with its order. `S` names the list's sort columns (the table's sort
 * keys are its columns' keys); with `sortable`, a key outside them is left out rather than sent to
 * a server that refuses it.
 */
export function toPageQuery<S extends string = never, X extends Record<string, QueryValue> = Record<string, QueryValue>>(
  query: TableQuery, extra?: X, sortable?: readonly S[],
): PageQueryOf<S> & X {
  const sort = query.sort && (!sortable || sortable.some((column) => column === query.sort)) ? query.sort as S : undefined;
  return { skip: query.skip, take: query.take, filter: query.filter || undefined, sort, order: sort ? query.order : undefined, ...extra } as
    PageQueryOf<S> & X;
}

/** What a column without `render` shows and sorts by: the row's value under `key` as text (objects need a `render`). */
export function cellText(row: unknown, key: string): string {
  const value = (row as Record<string, unknown>)[key];
  switch (typeof value) {
    case 'string': return value;
    case 'number': case 'boolean': case 'bigint': return String(value);
    default: return '';
  }
}

/** Year-month options from the current month back to January 2000 (spec §2), value 'YYYY-MM', label 'MM/YYYY'. */
export function yearMonthOptions(now = new Date()): FilterOption[] {
  const options: FilterOption[] = [];
  for (let y = now.getFullYear(), m = now.getMonth() + 1; y >= 2000; m--) {
    if (m === 0) { y--; m = 12; if (y < 2000) break; }
    const mm = String(m).padStart(2, '0');
    options.push({ value: `${y}-${mm}`, label: `${mm}/${y}` });
  }
  return options;
}
