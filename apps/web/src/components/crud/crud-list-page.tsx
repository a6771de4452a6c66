import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DataTable, type DataTableColumn, type DataTableFilter, type PageFetcher } from '../data-table/index.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export interface CrudRemove<T> {
  run: (row: T) => Promise<unknown>;
  /** msg.* key shown after a removal. */
  successKey: string;
  /** err.* key for any failure not listed in `warningCodes`. */
  failureKey: string;
  /** API codes shown as a warning with their own err.<code> text (linked rows, not found). */
  warningCodes?: readonly string[];
  confirmMessage?: (row: T) => string;
}

export interface CrudListPageProps<T extends { id: number }> {
  title: string;
  columns: readonly DataTableColumn<T>[];
  /** The row's id; by default its `id`. */
  getRowId?: (row: T) => number;
  queryKey: readonly unknown[];
  fetchPage: PageFetcher<T>;
  addHref: string;
  editHref: (row: T) => string;
  /** The record's read-only detail. */
  viewHref?: (row: T) => string;
  remove: CrudRemove<T>;
  filters?: readonly DataTableFilter[];
  searchLabel?: string;
  testId: string;
  children?: ReactNode;
}

/**
 * The register screens' list (spec §2 CRUD lists): title, the shared DataTable with search and
 * paging, "Incluir", edit, and remove after confirmation with the §8 toasts.
 */
export function CrudListPage<T extends { id: number }>({
  title, columns, getRowId = (row) => row.id, queryKey, fetchPage, addHref, editHref, viewHref, remove, filters, searchLabel, testId, children,
}: CrudListPageProps<T>) {
  const { t } = useTranslation();

  const onRemove = async (row: T) => {
    try {
      await remove.run(row);
      toast(t(remove.successKey), 'success');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      if (remove.warningCodes?.includes(code)) toast(t(`err.${code}`), 'warning');
      else toast(t(remove.failureKey), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{title}</Typography>
      {children}
      <DataTable<T>
        label={title}
        columns={columns}
        getRowId={getRowId}
        queryKey={queryKey}
        fetchPage={fetchPage}
        {...(filters ? { filters } : {})}
        {...(searchLabel ? { searchLabel } : {})}
        onError={(error) => console.error(`${title}: list failed`, error)}
        addHref={addHref}
        {...(viewHref ? { view: { href: viewHref } } : {})}
        edit={{ href: editHref }}
        remove={{ onConfirm: onRemove, ...(remove.confirmMessage ? { message: remove.confirmMessage } : {}) }}
        testId={testId}
      />
    </Stack>
  );
}
