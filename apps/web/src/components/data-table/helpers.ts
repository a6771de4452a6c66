import type { FilterOption, TableQuery } from './types.ts';

type QueryValue = string | number | boolean | undefined | null;

/**
 * The API query of a table query plus any extra parameters: skip, take, filter, sort, order
 * (only with a sort), then `extra`. `S` names the list's sortable columns: the table's sort keys
 * are its columns' keys, and the server refuses any other.
 */
export function toPageQuery<S extends string = never, X extends Record<string, QueryValue> = Record<never, never>>(
  query: TableQuery, extra?: X,
) {
  return {
    skip: query.skip, take: query.take, filter: query.filter || undefined,
    sort: (query.sort || undefined) as S | undefined, order: query.sort ? query.order : undefined, ...extra,
  } as { skip: number; take: number; filter?: string | undefined; sort?: S | undefined; order?: 'asc' | 'desc' | undefined } & X;
}

/**
 * The API query string of a table query plus any extra parameters: skip, take, filter, sort,
 * order, then `extra`; undefined and empty values are dropped.
 */
export function toPageParams(query: TableQuery, extra: Record<string, string | number | boolean | undefined | null> = {}): string {
  const params = new URLSearchParams();
  const entries: [string, unknown][] = [
    ['skip', query.skip], ['take', query.take], ['filter', query.filter], ['sort', query.sort],
    ['order', query.sort ? query.order : undefined], ...Object.entries(extra),
  ];
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
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
