import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** Spec §4 Patient lookup: is the CPF registered in the programme's registration service? */
export const useCheckPatient = () => useMutation({
  mutationFn: ({ programId, cpf }: { programId: number; cpf: string }) => api.firstMedicine.checkPatient({ body: { programId, cpf } }),
});
