import { useRef, useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/lib/i18n/index.ts';
import { MaskedInput } from '@/components/form/masked-input.tsx';
import { useFieldText } from '@/components/form/use-field-text.ts';
import type { AccreditedSearch } from '../api/get-accredited.ts';

/**
 * The shared pharmacySearchFormSchema's verdict: the CEP's digits, or the field's message (a
 * catalogue key). zod and the schemas load on the first search, so the pharmacy step (the first
 * one a benefits programme's patient sees) paints without them.
 */
async function checkCep(postalCode: string): Promise<{ postalCode: string } | { error: string }> {
  const { pharmacySearchFormSchema } = await import('@portal/domain/schemas');
  const result = pharmacySearchFormSchema.safeParse({ postalCode });
  return result.success ? result.data : { error: result.error.issues[0]?.message ?? 'validation.invalidCep' };
}

/** Search by CEP: a masked field (8 digits) and the search button; re-checked as typed after a first search. */
export function CepSearchForm({ onSearch, busy }: { onSearch: (search: AccreditedSearch) => void; busy: boolean }) {
  const { t } = useTranslation();
  const fieldText = useFieldText();
  const input = useRef<HTMLInputElement>(null);
  const [postalCode, setPostalCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  const check = async (value: string) => {
    const verdict = await checkCep(value);
    setError('error' in verdict ? verdict.error : undefined);
    return verdict;
  };
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const verdict = await check(postalCode);
    if ('error' in verdict) input.current?.focus();
    else onSearch({ postalCode: verdict.postalCode });
  };
  const change = (value: string) => {
    setPostalCode(value);
    if (submitted) void check(value);
  };

  return (
    <Stack component="form" noValidate onSubmit={(e) => void submit(e)} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
      <MaskedInput mask="cep" label={t('pharmacyFinder.postalCode')} required fullWidth ref={input} name="postalCode" autoComplete="postal-code"
        value={postalCode} onChange={change} error={Boolean(error)} helperText={fieldText(error)} inputProps={{ 'data-testid': 'pharmacy-cep' }} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 56, flexShrink: 0 }} data-testid="pharmacy-search">
        {t('pharmacyFinder.search')}
      </Button>
    </Stack>
  );
}
