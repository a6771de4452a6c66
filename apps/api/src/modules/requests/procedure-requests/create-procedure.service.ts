import type { ProcedureCreated } from '@portal/domain';
import type { z } from 'zod';
import type { createProcedureSchema } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { reachesType } from '#platform/context/request-types.ts';
import { forbidden } from '#platform/lib/app-error.ts';
import { reachOf } from '#platform/lib/request-type-filter.ts';
import { examRequestHandler } from './exam-request.service.ts';
import { firstMedicineRequestHandler } from './first-medicine-request.service.ts';
import { assertSameRequest, idempotencyOf, runOnce } from './idempotency.ts';
import { travelRequestHandler } from './travel-request.service.ts';
import { patientProcedureRequestHandler } from './patient-procedure-request.service.ts';
import { supplyRequestHandler } from './supply-request.service.ts';
import { findByIdempotencyKey } from './procedure-writes.repository.ts';
import type { RequestTypeHandler } from './request-handler.ts';
import { assertMayOpenRequests } from '#doctors/council/index.ts';

type Body = z.output<typeof createProcedureSchema>;
type Handlers = { readonly [T in Body['type']]: RequestTypeHandler<Extract<Body, { type: T }>> };

/** The handler of each request type: a new type of the body's union does not compile until it has one. */
const HANDLERS: Handlers = {
  CLINICAL_EXAMINATION: examRequestHandler,
  FIRST_MEDICINE: firstMedicineRequestHandler,
  TRAVEL: travelRequestHandler,
  PATIENT_PROCEDURE: patientProcedureRequestHandler,
  SUPPLY: supplyRequestHandler,
};

const handlerOf = (type: Body['type']): RequestTypeHandler<Body> => HANDLERS[type];

/**
 * `POST /procedures`: the body's type picks the handler; the programme and the type's module must
 * be the caller's; an `Idempotency-Key` makes a repeat answer the first result and create nothing
 * (the same key with another body: 422 idempotencyKeyReused). A doctor whose CRM is no longer active
 * in the medical council's data opens none (403 doctorRegistrationInactive).
 */
export async function createProcedure(deps: Deps, ctx: RequestContext, body: Body, idempotencyKey: string | undefined): Promise<ProcedureCreated> {
  const handler = handlerOf(body.type);
  const programId = programIn(ctx.scope, body.programId, 'programNotFound');
  if (!reachesType(ctx.requestTypes, body.type)) throw forbidden();
  await assertMayOpenRequests(deps, ctx);
  const idempotency = idempotencyOf(idempotencyKey, body);
  return runOnce(
    idempotencyKey,
    async () => {
      const row = await findByIdempotencyKey(deps.db, reachOf(ctx), ctx.userId, idempotency!.key);
      if (!row) return undefined;
      assertSameRequest(row.fingerprint, idempotency!);
      // The status the first answer gave: a first-medicine release is approved when made.
      const status = row.type === 'FIRST_MEDICINE' ? 'APPROVED' as const : 'OPEN' as const;
      return { id: row.id, code: row.code, status, messageKey: handlerOf(row.type as Body['type']).messageKey(row) };
    },
    () => handler.create(deps, ctx, programId, body, idempotency),
  );
}
