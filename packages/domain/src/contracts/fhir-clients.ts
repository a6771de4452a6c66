import { z } from '../schemas/zod-config.ts';
import { errorResponses as errors } from './errors.ts';
import { endpoint } from './endpoint.ts';
import { errorSchema, recordIdSchema } from '../schemas/common.ts';
import {
  fhirClientCreatedSchema, fhirClientFormSchema, fhirClientListSchema, fhirClientRotateSchema, fhirClientSchema,
  fhirExportListSchema, fhirOAuthErrorSchema, fhirTokenRequestSchema, fhirTokenSchema,
} from '../schemas/fhir-clients.ts';

/**
 * SMART Backend Services clients of a programme (decision 0083): its administrators' (a system
 * administrator for any programme, an administrator for their own; another programme answers 404),
 * as the `/fhir-clients` screen is open to them (decision 0092: an administrator needs the
 * FHIR_PARTNERS permission and the programme the `partners` module).
 */
const access = { routes: ['fhirClients'] } as const;
const tags = ['fhir-clients'];
const byProgram = z.object({ programId: recordIdSchema });
const byClient = z.object({ clientId: z.string().min(1).max(64) });

export const fhirClientsContract = {
  list: endpoint({
    method: 'GET', path: '/fhir/clients', access, tags, query: byProgram, responses: { 200: fhirClientListSchema, ...errors },
  }),
  /** Registers a backend client with its public key set (or its URL) and scopes; answers its client id. */
  create: endpoint({
    method: 'POST', path: '/fhir/clients', access, tags, body: fhirClientFormSchema, responses: { 201: fhirClientCreatedSchema, ...errors },
  }),
  /** Replaces the client's public key set (key rotation); the audit trail keeps the previous key ids. */
  rotateJwks: endpoint({
    method: 'PUT', path: '/fhir/clients/:clientId/jwks', access, tags, params: byClient, body: fhirClientRotateSchema,
    responses: { 200: fhirClientSchema, ...errors },
  }),
  /** Revokes the client: its tokens stop working at once and it gets no more. */
  revoke: endpoint({
    method: 'POST', path: '/fhir/clients/:clientId/revoke', access, tags, params: byClient, responses: { 200: fhirClientSchema, ...errors },
  }),
  /** The programme's Bulk Data exports, newest first (decision 0084). */
  exports: endpoint({
    method: 'GET', path: '/fhir/exports', access, tags, query: byProgram, responses: { 200: fhirExportListSchema, ...errors },
  }),
  /**
   * The SMART token endpoint (client_credentials with a private_key_jwt assertion), form-encoded;
   * failures answer RFC 6749 errors (`invalid_client`, `invalid_grant`, `invalid_scope`, …); a body
   * the portal cannot read at all (not a form, NUL bytes) answers its own 400 error shape.
   */
  token: endpoint({
    method: 'POST', path: '/fhir/token', access: { public: true }, tags, consumes: ['application/x-www-form-urlencoded'],
    body: fhirTokenRequestSchema, responses: { 200: fhirTokenSchema, 400: z.union([fhirOAuthErrorSchema, errorSchema]), 401: fhirOAuthErrorSchema },
  }),
};
