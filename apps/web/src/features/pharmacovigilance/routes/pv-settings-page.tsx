import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { pvSettingsFormSchema, type PvSettings, type PvSettingsForm } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudFormCard, FormText, useCrudForm } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useSession } from '@/lib/auth/session.ts';
import { usePvSettings, useSavePvSettings } from '../api/pv-api.ts';

const DEFAULTS: PvSettingsForm = { senderId: '', receiverId: '', senderOrganisation: '', companyCode: '', seriousDays: 15, nonSeriousDays: 90 };

const toValues = (s: PvSettings): PvSettingsForm => ({
  senderId: s.senderId, receiverId: s.receiverId, senderOrganisation: s.senderOrganisation, companyCode: s.companyCode,
  seriousDays: s.seriousDays, nonSeriousDays: s.nonSeriousDays,
});

/**
 * /pharmacovigilance/settings: the current programme's E2B(R3) identifiers (sender, receiver, the
 * notifying organisation and the company code of C.1.1) and its regulatory clock (decision 0088).
 */
export function PvSettingsPage() {
  const { t } = useTranslation();
  const programId = useSession().user?.programId ?? 0;
  const query = usePvSettings(programId);
  const save = useSavePvSettings(programId);
  const { form, submit, busy, cancel } = useCrudForm({
    schema: pvSettingsFormSchema, defaults: DEFAULTS,
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync(values), editing: true, listHref: routeHref('pharmacovigilanceSettings'),
    keys: {
      created: 'msg.successToSavePvSettings', updated: 'msg.successToSavePvSettings',
      failedToSave: 'err.failedToSavePvSettings', failedToLoad: 'err.failedToLoadPvSettings',
    },
  });
  return (
    <CrudFormCard title={t('pvCases.settings.title')} onSubmit={() => void submit()} onCancel={cancel} busy={busy}
      loading={query.isFetching} testId="pv-settings-form">
      {query.data && !query.data.saved && <Alert severity="info" data-testid="pv-settings-not-saved">{t('pvCases.settings.notSaved')}</Alert>}
      <Typography variant="subtitle1" component="h2">{t('pvCases.settings.identifiers')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('pvCases.settings.identifiersHint')}</Typography>
      <FormText control={form.control} name="senderId" label={t('pvCases.settings.senderId')} required maxLength={60} />
      <FormText control={form.control} name="receiverId" label={t('pvCases.settings.receiverId')} required maxLength={60} />
      <FormText control={form.control} name="senderOrganisation" label={t('pvCases.settings.senderOrganisation')} required maxLength={100} />
      <FormText control={form.control} name="companyCode" label={t('pvCases.settings.companyCode')} required maxLength={20} />
      <Typography variant="subtitle1" component="h2">{t('pvCases.settings.clock')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('pvCases.settings.clockHint')}</Typography>
      <FormText control={form.control} name="seriousDays" label={t('pvCases.settings.seriousDays')} required type="number" />
      <FormText control={form.control} name="nonSeriousDays" label={t('pvCases.settings.nonSeriousDays')} required type="number" />
    </CrudFormCard>
  );
}
