import { useCallback, useMemo } from 'react';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { MODULES, programFormSchema, type Program } from '@portal/domain';
import { CrudFormCard, FormCheckbox, FormSelect, FormText, useCrudForm, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { useClients } from '../api/get-clients.ts';
import { useProgram } from '../api/get-program.ts';
import { useSaveProgram } from '../api/save-program.ts';

const FLAGS = ['allowSpecialtyDuringSignup', 'requireSpecialtyDuringSignup', 'requireCpfDuringSignup', 'requireWorkInstitutionsDuringSignup', 'automaticFillPatientDataOnExamRequest'] as const;

/** /programs/register and /programs/:id/edit: modules as a multi-select, signup flags, texts. */
export function ProgramFormPage() {
  const { t } = useTranslation();
  const currentClientId = useCurrentProgram().program?.clientId;
  const id = useEditedId();
  const query = useProgram(id);
  const clients = useClients();
  const save = useSaveProgram();
  const toValues = useCallback((p: Program) => ({
    clientId: p.clientId, name: p.name, slug: p.slug ?? '', modules: p.modules, logoUrl: p.logoUrl ?? '', consentTerm: p.consentTerm ?? '',
    styles: p.styles ?? '', customHtmlFooter: p.customHtmlFooter ?? '', customMessageInvalidCRM: p.customMessageInvalidCRM ?? '', unblockPhones: p.unblockPhones ?? '',
    wsAcessoCode: p.wsAcessoCode ?? '', allowSpecialtyDuringSignup: p.allowSpecialtyDuringSignup, requireSpecialtyDuringSignup: p.requireSpecialtyDuringSignup,
    requireCpfDuringSignup: p.requireCpfDuringSignup,
    requireWorkInstitutionsDuringSignup: p.requireWorkInstitutionsDuringSignup, automaticFillPatientDataOnExamRequest: p.automaticFillPatientDataOnExamRequest,
    pharmacovigilanceEmail: p.pharmacovigilanceEmail ?? '',
  }), []);
  const { form, submit, busy, cancel, nav } = useCrudForm({
    schema: programFormSchema,
    defaults: {
      clientId: currentClientId ?? '', name: '', slug: '', modules: [], logoUrl: '', consentTerm: '', styles: '', customHtmlFooter: '',
      customMessageInvalidCRM: '', unblockPhones: '', wsAcessoCode: '', allowSpecialtyDuringSignup: false, requireSpecialtyDuringSignup: false, requireCpfDuringSignup: false,
      requireWorkInstitutionsDuringSignup: false, automaticFillPatientDataOnExamRequest: false, pharmacovigilanceEmail: '',
    },
    record: query.data, loadFailed: query.isError, toValues,
    save: (values) => save.mutateAsync({ id, values }), editing: id !== undefined, listHref: routeHref('programs'),
    keys: { created: 'msg.successToRegisterProgram', updated: 'msg.successToUpdateProgram', failedToSave: 'err.failedToRegisterProgram', failedToLoad: 'err.failedToLoadData' },
  });
  const clientOptions = useMemo(() => (clients.data ?? []).map((c) => ({ value: c.id, label: c.name })), [clients.data]);
  const moduleOptions = useMemo(() => MODULES.map((m) => ({ value: m, label: t(`module.${m}`) })), [t]);
  const { control } = form;
  return (
    <CrudFormCard nav={nav} listTitle={t('programs.title')} title={t(id === undefined ? 'programs.registerTitle' : 'programs.editTitle')} onSubmit={() => void submit()} onCancel={cancel}
      busy={busy} loading={query.isFetching} testId="program-form">
      <FormSelect control={control} name="clientId" label={t('programs.client')} required options={clientOptions} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="name" label={t('programs.name')} required maxLength={150} />
        <FormText control={control} name="slug" label={t('programs.slug')} maxLength={100} />
      </Stack>
      <FormSelect control={control} name="modules" label={t('programs.modules')} options={moduleOptions} multiple />
      <FormGroup>
        <FormLabel component="legend">{t('programs.signupSettings')}</FormLabel>
        {FLAGS.map((flag) => <FormCheckbox key={flag} control={control} name={flag} label={t(`programs.${flag}`)} />)}
      </FormGroup>
      <FormText control={control} name="consentTerm" label={t('programs.consentTerm')} rows={4} />
      <FormText control={control} name="styles" label={t('programs.styles')} rows={6} />
      <FormText control={control} name="customHtmlFooter" label={t('programs.customHtmlFooter')} rows={6} />
      <FormText control={control} name="customMessageInvalidCRM" label={t('programs.customMessageInvalidCRM')} maxLength={500} />
      <FormText control={control} name="unblockPhones" label={t('programs.unblockPhones')} rows={3} maxLength={2000} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="wsAcessoCode" label={t('programs.wsAcessoCode')} maxLength={50} />
        <FormText control={control} name="logoUrl" label={t('programs.logoUrl')} type="url" maxLength={500} />
      </Stack>
      <FormText control={control} name="pharmacovigilanceEmail" label={t('programs.pharmacovigilanceEmail')} maxLength={200} />
    </CrudFormCard>
  );
}
