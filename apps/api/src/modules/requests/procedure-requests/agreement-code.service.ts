import type { z } from 'zod';
import type { sendAuthenticatedCodeSchema } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { patientsOfCaller } from '#platform/context/patient-scope.ts';
import { programIn } from '#platform/context/scope.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { sendAgreementSms } from '#messaging/codes/index.ts';
import { patientDeliveryOrNone } from '#messaging/contact-consent/index.ts';
import * as config from './exam-config.repository.ts';
import { checkGrant } from './exam-request.checks.ts';
import { callerReadsCpf, phoneOnFile } from '#patients/patients/index.ts';
import { assertMayOpenRequests } from '#doctors/council/index.ts';

/** The group's term as an absolute address on this portal's public URL (a stored path is the portal's own). */
function termUrl({ config: cfg }: Deps, stored: string | null): string | undefined {
  if (!stored) return undefined;
  return publicLink(cfg, stored);
}

/**
 * `POST /codes/authenticated` (spec §2, §5): the agreement code of an exam request goes to the
 * patient being registered, with the exam group's own term link — the caller chooses neither the
 * text nor the link, nor, for a patient on file, the phone: it goes to the one on record (decision 0041). The group must be the programme's (404), one the caller may request (403
 * examGroupNotAllowed) and ask for the patient's agreement (400 examGroupWithoutAgreement); a
 * patient who accepted WhatsApp gets it there, one who revoked SMS and has not is not sent it (409
 * patientSmsConsentRevoked where the caller reads the record; for another doctor's patient the
 * answer of a send, decision 0063); each user sends at most N an hour (429 agreementCodeQuotaExceeded).
 */
export async function sendAgreementCode(deps: Deps, ctx: RequestContext, input: z.output<typeof sendAuthenticatedCodeSchema>) {
  const programId = programIn(ctx.scope, input.programId, 'programNotFound');
  await assertMayOpenRequests(deps, ctx);
  const group = await config.findProgramExamGroup(deps.db, programId, input.examGroupId);
  if (!group) throw notFound('examGroupNotFound');
  await checkGrant(deps.db, ctx, programId, group.id, []);
  if (!group.requirePatientAgreement) throw new AppError('examGroupWithoutAgreement', 400);
  // Another doctor's patient answers like a CPF not on file (decision 0063): nothing they may not be told refuses it.
  const told = await callerReadsCpf(deps.db, patientsOfCaller(ctx, programId), programId, input.patientCpf);
  const delivery = await patientDeliveryOrNone(deps, programId, input.patientCpf);
  if (!delivery && told) throw new AppError('patientSmsConsentRevoked', 409);
  const destination = (await phoneOnFile(deps.db, programId, input.patientCpf)) ?? input.destination;
  return sendAgreementSms(deps, {
    destination, ip: ctx.ip, userId: ctx.userId, agreementUrl: termUrl(deps, group.patientAgreementUrl), delivery, quietBeyondOwn: !told, programId,
  });
}
