import type { CouncilAnswer } from '@portal/domain';

/**
 * The Federal Council of Medicine's web service of public registration data (Resolução CFM nº
 * 2.129/2015): one interface, a real HTTP client and an offline simulator. It answers a CRM's
 * full name, registration type, status and specialties with RQE — never CPF, address, phone or
 * e-mail. A transport failure (down, timeout, 5xx, an unreadable answer) throws `CfmUnavailableError`;
 * a CRM the council does not know is an answer (`NOT_FOUND`), not a failure.
 */
export interface CfmLookup {
  crm: string;
  uf: string;
  /**
   * The name the portal holds for the CRM. Never sent to the council; only the simulator reads it,
   * answering an unlisted CRM as that person's active registration so any signup works offline.
   */
  name?: string | undefined;
}

export interface CfmProvider {
  readonly kind: 'simulator' | 'http';
  lookup(query: CfmLookup): Promise<CouncilAnswer>;
}

export class CfmUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`medical council service unavailable: ${reason}`, options);
    this.name = 'CfmUnavailableError';
  }
}
