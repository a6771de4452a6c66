import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { LinkProgram } from '@portal/domain';

export type LinkProblem = 'notFound' | 'expired' | 'loadFailed';

/** A phone line 'Área: telefone' as a link the phone dials (digits of the part after the colon). */
function PhoneLine({ line }: { line: string }) {
  const number = line.includes(':') ? line.slice(line.lastIndexOf(':') + 1) : line;
  const digits = number.replace(/\D/g, '');
  return <li>{digits ? <Link href={`tel:${digits}`}>{line}</Link> : line}</li>;
}

/**
 * The link's error page, in plain words: an unknown code, a cancelled invitation, or a failure to
 * load; how to get a new invitation, and the programme's phone lines when the programme is known.
 */
export function LinkError({ problem, program, onRetry }: { problem: LinkProblem; program?: LinkProgram | undefined; onRetry?: () => void }) {
  const { t } = useTranslation();
  const lines = program?.phoneLines ?? [];
  if (problem === 'loadFailed') {
    return (
      <Alert severity="error" data-testid="link-invalid" action={onRetry && <Button color="inherit" size="small" onClick={onRetry}>{t('patientLink.retry')}</Button>}>
        {t('patientLink.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} data-testid="link-invalid" data-problem={problem}>
      <Alert severity={problem === 'expired' ? 'warning' : 'error'}>
        <AlertTitle component="h2">{problem === 'expired' ? t('patientLink.expiredTitle') : t('patientLink.notFoundTitle')}</AlertTitle>
        {problem === 'expired' ? t('patientLink.expired') : t('patientLink.notFound')}
      </Alert>
      <Typography>{t('patientLink.newInvitation')}</Typography>
      {program && lines.length > 0 && (
        <div data-testid="link-phone-lines">
          <Typography>{t('patientLink.callProgram')}</Typography>
          <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
            {lines.map((line) => <PhoneLine key={line} line={line} />)}
          </ul>
        </div>
      )}
    </Stack>
  );
}
