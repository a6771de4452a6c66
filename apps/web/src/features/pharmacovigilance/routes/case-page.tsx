import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import type { CaseVersionBody } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast.ts';
import { e2bHref, useCase, useSaveVersion } from '../api/pv-api.ts';
import { CaseEditor } from '../components/case-editor.tsx';
import { E2bExportButton } from '../components/e2b-export-button.tsx';
import { errorMessage } from '../components/error-message.ts';

const br = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/** /pharmacovigilance/cases/{protocol}: the report as received, the editor, versions, export and acknowledgements. */
export function CasePage() {
  const { t } = useTranslation();
  const protocol = useParams().protocol ?? '';
  const detail = useCase(protocol);
  const save = useSaveVersion(protocol);
  if (detail.isPending) return <CircularProgress aria-label={t('pvCases.caseTitle', { protocol })} />;
  if (detail.isError) return <Alert severity="error">{errorMessage(t, detail.error)}</Alert>;
  const { item, report, current, versions, acknowledgements } = detail.data;
  const onSave = async (coding: CaseVersionBody) => {
    try {
      const saved = await save.mutateAsync(coding);
      toast(t('pvCases.saved', { version: saved.version }), 'success');
    } catch (error) {
      toast(errorMessage(t, error), 'error');
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
        <Typography variant="h5" component="h1">{t('pvCases.caseTitle', { protocol })}</Typography>
        <E2bExportButton href={e2bHref(protocol)} fileName={`${protocol}.xml`} label={t('pvCases.exportE2b')} testId="pv-export" />
      </Stack>
      <Typography variant="body2">
        {t(`pvCases.states.${item.state}`)} · {t('pvCases.dueDate')}: {item.dueDate.split('-').reverse().join('/')}
        {item.overdue ? ` · ${t('pvCases.overdue', { days: -item.daysLeft })}` : ` · ${t('pvCases.daysLeft')}: ${item.daysLeft}`}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">{t('pvCases.report')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`pvCases.reporters.${report.reporterType}`)} · {t('pvCases.receivedAt', { date: br(report.receivedAt) })} · {report.productName}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{report.description}</Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {versions.length === 0 && <Alert severity="info" sx={{ mb: 2 }}>{t('pvCases.noVersions')}</Alert>}
          <CaseEditor key={versions.length} initial={current} saving={save.isPending} onSave={(c) => void onSave(c)} />
        </CardContent>
      </Card>
      {versions.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">{t('pvCases.versions')}</Typography>
            {versions.map((v) => <Typography key={v.version} variant="body2">{t('pvCases.version', { version: v.version, date: br(v.createdAt), name: v.createdBy ?? '' })}</Typography>)}
          </CardContent>
        </Card>
      )}
      {acknowledgements.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">{t('pvCases.acknowledgements')}</Typography>
            {acknowledgements.map((a, i) => (
              <Alert key={i} severity={a.accepted ? 'success' : 'error'} sx={{ mt: 1 }}>
                {t(a.accepted ? 'pvCases.ackAccepted' : 'pvCases.ackRejected', { code: a.code })} · {br(a.receivedAt)}{a.message ? ` · ${a.message}` : ''}
              </Alert>
            ))}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
