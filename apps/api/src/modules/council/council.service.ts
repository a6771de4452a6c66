import {
  councilBlocks, councilVerdict, translate, type CouncilAnswer, type CouncilStatus, type CouncilVerdict,
} from '@portal/domain';
import type { Deps } from '../../context/deps.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { CfmUnavailableError } from '../../integrations/cfm/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentScope } from '../../lib/request-id.ts';
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
