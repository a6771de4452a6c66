import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Aid } from '@portal/domain';

/**
 * Spec §3 aids of an exam or travel group: each aid's fields to tick (their ids go in the form's
 * `aidFields`); `error` shows under them (the travel request's err.unselectedTravelOption).
 */
export function AidsBlock({ aids, error }: { aids: readonly Aid[]; error?: string | undefined }) {
  const form = useFormContext<{ aidFields: number[] }>();
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
      {error && <FormHelperText error data-testid="aids-error">{error}</FormHelperText>}
    </Stack>
  );
}
