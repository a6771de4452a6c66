import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/index.ts';
import { canRecordProgress } from '@portal/domain';
import { useTableState } from '@/components/data-table/index.ts';
import { useSession } from '@/lib/auth/session.ts';
import { proceduresExportHref } from '../api/get-procedures.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { ProceduresTable, DEFAULT_SORT } from '../components/procedures-table.tsx';
import { ProgressSpreadsheetPanel } from '../components/progress-spreadsheet-panel.tsx';
import { EXAM_FILTER_KEYS, STATUS_FILTER_KEYS, useExamFilters, useStatusFilter } from '../components/use-exam-filters.ts';
import { PROCEDURE_LISTS, type ListedProcedureType } from '../list-config.ts';

/**
 * The request list of one procedure type (spec §2 Procedure list): the shared data table with the
 * exam filters where they apply (the status filter everywhere else, which the dashboard's counts
 * open from the URL), CSV/XLSX export of what the filters select and, for admins, the
 * step spreadsheet.
 */
export function ProcedureListPage({ type }: { type: ListedProcedureType }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const programId = user?.programId ?? 0;
  const config = PROCEDURE_LISTS[type];
  const filterKeys = config.examFilters ? EXAM_FILTER_KEYS : STATUS_FILTER_KEYS;
  const table = useTableState({ filterKeys, defaultSort: DEFAULT_SORT });
  const examFilters = useExamFilters(programId, config.examFilters, table.state.filters.followup);
  const statusFilter = useStatusFilter();
  const filters = useMemo(() => (config.examFilters ? examFilters : [statusFilter]), [config.examFilters, examFilters, statusFilter]);
  const exportName = useMemo(() => t(`menu.${config.routeKey}`).normalize('NFD').replace(/[^\w ]/g, '').replace(/ +/g, '-'), [t, config.routeKey]);
  const userType = user?.type ?? 'DOCTOR';

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">{t(`menu.${config.routeKey}`)}</Typography>
        <ExportButtons href={(format) => proceduresExportHref(programId, config.type, table.query, format)} fileName={exportName} />
      </Stack>
      <ProceduresTable config={config} programId={programId} viewerIsDoctor={userType === 'DOCTOR'} filters={filters} />
      {canRecordProgress(userType) && <ProgressSpreadsheetPanel programId={programId} />}
    </Stack>
  );
}

export const MedicationsListPage = () => <ProcedureListPage type="FIRST_MEDICINE" />;
export const ExamsListPage = () => <ProcedureListPage type="CLINICAL_EXAMINATION" />;
export const PatientProceduresListPage = () => <ProcedureListPage type="PATIENT_PROCEDURE" />;
export const VisitsListPage = () => <ProcedureListPage type="SALESFORCE_VISIT" />;
export const SupplyRequestsListPage = () => <ProcedureListPage type="SUPPLY" />;
export const TravelRequestsListPage = () => <ProcedureListPage type="TRAVEL" />;
