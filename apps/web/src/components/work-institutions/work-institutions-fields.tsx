import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { useTranslation } from '@/lib/i18n/index.ts';
import { TextInput } from '../form/text-input.tsx';

export interface WorkInstitutionsFieldsProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Message for the whole list (e.g. at least one institution). */
  error?: string;
  /** Messages per row, by index. */
  rowErrors?: (string | undefined)[];
  required?: boolean;
  disabled?: boolean;
}

/**
 * A repeatable list of work-institution text fields (spec §2, §9): the first row has "add",
 * the others "remove"; at least one row always stays.
 */
export function WorkInstitutionsFields({ value, onChange, error, rowErrors, required, disabled }: WorkInstitutionsFieldsProps) {
  const { t } = useTranslation();
  const rows = value.length > 0 ? value : [''];
  const setRow = (index: number, text: string) => onChange(rows.map((row, i) => (i === index ? text : row)));
  const add = () => onChange([...rows, '']);
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));

  return (
    <Box data-testid="work-institutions">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('workInstitutions.title')}
      </Typography>
      <Stack spacing={2}>
        {rows.map((row, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextInput
              label={t('workInstitutions.label', { position: index + 1 })}
              value={row}
              onChange={(e) => setRow(index, e.target.value)}
              fullWidth
              required={required && index === 0}
              disabled={disabled}
              error={Boolean(rowErrors?.[index])}
              helperText={rowErrors?.[index]}
              inputProps={{ maxLength: 150, 'data-testid': `work-institution-${index}` }}
            />
            {index === 0 ? (
              <IconButton aria-label={t('workInstitutions.add')} onClick={add} disabled={disabled} sx={{ mt: 1 }} data-testid="work-institution-add">
                <AddCircleOutline />
              </IconButton>
            ) : (
              <IconButton aria-label={t('workInstitutions.remove', { position: index + 1 })} onClick={() => remove(index)} disabled={disabled} sx={{ mt: 1 }}>
                <RemoveCircleOutline />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
