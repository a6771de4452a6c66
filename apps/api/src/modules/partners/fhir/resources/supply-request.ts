import type { SupplyRequest } from '@medplum/fhirtypes';
import type { ProcedureStatus } from '@portal/domain';
import { instant } from './types.ts';
import { requestIdentifier, requester, type RequestRow } from './request-row.ts';

const STATUS: Record<ProcedureStatus, SupplyRequest['status']> = {
  OPEN: 'active', APPROVED: 'active', SCHEDULED: 'active', CONCLUDED: 'completed', REJECTED: 'cancelled', CANCELED: 'cancelled',
};

/** A kit (supply) request: the kit asked for, and how many units. */
export function toSupplyRequest(row: RequestRow): SupplyRequest {
  return {
    resourceType: 'SupplyRequest',
    id: String(row.id),
    meta: { lastUpdated: instant(row.updatedAt) },
    identifier: [requestIdentifier(row)],
    status: STATUS[row.status],
    itemCodeableConcept: { text: row.childItems?.join(', ') || row.itemName || 'Kit' },
    quantity: { value: row.quantity ?? 1, unit: 'kit' },
    authoredOn: instant(row.createdAt),
    requester: requester(row),
  };
}
