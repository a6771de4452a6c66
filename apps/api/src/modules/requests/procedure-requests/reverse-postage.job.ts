import type { ExamRequest } from '@portal/domain';
import type { JobHandler } from '#platform/jobs/worker.ts';
import { findForReversePostage, setReversePostageCode } from './procedure-writes.repository.ts';

/**
 * Asks the logistics service for the reverse-postage code of a CORREIOS sample withdrawal and
 * stores it on the request (spec §9: within 24 business hours). A transport failure throws, so
 * the queue retries with backoff; a request already coded, rejected or canceled is left alone.
 */
export const requestReversePostageJob: JobHandler<'requestReversePostage'> = async ({ procedureId }, { db, logistics }) => {
  const procedure = await findForReversePostage(db, procedureId);
  if (!procedure || procedure.logisticType !== 'CORREIOS' || procedure.reversePostageCode) return;
  if (procedure.status === 'REJECTED' || procedure.status === 'CANCELED') return;
  // Stored as the request schema parsed it (CEP and CPF already digits).
  const address = procedure.address as ExamRequest['userAddress'] | null;
  if (!address) throw new Error(`procedure ${procedureId} has no withdrawal address`);
  const { code } = await logistics.requestReversePostage({
    procedureCode: procedure.code,
    recipientName: address.requesterName ?? address.recipientName ?? '',
    senderCpf: (address.requesterCpf ?? '').replace(/\D/g, ''),
    cep: address.cep.replace(/\D/g, ''),
    placeDescription: address.placeDescription,
    number: address.number,
    complement: address.complement ?? null,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state,
  });
  await setReversePostageCode(db, procedureId, code);
};
