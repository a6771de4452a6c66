import { useId, useRef, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { UPLOAD_MIN_BYTES } from '@portal/domain';
import { useFieldText } from '../form/use-field-text.ts';
import { useApiError } from '@/lib/forms/use-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadProgramFile, type UploadFields } from './api.ts';

/** Spec §9: the browser accepts up to about 11,000 KB; the server holds the 10 MB line. */
const CLIENT_MAX_BYTES = 11_000 * 1024;

interface FormValues {
  name: string;
  description: string;
  file: File | null;
}

const EMPTY: FormValues = { name: '', description: '', file: null };

const checkName = (name: string) => (name.trim() ? true : 'validation.requiredField');
/** What the file input offers; the server checks the content's real type. */
const ACCEPTED_EXTENSIONS = ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.bmp', '.tif', '.tiff', '.heic', '.heif', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.mp4', '.zip'];

/** Says why a file is refused: missing, its type, or its size. */
const checkFile = (file: File | null) => {
  if (!file) return 'err.fileRequired';
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'validation.libraryFileType';
  if (file.size < UPLOAD_MIN_BYTES) return 'validation.libraryFileTooSmall';
  return file.size > CLIENT_MAX_BYTES ? 'validation.libraryFileTooLarge' : true;
};

/** The file refusals the server answers: shown under the file, not toasted. */
const onFile = { field: 'file', toast: false } as const;

export interface UploadPanelProps {
  title: string;
  /** The fields besides name, description and the file (file type, category, state). */
  fields: () => Omit<UploadFields, 'name' | 'description'>;
  /** Extra inputs (category or state select) shown before the name. */
  children?: ReactNode;
  testId: string;
}

/** Upload panel of the library and PCDT screens (admins and system administrators). */
export function UploadPanel({ title, fields, children, testId }: UploadPanelProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const inputId = useId();
  const upload = useUploadProgramFile();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<FormValues>({ defaultValues: EMPTY });
  const { errors } = form.formState;
  const file = useWatch({ control: form.control, name: 'file' });

  const showError = useApiError(form.setError, {
    fallback: 'err.failedToCreateProgramFile',
    codes: {
      fileSizeIsInvalid: onFile, invalidFileType: onFile, fileRequired: onFile, requestEntityTooLarge: onFile,
      libraryGroupNotFound: {}, libraryItemNotInGroup: {},
    },
  });

  const save = async (values: FormValues) => {
    try {
      await upload.mutateAsync({
        fields: { ...fields(), name: values.name.trim(), description: values.description.trim() || undefined }, file: values.file!,
      });
      toast(t('msg.successToCreateProgramFile'), 'success');
      form.reset(EMPTY);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        {/* Errors the server put on fields this panel does not show must not block the next try. */}
        <Stack component="form" noValidate spacing={2} aria-label={title} data-testid={testId}
          onSubmit={(e) => { form.clearErrors(); void form.handleSubmit(save)(e); }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {children}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Controller name="name" control={form.control} rules={{ validate: checkName }} render={({ field }) => (
              <TextField {...field} label={t('files.name')} required fullWidth error={Boolean(errors.name)} helperText={fieldText(errors.name?.message)}
                slotProps={{ htmlInput: { maxLength: 150, 'data-testid': `${testId}-name` } }} />
            )} />
            <Controller name="description" control={form.control} render={({ field }) => (
              <TextField {...field} label={t('files.description')} fullWidth
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testId}-description` } }} />
            )} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Controller name="file" control={form.control} rules={{ validate: checkFile }} render={({ field }) => (
              <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
                {t('files.chooseFile')}
                <input id={inputId} ref={fileInput} type="file" hidden data-testid={`${testId}-file`} name={field.name}
                  accept={ACCEPTED_EXTENSIONS.join(',')}
                  onChange={(e) => field.onChange(e.target.files?.[0] ?? null)} />
              </Button>
            )} />
            <Typography variant="body2" color={errors.file ? 'error' : 'text.secondary'} role={errors.file ? 'alert' : undefined}>
              {errors.file ? fieldText(errors.file.message) : (file?.name ?? t('files.noFileChosen'))}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">{t('files.fileHint')}</Typography>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={upload.isPending} data-testid={`${testId}-submit`}>
              {t(upload.isPending ? 'common.sending' : 'common.upload')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
