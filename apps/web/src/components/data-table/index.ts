/**
 * DataTable — the one list component of the portal (spec §2 "Generic data table").
 *
 * Server-paged list (the API answers `{ data, total }` for skip/take/filter/sort/order):
 *
 *   const columns: DataTableColumn<UserRow>[] = [
 *     { key: 'name', header: t('users.name'), sortable: true },
 *     { key: 'type', header: t('users.type'), render: (u) => t(`userType.${u.type}`) },
 *   ];
 *   <DataTable<UserRow>
 *     label={t('menu.users')}
 *     columns={columns}
 *     getRowId={(u) => u.id}
 *     queryKey={usersKeys.list(programId)}          // base key; invalidate it after writes
 *     fetchPage={(q, signal) => getUsers({ ...q, userType: q.filters.userType }, signal)}
 *     filters={[{ key: 'userType', label: t('users.type'), options }]}   // values in q.filters
 *     addHref={routeHref('usersRegister')}          // or onAdd={() => …}: the "Incluir" button
 *     edit={{ href: (u) => routeHref('userEdit', { id: u.id }) }}      // view={{ … }} likewise
 *     approve={{ visible: (u) => !u.approved, onConfirm: (u) => approve.mutateAsync(u.id) }}
 *     remove={{ onConfirm: (u) => remove.mutateAsync(u.id) }}            // both ask to confirm first
 *     extraActions={[{ key: 'groups', label: t('…'), icon: <Group />, href: (u) => … }]}
 *   />
 *
 * - `TableQuery` = { skip, take, filter?, sort?, order?, filters }: turn it into the typed client's
 *   `query` with `toPageQuery<SortColumn>(q, extra)` (empty values stay out of the URL). Sort keys
 *   are the columns' `sortKey ?? key`.
 * - State lives in the URL (page, rows, filter, sort, order and every filter key; `urlPrefix`
 *   when a page has two tables), so reload, back and shared links keep it. Search is debounced
 *   500 ms, page/rows/filter changes 200 ms; the previous page stays on screen while loading.
 * - Short lists already in memory: pass `rows={data}` (and `loading`) instead of queryKey/fetchPage;
 *   paging and sorting happen in the browser, and `searchText={(row) => …}` enables the search box.
 * - Row selection: `selectedIds` + `onSelectionChange`. Empty text: `emptyText`. Errors of the
 *   list call: `onError` (an inline message is shown either way). Server lists may add
 *   `allMatching={{ selected, onChange }}`: once a whole page is selected the table offers every
 *   row matching the search and filters (the caller then sends that query, not ids).
 * - `onPageData(page)` hands the caller each page that arrives (its rows and total).
 * - `useTableState()` reads the same URL state from elsewhere on the page (e.g. a distribute
 *   command that needs the current filter). `yearMonthOptions()` feeds a year-month filter.
 */
export { DataTable, type DataTableProps } from './data-table.tsx';
export { tableParamNames, useTableState, type TableStateApi } from './use-table-state.ts';
export { useDebouncedValue } from './debounce.ts';
export { phonePager, phoneRows } from './phone-layout.ts';
export { toPageQuery, yearMonthOptions, type PageQueryOf } from './helpers.ts';
export type {
  ConfirmAction, DataTableColumn, DataTableFilter, FilterOption, PageFetcher, RowAction, RowId, SortOrder, TableQuery, TableState,
} from './types.ts';
