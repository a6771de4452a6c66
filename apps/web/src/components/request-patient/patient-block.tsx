import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { GENDERS, onlyDigits, PATIENT_FIELDS, type PatientField, type PatientFieldConfig } from '@portal/domain';
import { FormCheckbox, FormSelect, FormText } from '../crud/index.ts';
import { StateSelect } from '../form/state-select.tsx';
import { useFieldText } from '../form/use-field-text.ts';
import { toast } from '@/lib/toast.ts';
import { getPatientDataByCpf } from './get-patient-data.ts';
import { ALWAYS_ASKED, PATIENT_FLAGS, type RequestPatientValues } from './patient-values.ts';
import { DateField, MaskedField } from './request-fields.tsx';

const MASKED = { cpf: 'cpf', phone: 'phone', phone2: 'phone', phone3: 'phone', cep: 'cep' } as const;
const MAX_LENGTH: Partial<Record<PatientField, number>> = { name: 150, rg: 20, initials: 10, caregiverName: 150, email: 200, city: 50 };

export interface PatientBlockProps {
  configs: readonly PatientFieldConfig[];
  programId: number;
  /** The programme fills the patient's data from the CPF (spec §5: at 11 digits). */
  autoFill: boolean;
}

/** Spec §3 patient fields as the request's group configures them: name, CPF and phone always, the rest when visible. */
export function PatientBlock({ configs, programId, autoFill }: PatientBlockProps) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const form = useFormContext<{ patient: RequestPatientValues }>();
  const byField = new Map(configs.map((c) => [c.field, c]));
  const shown = ['cpf' as const, ...PATIENT_FIELDS.filter((f) => f !== 'cpf')].filter((f) => ALWAYS_ASKED.includes(f) || byField.get(f)?.visible);
  const required = (f: PatientField) => ALWAYS_ASKED.includes(f) || Boolean(byField.get(f)?.required);
  const label = (f: PatientField) => t(`fieldConfigs.patientField.${f}`);
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);

  const fillFromCpf = (typed: string) => {
    const cpf = onlyDigits(typed);
    if (!autoFill || cpf.length !== 11) return;
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    getPatientDataByCpf(cpf, programId, controller.signal).then((data) => {
      if (!data) return;
      const set = (field: 'name' | 'birthDate' | 'phone' | 'email' | 'gender', value: string | null) => {
        if (value) form.setValue(`patient.${field}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      };
      set('name', data.patientName);
      set('birthDate', data.patientBirthDate);
      set('phone', data.patientPhone);
      set('email', data.patientEmail);
      set('gender', data.patientGender);
    }).catch(() => {
      if (!controller.signal.aborted) toast(t('err.failedToLoadPatientDataByCpf'), 'error');
    });
  };

  const field = (f: PatientField) => {
    const name = `patient.${f}` as const;
    if (f in MASKED) {
      return <MaskedField name={name} label={label(f)} required={required(f)} mask={MASKED[f as keyof typeof MASKED]}
        testId={`patient-${f}`} {...(f === 'cpf' ? { onTyped: fillFromCpf } : {})} />;
    }
    if ((PATIENT_FLAGS as readonly string[]).includes(f)) return <FormCheckbox control={form.control} name={name} label={label(f)} testId={`patient-${f}`} />;
    if (f === 'birthDate') return <DateField name={name} label={label(f)} required={required(f)} testId="patient-birthDate" />;
    if (f === 'gender') {
      return <FormSelect control={form.control} name={name} label={label(f)} required={required(f)} testId="patient-gender"
        options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />;
    }
    if (f === 'state') {
      return (
        <Controller control={form.control} name="patient.state" render={({ field: input, fieldState }) => (
          <StateSelect label={label(f)} value={input.value} onChange={input.onChange} required={required(f)}
            error={fieldText(fieldState.error?.message)} testId="patient-state" />
        )} />
      );
    }
    return <FormText control={form.control} name={name} label={label(f)} required={required(f)} testId={`patient-${f}`} maxLength={MAX_LENGTH[f]} />;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }} data-testid="patient-block">
      {shown.map((f) => <Box key={f}>{field(f)}</Box>)}
    </Box>
  );
}
