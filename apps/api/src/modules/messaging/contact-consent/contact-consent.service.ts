import { channelEnabled, mayMessagePatient, type NotificationChannel, type ConsentSubject, type PatientMessagePurpose } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import * as repo from './contact-consent.repository.ts';

/** Whether the patient answered on their link: their terms are recorded, so every channel's box was offered. */
const answered = async (db: DbOrTx, patientId: number) => (await repo.latestConsent(db, patientId, 'TERMS')) !== undefined;

/** What the patient of this CPF may be sent now, per phone channel (decision 0057); a patient not on file was never asked. */
export async function patientPhoneChannels(db: DbOrTx, programId: ScopedProgramId, cpf: string, purpose: PatientMessagePurpose) {
  const patientId = await repo.patientIdByCpf(db, programId, cpf);
  if (patientId === undefined) return { patientId: null, sms: mayMessagePatient(undefined, false, purpose), whatsapp: false };
  const [sms, whatsapp, asked] = await Promise.all([repo.latestConsent(db, patientId, 'SMS'), repo.latestConsent(db, patientId, 'WHATSAPP'), answered(db, patientId)]);
  // WhatsApp carries nothing until granted: a first invitation is an SMS (decision 0056).
  return { patientId, sms: mayMessagePatient(sms, asked, purpose), whatsapp: whatsapp?.granted === true };
}

/** Whether an SMS may go to this person now: read at the moment it is sent, never carried from when it was decided. */
export async function smsAllowedNow(db: DbOrTx, subject: ConsentSubject): Promise<boolean> {
  if ('userId' in subject) {
    const choice = await repo.userChoice(db, subject.userId, 'SMS');
    return channelEnabled(new Map<NotificationChannel, boolean>(choice === undefined ? [] : [['SMS', choice]]), 'SMS');
  }
  const [sms, asked] = await Promise.all([repo.latestConsent(db, subject.patientId, 'SMS'), answered(db, subject.patientId)]);
  return mayMessagePatient(sms, asked, subject.purpose);
}
