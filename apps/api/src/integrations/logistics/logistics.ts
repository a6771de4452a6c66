/** What the logistics service needs to issue a reverse-postage code for a sample's return (spec §9). */
export interface ReversePostageRequest {
  /** The procedure's code: the service's idempotency key, so a retried call answers the same postage. */
  procedureCode: string;
  recipientName: string;
  /** CPF of who posts the sample (11 digits). */
  senderCpf: string;
  cep: string;
  placeDescription: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

/**
 * The logistics service that issues reverse-postage codes for CORREIOS sample withdrawals: one
 * interface, a real HTTP client and an offline simulator. Transport failures throw (the job retries).
 */
export interface LogisticsProvider {
  readonly kind: 'simulator' | 'http';
  requestReversePostage(request: ReversePostageRequest): Promise<{ code: string }>;
}
