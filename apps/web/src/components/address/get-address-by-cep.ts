import { onlyDigits } from '@portal/domain';
import { api } from '@/lib/api-client.ts';

export interface CepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** GET /api/integration/get-address-by-cep/{cep}; 404 cepNotFound. */
export const getAddressByCep = (cep: string, signal?: AbortSignal): Promise<CepAddress> =>
  api.get<CepAddress>(`/integration/get-address-by-cep/${onlyDigits(cep)}`, { signal, authRedirect: false });
