import {
  councilBlocks, councilVerdict, formatDate, translate, type CouncilAnswer, type CouncilStatus, type CouncilVerdict,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { CfmUnavailableError } from '#integrations/cfm/index.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { currentScope } from '#platform/lib/request-id.ts';
import * as repo from './council.repository.ts';

export const statusLabel = (status: CouncilStatus): string => translate(`council.statuses.${status}`);

/** What the council said for a CRM, and what that means for this name; `answer` is null when it could not answer. */
export interface CouncilCheck { answer: CouncilAnswer | null; verdict: CouncilVerdict }

/**
 * Asks the council about a CRM for a name. An outage is not the doctor's fault: it answers
 * `unverified` and is logged with no CRM, name or key (the error's message carries none).
 */
export async function checkCouncil(deps: Deps, query: { crm: string; uf: string; name: string }): Promise<CouncilCheck> {
  let answer: CouncilAnswer | null;
  try {
    answer = await deps.cfm.lookup(query);
  } catch (error) {
    if (!(error instanceof CfmUnavailableError)) throw error;
    currentScope()?.log?.warn({ reason: error.message }, 'medical council unavailable: registration left unverified');
    answer = null;
  }
  return { answer, verdict: councilVerdict(answer, query.name) };
}

/** The error a refused check answers, in the council's terms (status label, CRM/UF). */
export function councilRefusal(check: CouncilCheck, crm: string, uf: string): AppError | undefined {
  const { verdict, answer } = check;
  if (verdict.outcome !== 'refused') return undefined;
  const status = answer ? statusLabel(answer.status) : '';
  return new AppError(verdict.code, verdict.code === 'crmNotFound' ? 404 : 409, undefined, { crm, uf, status });
}

/** The council's answer for the approver, in one phrase: its status, or the name it holds when that is what differs. */
export function approvalRefusal(check: CouncilCheck, crm: string, uf: string): AppError | undefined {
  const { verdict, answer } = check;
  if (verdict.outcome !== 'refused') return undefined;
  const said = verdict.code === 'crmNameMismatch' && answer?.name
    ? `${statusLabel(answer.status)} — ${translate('council.councilName')}: ${answer.name}`
    : statusLabel(answer?.status ?? 'NOT_FOUND');
  return new AppError('councilRefusedApproval', 409, undefined, { answer: said, crm, uf });
}

/** Keeps an answer on the doctor; an outage keeps whatever the council said last. */
export async function recordAnswer(db: DbOrTx, doctorId: number, answer: CouncilAnswer | null, now: Date): Promise<void> {
  if (answer) await repo.saveAnswer(db, doctorId, answer, now);
}

/**
 * A doctor whose registration the council no longer holds as active opens no new request
 * (`POST /procedures`, the patient registration of a release, an agreement code): 403
 * `doctorRegistrationInactive`. Staff are never doctors here; unverified never blocks.
 */
export async function assertMayOpenRequests(deps: Pick<Deps, 'db'>, ctx: Pick<RequestContext, 'userId' | 'userType'>): Promise<void> {
  if (ctx.userType !== 'DOCTOR') return;
  const status = await repo.councilStatusOfUser(deps.db, ctx.userId);
  if (status && councilBlocks(status)) throw new AppError('doctorRegistrationInactive', 403, undefined, { status: statusLabel(status) });
}

/**
 * Approving a request whose requester's registration the council no longer holds as active is
 * refused (decision 0060): 409 `requesterRegistrationInactive`, naming every such request with the
 * council's status and the day of the last check, so a bulk approval says which requests block.
 * Read from the stored status at decision time, inside the decision's transaction; rejecting is
 * never refused. `requests` are the requests being approved, already locked.
 */
export async function assertRequestersApprovable(db: DbOrTx, requests: readonly { code: string; createdById: number }[]): Promise<void> {
  if (requests.length === 0) return;
  const council = new Map((await repo.councilOfUsers(db, [...new Set(requests.map((r) => r.createdById))])).map((d) => [d.userId, d]));
  const blocked = requests.flatMap((r) => {
    const doctor = council.get(r.createdById);
    if (!doctor || !councilBlocks(doctor.status)) return [];
    return [translate('council.blockedRequest', { code: r.code, status: statusLabel(doctor.status), checkedAt: formatDate(doctor.checkedAt) || '—' })];
  });
  if (blocked.length > 0) throw new AppError('requesterRegistrationInactive', 409, undefined, { requests: blocked.join('; ') });
}

/**
 * A doctor created, or whose CRM/UF changes, in the users screens: the council is asked about the
 * new registration at once, so the stored status (what blocks requests, approvals and patient-care
 * reads) is never the previous CRM's (decision 0060). Undefined when the CRM does not change; a
 * check whose answer is null when the council could not answer (kept as unverified). Whether the
 * doctor keeps approval on it is `councilKeepsApproval` (decision 0065).
 */
export async function councilOfNewCrm(
  deps: Deps, userId: number | null, doctor: { crm: string; uf: string }, name: string,
): Promise<CouncilCheck | undefined> {
  const current = userId === null ? undefined : await repo.doctorOfUser(deps.db, userId);
  if (current && current.crm === doctor.crm && current.uf === doctor.uf) return undefined;
  return checkCouncil(deps, { crm: doctor.crm, uf: doctor.uf, name });
}

/** Stores what `councilOfNewCrm` answered, in the write's transaction (undefined: nothing changed). */
export async function keepCouncilOfNewCrm(db: DbOrTx, userId: number, check: CouncilCheck | undefined, now: Date): Promise<void> {
  if (check !== undefined) await repo.saveAnswerOfUser(db, userId, check.answer, now);
}
