import type { FastifyReply } from 'fastify';
import { FHIR_JSON, FhirError, operationOutcome } from '../fhir/index.ts';

/** The export's refusals are the read API's (one OperationOutcome shape for all of /fhir/R4). */
export { FhirError };

export const FHIR_NDJSON = 'application/fhir+ndjson';

export const sendOutcome = (reply: FastifyReply, error: FhirError): FastifyReply =>
  reply.status(error.statusCode).type(FHIR_JSON).send(operationOutcome('error', error.issueType, error.diagnostics));
