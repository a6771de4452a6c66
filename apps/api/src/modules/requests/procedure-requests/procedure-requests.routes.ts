import type { FastifyInstance } from 'fastify';
import { AGREEMENT_FILE_MAX_BYTES } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { sendAgreementCode } from './agreement-code.service.ts';
import { createProcedure } from './create-procedure.service.ts';
import { examAvailability } from './exam-availability.service.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from './idempotency.ts';
import { patientDataByCpf } from './patient-data.service.ts';

const { procedures, codes } = contract;

/** The agreement term travels base64 inside the JSON body: its limit plus room for the rest. */
const CREATE_BODY_LIMIT = Math.ceil(AGREEMENT_FILE_MAX_BYTES / 3) * 4 + 256 * 1024;

/** Requests of every type (`POST /procedures`), the exam request form's availability, the CPF pre-fill and the patient agreement code. */
export async function procedureRequestsRoutes(app: FastifyInstance) {
  route(app, procedures.create, ({ deps, ctx, body, request }) =>
    createProcedure(deps, ctx, body, idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER])), { bodyLimit: CREATE_BODY_LIMIT });
  route(app, procedures.examAvailability, ({ deps, ctx, query }) => examAvailability(deps, ctx, query.programId, query.examGroupId));
  route(app, procedures.patientDataByCpf, ({ deps, ctx, params }) => patientDataByCpf(deps, ctx, params.cpf, params.programId));
  route(app, codes.sendAuthenticated, ({ deps, ctx, body }) => sendAgreementCode(deps, ctx, body));
}
