import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** GET /api/integration/places/autocomplete: suggestions in Brazil for at least three typed characters. */
export const placeSuggestionsQueryOptions = (input: string) => queryOptions({
  queryKey: ['places', 'autocomplete', input] as const,
  queryFn: ({ signal }) => api.pharmacies.placeAutocomplete({ query: { input } }, { signal }),
  enabled: input.trim().length >= 3,
  retry: false,
});

export const usePlaceSuggestions = (input: string) => useQuery(placeSuggestionsQueryOptions(input));

/** GET /api/integration/places/{placeId}: the chosen place, whose postal code may be null. */
export const placeDetailsQueryOptions = (placeId: string | null) => queryOptions({
  queryKey: ['places', 'details', placeId ?? ''] as const,
  queryFn: ({ signal }) => api.pharmacies.placeDetails({ params: { placeId: placeId! } }, { signal }),
  enabled: placeId !== null,
  retry: false,
});

export const usePlaceDetails = (placeId: string | null) => useQuery(placeDetailsQueryOptions(placeId));
