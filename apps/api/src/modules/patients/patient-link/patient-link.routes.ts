import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATIENT_TOKEN_HEADER } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import * as service from './patient-link.service.ts';
import * as privacy from './privacy.service.ts';

const { patientLink } = contract;

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[PATIENT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** The invitation and the patient's public link (contracts in @portal/domain/contracts/patient-link). */
export function patientLinkRoutes(app: FastifyInstance): void {
  // Every answer about a patient is personal data: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'no-store'); });
  route(app, patientLink.invite, ({ deps, ctx, body }) => service.invitePatient(deps, ctx, body));
  route(app, patientLink.program, ({ deps, params }) => service.programByProcedure(deps, params.code),
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } });
  route(app, patientLink.check, ({ deps, request, params }) => service.checkPatient(deps, request.ip, params.code, params.cpf));
  route(app, patientLink.verify, ({ deps, request, params, body }) => service.verifyPatient(deps, request.ip, params.code, body));
  route(app, patientLink.confirm, ({ deps, request, params, body }) =>
    service.confirmPatient(deps, request.ip, params.code, body.patient, tokenOf(request)));
  route(app, patientLink.privacy, ({ deps, request, params }) => privacy.privacyOverview(deps, params.code, tokenOf(request)));
  route(app, patientLink.revokeConsent, ({ deps, request, params, body }) =>
    privacy.revokeConsent(deps, request.ip, params.code, tokenOf(request), body.channel));
  route(app, patientLink.exportData, ({ deps, request, params }) => privacy.exportPatientData(deps, request.ip, params.code, tokenOf(request)));
}
