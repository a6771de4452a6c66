import { api } from '@/lib/api.ts';

/** The patient data the programme already holds for a CPF (null when none), for the pre-fill. */
export const getPatientDataByCpf = (cpf: string, programId: number, signal?: AbortSignal) =>
  api.procedures.patientDataByCpf({ params: { cpf, programId } }, { signal });
