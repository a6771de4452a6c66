import type { PlaceDetails, PlaceSuggestion } from '@portal/domain';

/**
 * The maps service's place autocomplete, restricted to Brazil (spec §7): suggestions for typed
 * text, and a chosen suggestion's details (with its postal code when it has one). Transport failures throw.
 */
export interface PlacesProvider {
  readonly kind: 'simulator' | 'http';
  autocomplete(input: string): Promise<PlaceSuggestion[]>;
  /** null for an unknown place. */
  details(placeId: string): Promise<PlaceDetails | null>;
}
