import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from '@/lib/i18n/index.ts';
import { UPLOAD_MIN_BYTES } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { CritiqueDialog } from './critique-dialog.tsx';
import { ImportErrorsTable } from './import-errors-table.tsx';
import { ImportStep } from './import-step.tsx';
import { ImportSummary, type WizardStage } from './import-summary.tsx';
import type { ImportErrorColumn, ImportErrorRowBase, ImportResult, ImportValidation } from './types.ts';

/** Spec §9: the browser accepts up to about 11,000 KB; the server holds the 10 MB line. */
export const SPREADSHEET_CLIENT_MAX_BYTES = 11_000 * 1024;

/** The file check made before any call: a file, of 1 KB to about 11,000 KB. */
export function checkSpreadsheetFile(file: File | null): string | undefined {
  if (!file) return 'err.fileRequired';
  return file.size < UPLOAD_MIN_BYTES || file.size > SPREADSHEET_CLIENT_MAX_BYTES ? 'err.fileSizeIsInvalid' : undefined;
}

export interface SpreadsheetImportPanelProps<R extends ImportErrorRowBase> {
  /** Already translated. */
  title: string;
  maxRows: number;
  /** The template download (the API's own URL: the session cookie goes with it). */
  templateHref: string;
  /** POST …/validate with the multipart body: checks every row, saves nothing. */
  validate: (body: FormData) => Promise<ImportValidation<R>>;
  /** POST … with the multipart body: all rows or none. */
  upload: (body: FormData) => Promise<ImportResult<R>>;
  /** The error rows' columns besides the row number and the errors. */
  columns: readonly ImportErrorColumn<R>[];
  /** Catalogue key of the success toast. */
  successMessage: string;
  onImported?: (result: ImportResult<R>) => void;
  testId: string;
}

const formOf = (file: File): FormData => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/**
 * The spreadsheet import as a wizard (spec §2, issue 27): 1 download the template (required
 * columns marked, an example sheet), 2 choose the file — which clears what an earlier file left —
 * 3 check it: the dry run (validate, nothing saved) answers "298 válidas, 2 com erros" with the
 * errors table and the critique report, or, when every row is valid, the button that imports them
 * all (all or none), then the count imported. A progress bar runs while the file is checked or
 * saved. Toasts per spec §8 "Spreadsheets".
 */
export function SpreadsheetImportPanel<R extends ImportErrorRowBase>(props: SpreadsheetImportPanelProps<R>) {
  const { title, maxRows, templateHref, validate, upload, columns, successMessage, onImported, testId } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [critique, setCritique] = useState<ImportValidation<R> | null>(null);
  const [errorRows, setErrorRows] = useState<R[]>([]);
  const [stage, setStage] = useState<WizardStage>({ kind: 'idle' });
  const busy = stage.kind === 'checking' || stage.kind === 'saving';

  /** A new file (or none): what the previous one left — errors, summary, critique — goes. */
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(undefined);
    setErrorRows([]);
    setCritique(null);
    setStage({ kind: 'idle' });
  };

  const startOver = () => {
    choose(null);
    if (input.current) input.current.value = '';
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return toast(t('err.failedToUploadXlsxFile'), 'error');
    if (error.code === 'validation') return setFileError(Object.values(error.fields ?? {})[0]?.[0] ?? 'err.failedToUploadXlsxFile');
    // A proxy in front of the API may refuse a large body with its own 413.
    if (error.status === 413) return toast(t('err.requestEntityTooLarge'), 'info');
    if (error.status === 400) return toast(error.message || t('err.failedToUploadXlsxFile'), 'info');
    if (error.isAuthFailure) return undefined;
    return toast(t('err.failedToUploadXlsxFile'), 'error');
  };

  const refused = (rows: R[]) => {
    setErrorRows(rows);
    toast(t('err.invalidXlsxFileCheckErrorReport'), 'warning');
  };

  /** The dry run: every rule on every row, nothing saved. */
  const check = async () => {
    const problem = checkSpreadsheetFile(file);
    setFileError(problem);
    if (problem || !file) return;
    setErrorRows([]);
    setStage({ kind: 'checking' });
    try {
      const validation = await validate(formOf(file));
      setStage({ kind: 'checked', file: file.name, valid: validation.valid, invalid: validation.invalid });
      if (!validation.success) {
        refused(validation.errors);
        setCritique(validation);
        // The corrected file may have the same name: choosing it again must count as a change.
        if (input.current) input.current.value = '';
      }
    } catch (error) {
      setStage({ kind: 'idle' });
      showFailure(error);
    }
  };

  /** Every row valid: save them all, or none. */
  const save = async () => {
    if (!file || stage.kind !== 'checked') return;
    setStage({ kind: 'saving', file: stage.file, valid: stage.valid });
    try {
      const result = await upload(formOf(file));
      if (!result.success) {
        setStage({ kind: 'checked', file: file.name, valid: stage.valid - result.errors.length, invalid: result.errors.length });
        refused(result.errors);
        return;
      }
      toast(t(successMessage), 'success');
      setFile(null);
      if (input.current) input.current.value = '';
      setStage({ kind: 'imported', count: result.imported });
      onImported?.(result);
    } catch (error) {
      setStage({ kind: 'checked', file: file.name, valid: stage.valid, invalid: 0 });
      showFailure(error);
    }
  };

  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">{title}</Typography>
          <ImportStep n={1} label={t('spreadsheetImport.step1')} hint={<>{t('spreadsheetImport.step1Hint')} {t('importWizard.templateHint')}</>}>
            <Button component="a" href={templateHref} download variant="outlined" startIcon={<DownloadOutlined />} data-testid={`${testId}-template`}>
              {t('spreadsheetImport.downloadTemplate')}
            </Button>
          </ImportStep>
          <ImportStep n={2} label={t('spreadsheetImport.step2')} hint={t('spreadsheetImport.step2Hint', { max: maxRows })}>
            <Stack spacing={0.5} sx={{ alignItems: { md: 'flex-end' } }}>
              <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
                {t('spreadsheetImport.chooseFile')}
                <input id={inputId} ref={input} type="file" hidden data-testid={`${testId}-file`}
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => choose(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'} role={fileError ? 'alert' : undefined}
                data-testid={`${testId}-file-status`}>
                {fileError ? t(fileError) : (file?.name ?? t('spreadsheetImport.noFileChosen'))}
              </Typography>
            </Stack>
          </ImportStep>
          <ImportStep n={3} label={t('spreadsheetImport.step3')} hint={t('spreadsheetImport.step3Hint')}>
            <Button variant="contained" onClick={() => void check()} disabled={busy || stage.kind === 'checked'} data-testid={`${testId}-save`}>
              {t(stage.kind === 'checking' ? 'common.sending' : 'importWizard.check')}
            </Button>
          </ImportStep>
          <ImportSummary stage={stage} onImport={() => void save()} onStartOver={startOver} testId={testId} />
          {errorRows.length > 0 && <ImportErrorsTable rows={errorRows} columns={columns} testId={testId} />}
        </Stack>
      </CardContent>
      <CritiqueDialog validation={critique} onClose={() => setCritique(null)} />
    </Card>
  );
}
