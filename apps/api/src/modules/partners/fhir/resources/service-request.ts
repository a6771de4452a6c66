import type { ServiceRequest } from '@medplum/fhirtypes';
import type { ProcedureStatus } from '@portal/domain';
import { instant } from './types.ts';
import { requestIdentifier, requestTypeCoding, requester, subject, type RequestRow } from './request-row.ts';

/** The request types served as ServiceRequest: exam requests and patient procedures. */
export const SERVICE_REQUEST_TYPES = ['CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE'] as const;

const STATUS: Record<ProcedureStatus, ServiceRequest['status']> = {
  OPEN: 'active', APPROVED: 'active', SCHEDULED: 'active', CONCLUDED: 'completed', REJECTED: 'revoked', CANCELED: 'revoked',
};

export function toServiceRequest(row: RequestRow): ServiceRequest {
  const patient = subject(row);
  return {
    resourceType: 'ServiceRequest',
    id: String(row.id),
    meta: { lastUpdated: instant(row.updatedAt) },
    identifier: [requestIdentifier(row)],
    status: STATUS[row.status],
    intent: 'order',
    category: [{ coding: [requestTypeCoding(row)], text: row.type === 'CLINICAL_EXAMINATION' ? 'Exame' : 'Procedimento' }],
    code: { text: row.itemName ?? (row.type === 'CLINICAL_EXAMINATION' ? 'Exame' : 'Procedimento') },
    ...(row.childItems?.length ? { orderDetail: row.childItems.map((text) => ({ text })) } : {}),
    // Every request of these types names its patient (the repository reads only those).
    subject: patient ?? { display: 'Paciente não informado' },
    authoredOn: instant(row.createdAt),
    requester: requester(row),
    ...(row.institutionId ? { performer: [{ reference: `Organization/institution-${row.institutionId}` }] } : {}),
  };
}
