import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { formatCpf, formatDate, formatPhone, formatTime, type PatientExport } from '@portal/domain';

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** The export as a readable page: the patient's data, their requests and the consent history. */
export function PatientDataSheet({ data }: { data: PatientExport }) {
  const { t } = useTranslation();
  const p = data.patient;
  const rows: [string, string][] = [
    [t('patientLink.field.name'), p.name], [t('patientLink.field.cpf'), formatCpf(p.cpf)],
    [t('patientLink.field.gender'), p.gender ? t(`gender.${p.gender}`) : '—'], [t('patientLink.field.birthDate'), p.birthDate ? formatDate(p.birthDate) : '—'],
    [t('patientLink.field.email'), p.email ?? '—'], [t('patientLink.field.phone'), p.phone ? formatPhone(p.phone) : '—'],
  ];
  return (
    <Stack spacing={1} data-testid="patient-data-sheet">
      <Typography variant="subtitle1" component="h3">{t('patientLink.dataSheetTitle')} · {data.program.name}</Typography>
      <List dense disablePadding>
        {rows.map(([label, value]) => <ListItem key={label} disableGutters><ListItemText primary={value} secondary={label} /></ListItem>)}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.dataProcedures')}</Typography>
      <List dense disablePadding>
        {data.procedures.map((r) => (
          <ListItem key={r.code} disableGutters>
            <ListItemText primary={`${t(`procedureType.${r.type}`)} · ${r.code}`} secondary={`${t(`status.${r.status}`)} · ${r.requesterName} · ${when(r.createdAt)}`} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2" component="h4">{t('patientLink.dataConsentHistory')}</Typography>
      <List dense disablePadding>
        {data.consentHistory.map((c, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={`${t(`patientLink.channel.${c.channel}`)}: ${t(c.granted ? 'patientLink.granted' : 'patientLink.revoked')}`}
              secondary={`${t('patientLink.consentAt', { version: c.termVersion, date: when(c.at) })}${c.ip ? ` · IP ${c.ip}` : ''}`} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
