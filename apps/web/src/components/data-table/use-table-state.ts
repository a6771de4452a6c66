import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams, type Navigator } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@portal/domain';
import type { SortOrder, TableQuery, TableState } from './types.ts';

const PARAMS = ['page', 'rows', 'filter', 'sort', 'order'] as const;

export interface TableStateOptions {
  /** Prefix of every query-string key, when one page shows several tables ('' by default). */
  prefix?: string;
  /** Keys of the select filters this table owns (each kept in the query string under prefix+key). */
  filterKeys?: readonly string[];
  /** Sort applied while the URL names none. */
  defaultSort?: { key: string; order: SortOrder };
}

export interface TableStateApi {
  state: TableState;
  /** What the server is asked for: skip = page × rows, take = rows (spec §9). */
  query: TableQuery;
  setPage: (page: number) => void;
  setRows: (rows: number) => void;
  setSearch: (text: string) => void;
  setSort: (key: string) => void;
  setFilter: (key: string, value: string) => void;
  /** Every filter of the table off, in one URL change. */
  clearFilters: () => void;
}

/**
 * The query string of the address as it is now, from the router's history (browser or memory). The
 * router renders each change of address in a transition, so for a moment the render's parameters
 * can be older than the address.
 */
const liveSearch = (navigator: Navigator): string | undefined =>
  'location' in navigator ? (navigator.location as { search?: string }).search : undefined;

const toInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * The table's page, rows, search, sort and filters, kept in the query string so a reload or a
 * shared link shows the same page. Changing the search, a filter or the rows goes back to page 0.
 */
export function useTableState({ prefix = '', filterKeys = [], defaultSort }: TableStateOptions = {}): TableStateApi {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);
  const filterKeyList = filterKeys.join(',');

  const state = useMemo<TableState>(() => {
    const rows = toInt(params.get(name('rows')), DEFAULT_PAGE_SIZE);
    const filters: Record<string, string> = {};
    for (const key of filterKeyList ? filterKeyList.split(',') : []) {
      const value = params.get(name(key));
      if (value) filters[key] = value;
    }
    const order = params.get(name('order'));
    return {
      page: toInt(params.get(name('page')), 0),
      rows: (PAGE_SIZES as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE,
      search: params.get(name('filter')) ?? '',
      sort: params.get(name('sort')) ?? defaultSort?.key,
      order: order === 'desc' || order === 'asc' ? order : (defaultSort?.order ?? 'asc'),
      filters,
    };
  }, [params, name, filterKeyList, defaultSort?.key, defaultSort?.order]);

  const update = useCallback((changes: Record<string, string | number | undefined>, resetPage: boolean) => {
    // The user has already left for another screen, which is still loading: the search's debounced
    // write would replace that navigation's entry and bring them back to this list.
    if (window.location.pathname !== pathname) return;
    // Built on the address, not on the last render's parameters: a change written a moment ago (the
    // debounced search) may not have rendered yet, and the next one (the rows) would drop it.
    setParams((rendered) => {
      const next = new URLSearchParams(liveSearch(navigator) ?? rendered);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name(key));
        else next.set(name(key), String(value));
      }
      if (resetPage) next.delete(name('page'));
      return next;
    }, { replace: true });
  }, [setParams, name, pathname, navigator]);

  const query = useMemo<TableQuery>(() => ({
    skip: state.page * state.rows,
    take: state.rows,
    ...(state.search ? { filter: state.search } : {}),
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
    filters: state.filters,
  }), [state]);

  return {
    state,
    query,
    setPage: (page) => update({ page: page || undefined }, false),
    setRows: (rows) => update({ rows: rows === DEFAULT_PAGE_SIZE ? undefined : rows }, true),
    setSearch: (text) => {
      if (text.trim() !== state.search) update({ filter: text.trim() }, true);
    },
    setSort: (key) => {
      const order = state.sort === key && state.order === 'asc' ? 'desc' : 'asc';
      update({ sort: key, order }, true);
    },
    setFilter: (key, value) => update({ [key]: value }, true),
    clearFilters: () => update(Object.fromEntries(filterKeyList.split(',').filter(Boolean).map((key) => [key, undefined])), true),
  };
}

/** Every query-string key a table with this prefix uses (for links that must drop the table state). */
export const tableParamNames = (prefix = '', filterKeys: readonly string[] = []) =>
  [...PARAMS, ...filterKeys].map((k) => `${prefix}${k}`);
