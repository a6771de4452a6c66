import {
  SIMULATOR_CPFS, SIMULATOR_MEDICINES, SIMULATOR_MESSAGES as MSG, SIMULATOR_PRESENTATIONS, SIMULATOR_PROGRAMS, SIMULATOR_QUESTIONS,
} from './simulator-data.ts';
import { sameName, WSACESSO_SUCCESS, WsAcessoUnavailableError, type WsAcessoAnswer, type WsAcessoProvider } from './wsacesso.ts';

const ok = (message: string): WsAcessoAnswer => ({ status: WSACESSO_SUCCESS, message });
const refused = (status: string, message: string): WsAcessoAnswer => ({ status, message });

/**
 * The offline registration web service: realistic demo answers and every failure mode, chosen by
 * the fixed CPFs of `SIMULATOR_CPFS` (README). Patients it registers are remembered for the life
 * of the process (each app gets its own instance).
 */
export function createWsAcessoSimulator(): WsAcessoProvider {
  const registered = new Set<string>([SIMULATOR_CPFS.registered, SIMULATOR_CPFS.notEligible, SIMULATOR_CPFS.medicineRefused]);
  const down = (cpf: string) => {
    if (cpf === SIMULATOR_CPFS.serviceDown) throw new WsAcessoUnavailableError('simulated outage');
  };
  const knownProgram = (programCode: string) => (SIMULATOR_PROGRAMS as readonly string[]).includes(programCode);

  return {
    kind: 'simulator',
    async checkPatient(programCode, cpf) {
      down(cpf);
      if (!knownProgram(programCode)) return refused('04', MSG.unknownProgram);
      return registered.has(cpf) ? ok(MSG.registered) : refused('01', MSG.notRegistered);
    },
    async registerPatient({ programCode, patient }) {
      down(patient.cpf);
      if (!knownProgram(programCode)) return refused('04', MSG.unknownProgram);
      if (patient.cpf === SIMULATOR_CPFS.registerRefused) return refused('12', MSG.registerRefused);
      registered.add(patient.cpf);
      return ok(MSG.patientRegistered);
    },
    async registerMedicine({ programCode, cpf }) {
      down(cpf);
      if (!knownProgram(programCode)) return refused('04', MSG.unknownProgram);
      if (!registered.has(cpf)) return refused('01', MSG.patientNotFound);
      if (cpf === SIMULATOR_CPFS.medicineRefused) return refused('07', MSG.medicineRefused);
      return ok(MSG.medicineRegistered);
    },
    async validateTreatmentStart({ programCode, cpf }) {
      down(cpf);
      if (!knownProgram(programCode)) return refused('04', MSG.unknownProgram);
      if (!registered.has(cpf)) return refused('01', MSG.patientNotFound);
      return cpf === SIMULATOR_CPFS.notEligible ? refused('05', MSG.notEligible) : ok(MSG.eligible);
    },
    async listMedicines(programCode) {
      return SIMULATOR_MEDICINES[programCode] ?? [];
    },
    async listPresentations(_programCode, pathologyCode) {
      return pathologyCode === null ? [] : SIMULATOR_PRESENTATIONS[pathologyCode] ?? [];
    },
    async listQuestions(_programCode, pathologyCode) {
      return pathologyCode === null ? [] : SIMULATOR_QUESTIONS[pathologyCode] ?? [];
    },
    async matchProductByName(programCode, name) {
      return (SIMULATOR_MEDICINES[programCode] ?? []).find((m) => sameName(m.name, name)) ?? null;
    },
    async matchPresentationByEan(_programCode, ean) {
      return Object.values(SIMULATOR_PRESENTATIONS).flat().find((p) => p.ean === ean) ?? null;
    },
  };
}
