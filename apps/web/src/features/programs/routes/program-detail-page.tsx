import { useTranslation } from '@/lib/i18n/index.ts';
import { CrudDetailCard, useEditedId } from '@/components/crud/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useProgram } from '../api/get-program.ts';
import { ModuleChips } from '../components/module-chips.tsx';

/** /programs/:id: a programme read-only (modules as chips), with breadcrumbs back to the list. */
export function ProgramDetailPage() {
  const { t } = useTranslation();
  const id = useEditedId() ?? 0;
  const query = useProgram(id);
  const p = query.data;
  const yesNo = (v: boolean | undefined) => (v === undefined ? '' : t(v ? 'common.yes' : 'common.no'));
  return (
    <CrudDetailCard listTitle={t('programs.title')} listHref={routeHref('programs')} title={p?.name} editHref={routeHref('programEdit', { id })}
      loading={query.isFetching} failed={query.isError} testId="program-detail"
      fields={[
        { label: t('programs.client'), value: p?.client.name },
        { label: t('programs.name'), value: p?.name },
        { label: t('programs.slug'), value: p?.slug },
        { label: t('programs.modules'), value: p ? <ModuleChips modules={p.modules} /> : '' },
        { label: t('programs.wsAcessoCode'), value: p?.wsAcessoCode },
        { label: t('programs.allowSpecialtyDuringSignup'), value: yesNo(p?.allowSpecialtyDuringSignup) },
        { label: t('programs.requireSpecialtyDuringSignup'), value: yesNo(p?.requireSpecialtyDuringSignup) },
        { label: t('programs.requireCpfDuringSignup'), value: yesNo(p?.requireCpfDuringSignup) },
        { label: t('programs.requireWorkInstitutionsDuringSignup'), value: yesNo(p?.requireWorkInstitutionsDuringSignup) },
        { label: t('programs.automaticFillPatientDataOnExamRequest'), value: yesNo(p?.automaticFillPatientDataOnExamRequest) },
        { label: t('programs.pharmacovigilanceEmail'), value: p?.pharmacovigilanceEmail },
      ]} />
  );
}
