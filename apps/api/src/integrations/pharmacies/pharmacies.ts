import type { AccreditedPharmacy } from '@portal/domain';

export interface PharmacySearch {
  /** The programme whose accreditation counts (its slug, or its id as text when it has none). */
  program: string;
  /** 8 digits. */
  postalCode: string;
  uf?: string | undefined;
}

/**
 * The accredited-pharmacy service (spec §5 Pharmacy search): one interface, a real HTTP client and
 * an offline simulator. An empty list means none near; transport failures throw.
 */
export interface PharmaciesProvider {
  readonly kind: 'simulator' | 'http';
  near(search: PharmacySearch): Promise<AccreditedPharmacy[]>;
}
