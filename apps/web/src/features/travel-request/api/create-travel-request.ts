import type { TravelRequestInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { travelRequestKeys } from './keys.ts';

/** `POST /procedures` of type TRAVEL; each attempt carries a new `Idempotency-Key` (a network retry creates nothing more). */
export const createTravelRequest = (body: TravelRequestInput) =>
  api.procedures.create({ body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

export const useCreateTravelRequest = () => useInvalidatingMutation(createTravelRequest, travelRequestKeys.all);
