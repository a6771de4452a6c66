import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { Specialty, UsagePolicy } from '@portal/domain';
import { PolicyTerm } from '@/components/policy-terms/policy-term.tsx';

export interface SpecialtySelectProps {
  specialties: Specialty[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  required?: boolean;
}

/** The optional specialties multi-select of signup step 1. */
export function SpecialtySelect({ specialties, value, onChange, error, required }: SpecialtySelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = new Map(specialties.map((s) => [s.id, s.name]));
  return (
    <FormControl fullWidth error={Boolean(error)} required={required}>
      <InputLabel id={`${id}-label`}>{t('signup.specialties')}</InputLabel>
      <Select<number[]>
        labelId={`${id}-label`}
        multiple
        value={value}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? [] : e.target.value)}
        input={<OutlinedInput label={t('signup.specialties')} />}
        renderValue={(selected) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {selected.map((sid) => <Chip key={sid} size="small" label={nameOf.get(sid) ?? sid} />)}
          </Stack>
        )}
        SelectDisplayProps={{ 'data-testid': 'specialties-select' } as Record<string, string>}
      >
        {specialties.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            <Checkbox checked={value.includes(s.id)} size="small" />
            {s.name}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export interface PolicyCheckboxesProps {
  policies: UsagePolicy[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** One checkbox per usage policy of the programme; every one must be ticked. */
export function PolicyCheckboxes({ policies, value, onChange, error }: PolicyCheckboxesProps) {
  const { t } = useTranslation();
  if (policies.length === 0) return null;
  const toggle = (policyId: number, checked: boolean) =>
    onChange(checked ? [...new Set([...value, policyId])] : value.filter((v) => v !== policyId));
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <Typography component="legend" variant="subtitle1">{t('signup.policiesTitle')}</Typography>
      <FormGroup>
        {policies.map((policy) => (
          <PolicyTerm
            key={policy.id}
            policy={policy}
            checked={value.includes(policy.id)}
            onChange={(checked) => toggle(policy.id, checked)}
            label={t('signup.acceptPolicy', { description: policy.description })}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
