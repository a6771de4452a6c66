import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram } from '@portal/domain';
import { whenIdle } from '@/lib/when-idle.ts';

/**
 * The footer HTML may hold text, links, images and simple layout only (decision 0022): a tag and
 * attribute allow-list, so `<style>`, `<form>`, `<input>` and the like never reach the page.
 */
const FOOTER_HTML = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'p', 'br', 'span', 'div', 'ul', 'ol', 'li', 'img', 'h2', 'h3', 'h4', 'hr'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height'],
};

/**
 * The programme's footer HTML, sanitised; undefined while the sanitiser (its own chunk: the footer
 * sits below the fold, decision 0031) loads.
 */
function useSanitizedFooter(footer: string | null | undefined): string | undefined {
  const [sanitized, setSanitized] = useState<{ footer: string; html: string }>();
  useEffect(() => {
    if (!footer) return;
    let live = true;
    // When the main thread is idle: parsing the HTML is a long task on a phone, and nothing above
    // the fold waits for it.
    const cancel = whenIdle(() => {
      void import('dompurify').then(({ default: DOMPurify }) => {
        const html = DOMPurify.sanitize(footer, FOOTER_HTML);
        if (live) startTransition(() => setSanitized({ footer, html }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [footer]);
  if (!footer) return '';
  return sanitized?.footer === footer ? sanitized.html : undefined;
}

/** Spec §2 footer: the programme's custom HTML, sanitised, or else a copyright line. */
export function AppFooter({ program }: { program: PublicProgram | undefined }) {
  const { t } = useTranslation();
  const footer = program?.customHtmlFooter;
  const html = useSanitizedFooter(footer);
  return (
    <Box component="footer" sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }} data-testid="app-footer">
      {html === undefined ? null : html ? (
        <Box dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('shell.copyright', { year: new Date().getFullYear(), name: program?.name ?? t('app.name') })}
        </Typography>
      )}
    </Box>
  );
}
