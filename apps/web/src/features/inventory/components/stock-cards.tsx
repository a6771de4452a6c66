import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatUnits } from './format-units.ts';
import type { DistributionSummary, StockStatus } from './distribution-summary.ts';

const COLOR: Record<StockStatus, 'error' | 'warning' | undefined> = { over: 'error', equal: 'warning', ok: undefined };

function StockCard({ label, value, status = 'ok', note, testId }: {
  label: string; value: ReactNode; status?: StockStatus; note?: string | undefined; testId: string;
}) {
  const color = COLOR[status];
  return (
    <Paper variant="outlined" data-testid={testId} data-status={status}
      sx={(theme) => ({
        p: 2,
        ...(color ? { borderColor: theme.palette[color].main, borderWidth: 2, bgcolor: alpha(theme.palette[color].main, 0.1) } : {}),
      })}>
      <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
      <Typography variant="h5" component="p" data-testid={`${testId}-value`}>{value}</Typography>
      {note && <Typography variant="caption" component="p">{note}</Typography>}
    </Paper>
  );
}

/**
 * Spec §2: available stock (-1 shows as unlimited), selected users and required stock; the stock
 * and required cards turn red when the required stock exceeds the stock, yellow when equal, and
 * say so in words.
 */
export function StockCards({ available, summary }: { available: number | undefined; summary: DistributionSummary }) {
  const { t } = useTranslation();
  const note = summary.status === 'over' ? t('inventory.stockExceeded') : summary.status === 'equal' ? t('inventory.stockExact') : undefined;
  const availableText = summary.unlimited ? t('inventory.unlimited') : available === undefined ? '…' : formatUnits(available);
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <StockCard label={t('inventory.availableStock')} value={availableText} status={summary.status} testId="stock-available" />
      <StockCard label={t('inventory.selectedUsers')} value={formatUnits(summary.users)} testId="stock-selected" />
      <StockCard label={t('inventory.requiredStock')} value={formatUnits(summary.required)} status={summary.status} testId="stock-required"
        note={[note, summary.upperBound ? t('inventory.requiredUpperBound') : undefined].filter(Boolean).join(' · ') || undefined} />
    </Box>
  );
}
