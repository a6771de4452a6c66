import type { LogisticType, ProcedureCreated } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { Idempotency } from './idempotency.ts';

/**
 * One request type of `POST /procedures` (CLINICAL_EXAMINATION, FIRST_MEDICINE, PATIENT_PROCEDURE,
 * SUPPLY and TRAVEL; the module each needs is its type's, `REQUEST_TYPE_MODULE`): how it creates
 * its request (every rule, one transaction, the idempotency key stored on the procedure), and the
 * success message of a request it created (a repeated key answers it again).
 */
export interface RequestTypeHandler<Body> {
  create(deps: Deps, ctx: RequestContext, programId: ScopedProgramId, body: Body, idempotency: Idempotency | undefined): Promise<ProcedureCreated>;
  messageKey(row: { logisticType: LogisticType | null }): string;
}
