import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram } from '@portal/domain';

/**
 * The footer HTML may hold text, links, images and simple layout only (decision 0022): a tag and
 * attribute allow-list, so `<style>`, `<form>`, `<input>` and the like never reach the page.
 */
const FOOTER_HTML = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'p', 'br', 'span', 'div', 'ul', 'ol', 'li', 'img', 'h2', 'h3', 'h4', 'hr'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height'],
};

/** Spec §2 footer: the programme's custom HTML, sanitised, or else a copyright line. */
export function AppFooter({ program }: { program: PublicProgram | undefined }) {
  const { t } = useTranslation();
  const footer = program?.customHtmlFooter;
  const html = useMemo(() => (footer ? DOMPurify.sanitize(footer, FOOTER_HTML) : ''), [footer]);
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
