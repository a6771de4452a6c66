import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface AcceptPolicyInput {
  userId: number;
  programUsagePoliciesIds: number[];
}

/** POST /api/program-usage-policies/accept-policy. */
export const acceptPolicy = (input: AcceptPolicyInput): Promise<void> =>
  api.post<undefined>('/program-usage-policies/accept-policy', input);

export const useAcceptPolicy = () => useMutation({ mutationFn: acceptPolicy });
