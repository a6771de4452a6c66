import type { PatientMessagePurpose } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { patientPhoneChannels } from './contact-consent.service.ts';
import type { Delivery } from './delivery.ts';

/**
 * How the programme's patient of this CPF is reached (LGPD art. 8, decisions 0056 and 0057): by
 * WhatsApp only when their newest WhatsApp consent is a grant — with an SMS fallback when SMS may
 * carry the message too, re-read when the fallback is sent —, else by SMS when it may (409
 * patientSmsConsentRevoked otherwise). A consent request (the link's invitation, the agreement
 * code) may reach a patient never asked, by SMS; once they answered on the link, only the channels
 * they granted; any other message needs a granted channel.
 */
export async function patientDelivery(
  { db }: Deps, programId: ScopedProgramId, cpf: string, purpose: PatientMessagePurpose = 'consentRequest',
): Promise<Delivery> {
  const may = await patientPhoneChannels(db, programId, cpf, purpose);
  const consentOf = may.patientId === null ? undefined : { patientId: may.patientId, purpose };
  if (may.whatsapp) return { channel: 'WHATSAPP', smsFallback: may.sms, consentOf };
  if (!may.sms) throw new AppError('patientSmsConsentRevoked', 409);
  return { channel: 'SMS', smsFallback: false };
}

/**
 * `patientDelivery`, or null where it would answer 409 patientSmsConsentRevoked: for a caller who
 * may not be told so (another doctor's patient, decision 0063), who then gets the answer of a send.
 */
export async function patientDeliveryOrNone(
  deps: Deps, programId: ScopedProgramId, cpf: string, purpose: PatientMessagePurpose = 'consentRequest',
): Promise<Delivery | null> {
  try {
    return await patientDelivery(deps, programId, cpf, purpose);
  } catch (error) {
    if (error instanceof AppError && error.code === 'patientSmsConsentRevoked') return null;
    throw error;
  }
}
