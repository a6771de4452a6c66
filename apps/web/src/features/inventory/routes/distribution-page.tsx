import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DistributionFormPanel } from '../components/distribution-form.tsx';
import { DistributionSpreadsheetPanel } from '../components/distribution-spreadsheet-panel.tsx';

/** /inventory/distribution (spec §2 "Inventory distribution (users)"): to chosen users, or by spreadsheet. */
export function DistributionPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('inventory.distributionTitle')}</Typography>
      <DistributionFormPanel />
      <DistributionSpreadsheetPanel />
    </Stack>
  );
}
