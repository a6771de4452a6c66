import { formatProgrammeDateTime, type ErrorCode } from '@portal/domain';
import type { Config } from '#platform/config.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { doctorInvitationTimes, lockDoctorInvitations, sentInvitationTimes } from './invitations.repository.ts';

/**
 * The limits of decision 0063 on `POST /patients`: a doctor makes at most N invitations an hour,
 * and a patient receives at most N invitation messages a day, none within a few minutes of the
 * previous one, whoever invites. Sliding windows over the rows already written, so the answer
 * can say exactly when the next one is possible.
 */
type Limits = Config['onboarding']['patientInvitation'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * Locks the doctor's invitations for the transaction and answers when their next one is possible
 * (null: now). Counted over every invitation they made, sent or not: their own acts only.
 */
export async function doctorMayInviteAt(tx: DbOrTx, limits: Limits, doctorId: number, now: Date): Promise<Date | null> {
  await lockDoctorInvitations(tx, doctorId);
  const max = limits.maxPerDoctorPerHour;
  const times = await doctorInvitationTimes(tx, doctorId, plus(now, -HOUR_MS), max);
  return times.length >= max ? plus(times[max - 1]!, HOUR_MS) : null;
}

/**
 * When the patient may be sent their next invitation (null: now), counted over the messages that
 * left for them. The caller holds the patient's row lock (`registerPatient`), so two invitations
 * of one patient are counted one after the other, in any process.
 */
export async function patientMayBeSentAt(tx: DbOrTx, limits: Limits, patientId: number, now: Date): Promise<Date | null> {
  const max = limits.maxPerPatientPerDay;
  const times = await sentInvitationTimes(tx, patientId, plus(now, -DAY_MS), max);
  const waits: number[] = [];
  if (times.length >= max) waits.push(plus(times[max - 1]!, DAY_MS).getTime());
  const newest = times[0];
  if (newest && plus(newest, limits.minIntervalMs) > now) waits.push(plus(newest, limits.minIntervalMs).getTime());
  return waits.length ? new Date(Math.max(...waits)) : null;
}

/**
 * The 429 of a limit: `Retry-After`, and in the message the São Paulo date and time of the next
 * possible one, rounded up to the minute (from that minute on it is possible).
 */
export function invitationRefused(code: Extract<ErrorCode, 'invitationQuotaExceeded' | 'patientInvitationTooSoon'>, at: Date, now: Date) {
  const shown = new Date(Math.ceil(at.getTime() / 60_000) * 60_000);
  return new AppError(code, 429, undefined, { at: formatProgrammeDateTime(shown) }).retryAt(at, now);
}
