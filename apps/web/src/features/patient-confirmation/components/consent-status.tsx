import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatDate, formatProgrammeDateTime, type ChannelStanding, type Consent } from '@portal/domain';

const COLOR = { GRANTED: 'success', REVOKED: 'warning', NOT_GRANTED: 'default', NOT_ASKED: 'info' } as const;

/** A channel's standing as a patient reads it: Autorizado, Revogado, Não autorizado, Ainda não perguntado. */
export function ConsentStatusChip({ status }: { status: ChannelStanding }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status]} variant={status === 'GRANTED' ? 'filled' : 'outlined'} label={t(`patientLink.status.${status}`)} />;
}

/** "Termo versão de 12/11/2026 · registrado em 20/11/2026 14:03": the term's version by its date, never its hash. */
export function useConsentWhen() {
  const { t } = useTranslation();
  return (c: Pick<Consent, 'termDate' | 'at'>) => t('patientLink.consentWhen', {
    version: c.termDate ? t('patientLink.termVersionDate', { date: formatDate(c.termDate) }) : '—',
    date: formatProgrammeDateTime(c.at),
  });
}
