import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROCEDURE_TYPES, type ProcedureType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import {
  adverseEvents, clients, doctors, examGroups, exams, institutions, patientProcedures, patients, presentations, procedureChildren,
  procedures, products, programUsers, programs, supplies, users,
} from '#db/schema/index.ts';
import { consentAnswersPage, termsConsentStands } from '#messaging/contact-consent/index.ts';
import { doctorReadsPatient } from '#platform/lib/patient-relationship.ts';
import { requestsReachable } from '#platform/lib/request-type-filter.ts';
import { inReach } from '#platform/lib/scope-filter.ts';
import { containsLowered } from '#platform/lib/paging.ts';
import type { FhirAccess } from './access.ts';
import type { AdverseEventRow } from './resources/adverse-event.ts';
import type { ConsentRow } from './resources/consent.ts';
import type { OrganizationRow } from './resources/organization.ts';
import type { PatientRow } from './resources/patient.ts';
import type { PractitionerRow } from './resources/practitioner.ts';
import type { RequestRow } from './resources/request-row.ts';

/**
 * One page of a resource type's rows, in key order after `after` (keyset paging: a page costs the
 * same wherever it is), bounded by the reader's access in the SQL itself.
 */
export interface PageQuery {
  /** The last key of the previous page. */
  after?: number | undefined;
  /** Only these keys (`_id`, a read). */
  ids?: readonly number[] | undefined;
  limit: number;
  /** Bounds of the row's last change (`_lastUpdated`, an export's `_since`), all of which hold. */
  lastUpdated?: readonly TimeBound[] | undefined;
  /** Rows of this patient (`patient=`, `subject=`). */
  patientId?: number | undefined;
  /** Patients of this CPF (digits). */
  cpf?: string | undefined;
  /** Doctors of this CRM (digits, leading zeros stripped) and state. */
  crm?: { crm: string; uf: string } | undefined;
  /** Patients whose name holds every word. */
  nameWords?: readonly string[] | undefined;
  /** A search that matches nothing (an identifier system the portal does not hold). */
  none?: boolean | undefined;
}

/** One bound of a time search: `ge2026-01-01` is `{ op: '>=', at }`. */
export interface TimeBound { op: '>=' | '>' | '<=' | '<'; at: Date }

const timeBounds = (column: SQL, bounds: readonly TimeBound[] | undefined): SQL | undefined =>
  bounds?.length ? sql.join(bounds.map((b) => sql`${column} ${sql.raw(b.op)} ${b.at.toISOString()}::timestamptz`), sql` and `) : undefined;

const opt = (condition: SQL | false | undefined): SQL => (condition ? sql` and ${condition}` : sql``);
const keyset = (column: SQL, q: PageQuery): SQL => sql`${opt(q.after !== undefined && sql`${column} > ${q.after}`)}${
  opt(q.ids !== undefined && sql`${column} = any(${sql.param([...q.ids])}::int[])`)}${opt(q.none && sql`false`)}`;

/** The requests the visibility subquery reads, under their own name so an outer query of requests is untouched. */
const visible = alias(procedures, 'fhir_visible');

/**
 * Which patients the reader may see: a client, those whose consent to the programme's terms stands
 * (decision 0080); a portal user, those with a request they reach — and, for a doctor, whose record
 * they read (decision 0041) — as the JSON API's lists and search show them.
 */
export function patientVisible(access: FhirAccess, patientId: SQL): SQL {
  if (access.kind === 'client') return termsConsentStands(patientId);
  const reachable = requestsReachable(visible, access.requests);
  const related = access.doctor ? sql` and ${doctorReadsPatient(sql`${access.doctor.doctorId}::integer`, patientId)}` : sql``;
  return sql`(exists (select 1 from ${procedures} ${sql.identifier('fhir_visible')} where ${visible.patientId} = ${patientId}${opt(reachable)})${related})`;
}

export function patientPage(db: DbOrTx, access: FhirAccess, q: PageQuery): Promise<PatientRow[]> {
  const words = q.nameWords ?? [];
  return queryRows<PatientRow>(db, sql`select ${patients.id} as id, ${patients.cpf} as cpf, ${patients.name} as name,
      ${patients.birthDate}::text as "birthDate", ${patients.phone} as phone, ${patients.email} as email, ${patients.gender} as gender,
      ${patients.details} as details, ${patients.updatedAt} as "updatedAt"
    from ${patients}
   where ${patients.programId} = ${access.programId} and ${patientVisible(access, sql`${patients.id}`)}
     ${keyset(sql`${patients.id}`, q)}${opt(timeBounds(sql`${patients.updatedAt}`, q.lastUpdated))}
     ${opt(q.cpf !== undefined && sql`${patients.cpf} = ${q.cpf}`)}
     ${opt(q.patientId !== undefined && sql`${patients.id} = ${q.patientId}`)}
     ${sql.join(words.map((w) => sql` and ${containsLowered(patients.nameSearch, w)}`), sql``)}
   order by ${patients.id} limit ${q.limit}`);
}

export function practitionerPage(db: DbOrTx, access: FhirAccess, q: PageQuery): Promise<PractitionerRow[]> {
  const reach = access.kind === 'session' ? inReach(sql`${users.id}`, access.ctx.reach(access.programId)) : undefined;
  return queryRows<PractitionerRow>(db, sql`select ${users.id} as id, ${users.name} as name, ${users.email} as email, ${users.phone} as phone,
      (${users.active} and not ${users.blocked}) as active, ${doctors.crm} as crm, ${doctors.uf} as uf, ${doctors.cpf} as cpf,
      ${doctors.councilStatus} as "councilStatus", ${doctors.councilName} as "councilName", ${doctors.councilCheckedAt} as "councilCheckedAt",
      ${users.updatedAt} as "updatedAt"
    from ${users}
    join ${doctors} on ${doctors.userId} = ${users.id}
    join ${programUsers} on ${programUsers.userId} = ${users.id} and ${programUsers.programId} = ${access.programId}
   where ${users.type} = 'DOCTOR' and ${users.anonymizedAt} is null${opt(reach)}
     ${opt(q.crm && sql`${doctors.crm} = ${q.crm.crm} and ${doctors.uf} = ${q.crm.uf}`)}
     ${keyset(sql`${users.id}`, q)}${opt(timeBounds(sql`${users.updatedAt}`, q.lastUpdated))}
   order by ${users.id} limit ${q.limit}`);
}

/**
 * The programme's organisations in one key order: the holder (the client) first, with key 0, then
 * its institutions by id (key = id).
 */
export function organizationPage(db: DbOrTx, access: FhirAccess, q: PageQuery & { kind?: OrganizationRow['kind'] | undefined }): Promise<(OrganizationRow & { key: number })[]> {
  const key = sql.raw('o.key');
  return queryRows<OrganizationRow & { key: number }>(db, sql`select * from (
      select 'client' as kind, ${clients.id} as "rowId", ${clients.name} as name, null::text as cnpj, ${clients.updatedAt} as "updatedAt", 0 as key
        from ${programs} join ${clients} on ${clients.id} = ${programs.clientId} where ${programs.id} = ${access.programId}
      union all
      select 'institution', ${institutions.id}, ${institutions.name}, null::text, ${institutions.updatedAt}, ${institutions.id}
        from ${institutions} where ${institutions.programId} = ${access.programId}
    ) o where true ${keyset(key, q)}${opt(timeBounds(sql.raw('o."updatedAt"'), q.lastUpdated))}${opt(q.kind && sql`o.kind = ${q.kind}`)}
    order by o.key limit ${q.limit}`);
}

export function consentPage(db: DbOrTx, access: FhirAccess, q: PageQuery): Promise<ConsentRow[]> {
  if (q.none) return Promise.resolve([]);
  return consentAnswersPage(db, {
    programId: access.programId, patientVisible: (id) => patientVisible(access, id), afterId: q.after, ids: q.ids, patientId: q.patientId,
    at: q.lastUpdated?.length ? (column) => timeBounds(column, q.lastUpdated)! : undefined, limit: q.limit,
  });
}

/**
 * The requests of these types the reader reaches: a portal user, the JSON API's rule (programme,
 * hierarchy, the modules of each type); a client, the whole programme's, leaving out those of a
 * patient whose consent to the terms does not stand.
 */
function requestsCondition(access: FhirAccess, types: readonly ProcedureType[]): SQL {
  const ofTypes = sql`${procedures.type} in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})`;
  if (access.kind === 'session') return sql`${ofTypes}${opt(requestsReachable(procedures, access.requests))}`;
  return sql`${ofTypes} and ${procedures.programId} = ${access.programId}
    and (${procedures.patientId} is null or ${termsConsentStands(sql`${procedures.patientId}`)})`;
}

export function requestPage(db: DbOrTx, access: FhirAccess, types: readonly ProcedureType[], q: PageQuery & { withPatient?: boolean }): Promise<RequestRow[]> {
  const child = alias(procedureChildren, 'fhir_child');
  const childPresentation = alias(presentations, 'fhir_child_presentation');
  const childProcedure = alias(patientProcedures, 'fhir_child_procedure');
  const valid = types.filter((t) => PROCEDURE_TYPES.includes(t));
  return queryRows<RequestRow>(db, sql`select ${procedures.id} as id, ${procedures.type} as type, ${procedures.status} as status,
      ${procedures.displayStatus} as "displayStatus", ${procedures.code} as code, ${procedures.createdById} as "createdById",
      ${procedures.patientId} as "patientId", ${procedures.institutionId} as "institutionId", ${procedures.quantity} as quantity,
      ${procedures.rejectionReason} as "rejectionReason", ${procedures.cancelationReason} as "cancelationReason",
      ${procedures.createdAt} as "createdAt", ${procedures.updatedAt} as "updatedAt", ${procedures.approvedAt} as "approvedAt",
      ${procedures.scheduledAt} as "scheduledAt", ${procedures.collectedAt} as "collectedAt", ${procedures.receivedAt} as "receivedAt",
      ${procedures.concludedAt} as "concludedAt", ${procedures.canceledAt} as "canceledAt",
      coalesce(${examGroups.name}, ${patientProcedures.name}, ${presentations.name}, ${products.name}) as "itemName",
      (select array_agg(coalesce(${exams.examTypeName}, ${supplies.name}, ${childPresentation.name}, ${childProcedure.name}) order by ${child.id})
         from ${procedureChildren} ${sql.identifier('fhir_child')}
         left join ${exams} on ${exams.id} = ${child.examId}
         left join ${supplies} on ${supplies.id} = ${child.supplyId}
         left join ${presentations} ${sql.identifier('fhir_child_presentation')} on ${childPresentation.id} = ${child.presentationId}
         left join ${patientProcedures} ${sql.identifier('fhir_child_procedure')} on ${childProcedure.id} = ${child.patientProcedureId}
        where ${child.procedureId} = ${procedures.id}) as "childItems",
      (select array_agg(${child.subStatus} order by ${child.id}) from ${procedureChildren} ${sql.identifier('fhir_child')} where ${child.procedureId} = ${procedures.id}) as "subStatuses"
    from ${procedures}
    left join ${examGroups} on ${examGroups.id} = ${procedures.examGroupId}
    left join ${patientProcedures} on ${patientProcedures.id} = ${procedures.patientProcedureId}
    left join ${presentations} on ${presentations.id} = ${procedures.presentationId}
    left join ${products} on ${products.id} = ${procedures.productId}
   where ${valid.length ? requestsCondition(access, valid) : sql`false`}
     ${opt(q.withPatient && sql`${procedures.patientId} is not null`)}
     ${keyset(sql`${procedures.id}`, q)}${opt(timeBounds(sql`${procedures.updatedAt}`, q.lastUpdated))}
     ${opt(q.patientId !== undefined && sql`${procedures.patientId} = ${q.patientId}`)}
   order by ${procedures.id} limit ${q.limit}`);
}

/**
 * Adverse-event reports: partners only. No JSON API reads them back (they leave by e-mail to the
 * programme's pharmacovigilance), so a portal user reads none here either.
 */
export function adverseEventPage(db: DbOrTx, access: FhirAccess, q: PageQuery): Promise<AdverseEventRow[]> {
  if (access.kind === 'session') return Promise.resolve([]);
  const via = alias(procedures, 'fhir_ae_request');
  return queryRows<AdverseEventRow>(db, sql`select ${adverseEvents.id} as id, ${adverseEvents.protocol} as protocol,
      ${adverseEvents.reporterType} as "reporterType", ${adverseEvents.reportedById} as "reportedById", ${via.patientId} as "patientId",
      ${products.name} as "productName", ${adverseEvents.patientInitials} as "patientInitials",
      ${adverseEvents.patientBirthDate}::text as "patientBirthDate", ${adverseEvents.description} as description,
      ${adverseEvents.onsetDate}::text as "onsetDate", ${adverseEvents.serious} as serious, ${adverseEvents.outcome} as outcome,
      ${adverseEvents.createdAt} as "createdAt"
    from ${adverseEvents}
    join ${products} on ${products.id} = ${adverseEvents.productId}
    left join ${procedures} ${sql.identifier('fhir_ae_request')} on ${via.id} = ${adverseEvents.procedureId}
   where ${adverseEvents.programId} = ${access.programId}
     and (${via.patientId} is null or ${termsConsentStands(sql`${via.patientId}`)})
     ${keyset(sql`${adverseEvents.id}`, q)}${opt(timeBounds(sql`${adverseEvents.createdAt}`, q.lastUpdated))}
     ${opt(q.patientId !== undefined && sql`${via.patientId} = ${q.patientId}`)}
   order by ${adverseEvents.id} limit ${q.limit}`);
}

