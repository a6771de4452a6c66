import type { ExamRequestInput } from '@portal/domain';
import { api } from '@/lib/api.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { examRequestKeys } from './keys.ts';

/**
 * `POST /procedures`: every attempt carries a new `Idempotency-Key`, so a repeat of the same
 * attempt (a retry by the network) answers the first result and creates nothing.
 */
export const createExamRequest = (body: ExamRequestInput) =>
  api.procedures.create({ body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** Sends the request; the availability captions (the doctor's vouchers) are fetched again after. */
export const useCreateExamRequest = () => useInvalidatingMutation(createExamRequest, examRequestKeys.all);
