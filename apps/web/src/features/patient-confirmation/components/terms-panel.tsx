import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatDate, type LinkProgram } from '@portal/domain';

/**
 * The programme's consent term, readable in place (no dialog to dismiss): a button that shows or
 * hides the text and its version, given as the date it took effect.
 */
export function TermsPanel({ program }: { program: LinkProgram }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!program.consentTerm) return null;
  return (
    <Box>
      <Button variant="text" size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} data-testid="link-terms-toggle"
        sx={{ px: 0, textAlign: 'left' }}>
        {t(open ? 'patientLink.hideTerms' : 'patientLink.readTerms')}
      </Button>
      {open && (
        <Box id={id} role="region" aria-label={t('patientLink.termsTitle')} data-testid="link-terms"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 1 }}>
          <Typography variant="subtitle2" component="h3">{t('patientLink.termsTitle')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', my: 1 }}>{program.consentTerm}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('patientLink.termVersionDate', { date: formatDate(program.termVersionDate) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
