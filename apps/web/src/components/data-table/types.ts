import type { ReactNode } from 'react';
import type { Page } from '@portal/domain';

export type SortOrder = 'asc' | 'desc';
export type RowId = string | number;

/** The table state as read from the query string. */
export interface TableState {
  page: number;
  rows: number;
  search: string;
  sort: string | undefined;
  order: SortOrder;
  /** Select-filter values by filter key ('' / absent = no filter; multi-selects are comma-joined). */
  filters: Record<string, string>;
}

/** What a server-paged list is asked for: the API's skip/take/filter/sort/order plus the filters. */
export interface TableQuery {
  skip: number;
  take: number;
  filter?: string;
  sort?: string;
  order?: SortOrder;
  filters: Record<string, string>;
}

export interface DataTableColumn<T> {
  /** Identifies the column; the sort key sent to the server unless sortKey says otherwise. */
  key: string;
  /** Already translated header text. */
  header: string;
  /** Cell content; by default the row's property named key. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface DataTableFilter {
  /** Query-string key and the key in TableQuery.filters. */
  key: string;
  label: string;
  options: readonly FilterOption[];
  /** Several values at once (comma-joined in the URL). */
  multiple?: boolean;
  /** A calendar day ('YYYY-MM-DD' in the URL) instead of a select; `options` is then unused. */
  kind?: 'date';
  /** Label of the "no filter" option of a single select; defaults to dataTable.allOption. */
  allLabel?: string;
  minWidth?: number;
}

/** A row action shown as an icon button (a link when href is given). */
export interface RowAction<T> {
  key: string;
  label: string;
  icon: ReactNode;
  href?: (row: T) => string;
  onClick?: (row: T) => void;
  visible?: (row: T) => boolean;
}

/** Approve and remove ask for confirmation before onConfirm runs. */
export interface ConfirmAction<T> {
  onConfirm: (row: T) => unknown;
  visible?: (row: T) => boolean;
  /** The record as the confirmation names it; by default the row's `name` (or `description`). */
  name?: (row: T) => string;
  /** Confirmation text; defaults to naming the record (dataTable.confirmRemoveNamed), else confirmApprove / confirmRemove. */
  message?: (row: T) => string;
  label?: string;
}

export type PageFetcher<T> = (query: TableQuery, signal?: AbortSignal) => Promise<Page<T>>;
