import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/lib/i18n/index.ts';
import { routeHref } from '@/config/paths.ts';

/** A request just made: its id (for the link), its code and the server's success message. */
export interface SentRequest {
  id: number;
  code: string;
  message: string;
}

/**
 * Shown above a request form once the request is made, in place of a toast: the server's message,
 * the request's code and a link to its detail. It takes the focus (and scrolls into view) so a
 * keyboard or screen-reader user hears it; the form below starts clean for the next request.
 */
export function RequestSentNotice({ sent, onClose }: { sent: SentRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [sent.id]);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" onClose={onClose} data-testid="request-sent" data-request-id={sent.id}
      slotProps={{ closeButton: { title: t('common.close') } }} sx={{ '&:focus': { outline: '2px solid', outlineOffset: 2 } }}>
      <AlertTitle>{t('requestSent.title', { code: sent.code })}</AlertTitle>
      <Typography variant="body2">{sent.message}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={routeHref('procedureDetail', { id: sent.id })} data-testid="request-sent-link" sx={{ fontWeight: 500 }}>
          {t('requestSent.open', { code: sent.code })}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>{t('requestSent.newRequest')}</Typography>
    </Alert>
  );
}
