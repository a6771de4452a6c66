import type { Discount, Medicine, Uf } from '@portal/domain';

/**
 * The discount service: the medicines (product lines) of a discount programme and a family's
 * discount rules in a state. One interface, a real HTTP client and an offline simulator.
 * Transport failures throw.
 */
export interface DiscountsProvider {
  readonly kind: 'simulator' | 'http';
  medicines(programId: number): Promise<Medicine[]>;
  discounts(programId: number, familyId: number, uf: Uf): Promise<Discount[]>;
}
