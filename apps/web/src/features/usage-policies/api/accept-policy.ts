import { useMutation } from '@tanstack/react-query';
import type { AcceptPoliciesInput } from '@portal/domain';
import { api } from '@/lib/api.ts';

/** POST /api/program-usage-policies/accept-policy. */
export const acceptPolicy = (input: AcceptPoliciesInput) => api.usagePolicies.accept({ body: input });

export const useAcceptPolicy = () => useMutation({ mutationFn: acceptPolicy });
