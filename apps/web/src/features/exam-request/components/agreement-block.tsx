import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { AGREEMENT_TYPES, type ExamGroup } from '@portal/domain';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { ExamRequestValues } from './exam-request-values.ts';
import { AgreementCode } from './agreement-code.tsx';
import { AgreementFile } from './agreement-file.tsx';

/** The group's term as an absolute address (a path is on this portal). */
export const agreementUrlOf = (group: ExamGroup): string | undefined =>
  group.patientAgreementUrl ? new URL(group.patientAgreementUrl, window.location.origin).href : undefined;

/** Spec §2, §5: the patient's agreement, by an SMS code sent to the patient or by the signed term uploaded. */
export function AgreementBlock({ group, programId }: { group: ExamGroup; programId: number }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<ExamRequestValues>();
  const type = useWatch({ control: form.control, name: 'agreementType' });
  const termUrl = agreementUrlOf(group);
  return (
    <Stack spacing={2}>
      {termUrl && <Link href={termUrl} target="_blank" rel="noopener" data-testid="agreement-term">{t('examRequest.agreementTerm')}</Link>}
      <Controller control={form.control} name="agreementType" render={({ field, fieldState }) => (
        <FormControl component="fieldset" required error={Boolean(fieldState.error)}>
          <FormLabel component="legend" id="agreement-type-label">{t('examRequest.agreementType')}</FormLabel>
          <RadioGroup row aria-labelledby="agreement-type-label" name={field.name} value={field.value}
            onChange={(e) => field.onChange(e.target.value)}>
            {AGREEMENT_TYPES.map((value, i) => (
              <FormControlLabel key={value} value={value} label={t(`agreementType.${value}`)}
                control={<Radio slotProps={{ input: { ...(i === 0 ? { ref: field.ref } : {}), 'data-testid': `agreement-${value}` } as object }} />} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldText(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )} />
      {type === 'CODE' && <AgreementCode programId={programId} examGroupId={group.id} />}
      {type === 'FILE' && <AgreementFile />}
    </Stack>
  );
}
