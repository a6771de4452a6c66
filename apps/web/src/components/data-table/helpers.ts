import type { FilterOption, TableQuery } from './types.ts';

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
