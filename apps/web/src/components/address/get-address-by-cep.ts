import { onlyDigits } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** The address of a postcode; 404 cepNotFound. */
export const getAddressByCep = (cep: string, signal?: AbortSignal) =>
  api.addresses.byCep({ params: { cep: onlyDigits(cep) } }, { signal, authRedirect: false });
