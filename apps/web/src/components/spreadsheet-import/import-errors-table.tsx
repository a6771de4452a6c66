import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DataTable, type DataTableColumn } from '../data-table/index.ts';
import { errorsText, saveErrorsCsv } from './download.ts';
import type { ImportErrorColumn, ImportErrorRowBase } from './types.ts';

export interface ImportErrorsTableProps<R extends ImportErrorRowBase> {
  rows: readonly R[];
  columns: readonly ImportErrorColumn<R>[];
  testId: string;
}

/** Spec §2: the rows a spreadsheet was refused for, one per bad row naming each field and rule, downloadable as CSV. */
export function ImportErrorsTable<R extends ImportErrorRowBase>({ rows, columns, testId }: ImportErrorsTableProps<R>) {
  const { t } = useTranslation();
  const tableColumns = useMemo<DataTableColumn<R>[]>(() => [
    { key: 'row', header: t('spreadsheetImport.row'), sortable: true, render: (r) => String(r.row) },
    // What is wrong comes first, so it shows without scrolling the row sideways.
    {
      key: 'errors', header: t('spreadsheetImport.errors'), width: 280,
      render: (r) => <Typography variant="body2" color="error">{errorsText(r)}</Typography>,
    },
    ...columns.map((c) => ({ key: c.key, header: c.header, render: (r: R) => c.value(r) })),
  ], [columns, t]);
  const download = () => saveErrorsCsv(rows, columns, { row: t('spreadsheetImport.row'), errors: t('spreadsheetImport.errors') },
    t('spreadsheetImport.errorsCsvName'));
  return (
    <Stack spacing={1} data-testid={`${testId}-errors`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">{t('spreadsheetImport.errorsTitle')}</Typography>
        <Button startIcon={<DownloadOutlined />} onClick={download} data-testid={`${testId}-errors-csv`}>{t('spreadsheetImport.downloadCsv')}</Button>
      </Stack>
      <DataTable<R> label={t('spreadsheetImport.errorsTitle')} columns={tableColumns} rows={rows} getRowId={(r) => r.row}
        urlPrefix={`${testId}-`} testId={`${testId}-errors-table`} />
    </Stack>
  );
}
