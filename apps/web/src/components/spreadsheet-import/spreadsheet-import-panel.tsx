import { useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/index.ts';
import { UPLOAD_MIN_BYTES } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { CritiqueDialog } from './critique-dialog.tsx';
import { ImportErrorsTable } from './import-errors-table.tsx';
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

type Outcome<R> = { kind: 'imported'; result: ImportResult<R> } | { kind: 'refused'; validation: ImportValidation<R> } | { kind: 'failed'; errors: R[] };

const formOf = (file: File): FormData => {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
};

/**
 * The spreadsheet-import card (spec §2): 1 download the template, 2 choose the file (checked in the
 * browser for size), 3 Save — the validate call always runs first; a refused file opens the
 * critique dialog and the errors table, and nothing is imported. Toasts per spec §8 "Spreadsheets".
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

  const save = useMutation({
    mutationFn: async (chosen: File): Promise<Outcome<R>> => {
      const validation = await validate(formOf(chosen));
      if (!validation.success) return { kind: 'refused', validation };
      const result = await upload(formOf(chosen));
      return result.success ? { kind: 'imported', result } : { kind: 'failed', errors: result.errors };
    },
  });

  const reset = () => {
    setFile(null);
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

  const submit = async () => {
    const problem = checkSpreadsheetFile(file);
    setFileError(problem);
    if (problem || !file) return;
    setErrorRows([]);
    try {
      const outcome = await save.mutateAsync(file);
      if (outcome.kind === 'imported') {
        toast(t(successMessage), 'success');
        reset();
        onImported?.(outcome.result);
        return;
      }
      const rows = outcome.kind === 'refused' ? outcome.validation.errors : outcome.errors;
      setErrorRows(rows);
      toast(t('err.invalidXlsxFileCheckErrorReport'), 'warning');
      if (outcome.kind === 'refused') setCritique(outcome.validation);
    } catch (error) {
      showFailure(error);
    }
  };

  const step = (n: number, label: string, hint: string, action: ReactNode) => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <Typography component="span" aria-hidden sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText',
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700, flexShrink: 0 }}>{n}</Typography>
      <Stack sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle2" component="h3">{label}</Typography>
        <Typography variant="body2" color="text.secondary">{hint}</Typography>
      </Stack>
      {action}
    </Stack>
  );

  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {step(1, t('spreadsheetImport.step1'), t('spreadsheetImport.step1Hint'), (
            <Button component="a" href={templateHref} download variant="outlined" startIcon={<DownloadOutlined />} data-testid={`${testId}-template`}>
              {t('spreadsheetImport.downloadTemplate')}
            </Button>
          ))}
          {step(2, t('spreadsheetImport.step2'), t('spreadsheetImport.step2Hint', { max: maxRows }), (
            <Stack spacing={0.5} sx={{ alignItems: { md: 'flex-end' } }}>
              <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
                {t('spreadsheetImport.chooseFile')}
                <input id={inputId} ref={input} type="file" hidden data-testid={`${testId}-file`}
                  accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => { setFile(e.target.files?.[0] ?? null); setFileError(undefined); }} />
              </Button>
              <Typography variant="body2" color={fileError ? 'error' : 'text.secondary'} role={fileError ? 'alert' : undefined}
                data-testid={`${testId}-file-status`}>
                {fileError ? t(fileError) : (file?.name ?? t('spreadsheetImport.noFileChosen'))}
              </Typography>
            </Stack>
          ))}
          {step(3, t('spreadsheetImport.step3'), t('spreadsheetImport.step3Hint'), (
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid={`${testId}-save`}>
              {t(save.isPending ? 'common.sending' : 'common.save')}
            </Button>
          ))}
          {errorRows.length > 0 && <ImportErrorsTable rows={errorRows} columns={columns} testId={testId} />}
        </Stack>
      </CardContent>
      <CritiqueDialog validation={critique} onClose={() => setCritique(null)} />
    </Card>
  );
}
