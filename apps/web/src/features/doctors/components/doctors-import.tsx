import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { DOCTOR_IMPORT_MAX_ROWS, DOCTOR_TEMPLATE_HEADERS, type DoctorImportErrorRow } from '@portal/domain';
import { SpreadsheetImportPanel, type ImportErrorColumn } from '@/components/spreadsheet-import/index.ts';
import { api } from '@/lib/api.ts';
import { doctorsKeys } from '../api/keys.ts';

/** The doctor spreadsheet import under the list (spec §2): up to 300 rows, validated whole before saving. */
export function DoctorsImport({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The error rows' columns carry the template's own header names, in its order.
  const columns = useMemo<ImportErrorColumn<DoctorImportErrorRow>[]>(() => {
    const values: ((r: DoctorImportErrorRow) => string)[] = [
      (r) => r.fullName, (r) => r.crm, (r) => r.uf, (r) => r.telephone, (r) => r.email, (r) => r.cpf, (r) => r.specialty,
    ];
    return DOCTOR_TEMPLATE_HEADERS.map((header, i) => ({ key: header, header, value: values[i]! }));
  }, []);
  return (
    <SpreadsheetImportPanel<DoctorImportErrorRow>
      title={t('doctors.importTitle')}
      maxRows={DOCTOR_IMPORT_MAX_ROWS}
      templateHref={api.doctors.spreadsheetTemplate.href()}
      validate={(body) => api.doctors.validateSpreadsheet({ query: { programId }, body })}
      upload={(body) => api.doctors.importSpreadsheet({ query: { programId }, body })}
      columns={columns}
      successMessage="msg.successToUploadDoctorsXlsx"
      onImported={() => void queryClient.invalidateQueries({ queryKey: doctorsKeys.all })}
      testId="doctors-import"
    />
  );
}
