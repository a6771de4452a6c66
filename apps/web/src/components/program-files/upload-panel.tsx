import { useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MIN_BYTES } from '@portal/domain';
import { useFieldText } from '../form/use-field-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useUploadProgramFile, type UploadFields } from './api.ts';

/** Spec §9: the browser accepts up to about 11,000 KB; the server holds the 10 MB line. */
const CLIENT_MAX_BYTES = 11_000 * 1024;

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'validation.requiredField';
    if (!file) found.file = 'err.fileRequired';
    else if (file.size < UPLOAD_MIN_BYTES || file.size > CLIENT_MAX_BYTES) found.file = 'err.fileSizeIsInvalid';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    try {
      await upload.mutateAsync({ fields: { ...fields(), name: name.trim(), description: description.trim() || undefined }, file });
      toast(t('msg.successToCreateProgramFile'), 'success');
      setName('');
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation' && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0] ?? 'validation.invalidField'])));
      } else if (error instanceof ApiError && ['fileSizeIsInvalid', 'invalidFileType', 'fileRequired', 'requestEntityTooLarge'].includes(error.code)) {
        setErrors({ file: `err.${error.code}` });
      } else {
        toast(t('err.failedToCreateProgramFile'), 'error');
      }
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" noValidate spacing={2} aria-label={title} data-testid={testId}
          onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {children}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField label={t('files.name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth
              error={Boolean(errors.name)} helperText={fieldText(errors.name)} slotProps={{ htmlInput: { maxLength: 150, 'data-testid': `${testId}-name` } }} />
            <TextField label={t('files.description')} value={description} onChange={(e) => setDescription(e.target.value)} fullWidth
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `${testId}-description` } }} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileOutlined />}>
              {t('files.chooseFile')}
              <input id={inputId} ref={fileInput} type="file" hidden data-testid={`${testId}-file`}
                accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.mp4,.zip"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" color={errors.file ? 'error' : 'text.secondary'} role={errors.file ? 'alert' : undefined}>
              {errors.file ? fieldText(errors.file) : (file?.name ?? t('files.noFileChosen'))}
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
