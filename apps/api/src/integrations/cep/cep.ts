import type { CepAddress } from '@portal/domain';

/** Postcode (CEP) lookup: an address, or null when the CEP does not exist. Transport failures throw. */
export interface CepProvider {
  readonly kind: 'simulator' | 'viacep';
  lookup(cep: string): Promise<CepAddress | null>;
}
