import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';
import { formatProgrammeDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '@/components/data-table/index.ts';
import { toast } from '@/lib/toast.ts';
import { getMovementHistory, movementHistoryExportHref, type HistoryKey, type Movement } from '../api/get-movement-history.ts';
import { inventoryKeys } from '../api/keys.ts';
import { formatUnits } from './format-units.ts';

/** Query-string prefix of the history table, so it keeps its own page and search beside the list's. */
export const HISTORY_TABLE_PREFIX = 'h';

export interface MovementHistoryDialogProps {
  historyKey: HistoryKey;
  userName: string;
  itemName: string;
  onClose: () => void;
}

/**
 * The movements of one holder and item: when, who registered it, from whom to whom, the kind of
 * distribution (or the request that used it), the amount and the reason, with CSV and XLSX export.
 */
export function MovementHistoryDialog({ historyKey, userName, itemName, onClose }: MovementHistoryDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const columns = useMemo<DataTableColumn<Movement>[]>(() => {
    const party = (p: Movement['fromUser']) => p?.name ?? t('inventoryLedger.programHolder');
    return [
      { key: 'createdAt', header: t('inventory.when'), render: (m) => formatProgrammeDateTime(m.createdAt) },
      { key: 'createdBy', header: t('inventory.createdBy'), render: (m) => m.createdBy.name },
      { key: 'from', header: t('inventory.from'), render: (m) => party(m.fromUser) },
      { key: 'to', header: t('inventory.to'), render: (m) => party(m.toUser) },
      {
        key: 'type', header: t('inventory.movementType'),
        render: (m) => (m.distributionType ? t(`distributionType.${m.distributionType}`) : m.procedureId !== null ? t('inventory.requestUse') : ''),
      },
      { key: 'amount', header: t('inventory.amount'), align: 'right', render: (m) => formatUnits(m.amount) },
      { key: 'reason', header: t('inventory.reasonColumn'), render: (m) => m.reason ?? '' },
      {
        key: 'procedureCode', header: t('inventory.requestId'),
        render: (m) => (m.procedureId === null ? '' : (
          <Link component={RouterLink} to={routeHref('procedureDetail', { id: m.procedureId })} data-testid={`movement-request-${m.id}`}>
            {m.procedureCode ?? m.procedureId}
          </Link>
        )),
      },
    ];
  }, [t]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="movement-history-title" data-testid="movement-history">
      <DialogTitle id="movement-history-title">{t('inventory.historyTitle', { item: itemName, user: userName })}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button component="a" href={movementHistoryExportHref(historyKey, 'csv')} download variant="outlined"
            startIcon={<FileDownloadOutlined />} data-testid="movement-history-csv">{t('inventory.exportCsv')}</Button>
          <Button component="a" href={movementHistoryExportHref(historyKey, 'xlsx')} download variant="outlined"
            startIcon={<FileDownloadOutlined />} data-testid="movement-history-xlsx">{t('inventory.exportXlsx')}</Button>
        </Stack>
        <DataTable<Movement>
          label={t('inventory.historyLabel')}
          columns={columns}
          getRowId={(m) => m.id}
          urlPrefix={HISTORY_TABLE_PREFIX}
          searchLabel={t('inventory.searchHistory')}
          queryKey={inventoryKeys.history(historyKey)}
          fetchPage={(q, signal) => getMovementHistory(historyKey, q, signal)}
          onError={() => toast(t('err.failedToLoadInventory'), 'error')}
          testId="movement-history-table"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="movement-history-close">{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
