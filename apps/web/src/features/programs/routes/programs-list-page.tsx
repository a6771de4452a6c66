import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProgramSummary } from '@portal/domain';
import { CrudListPage } from '@/components/crud/index.ts';
import type { DataTableColumn } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { useCurrentProgram } from '@/lib/programs/use-current-program.ts';
import { useDeleteProgram } from '../api/delete-program.ts';
import { getProgramsPage } from '../api/get-programs-page.ts';
import { programKeys } from '../api/keys.ts';
import { ModuleChips } from '../components/module-chips.tsx';

/** /programs: the programmes of the current programme's client (system administrators). */
export function ProgramsListPage() {
  const { t } = useTranslation();
  const clientId = useCurrentProgram().program?.clientId ?? 0;
  const remove = useDeleteProgram();
  const columns = useMemo<DataTableColumn<ProgramSummary>[]>(() => [
    { key: 'name', header: t('programs.name'), sortable: true },
    { key: 'slug', header: t('programs.slug'), sortable: true, render: (p) => p.slug ?? '' },
    { key: 'modules', header: t('programs.modules'), render: (p) => <ModuleChips modules={p.modules} /> },
  ], [t]);
  return (
    <CrudListPage<ProgramSummary>
      title={t('programs.title')}
      columns={columns}
      queryKey={programKeys.list(clientId)}
      fetchPage={(q, signal) => getProgramsPage(clientId, q, signal)}
      addHref={routeHref('programsRegister')}
      editHref={(p) => routeHref('programEdit', { id: p.id })}
      viewHref={(p) => routeHref('programView', { id: p.id })}
      remove={{ run: (p) => remove.mutateAsync(p.id), successKey: 'msg.successToDeleteProgram', failureKey: 'err.failedToDeleteProgram', warningCodes: ['cannotDeleteProgram'] }}
      testId="programs-table"
    />
  );
}
