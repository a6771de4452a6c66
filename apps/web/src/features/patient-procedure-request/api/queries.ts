import { useQuery } from '@tanstack/react-query';
import type { PatientProcedureRequestInput } from '@portal/domain';
import { stockKeys } from '@/components/stock-chip/index.ts';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

const keys = {
  products: (programId: number) => ['patient-procedure-request', 'products', programId] as const,
  procedures: (productId: number) => ['patient-procedure-request', 'procedures', productId] as const,
  patientFields: (id: number) => ['patient-procedure-request', 'patient-fields', id] as const,
  procedureFields: (id: number) => ['patient-procedure-request', 'procedure-fields', id] as const,
};
const groupType = { groupType: 'PATIENT_PROCEDURE' } as const;

export const useProducts = (programId: number | undefined) => useQuery({
  queryKey: keys.products(programId ?? 0),
  queryFn: ({ signal }) => api.products.ofProgram({ params: { programId: programId! } }, { signal }),
  enabled: programId !== undefined,
});

export const usePatientProcedures = (productId: number | undefined) => useQuery({
  queryKey: keys.procedures(productId ?? 0),
  queryFn: ({ signal }) => api.products.patientProcedures({ params: { productId: productId! } }, { signal }),
  enabled: productId !== undefined,
});

/** The patient fields the patient procedure shows and requires (field configs of groupType PATIENT_PROCEDURE). */
export const usePatientFieldConfigs = (patientProcedureId: number | undefined) => useQuery({
  queryKey: keys.patientFields(patientProcedureId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.patient({ params: { groupId: patientProcedureId! }, query: groupType }, { signal }),
  enabled: patientProcedureId !== undefined,
});

export const useProcedureFieldConfigs = (patientProcedureId: number | undefined) => useQuery({
  queryKey: keys.procedureFields(patientProcedureId ?? 0),
  queryFn: ({ signal }) => api.fieldConfigs.procedure({ params: { groupId: patientProcedureId! }, query: groupType }, { signal }),
  enabled: patientProcedureId !== undefined,
});

/** `POST /procedures` with a new `Idempotency-Key` per attempt; the stock chip is read again after. */
const createRequest = (body: PatientProcedureRequestInput) =>
  api.procedures.create({ body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

export const useCreatePatientProcedureRequest = () => useInvalidatingMutation(createRequest, stockKeys.all);
