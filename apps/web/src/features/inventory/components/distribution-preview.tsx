import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { applyDistribution, type DistributionType } from '@portal/domain';
import type { DistributionUser } from '../api/get-users-for-distribution.ts';
import { formatUnits } from './format-units.ts';

/** Users listed at most; the rest are counted. */
const SHOWN = 20;

export interface DistributionPreviewProps {
  type: DistributionType;
  amount: number;
  users: readonly DistributionUser[];
  /** Selected users beyond `users` (the rest of the filter). */
  more: number;
}

/** Spec §2 preview: each selected user's current balance and the balance after (spec §4 rules). */
export function DistributionPreview({ type, amount, users, more }: DistributionPreviewProps) {
  const { t } = useTranslation();
  const valid = Number.isInteger(amount) && amount > 0;
  const shown = users.slice(0, SHOWN);
  const rest = more + users.length - shown.length;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="distribution-preview-title" data-testid="distribution-preview">
      <Typography id="distribution-preview-title" variant="subtitle1" component="h3">{t('inventory.preview')}</Typography>
      {!valid || users.length + more === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('inventory.previewEmpty')}</Typography>
      ) : (
        <>
          <List dense disablePadding tabIndex={0} aria-label={t('inventory.preview')} sx={{ maxHeight: 360, overflowY: 'auto' }}>
            {shown.map((u) => (
              <ListItem key={u.id} disableGutters divider data-testid="distribution-preview-row">
                <ListItemText primary={u.name} secondary={u.crm ? `CRM ${u.crm}/${u.uf ?? ''}` : u.email}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }} />
                <Typography variant="body2" sx={{ ml: 2, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {t('inventory.previewRow', { current: formatUnits(u.amount), result: formatUnits(applyDistribution(u.amount, type, amount)) })}
                </Typography>
              </ListItem>
            ))}
          </List>
          {rest > 0 && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('inventory.previewMore', { count: rest })}</Typography>}
        </>
      )}
    </Paper>
  );
}
