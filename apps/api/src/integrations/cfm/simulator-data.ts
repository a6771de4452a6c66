import type { CouncilAnswer } from '@portal/domain';

/**
 * The simulator's fixed answers, keyed `CRM/UF` (README "Medical council (CFM)"). The demo doctors
 * answer active under their demo names; the rest show each failure mode. Any other CRM answers an
 * active principal registration under the name the portal asks about.
 */
export const SIMULATOR_CRMS = {
  demoDoctor: '123456/SP',
  demoPending: '654321/RJ',
  nameDiffers: '135790/SP',
  suspended: '999999/SP',
  cancelled: '888888/SP',
  deceased: '777777/SP',
  notFound: '111111/SP',
  serviceDown: '500500/SP',
} as const;

const clinic = { name: 'Clínica Médica', rqe: '45102' };

export const SIMULATOR_ANSWERS: Readonly<Record<string, CouncilAnswer>> = {
  [SIMULATOR_CRMS.demoDoctor]: {
    status: 'ACTIVE', name: 'MARCOS ANTONIO MEDEIROS', type: 'PRINCIPAL',
    specialties: [{ name: 'Reumatologia', rqe: '51234' }, clinic],
  },
  [SIMULATOR_CRMS.demoPending]: { status: 'ACTIVE', name: 'PAULA PENDENTE SILVA', type: 'PRINCIPAL', specialties: [{ name: 'Dermatologia', rqe: '22871' }] },
  [SIMULATOR_CRMS.nameDiffers]: { status: 'ACTIVE', name: 'RENATA ALVES CORDEIRO', type: 'PRINCIPAL', specialties: [] },
  [SIMULATOR_CRMS.suspended]: { status: 'SUSPENDED', name: 'OTAVIO SUSPENSO RAMOS', type: 'PRINCIPAL', specialties: [clinic] },
  [SIMULATOR_CRMS.cancelled]: { status: 'CANCELLED', name: 'LUCIA CANCELADA FARIAS', type: 'SECONDARY', specialties: [] },
  [SIMULATOR_CRMS.deceased]: { status: 'DECEASED', name: 'ANTONIO FALECIDO BRAGA', type: 'PRINCIPAL', specialties: [] },
  [SIMULATOR_CRMS.notFound]: { status: 'NOT_FOUND', name: null, type: null, specialties: [] },
};
