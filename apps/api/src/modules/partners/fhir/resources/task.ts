import type { Task, TaskOutput } from '@medplum/fhirtypes';
import type { ProcedureStatus } from '@portal/domain';
import { PORTAL_CS, instant, ownProfile } from './types.ts';
import { reasonOf, requestIdentifier, requester, subject, type RequestRow } from './request-row.ts';

/** The portal's status as Task.status; the portal's own words go in businessStatus. */
const STATUS: Record<ProcedureStatus, Task['status']> = {
  OPEN: 'requested', APPROVED: 'accepted', SCHEDULED: 'in-progress', CONCLUDED: 'completed', REJECTED: 'rejected', CANCELED: 'cancelled',
};

const STEPS = [
  ['CREATED', 'createdAt'], ['APPROVED', 'approvedAt'], ['SCHEDULED', 'scheduledAt'], ['COLLECTED', 'collectedAt'],
  ['RECEIVED', 'receivedAt'], ['CONCLUDED', 'concludedAt'], ['CANCELED', 'canceledAt'],
] as const;

/**
 * The workflow of a ServiceRequest: the portal's status and sub-status (`businessStatus`), and its
 * history — each step reached, with when — as outputs, oldest first.
 */
export function toTask(row: RequestRow): Task {
  const history: TaskOutput[] = STEPS
    .filter(([, column]) => row[column] != null)
    .map(([step, column]) => ({ type: { coding: [{ system: PORTAL_CS.requestStep, code: step }] }, valueDateTime: instant(row[column]!) }))
    .sort((a, b) => a.valueDateTime.localeCompare(b.valueDateTime));
  const subStatuses = [...new Set((row.subStatuses ?? []).filter((s) => s != null))];
  const patient = subject(row);
  const reason = reasonOf(row);
  return {
    resourceType: 'Task',
    id: String(row.id),
    meta: { profile: [ownProfile('portal-task')], lastUpdated: instant(row.updatedAt) },
    identifier: [requestIdentifier(row)],
    basedOn: [{ reference: `ServiceRequest/${row.id}` }],
    status: STATUS[row.status],
    ...(reason ? { statusReason: { text: reason } } : {}),
    businessStatus: {
      coding: [
        { system: PORTAL_CS.requestStatus, code: row.displayStatus },
        ...subStatuses.map((code) => ({ system: PORTAL_CS.examSubStatus, code })),
      ],
      text: row.displayStatus,
    },
    intent: 'order',
    focus: { reference: `ServiceRequest/${row.id}` },
    ...(patient ? { for: patient } : {}),
    authoredOn: instant(row.createdAt),
    lastModified: instant(row.updatedAt),
    requester: requester(row),
    ...(history.length ? { output: history } : {}),
  };
}
