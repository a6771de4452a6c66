import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { PlaceSuggestion } from '@portal/domain';
import { useDebouncedValue } from '@/components/data-table/debounce.ts';
import type { AccreditedSearch } from '../api/get-accredited.ts';
import { usePlaceDetails, usePlaceSuggestions } from '../api/places.ts';

/** Spec §9: the maps service is asked 2000 ms after typing stops, and for a chosen place's details after 200 ms. */
export const TYPING_DEBOUNCE_MS = 2000;
export const DETAILS_DEBOUNCE_MS = 200;

/**
 * Search by address: suggestions in Brazil as the user types a street with its number; a chosen
 * place searches by its CEP, and one without a CEP says `validation.placeWithoutCep`.
 */
export function AddressSearch({ onSearch }: { onSearch: (search: AccreditedSearch | null) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const typed = useDebouncedValue(input, TYPING_DEBOUNCE_MS);
  const placeId = useDebouncedValue(chosen?.placeId ?? null, DETAILS_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(typed);
  const details = usePlaceDetails(chosen ? placeId : null);
  const place = details.data;

  useEffect(() => {
    if (place) onSearch(place.postalCode ? { postalCode: place.postalCode, uf: place.uf ?? undefined } : null);
  }, [place, onSearch]);

  const error = place && !place.postalCode ? t('validation.placeWithoutCep')
    : suggestions.isError || details.isError ? t('err.failedToLoadPlaces') : undefined;
  const waiting = input.trim().length >= 3 && (input !== typed || suggestions.isFetching);

  return (
    <Autocomplete<PlaceSuggestion>
      options={suggestions.data ?? []}
      value={chosen}
      onChange={(_e, value) => setChosen(value)}
      inputValue={input}
      onInputChange={(_e, value, reason) => { if (reason !== 'reset') setInput(value); }}
      getOptionLabel={(o) => o.description}
      isOptionEqualToValue={(a, b) => a.placeId === b.placeId}
      filterOptions={(x) => x}
      loading={waiting}
      loadingText={t('common.loading')}
      noOptionsText={t('pharmacyFinder.noSuggestions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('pharmacyFinder.address')}
          error={Boolean(error)}
          helperText={error ?? t('pharmacyFinder.addressHint')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'pharmacy-address' } }}
        />
      )}
    />
  );
}
