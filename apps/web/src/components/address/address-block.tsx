import { useEffect, useId, useRef, useState } from 'react';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/index.ts';
import { onlyDigits } from '@portal/domain';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { MaskedInput } from '../form/masked-input.tsx';
import { TextInput } from '../form/text-input.tsx';
import { StateSelect } from '../form/state-select.tsx';
import { addressOfCep, getAddressByCep } from './get-address-by-cep.ts';
import { useCities } from './get-cities.ts';

/** The address fields, in display order, as every address payload names them. */
export const ADDRESS_FIELDS = ['cep', 'placeDescription', 'number', 'complement', 'neighborhood', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export const EMPTY_ADDRESS: AddressValues = { cep: '', placeDescription: '', number: '', complement: '', neighborhood: '', city: '', state: '' };

const MAX_LENGTH: Record<AddressField, number> = {
  cep: 9, placeDescription: 150, number: 20, complement: 50, neighborhood: 50, city: 50, state: 2,
};
/** The complement is the user's own (flat, house): a lookup never writes it. */
const FILLED_BY_CEP: readonly AddressField[] = ['placeDescription', 'neighborhood', 'city', 'state'];
/** The text fields written by code (the lookup, a reset to a saved address). */
const FILLED_TEXT = ['placeDescription', 'number', 'complement', 'neighborhood', 'city'] as const;

export interface AddressBlockProps {
  /** Path of the address object inside the form, e.g. 'address'; without it the fields sit at the form's root. */
  name?: string;
  title?: string;
  required?: boolean;
  /** Suggest the chosen state's cities in the city field (spec §7 `get-cities-by-state`). */
  suggestCities?: boolean;
}

/**
 * Spec §5 postcode: 8 digits look the address up and fill the fields; not found clears them
 * with 'CEP não encontrado.'; any other failure says 'Erro ao buscar CEP.'.
 */
export function AddressBlock({ name, title, required, suggestCities }: AddressBlockProps) {
  const { t, i18n } = useTranslation();
  const form = useFormContext<FieldValues>();
  const path = (field: AddressField): Path<FieldValues> => (name ? `${name}.${field}` : field);
  const citiesId = useId();
  const state = useWatch({ control: form.control, name: path('state') }) as string | undefined;
  // A field the CEP lookup (or a saved address) fills by code is uncontrolled: MUI never sees it
  // typed, so its label is told to shrink whenever the field holds a value, or it covers the value.
  const filled = useWatch({ control: form.control, name: FILLED_TEXT.map(path) }) as (string | undefined)[];
  const holdsValue = (field: AddressField) => {
    const at = FILLED_TEXT.indexOf(field as (typeof FILLED_TEXT)[number]);
    return at >= 0 && Boolean(filled[at]);
  };
  const cities = useCities(state ?? '', Boolean(suggestCities));
  const [searching, setSearching] = useState(false);
  const lastLookup = useRef('');
  const pending = useRef<AbortController | null>(null);

  /** Looks the address up when the user completes a CEP (not when the form is filled by code). */
  const lookup = (typed: string) => {
    const digits = onlyDigits(typed);
    if (digits.length !== 8 || digits === lastLookup.current) return;
    lastLookup.current = digits;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const fill = (values: Partial<AddressValues>) => {
      for (const field of FILLED_BY_CEP) form.setValue(path(field), values[field] ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    };
    setSearching(true);
    getAddressByCep(digits, controller.signal)
      .then((found) => fill(addressOfCep(found)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        fill({});
        const notFound = error instanceof ApiError && (error.code === 'cepNotFound' || error.status === 404);
        toast(t(notFound ? 'err.cepNotFound' : 'err.failedToSearchCep'), notFound ? 'warning' : 'error');
      })
      .finally(() => {
        if (!controller.signal.aborted) setSearching(false);
      });
  };

  useEffect(() => () => pending.current?.abort(), []);

  const errorOf = (field: AddressField): string | undefined => {
    const errors = (name ? form.formState.errors[name] : form.formState.errors) as Record<string, { message?: string } | undefined> | undefined;
    const message = errors?.[field]?.message;
    return message === undefined ? undefined : i18n.exists(message) ? t(message, { length: MAX_LENGTH[field] }) : message;
  };
  const isRequired = (field: AddressField) => Boolean(required) && field !== 'complement';

  const text = (field: Exclude<AddressField, 'cep' | 'state'>, size: number) => (
    <Grid size={{ xs: 12, sm: size }} key={field}>
      <TextInput
        {...form.register(path(field))}
        label={t(`address.${field}`)}
        fullWidth
        required={isRequired(field)}
        shrink={holdsValue(field) || undefined}
        error={Boolean(errorOf(field))}
        helperText={errorOf(field)}
        inputProps={{ maxLength: MAX_LENGTH[field], 'data-testid': `address-${field}`, ...(field === 'city' && suggestCities ? { list: citiesId } : {}) }}
      />
      {field === 'city' && suggestCities && (
        <datalist id={citiesId} data-testid="address-city-options">
          {(cities.data ?? []).map((c) => <option key={c.id} value={c.city} />)}
        </datalist>
      )}
    </Grid>
  );

  return (
    <Grid container spacing={2} data-testid="address-block">
      {title && (
        <Grid size={12}>
          <Typography variant="subtitle1" component="h3">{title}</Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name={path('cep')}
          render={({ field }) => (
            <MaskedInput
              mask="cep"
              label={t('address.cep')}
              value={field.value as string}
              onChange={(value) => {
                field.onChange(value);
                lookup(value);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              fullWidth
              required={isRequired('cep')}
              error={Boolean(errorOf('cep'))}
              helperText={errorOf('cep')}
              inputProps={{ 'data-testid': 'address-cep' }}
              endAdornment={searching ? <InputAdornment position="end"><CircularProgress size={18} aria-label={t('common.loading')} /></InputAdornment> : undefined}
            />
          )}
        />
      </Grid>
      {text('placeDescription', 8)}
      {text('number', 3)}
      {text('complement', 9)}
      {text('neighborhood', 5)}
      {text('city', 5)}
      <Grid size={{ xs: 12, sm: 2 }}>
        <Controller
          control={form.control}
          name={path('state')}
          render={({ field }) => (
            <StateSelect
              label={t('address.state')}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              required={isRequired('state')}
              error={errorOf('state')}
              testId="address-state"
              short
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
