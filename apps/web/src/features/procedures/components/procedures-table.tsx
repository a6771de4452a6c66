import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { ProcedureRow } from '@portal/domain';
import { DataTable, type DataTableFilter } from '@/components/data-table/index.ts';
import { routeHref } from '@/config/paths.ts';
import { getProcedures } from '../api/get-procedures.ts';
import { proceduresKeys } from '../api/keys.ts';
import type { ProcedureListConfig } from '../list-config.ts';
import { useProcedureColumns } from './use-procedure-columns.tsx';

export const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;

export interface ProceduresTableProps {
  config: ProcedureListConfig;
  programId: number;
  viewerIsDoctor: boolean;
  filters?: readonly DataTableFilter[];
  /** Only this doctor's requests (the doctor detail tabs; doctors table id). */
  doctorId?: number;
  urlPrefix?: string;
  toolbarExtra?: ReactNode;
  testId?: string;
}

/** The requests of one type on the shared data table, newest first; each row opens its detail. */
export function ProceduresTable({ config, programId, viewerIsDoctor, filters, doctorId, urlPrefix, toolbarExtra, testId }: ProceduresTableProps) {
  const { t } = useTranslation();
  const columns = useProcedureColumns(config, viewerIsDoctor);
  return (
    <DataTable<ProcedureRow>
      label={t(`menu.${config.routeKey}`)}
      columns={columns}
      getRowId={(r) => r.id}
      queryKey={proceduresKeys.list(programId, config.type, doctorId)}
      fetchPage={(q, signal) => getProcedures(programId, config.type, q, signal, doctorId)}
      filters={filters}
      defaultSort={DEFAULT_SORT}
      searchLabel={t('procedures.searchLabel')}
      emptyText={t('procedures.empty')}
      onError={(error) => console.error('GET /api/procedures failed', error)}
      view={{ href: (r) => routeHref(config.detailKey, { id: r.id }) }}
      urlPrefix={urlPrefix}
      toolbarExtra={toolbarExtra}
      testId={testId ?? 'procedures-table'}
      compact
    />
  );
}
