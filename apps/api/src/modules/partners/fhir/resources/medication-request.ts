import type { MedicationRequest } from '@medplum/fhirtypes';
import type { ProcedureStatus } from '@portal/domain';
import { instant } from './types.ts';
import { reasonOf, requestIdentifier, requester, subject, type RequestRow } from './request-row.ts';

const STATUS: Record<ProcedureStatus, MedicationRequest['status']> = {
  OPEN: 'active', APPROVED: 'active', SCHEDULED: 'active', CONCLUDED: 'completed', REJECTED: 'cancelled', CANCELED: 'cancelled',
};

/** A first-medicine request: the presentation released to the patient. */
export function toMedicationRequest(row: RequestRow): MedicationRequest {
  const reason = reasonOf(row);
  return {
    resourceType: 'MedicationRequest',
    id: String(row.id),
    meta: { lastUpdated: instant(row.updatedAt) },
    identifier: [requestIdentifier(row)],
    status: STATUS[row.status],
    ...(reason ? { statusReason: { text: reason } } : {}),
    intent: 'order',
    medicationCodeableConcept: { text: row.itemName ?? row.childItems?.[0] ?? 'Primeiro medicamento' },
    subject: subject(row) ?? { display: 'Paciente não informado' },
    authoredOn: instant(row.createdAt),
    requester: requester(row),
  };
}
