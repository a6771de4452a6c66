import type { Deps } from '../../context/deps.ts';
import type { ScopedProgramId } from '../../context/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Delivery } from '../outbox/index.ts';
import * as repo from './patient-link.repository.ts';

/**
 * How the programme's patient of this CPF is reached (LGPD art. 8, decision 0056): by WhatsApp
 * only when their newest WhatsApp consent is a grant — with an SMS fallback unless they refused
 * SMS — else by SMS unless they refused it (409 patientSmsConsentRevoked). A patient never asked
 * (a first invitation) is reached by SMS, the channel the doctor's invitation is for.
 */
export async function patientDelivery({ db }: Deps, programId: ScopedProgramId, cpf: string): Promise<Delivery> {
  const [sms, whatsapp] = await Promise.all([repo.latestConsentByCpf(db, programId, cpf, 'SMS'), repo.latestConsentByCpf(db, programId, cpf, 'WHATSAPP')]);
  const smsAccepted = !sms || sms.granted;
  if (whatsapp?.granted) return { channel: 'WHATSAPP', smsFallback: smsAccepted };
  if (!smsAccepted) throw new AppError('patientSmsConsentRevoked', 409);
  return { channel: 'SMS', smsFallback: false };
}
