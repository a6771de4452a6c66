import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { UsagePolicy } from '@portal/domain';

export interface PolicyTermProps {
  policy: UsagePolicy;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The checkbox label; the policy's title by default. */
  label?: string;
}

/**
 * One usage policy to accept: its text opens first (the policy's URL in a new tab, or its content
 * in a dialog), and only then can its box be ticked. A policy with neither has nothing to open.
 */
export function PolicyTerm({ policy, checked, onChange, label }: PolicyTermProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const hasText = Boolean(policy.url || policy.content);
  const [read, setRead] = useState(!hasText);
  const [open, setOpen] = useState(false);
  const close = () => { setOpen(false); setRead(true); };

  return (
    <Box data-testid={`policy-term-${policy.id}`}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={!read}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'data-testid': `policy-${policy.id}`, 'aria-describedby': hintId } as Record<string, string> }}
          />
        }
        label={label ?? policy.description}
      />
      <Box sx={{ ml: 4 }}>
        {policy.url ? (
          <Link href={policy.url} target="_blank" rel="noopener noreferrer" onClick={() => setRead(true)} data-testid={`policy-read-${policy.id}`}>
            {t('policies.read')}
          </Link>
        ) : policy.content ? (
          <Button size="small" onClick={() => setOpen(true)} data-testid={`policy-read-${policy.id}`}>{t('policies.read')}</Button>
        ) : null}
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {read ? t('policies.version', { version: policy.version }) : t('policies.readFirst')}
        </FormHelperText>
      </Box>
      {policy.content && (
        <Dialog open={open} onClose={close} aria-labelledby={`${hintId}-title`} maxWidth="sm" fullWidth data-testid="policy-text-dialog">
          <DialogTitle id={`${hintId}-title`}>{policy.description}</DialogTitle>
          <DialogContent dividers>
            <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-line' }}>{policy.content}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} variant="contained" data-testid="policy-text-close">{t('policies.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
