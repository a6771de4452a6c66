import type { OperationOutcome } from '@medplum/fhirtypes';

/** The issue types (`http://hl7.org/fhir/issue-type`) the API answers with. */
export type IssueType = 'invalid' | 'not-supported' | 'login' | 'forbidden' | 'not-found' | 'exception' | 'too-costly' | 'processing' | 'too-long';

/** A refusal of the FHIR API: answered as an OperationOutcome with its HTTP status. */
export class FhirError extends Error {
  constructor(readonly statusCode: number, readonly issueType: IssueType, readonly diagnostics: string) {
    super(diagnostics);
    this.name = 'FhirError';
  }
}

export const badParam = (diagnostics: string) => new FhirError(400, 'invalid', diagnostics);
export const notFoundOutcome = (diagnostics: string) => new FhirError(404, 'not-found', diagnostics);

export const operationOutcome = (severity: 'error' | 'fatal', code: IssueType, diagnostics: string): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity, code, diagnostics }],
});
