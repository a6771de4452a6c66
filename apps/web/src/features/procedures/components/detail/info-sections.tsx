import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { eligibilityView, programmeDecisionOf, type ProcedureDetail } from '@portal/domain';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h6" component="h2">{title}</Typography>
      {children}
    </Paper>
  );
}

/**
 * The eligibility outcome stored per exam at request time (spec §3 result types), as it reads now
 * (`eligibilityView`): eligible while the request awaits authorization, then the decision.
 */
export function EligibilityResults({ detail }: { detail: ProcedureDetail }) {
  const { t } = useTranslation();
  if (detail.eligibilityResults.length === 0) return null;
  return (
    <Section title={t('procedures.eligibilityTitle')} testId="procedure-eligibility">
      <List dense>
        {detail.eligibilityResults.map((r) => {
          const item = r.childId === null ? undefined : detail.children.find((c) => c.id === r.childId)?.status;
          const decided = programmeDecisionOf(detail.storedStatus, item);
          const view = eligibilityView(r.result, decided);
          return (
            <ListItem key={r.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="eligibility-result" data-awaiting={view.awaiting}>
              <Chip size="small" color={view.color} label={t(view.labelKey)} />
              <ListItemText primary={r.itemName ?? ''} secondary={decided
                ? t(decided === 'REJECTED' ? 'procedureDecision.eligibilityRejected' : 'procedureDecision.eligibilityApproved')
                : r.description ? t(r.description, { defaultValue: r.description }) : null} />
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

/** Per voucher: the authorizer's estimated deadline and consult information, when the exam group shows it. */
export function AuthorizerInfo({ detail }: { detail: ProcedureDetail }) {
  const { t } = useTranslation();
  const rows = detail.children.filter((c) => c.authorizerInfo !== null);
  if (!detail.timeline.showAuthorizerConsultInfo || rows.length === 0) return null;
  return (
    <Section title={t('procedures.authorizerTitle')} testId="procedure-authorizer">
      <List dense>
        {rows.map((c) => {
          const info = c.authorizerInfo!;
          const parts = [
            info.voucher && `${t('procedures.authorizerVoucher')}: ${info.voucher}`,
            info.prazoEstimado !== null && `${t('procedures.authorizerDeadline')}: ${t('procedures.authorizerDeadlineDays', { count: info.prazoEstimado })}`,
            info.informacaoConsulta && `${t('procedures.authorizerInfo')}: ${info.informacaoConsulta}`,
          ].filter(Boolean);
          return (
            <ListItem key={c.id} disableGutters>
              <ListItemText primary={c.name} secondary={parts.join(' · ')} />
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

/** The answers to the group's dynamic fields. */
export function FieldAnswers({ detail }: { detail: ProcedureDetail }) {
  const { t } = useTranslation();
  if (detail.fieldAnswers.length === 0) return null;
  return (
    <Section title={t('procedures.answersTitle')} testId="procedure-answers">
      <List dense>
        {detail.fieldAnswers.map((a) => (
          <ListItem key={a.label} disableGutters><ListItemText primary={a.label} secondary={a.value} /></ListItem>
        ))}
      </List>
    </Section>
  );
}
