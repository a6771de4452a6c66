import { useRef } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AGREEMENT_FILE_MAX_BYTES, AGREEMENT_FILE_TYPES } from '@portal/domain';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { ExamRequestValues } from './exam-request-values.ts';

/** The file's bytes as base64 (without the data-URL prefix). */
const base64Of = (file: File): Promise<string> => new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
  reader.onerror = () => reject(reader.error ?? new Error('read failed'));
  reader.readAsDataURL(file);
});

/** Spec §5: the signed term as a PDF or image, its type and size checked here and again on the server. */
export function AgreementFile() {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<ExamRequestValues>();
  const chosen = useWatch({ control: form.control, name: 'agreementFile' });
  const input = useRef<HTMLInputElement>(null);
  const error = form.formState.errors.agreementFile?.message;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    form.setValue('agreementFile', null);
    if (!(AGREEMENT_FILE_TYPES as readonly string[]).includes(file.type)) {
      form.setError('agreementFile', { message: 'validation.invalidFileType' });
      return;
    }
    if (file.size > AGREEMENT_FILE_MAX_BYTES) {
      form.setError('agreementFile', { message: 'validation.fileTooLarge' });
      return;
    }
    form.clearErrors('agreementFile');
    form.setValue('agreementFile', { buffer: await base64Of(file), contentType: file.type, fileName: file.name }, { shouldDirty: true });
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2" color="text.secondary" id="agreement-file-hint">{t('examRequest.fileHint')}</Typography>
      <input ref={input} type="file" hidden accept={AGREEMENT_FILE_TYPES.join(',')} data-testid="agreement-file-input"
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }} />
      <Button variant="outlined" onClick={() => input.current?.click()} aria-describedby="agreement-file-hint" data-testid="agreement-file-button">
        {t('examRequest.chooseFile')}
      </Button>
      {chosen && <Typography variant="body2" data-testid="agreement-file-name">{t('examRequest.chosenFile', { name: chosen.fileName })}</Typography>}
      {error && <FormHelperText error data-testid="agreement-file-error">{fieldText(error)}</FormHelperText>}
    </Stack>
  );
}
