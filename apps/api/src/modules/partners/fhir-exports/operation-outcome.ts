import type { FastifyReply } from 'fastify';

export const FHIR_JSON = 'application/fhir+json';
export const FHIR_NDJSON = 'application/fhir+ndjson';

/** An OperationOutcome with one error issue (FHIR R4 issue-type codes). */
export const operationOutcome = (code: string, diagnostics: string) => ({
  resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }],
});

/** A FHIR failure: an HTTP status with its OperationOutcome. */
export class FhirError extends Error {
  constructor(readonly status: number, readonly code: string, readonly diagnostics: string) { super(diagnostics); }
}

export const sendOutcome = (reply: FastifyReply, error: FhirError): FastifyReply =>
  reply.status(error.status).type(FHIR_JSON).send(operationOutcome(error.code, error.diagnostics));
