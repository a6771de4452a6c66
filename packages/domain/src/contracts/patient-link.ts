import { errorSchema } from '../schemas/common.ts';
import {
  confirmPatientSchema, invitePatientSchema, linkProgramSchema, patientCheckOrVerificationSchema, patientCheckSchema, patientCodeParamsSchema,
  patientConfirmedSchema, patientCpfParamsSchema, patientExportSchema, patientInvitedSchema, privacyOverviewSchema, revokeConsentSchema,
  verifyPatientSchema,
} from '../schemas/patient-link.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';

/**
 * Spec §7 `POST /patients` (the invitation), `GET /programs/by-procedure/{code}`,
 * `GET /procedures/by-code/{code}/{cpf}`, `PUT /procedures/by-code/{code}/patient`, and the
 * patient's privacy centre on the same public link. The code is the credential: an unknown code
 * and a CPF that does not match answer the same 404 `patientProcedureNotFound`; CPF attempts are
 * limited per code and per IP address (429); a cancelled invitation's link answers 410 `patientLinkExpired`. The privacy centre takes the token the CPF check
 * answers, in the `x-patient-token` header (401 `invalidToken` without a valid one).
 * On a link whose requester is not the doctor the record came from, the CPF check sends a code to
 * the phone on record instead, and `verify` answers the check once the code is right; confirming
 * on such a link needs the token (decision 0041).
 */
const tags = ['patient-link'];
const publicAnswers = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema, 429: errorSchema };

export const patientLinkContract = {
  invite: endpoint({
    method: 'POST', path: '/patients', access: { routes: ['patientsInvitation'] }, tags,
    // 429: an invitation limit (decision 0063), with Retry-After and the time of the next one in the message.
    body: invitePatientSchema, responses: { 201: patientInvitedSchema, ...errors, 429: errorSchema },
  }),
  program: endpoint({
    method: 'GET', path: '/programs/by-procedure/:code', access: { public: true }, tags,
    params: patientCodeParamsSchema, responses: { 200: linkProgramSchema, ...publicAnswers },
  }),
  check: endpoint({
    method: 'GET', path: '/procedures/by-code/:code/:cpf', access: { public: true }, tags,
    params: patientCpfParamsSchema, responses: { 200: patientCheckOrVerificationSchema, ...publicAnswers },
  }),
  verify: endpoint({
    method: 'POST', path: '/procedures/by-code/:code/verify', access: { public: true }, tags,
    params: patientCodeParamsSchema, body: verifyPatientSchema, responses: { 200: patientCheckSchema, ...publicAnswers },
  }),
  confirm: endpoint({
    method: 'PUT', path: '/procedures/by-code/:code/patient', access: { public: true }, tags,
    params: patientCodeParamsSchema, body: confirmPatientSchema, responses: { 200: patientConfirmedSchema, ...publicAnswers },
  }),
  privacy: endpoint({
    method: 'GET', path: '/procedures/by-code/:code/privacy', access: { public: true }, tags,
    params: patientCodeParamsSchema, responses: { 200: privacyOverviewSchema, ...publicAnswers },
  }),
  revokeConsent: endpoint({
    method: 'POST', path: '/procedures/by-code/:code/privacy/revoke', access: { public: true }, tags,
    params: patientCodeParamsSchema, body: revokeConsentSchema, responses: { 200: privacyOverviewSchema, ...publicAnswers },
  }),
  exportData: endpoint({
    method: 'GET', path: '/procedures/by-code/:code/privacy/export', access: { public: true }, tags,
    params: patientCodeParamsSchema, responses: { 200: patientExportSchema, ...publicAnswers },
  }),
};
