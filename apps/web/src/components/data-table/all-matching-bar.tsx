import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/i18n/index.ts';

export interface AllMatchingBarProps {
  /** Every row matching the query is selected. */
  selected: boolean;
  /** Every row of this page is selected. */
  pageSelected: boolean;
  pageCount: number;
  total: number;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * Above a selectable table: once the whole page is selected, offers every row matching the
 * search and filters; once those are selected, says so and offers to clear the selection.
 */
export function AllMatchingBar({ selected, pageSelected, pageCount, total, onSelectAll, onClear }: AllMatchingBarProps) {
  const { t } = useTranslation();
  if (selected) {
    return (
      <Alert severity="info" sx={{ m: 1 }} data-testid="data-table-all-matching"
        action={<Button size="small" color="inherit" onClick={onClear} data-testid="data-table-clear-selection">{t('dataTable.clearSelection')}</Button>}>
        {t('dataTable.allMatchingSelected', { count: total })}
      </Alert>
    );
  }
  if (!pageSelected || total <= pageCount) return null;
  return (
    <Alert severity="info" sx={{ m: 1 }}
      action={<Button size="small" color="inherit" onClick={onSelectAll} data-testid="data-table-select-all-matching">
        {t('dataTable.selectAllMatching', { count: total })}
      </Button>}>
      {t('dataTable.pageSelected', { count: pageCount })}
    </Alert>
  );
}
