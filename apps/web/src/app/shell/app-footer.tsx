import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PublicProgram } from '@portal/domain';
import { whenNearView } from '@/lib/when-near-view.ts';

/**
 * The footer HTML may hold text, links, images and simple layout only (decision 0022): a tag and
 * attribute allow-list, so `<style>`, `<form>`, `<input>` and the like never reach the page.
 */
const FOOTER_HTML = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'p', 'br', 'span', 'div', 'ul', 'ol', 'li', 'img', 'h2', 'h3', 'h4', 'hr'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height'],
};

/**
 * The programme's footer HTML, sanitised; undefined until the footer nears the viewport and the
 * sanitiser (its own chunk) has run. The footer always starts below the fold (decision 0031), and
 * parsing the HTML is a long task on a phone: a page load never pays for it (decision 0038).
 */
function useSanitizedFooter(footer: string | null | undefined, footerRef: RefObject<HTMLElement | null>): string | undefined {
  const [sanitized, setSanitized] = useState<{ footer: string; html: string }>();
  useEffect(() => {
    const element = footerRef.current;
    if (!footer || !element) return;
    let live = true;
    const cancel = whenNearView(element, () => {
      void import('dompurify').then(({ default: DOMPurify }) => {
        const html = DOMPurify.sanitize(footer, FOOTER_HTML);
        if (live) startTransition(() => setSanitized({ footer, html }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [footer, footerRef]);
  if (!footer) return '';
  return sanitized?.footer === footer ? sanitized.html : undefined;
}

/** Spec §2 footer: the programme's custom HTML, sanitised, or else a copyright line. */
export function AppFooter({ program }: { program: PublicProgram | undefined }) {
  const { t } = useTranslation();
  const footer = program?.customHtmlFooter;
  const footerRef = useRef<HTMLElement>(null);
  const html = useSanitizedFooter(footer, footerRef);
  return (
    <Box component="footer" ref={footerRef} sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }} data-testid="app-footer">
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
