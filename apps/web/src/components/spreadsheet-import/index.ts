/**
 * The spreadsheet-import panel of spec §2, shared by the doctor and voucher imports: the same
 * component with other endpoints, error-row columns and success message.
 *
 *   <SpreadsheetImportPanel<DoctorImportErrorRow>
 *     title={t('doctors.importTitle')} maxRows={DOCTOR_IMPORT_MAX_ROWS} testId="doctors-import"
 *     templateHref={api.doctors.spreadsheetTemplate.href({ query: { programId } })}
 *     validate={(body) => api.doctors.validateSpreadsheet({ query: { programId }, body })}
 *     upload={(body) => api.doctors.importSpreadsheet({ query: { programId }, body })}
 *     columns={[{ key: 'crm', header: t('doctors.crm'), value: (r) => r.crm }, …]}
 *     successMessage="msg.successToUploadDoctorsXlsx" onImported={() => invalidate()} />
 */
export { SpreadsheetImportPanel, checkSpreadsheetFile, SPREADSHEET_CLIENT_MAX_BYTES, type SpreadsheetImportPanelProps } from './spreadsheet-import-panel.tsx';
export { ImportErrorsTable, type ImportErrorsTableProps } from './import-errors-table.tsx';
export { CritiqueDialog, type CritiqueDialogProps } from './critique-dialog.tsx';
export { saveBlob, saveErrorsCsv, saveReport } from './download.ts';
export type { ImportErrorColumn, ImportErrorRowBase, ImportResult, ImportValidation, ReportFile } from './types.ts';
