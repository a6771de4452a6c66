import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { Controller, useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { ExamRequestValues } from './exam-request-values.ts';

interface Option { id: number; name: string }

function PickerSelect({ name, label, options, onPick, testId }: {
  name: Path<ExamRequestValues>; label: string; options: readonly Option[]; onPick: (id: number) => void; testId: string;
}) {
  const id = useId();
  const fieldText = useFieldText();
  const form = useFormContext<ExamRequestValues>();
  return (
    <Controller control={form.control} name={name} render={({ field, fieldState }) => (
      <FormControl fullWidth required error={Boolean(fieldState.error)}>
        <InputLabel id={`${id}-label`}>{label}</InputLabel>
        <Select<number | ''> labelId={`${id}-label`} id={id} label={label} value={typeof field.value === 'number' ? field.value : ''}
          inputRef={field.ref} onChange={(e) => onPick(Number(e.target.value))}
          SelectDisplayProps={{ 'data-testid': testId, 'aria-describedby': fieldState.error ? `${id}-helper` : undefined } as object}>
          {options.map((o) => <MenuItem key={o.id} value={o.id} data-testid={`${testId}-option-${o.id}`}>{o.name}</MenuItem>)}
        </Select>
        {fieldState.error && <FormHelperText id={`${id}-helper`}>{fieldText(fieldState.error.message)}</FormHelperText>}
      </FormControl>
    )} />
  );
}

export interface GroupPickersProps {
  followups: readonly Option[];
  groups: readonly Option[];
  onFollowup: (id: number) => void;
  onGroup: (id: number) => void;
}

/** Spec §2 Exam request: follow-up first, then the exam group (each choice starts what follows over). */
export function GroupPickers({ followups, groups, onFollowup, onGroup }: GroupPickersProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <PickerSelect name="followupId" label={t('examRequest.followup')} options={followups} onPick={onFollowup} testId="followupId" />
      <PickerSelect name="groupId" label={t('examRequest.examGroup')} options={groups} onPick={onGroup} testId="groupId" />
    </Box>
  );
}
