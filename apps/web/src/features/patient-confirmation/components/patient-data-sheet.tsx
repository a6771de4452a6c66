import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  channelStanding, CONSENT_CHANNELS, formatCpf, invitationStanding, isInvitation, formatDate, formatPhone, formatProgrammeDateTime, programPhrase, type LinkProgram, type PatientExport,
} from '@portal/domain';
import { ConsentStatusChip, useConsentWhen } from './consent-status.tsx';
import { useReadLine } from './patient-read-line.ts';

const when = (iso: string) => formatProgrammeDateTime(iso);

/** On paper, only the document: the rest of the page (buttons, layout) is hidden. */
const printOnlyTheDocument = (
  <GlobalStyles styles={{
    '@media print': {
      'body *': { visibility: 'hidden' },
      '[data-print-document], [data-print-document] *': { visibility: 'visible' },
      '[data-print-document]': { position: 'absolute', inset: 0 },
      '[data-print-hide]': { display: 'none !important' },
    },
  }} />
);

/**
 * The export as a document a patient reads, in pt-BR (the JSON beside it is for machines): their
 * data, each consent as it stands and its history with the term's version by date, their requests
 * and who read them. Printing it (or saving as PDF from the print dialog) prints only this.
 */
export function PatientDataSheet({ data, program }: { data: PatientExport; program: LinkProgram }) {
  const { t } = useTranslation();
  const consentWhen = useConsentWhen();
  const readLine = useReadLine();
  const p = data.patient;
  const rows: [string, string][] = [
    [t('patientLink.field.name'), p.name], [t('patientLink.field.cpf'), formatCpf(p.cpf)],
    [t('patientLink.field.gender'), p.gender ? t(`gender.${p.gender}`) : '—'], [t('patientLink.field.birthDate'), p.birthDate ? formatDate(p.birthDate) : '—'],
    [t('patientLink.field.email'), p.email ?? '—'], [t('patientLink.field.phone'), p.phone ? formatPhone(p.phone) : '—'],
  ];
  const latest = new Map(data.consentHistory.map((c) => [c.channel, c]));
  return (
    <Stack spacing={1} data-testid="patient-data-sheet" data-print-document component="article" aria-label={t('patientLink.dataSheetTitle')}>
      {printOnlyTheDocument}
      <Typography variant="h6" component="h3">{t('patientLink.documentTitle', { program: programPhrase(program.name) })}</Typography>
      <Typography variant="body2" color="text.secondary">{t('patientLink.documentGenerated', { date: when(data.exportedAt) })}</Typography>
      <Button variant="outlined" size="small" onClick={() => window.print()} data-print-hide data-testid="print-data" sx={{ alignSelf: 'flex-start' }}>
        {t('patientLink.print')}
      </Button>
      <List dense disablePadding>
        {rows.map(([label, value]) => <ListItem key={label} disableGutters><ListItemText primary={value} secondary={label} /></ListItem>)}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.documentConsents')}</Typography>
      <List dense disablePadding data-testid="document-consents">
        {CONSENT_CHANNELS.map((channel) => {
          const c = latest.get(channel);
          return (
            <ListItem key={channel} disableGutters data-testid={`document-consent-${channel}`}>
              <ListItemText primary={<>{t(`patientLink.channel.${channel}`)} <ConsentStatusChip status={channelStanding([...latest.values()], channel)} /></>}
                secondary={c && consentWhen(c)} />
            </ListItem>
          );
        })}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.dataConsentHistory')}</Typography>
      <List dense disablePadding>
        {data.consentHistory.map((c, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={`${t(`patientLink.channel.${c.channel}`)}: ${t(`patientLink.status.${c.status}`)}`}
              secondary={`${consentWhen(c)}${c.ip ? ` · ${t('patientLink.documentIp', { ip: c.ip })}` : ''}`} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.dataProcedures')}</Typography>
      <List dense disablePadding>
        {data.procedures.map((r) => (
          <ListItem key={r.code} disableGutters>
            {isInvitation(r.type)
              // An invitation is not a request: who invited, when, and whether the patient confirmed.
              ? <ListItemText primary={t('patientLink.invitationLine', { code: r.code, standing: t(`patientLink.invitationStanding.${invitationStanding(r.status)}`) })}
                  secondary={t('patientLink.invitationBy', { name: r.requesterName, when: when(r.createdAt) })} data-testid="data-sheet-invitation" />
              : <ListItemText primary={`${t(`procedureType.${r.type}`)} · ${r.code}`} secondary={`${t(`status.${r.status}`)} · ${r.requesterName} · ${when(r.createdAt)}`} />}
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.readsTitle')}</Typography>
      {data.reads.length === 0 && <Typography variant="body2" color="text.secondary">{t('patientLink.readsEmpty')}</Typography>}
      <List dense disablePadding>
        {data.reads.map((r, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={r.actorName} secondary={readLine(r)} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
