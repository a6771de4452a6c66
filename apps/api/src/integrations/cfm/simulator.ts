import type { CouncilAnswer, CouncilStatus } from '@portal/domain';
import { CfmUnavailableError, type CfmProvider } from './cfm.ts';
import { SIMULATOR_ANSWERS, SIMULATOR_CRMS } from './simulator-data.ts';

/** The simulator, which a test (or a demo) can tell that a registration's status changed. */
export interface CfmSimulator extends CfmProvider {
  /** From now on the CRM answers this status (its name, type and specialties kept). */
  changeStatus(crm: string, uf: string, status: Exclude<CouncilStatus, 'UNVERIFIED'>): void;
}

const keyOf = (crm: string, uf: string) => `${crm.replace(/^0+/, '')}/${uf.toUpperCase()}`;

/**
 * The offline council: the fixed answers of `SIMULATOR_ANSWERS`, the outage of
 * `SIMULATOR_CRMS.serviceDown`, and for any other CRM an active principal registration under the
 * name asked about. Changes are kept for the life of the process (each app gets its own instance).
 */
export function createCfmSimulator(): CfmSimulator {
  const changed = new Map<string, Exclude<CouncilStatus, 'UNVERIFIED'>>();
  return {
    kind: 'simulator',
    async lookup({ crm, uf, name }) {
      const key = keyOf(crm, uf);
      if (key === SIMULATOR_CRMS.serviceDown) throw new CfmUnavailableError('simulated outage');
      const answer: CouncilAnswer = SIMULATOR_ANSWERS[key]
        ?? { status: 'ACTIVE', name: name?.trim() ? name.trim().toUpperCase() : null, type: 'PRINCIPAL', specialties: [] };
      const status = changed.get(key);
      return status ? { ...answer, status } : answer;
    },
    changeStatus(crm, uf, status) {
      changed.set(keyOf(crm, uf), status);
    },
  };
}
