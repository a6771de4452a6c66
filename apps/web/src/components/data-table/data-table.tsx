import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { failureKey } from '@/lib/service-unavailable.ts';
import type { TFunction } from '@/lib/i18n/index.ts';
import { FILTER_DEBOUNCE_MS, PAGE_SIZES, type Page } from '@portal/domain';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { AllMatchingBar } from './all-matching-bar.tsx';
import { useDebouncedValue } from './debounce.ts';
import { RowActions, type PendingConfirm } from './row-actions.tsx';
import { cellText } from './helpers.ts';
import { TableToolbar } from './table-toolbar.tsx';
import { compactCells, phonePager, phoneRows } from './phone-layout.ts';
import type { ConfirmAction, DataTableColumn, DataTableFilter, PageFetcher, RowAction, RowId, SortOrder, TableQuery } from './types.ts';
import { useTableState } from './use-table-state.ts';

interface CommonProps<T> {
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => RowId;
  /** Accessible name of the table (already translated). */
  label?: string;
  filters?: readonly DataTableFilter[];
  /** Prefix of the query-string keys when one page shows several tables. */
  urlPrefix?: string;
  defaultSort?: { key: string; order: SortOrder };
  /** "Incluir": a link (addHref) or a callback (onAdd). */
  addHref?: string;
  onAdd?: () => void;
  addLabel?: string;
  view?: Omit<RowAction<T>, 'key' | 'label' | 'icon'> & { label?: string };
  edit?: Omit<RowAction<T>, 'key' | 'label' | 'icon'> & { label?: string };
  approve?: ConfirmAction<T>;
  remove?: ConfirmAction<T>;
  extraActions?: readonly RowAction<T>[];
  /** Row selection (checkboxes); the caller keeps the selected ids. */
  selectedIds?: readonly RowId[];
  onSelectionChange?: (ids: RowId[]) => void;
  emptyText?: string;
  /** Extra controls in the toolbar row. */
  toolbarExtra?: ReactNode;
  /**
   * Many columns: cells keep 8 px sides instead of 16, so a wide list (e.g. the exams list at
   * 1366 px) fits its box and the pinned actions column never covers its last column.
   */
  compact?: boolean;
  testId?: string;
}

interface ServerProps<T> extends CommonProps<T> {
  /** Base query key of the list; the table appends the query. Invalidate it after a write. */
  queryKey: readonly unknown[];
  fetchPage: PageFetcher<T>;
  searchText?: never;
  /** Shows the search box (default true). */
  searchable?: boolean;
  searchLabel?: string;
  onError?: (error: unknown) => void;
  /**
   * With row selection: offers to select every row matching the search and filters, not only
   * this page (the caller sends the query instead of ids); while selected, every row shows checked.
   */
  allMatching?: { selected: boolean; onChange: (selected: boolean) => void };
  /** The page on screen (rows and total), each time a new one arrives. */
  onPageData?: (page: Page<T>) => void;
  rows?: never;
}

interface LocalProps<T> extends CommonProps<T> {
  /** Rows already loaded (short lists): paged, sorted and searched in the browser. */
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** Text searched when `searchable`; the search box shows only if given. */
  searchText?: (row: T) => string;
  searchLabel?: string;
  queryKey?: never;
  fetchPage?: never;
  searchable?: never;
  onError?: never;
  allMatching?: never;
  onPageData?: never;
}

export type DataTableProps<T> = ServerProps<T> | LocalProps<T>;

const NO_PAGE: Page<never> = { data: [], total: 0 };

/**
 * From tablet width up, a table wider than its box scrolls sideways inside it; the actions column
 * stays pinned to the box's right edge, so a row's actions are always in view.
 */
const stickyActions = { position: { sm: 'sticky' }, right: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/** The record's own name, for a confirmation that says what it acts on. */
function recordName(row: unknown): string | undefined {
  const { name, description } = row as { name?: unknown; description?: unknown };
  if (typeof name === 'string' && name.trim()) return name;
  return typeof description === 'string' && description.trim() ? description : undefined;
}

/** The question a confirmation asks: the caller's, else one naming the record, else a generic one. */
function confirmText<T>(pending: PendingConfirm<T>, t: TFunction): string {
  const custom = pending.action.message?.(pending.row);
  if (custom !== undefined) return custom;
  if (pending.kind === 'approve') return t('dataTable.confirmApprove');
  const name = pending.action.name?.(pending.row) ?? recordName(pending.row);
  return name ? t('dataTable.confirmRemoveNamed', { name }) : t('dataTable.confirmRemove');
}

function localPage<T>(rows: readonly T[], query: TableQuery, columns: readonly DataTableColumn<T>[], searchText?: (row: T) => string): Page<T> {
  let list = [...rows];
  if (query.filter && searchText) {
    const term = query.filter.toLocaleLowerCase('pt-BR');
    list = list.filter((row) => searchText(row).toLocaleLowerCase('pt-BR').includes(term));
  }
  const column = columns.find((c) => (c.sortKey ?? c.key) === query.sort);
  if (column) {
    const value = (row: T) => cellText(row, column.key);
    list.sort((a, b) => value(a).localeCompare(value(b), 'pt-BR', { numeric: true }) * (query.order === 'desc' ? -1 : 1));
  }
  return { data: list.slice(query.skip, query.skip + query.take), total: list.length };
}

/** See index.ts for usage. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const { columns, getRowId, filters = [], selectedIds, onSelectionChange } = props;
  const table = useTableState({ prefix: props.urlPrefix ?? '', filterKeys: filters.map((f) => f.key), defaultSort: props.defaultSort });
  const debouncedQuery = useDebouncedValue(table.query, FILTER_DEBOUNCE_MS);
  // The first render asks at once; later page/rows/filter changes wait 200 ms (spec §9).
  const query = JSON.stringify(debouncedQuery) === JSON.stringify(table.query) ? table.query : debouncedQuery;
  const server = props.fetchPage !== undefined;

  const remote = useQuery({
    queryKey: [...(props.queryKey ?? ['local']), query],
    queryFn: ({ signal }) => props.fetchPage!(query, signal),
    enabled: server,
    placeholderData: keepPreviousData,
  });
  const [notified, setNotified] = useState<unknown>(null);
  if (server && remote.error && remote.error !== notified) {
    setNotified(remote.error);
    props.onError?.(remote.error);
  }

  const pageLoaded = useEffectEvent((data: Page<T>) => props.onPageData?.(data));
  useEffect(() => {
    if (remote.data) pageLoaded(remote.data);
  }, [remote.data]);

  const local = !server ? props.rows : undefined;
  const page = useMemo(
    () => (server ? (remote.data ?? NO_PAGE) : localPage(local ?? [], table.query, columns, props.searchText)),
    [server, remote.data, local, table.query, columns, props.searchText],
  );
  const loading = server ? remote.isFetching : (props.loading ?? props.rows === undefined);
  const searchable = server ? (props.searchable ?? true) : props.searchText !== undefined;

  const [pending, setPending] = useState<PendingConfirm<T> | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.action.onConfirm(pending.row);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const hasActions = Boolean(props.view || props.edit || props.approve || props.remove || props.extraActions?.length);
  const selectable = onSelectionChange !== undefined;
  const pageIds = page.data.map(getRowId);
  const allMatching = server && selectable ? props.allMatching : undefined;
  const matchingSelected = allMatching?.selected === true;
  // While every matching row is selected, each row on screen counts as selected.
  const selected = new Set(matchingSelected ? pageIds : (selectedIds ?? []));
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someSelected = pageIds.some((id) => selected.has(id));
  const select = (ids: Iterable<RowId>) => {
    if (matchingSelected) allMatching.onChange(false);
    onSelectionChange?.([...ids]);
  };
  const toggleAll = () => {
    if (matchingSelected) return select([]);
    const next = new Set(selected);
    for (const id of pageIds) if (allSelected) next.delete(id); else next.add(id);
    select(next);
  };
  const toggle = (id: RowId) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id); else next.add(id);
    select(next);
  };
  const colSpan = columns.length + (hasActions ? 1 : 0) + (selectable ? 1 : 0);

  return (
    <Box data-testid={props.testId ?? 'data-table'}>
      <TableToolbar
        searchable={searchable}
        searchLabel={props.searchLabel}
        search={table.state.search}
        onSearch={table.setSearch}
        filters={filters}
        filterValues={table.state.filters}
        onFilter={table.setFilter}
        onClearFilters={table.clearFilters}
        addHref={props.addHref}
        onAdd={props.onAdd}
        addLabel={props.addLabel}
        extra={props.toolbarExtra}
      />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('dataTable.loading')} data-testid="data-table-loading" />}</Box>
        {server && remote.isError && <Alert severity="error" sx={{ m: 1 }}>{t(failureKey(remote.error, 'dataTable.loadError'))}</Alert>}
        {allMatching && (
          <AllMatchingBar selected={matchingSelected} pageSelected={allSelected} pageCount={pageIds.length} total={page.total}
            onSelectAll={() => allMatching.onChange(true)} onClear={() => select([])} />
        )}
        <TableContainer sx={props.compact ? [phoneRows, compactCells] : phoneRows}>
          <Table size="small" aria-label={props.label} aria-busy={loading}>
            <TableHead>
              <TableRow>
                {selectable && (
                  <TableCell padding="checkbox" data-select>
                    {/* On a phone the header shows only this box, over the cards: its words show beside it. */}
                    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', cursor: 'pointer' }}>
                      <Checkbox
                        checked={allSelected}
                        indeterminate={someSelected && !allSelected}
                        onChange={toggleAll}
                        slotProps={{ input: { 'aria-label': t('dataTable.selectAll'), 'data-testid': 'data-table-select-all' } as object }}
                      />
                      <Box component="span" aria-hidden sx={{ display: { xs: 'inline', sm: 'none' }, pr: 1, whiteSpace: 'nowrap' }}
                        data-testid="data-table-select-all-label">
                        {t('dataTable.selectAll')}
                      </Box>
                    </Box>
                  </TableCell>
                )}
                {columns.map((column) => {
                  const sortKey = column.sortKey ?? column.key;
                  const active = table.state.sort === sortKey;
                  return (
                    <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, width: column.width }}
                      sortDirection={active ? table.state.order : false}>
                      {column.sortable ? (
                        <TableSortLabel active={active} direction={active ? table.state.order : 'asc'} onClick={() => table.setSort(sortKey)}
                          data-testid={`data-table-sort-${column.key}`}>
                          {column.header}
                        </TableSortLabel>
                      ) : column.header}
                    </TableCell>
                  );
                })}
                {hasActions && <TableCell align="right" sx={{ fontWeight: 600, ...stickyActions }}>{t('dataTable.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.map((row) => {
                const id = getRowId(row);
                return (
                  <TableRow key={id} hover selected={selected.has(id)} data-testid="data-table-row">
                    {selectable && (
                      <TableCell padding="checkbox">
                        <Checkbox checked={selected.has(id)} onChange={() => toggle(id)}
                          slotProps={{ input: { 'aria-label': t('dataTable.selectRow') } }} />
                      </TableCell>
                    )}
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align} data-label={column.header}>
                        {column.render ? column.render(row) : cellText(row, column.key)}
                      </TableCell>
                    ))}
                    {hasActions && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...stickyActions }} data-actions>
                        <RowActions row={row} view={props.view} edit={props.edit} approve={props.approve} remove={props.remove}
                          extras={props.extraActions} onConfirm={setPending} />
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
              {page.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="data-table-empty">
                    {loading ? t('dataTable.loading') : (props.emptyText ?? t('dataTable.empty'))}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={page.total}
          page={page.total > 0 && table.state.page * table.state.rows >= page.total ? 0 : table.state.page}
          rowsPerPage={table.state.rows}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_e, next) => table.setPage(next)}
          onRowsPerPageChange={(e) => table.setRows(Number(e.target.value))}
          labelRowsPerPage={t('dataTable.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => (page.totalCapped
            // The list stopped counting at COUNT_CAP: "1–10 de mais de 10.000".
            ? t('dataTable.displayedRowsCapped', { from, to, count: count.toLocaleString('pt-BR') })
            : t('dataTable.displayedRows', { from, to, count }))}
          data-testid="data-table-pagination"
          sx={phonePager}
        />
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        message={pending ? confirmText(pending, t) : ''}
        destructive={pending?.kind === 'remove'}
        confirmLabel={pending ? (pending.action.label ?? t(pending.kind === 'approve' ? 'dataTable.approve' : 'dataTable.remove')) : undefined}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
