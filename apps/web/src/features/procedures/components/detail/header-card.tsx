import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCep, formatCpf, formatDate, invitationStanding, isInvitation, type ProcedureDetail } from '@portal/domain';
import { decisionText } from '../decision-text.ts';
import { ProcedureStatusChip } from '../procedure-status-chip.tsx';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">{label}</Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>{children}</Typography>
    </Box>
  );
}

type AddressParts = Pick<NonNullable<ProcedureDetail['treatmentLocation']>, 'placeDescription' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'cep'>;
const addressText = (a: AddressParts) =>
  [`${a.placeDescription}, ${a.number}`, a.complement, a.neighborhood, `${a.city}/${a.state}`, formatCep(a.cep)].filter(Boolean).join(' · ');

/** The request's header (spec §2): code, status, dates, who asked (or the patient), what and how. */
export function ProcedureHeaderCard({ detail: d, viewerIsDoctor }: { detail: ProcedureDetail; viewerIsDoctor: boolean }) {
  const { t } = useTranslation();
  const decision = decisionText(t, { ...d, status: d.storedStatus });
  const requester = `${d.createdBy.name}${d.createdBy.crm ? ` · CRM ${d.createdBy.crm}/${d.createdBy.uf ?? ''}` : ''}`;
  if (isInvitation(d.type)) return <InvitationHeaderCard detail={d} requester={requester} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="procedure-header">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography variant="h5" component="h1" data-testid="procedure-code">{t('procedures.detailTitle', { code: d.code })}</Typography>
        <ProcedureStatusChip status={d.status} />
        <Typography variant="body2" color="text.secondary">{t(`procedureType.${d.type}`)}</Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        <Field label={t('procedures.requestedAt')}>{formatDate(d.createdAt)}</Field>
        {d.patient && <Field label={t('procedures.patient')} testId="procedure-patient">{`${d.patient.name ?? t('procedures.patientWithoutName')} · ${formatCpf(d.patient.cpf)}`}</Field>}
        {!viewerIsDoctor && <Field label={t('procedures.requester')} testId="procedure-requester">{requester}</Field>}
        {d.followup && <Field label={t('procedures.followup')}>{d.followup}</Field>}
        {d.examGroup && <Field label={t('procedures.examGroup')}>{d.examGroup}</Field>}
        {d.product && <Field label={t('procedures.product')}>{[d.product, d.presentation].filter(Boolean).join(' · ')}</Field>}
        {d.patientProcedure && <Field label={t('procedures.patientProcedure')}>{d.patientProcedure}</Field>}
        {d.institution && <Field label={t('procedures.institution')}>{d.institution}</Field>}
        {d.logisticType && <Field label={t('procedures.logistics')}>{t(`logisticType.${d.logisticType}`)}</Field>}
        {d.reversePostageCode && <Field label={t('procedures.reversePostageCode')} testId="procedure-reverse-postage">{d.reversePostageCode}</Field>}
        {d.agreementType && <Field label={t('procedures.agreement')}>{t(`agreementType.${d.agreementType}`)}</Field>}
        {decision && <Field label={t('procedureDecision.decision')} testId="procedure-decision-by">{`${decision} · ${formatDate(d.approvedAt)}`}</Field>}
        {d.address && <Field label={t(d.type === 'SUPPLY' ? 'procedures.deliveryAddress' : 'procedures.withdrawalAddress')}>{addressText(d.address)}</Field>}
        {d.treatmentLocation && (
          <Field label={t('procedures.treatmentLocation')}>{`${d.treatmentLocation.name} · ${addressText(d.treatmentLocation)}`}</Field>
        )}
        {d.address?.recipientName && <Field label={t('procedures.recipient')}>{d.address.recipientName}</Field>}
        {d.address && d.address.withdrawalDates.length > 0 && (
          <Field label={t('procedures.withdrawalDates')}>{d.address.withdrawalDates.map((w) => formatDate(w)).join(', ')}</Field>
        )}
        {d.instructions && <Field label={t('procedures.instructions')}>{d.instructions}</Field>}
        {d.rejectionReason && <Field label={t('procedures.rejectionReason')} testId="procedure-rejection-reason">{d.rejectionReason}</Field>}
        {d.cancelationReason && <Field label={t('procedures.cancelationReason')}>{d.cancelationReason}</Field>}
      </Box>
    </Paper>
  );
}

/**
 * A patient's invitation (stored as a PATIENTS procedure) as what it is: who was invited, by whom,
 * when, and whether the patient confirmed — never a concluded request.
 */
function InvitationHeaderCard({ detail: d, requester }: { detail: ProcedureDetail; requester: string }) {
  const { t } = useTranslation();
  const standing = invitationStanding(d.storedStatus);
  const color = standing === 'CONFIRMED' ? 'success' : standing === 'EXPIRED' ? 'default' : 'warning';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="procedure-header" data-invitation>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography variant="h5" component="h1" data-testid="procedure-code">
          {d.patient?.name ? t('procedures.invitation.title', { name: d.patient.name }) : t('procedures.invitation.titleNoName')}
        </Typography>
        <Chip size="small" color={color} label={t(`procedures.invitation.standing.${standing}`)} data-testid="invitation-standing" data-standing={standing} />
        <Typography variant="body2" color="text.secondary">{t('procedures.invitation.code', { code: d.code })}</Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {d.patient && <Field label={t('procedures.patient')} testId="procedure-patient">{`${d.patient.name ?? t('procedures.patientWithoutName')} · ${formatCpf(d.patient.cpf)}`}</Field>}
        <Field label={t('procedures.invitation.invitedBy')} testId="procedure-requester">{requester}</Field>
        <Field label={t('procedures.invitation.sentAt')}>{formatDate(d.createdAt)}</Field>
        {d.concludedAt && standing === 'CONFIRMED' && <Field label={t('procedures.invitation.confirmedAt')}>{formatDate(d.concludedAt)}</Field>}
      </Box>
    </Paper>
  );
}
