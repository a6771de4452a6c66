import { onlyDigits, type CepAddress } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** The address of a postcode; 404 cepNotFound. */
export const getAddressByCep = (cep: string, signal?: AbortSignal) =>
  api.addresses.byCep({ params: { cep: onlyDigits(cep) } }, { signal, authRedirect: false });

/**
 * The form fields a postcode fills. Not the complement: the service's `complemento` describes the
 * street's stretch ("de 612 a 1510 - lado par"), not the user's flat or house.
 */
export const addressOfCep = (found: CepAddress) => ({
  placeDescription: found.logradouro, neighborhood: found.bairro, city: found.localidade, state: found.uf,
});
