import { useMutation } from '@tanstack/react-query';
import type { InvitePatientInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/patients: the patient receives an SMS with their link /p/{code}. */
export const invitePatient = (body: InvitePatientInput) => api.patientLink.invite({ body });

export const useInvitePatient = () => useMutation({ mutationFn: invitePatient });
