import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FHIR_SCOPE_TYPES, fhirClientFormSchema, type FhirClientForm as FormValues } from '@portal/domain';
import { useTranslation } from '@/lib/i18n/index.ts';

type Errors = Partial<Record<'name' | 'jwks' | 'scope', string>>;

/**
 * Registers a backend client (decision 0083): its name, its public key set pasted as JSON, and its
 * scopes — every type (`system/*.read`) or the types ticked. Checked with the API's own schema
 * before it is sent; `onSubmit` gets the values as the API takes them.
 */
export function FhirClientForm({ programId, onSubmit, busy = false }: { programId: number; onSubmit: (values: FormValues) => void; busy?: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [jwks, setJwks] = useState('');
  const [all, setAll] = useState(true);
  const [types, setTypes] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const text = (message: string | undefined) => (message?.startsWith('validation.') ? t(message) : t('validation.invalidField'));

  const submit = () => {
    const scope = all ? 'system/*.read' : types.map((type) => `system/${type}.read`).join(' ');
    const values: FormValues = { programId, name, jwks, scope };
    const parsed = fhirClientFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'jwks' ? 'jwks' : issue.path[0] === 'scope' ? 'scope' : issue.path[0] === 'name' ? 'name' : undefined;
        if (field && !found[field]) found[field] = field === 'name' && !name.trim() ? t('validation.requiredField') : text(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(values);
  };

  return (
    <Stack component="form" spacing={2} noValidate data-testid="fhir-client-form" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Typography variant="subtitle1" component="h2">{t('fhirClients.register')}</Typography>
      <TextField label={t('fhirClients.name')} value={name} onChange={(e) => setName(e.target.value)} required fullWidth
        error={Boolean(errors.name)} helperText={errors.name} slotProps={{ htmlInput: { 'data-testid': 'fhir-client-name', maxLength: 120 } }} />
      <TextField label={t('fhirClients.jwks')} value={jwks} onChange={(e) => setJwks(e.target.value)} required fullWidth multiline rows={6}
        error={Boolean(errors.jwks)} helperText={errors.jwks ?? t('fhirClients.jwksHelp')} slotProps={{ htmlInput: { 'data-testid': 'fhir-client-jwks' } }} />
      <Stack>
        <Typography variant="body2">{t('fhirClients.scope')}</Typography>
        <Typography variant="caption" color="text.secondary">{t('fhirClients.scopeHelp')}</Typography>
        <FormControlLabel label={t('fhirClients.allTypes')}
          control={<Checkbox checked={all} onChange={(e) => setAll(e.target.checked)} slotProps={{ input: { 'data-testid': 'fhir-scope-all' } as object }} />} />
        {!all && (
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {FHIR_SCOPE_TYPES.map((type) => (
              <FormControlLabel key={type} label={type} control={<Checkbox checked={types.includes(type)}
                onChange={(e) => setTypes(e.target.checked ? [...types, type] : types.filter((x) => x !== type))}
                slotProps={{ input: { 'data-testid': `fhir-scope-${type}` } as object }} />} />
            ))}
          </Stack>
        )}
        {errors.scope && <FormHelperText error>{errors.scope}</FormHelperText>}
      </Stack>
      <Stack direction="row"><Button type="submit" variant="contained" disabled={busy}>{t('fhirClients.register')}</Button></Stack>
    </Stack>
  );
}
