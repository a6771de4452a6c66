import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { PublicProgram } from '@portal/domain';

/** Spec §2 footer: the programme's custom HTML, sanitised, or else a copyright line. */
export function AppFooter({ program }: { program: PublicProgram | undefined }) {
  const { t } = useTranslation();
  const footer = program?.customHtmlFooter;
  const html = useMemo(() => (footer ? DOMPurify.sanitize(footer) : ''), [footer]);
  return (
    <Box component="footer" sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }} data-testid="app-footer">
      {html ? (
        <Box dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('shell.copyright', { year: new Date().getFullYear(), name: program?.name ?? t('app.name') })}
        </Typography>
      )}
    </Box>
  );
}
