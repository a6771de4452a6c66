import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PROGRESS_IMPORT_MAX_ROWS, type ProgressImportErrorRow } from '@portal/domain';
import { SpreadsheetImportPanel, type ImportErrorColumn } from '@/components/spreadsheet-import/index.ts';
import { importProgressSpreadsheet, progressTemplateHref, validateProgressSpreadsheet } from '../api/progress-spreadsheet.ts';
import { proceduresKeys } from '../api/keys.ts';

/**
 * The steps after approval in bulk (admins): a spreadsheet of child code, step, sub-status and
 * reason, validated before anything is saved; the shared import panel shows the critique.
 */
export function ProgressSpreadsheetPanel({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const columns = useMemo<ImportErrorColumn<ProgressImportErrorRow>[]>(() => [
    { key: 'code', header: t('procedures.progressCode'), value: (r) => r.code },
    { key: 'step', header: t('procedures.progressStep'), value: (r) => r.step },
  ], [t]);
  return (
    <SpreadsheetImportPanel<ProgressImportErrorRow>
      title={t('procedures.progressImportTitle')}
      maxRows={PROGRESS_IMPORT_MAX_ROWS}
      templateHref={progressTemplateHref()}
      validate={(body) => validateProgressSpreadsheet(programId, body)}
      upload={(body) => importProgressSpreadsheet(programId, body)}
      columns={columns}
      successMessage="msg.successToImportProcedureSteps"
      onImported={() => void queryClient.invalidateQueries({ queryKey: proceduresKeys.all })}
      testId="procedures-progress-import"
    />
  );
}
