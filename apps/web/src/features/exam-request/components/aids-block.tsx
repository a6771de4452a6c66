import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Aid } from '@portal/domain';
import type { ExamRequestValues } from './exam-request-values.ts';

/** Spec §3 aids of the exam group: each aid's fields to tick (their ids go in `aidFields`). */
export function AidsBlock({ aids }: { aids: readonly Aid[] }) {
  const form = useFormContext<ExamRequestValues>();
  const ticked = useWatch({ control: form.control, name: 'aidFields' });
  const toggle = (id: number, checked: boolean) =>
    form.setValue('aidFields', checked ? [...ticked, id] : ticked.filter((x) => x !== id), { shouldDirty: true });
  return (
    <Stack spacing={2}>
      {aids.map((aid) => (
        <FormControl component="fieldset" key={aid.id}>
          <FormLabel component="legend">{aid.name}</FormLabel>
          <FormGroup>
            {[...aid.aidFields].sort((a, b) => a.order - b.order).map((field) => (
              <FormControlLabel key={field.id} label={field.label} control={(
                <Checkbox checked={ticked.includes(field.id)} onChange={(e) => toggle(field.id, e.target.checked)}
                  slotProps={{ input: { 'data-testid': `aid-field-${field.id}` } as object }} />
              )} />
            ))}
          </FormGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
