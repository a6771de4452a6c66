import type { Bundle, BundleEntry, BundleLink, Resource } from '@medplum/fhirtypes';
import type { Deps } from '#platform/context/deps.ts';
import { recordPatientReads } from '#platform/lib/patient-reads.ts';
import type { AuditEntry } from '#platform/lib/audit.ts';
import { readsType, type FhirAccess } from './access.ts';
import {
  adverseEventPage, consentPage, organizationPage, patientPage, practitionerPage, requestPage, type PageQuery,
} from './fhir.repository.ts';
import { FhirError, badParam, notFoundOutcome } from './outcome.ts';
import { toAdverseEvent } from './resources/adverse-event.ts';
import { toConsent } from './resources/consent.ts';
import { toMedicationRequest } from './resources/medication-request.ts';
import { toOrganization } from './resources/organization.ts';
import { toPatient } from './resources/patient.ts';
import { toPractitioner } from './resources/practitioner.ts';
import type { RequestRow } from './resources/request-row.ts';
import { SERVICE_REQUEST_TYPES, toServiceRequest } from './resources/service-request.ts';
import { toSupplyRequest } from './resources/supply-request.ts';
import { toTask } from './resources/task.ts';
import { SID, type FhirResourceType } from './resources/types.ts';
import { parseSearch, type ParsedSearch } from './search-params.ts';

/** How one resource type is read: its rows a page at a time, its mapper, its key and the patients a row shows. */
interface TypeSource {
  page(deps: Deps, access: FhirAccess, q: PageQuery): Promise<{ key: number; resource: Resource; patientIds: number[] }[]>;
  /** The row key of a resource id, or undefined when the id cannot be one of this type's. */
  keyOf(id: string): { key: number; check?: (resource: Resource) => boolean } | undefined;
}

const numericKey = (id: string) => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? { key: Number(id) } : undefined);

const requestSource = (types: readonly RequestRow['type'][], map: (row: RequestRow) => Resource, withPatient = false): TypeSource => ({
  page: async (deps, access, q) => (await requestPage(deps.db, access, types, { ...q, withPatient }))
    .map((row) => ({ key: row.id, resource: map(row), patientIds: row.patientId ? [row.patientId] : [] })),
  keyOf: numericKey,
});

const SOURCES: Record<FhirResourceType, TypeSource> = {
  Patient: {
    page: async (deps, access, q) => (await patientPage(deps.db, access, q)).map((row) => ({ key: row.id, resource: toPatient(row), patientIds: [row.id] })),
    keyOf: numericKey,
  },
  Practitioner: {
    page: async (deps, access, q) => (await practitionerPage(deps.db, access, q)).map((row) => ({ key: row.id, resource: toPractitioner(row), patientIds: [] })),
    keyOf: numericKey,
  },
  Organization: {
    page: async (deps, access, q) => (await organizationPage(deps.db, access, q)).map((row) => ({ key: row.key, resource: toOrganization(row), patientIds: [] })),
    keyOf: (id) => {
      const m = /^(client|institution)-([1-9]\d{0,9})$/.exec(id);
      if (!m || Number(m[2]) > 2_147_483_647) return undefined;
      return m[1] === 'client' ? { key: 0, check: (r) => r.id === id } : { key: Number(m[2]) };
    },
  },
  Consent: {
    page: async (deps, access, q) => (await consentPage(deps.db, access, q)).map((row) => ({ key: row.id, resource: toConsent(row), patientIds: [row.patientId] })),
    keyOf: numericKey,
  },
  ServiceRequest: requestSource(SERVICE_REQUEST_TYPES, toServiceRequest, true),
  Task: requestSource(SERVICE_REQUEST_TYPES, toTask, true),
  MedicationRequest: requestSource(['FIRST_MEDICINE'], toMedicationRequest, true),
  SupplyRequest: requestSource(['SUPPLY'], toSupplyRequest),
  AdverseEvent: {
    page: async (deps, access, q) => (await adverseEventPage(deps.db, access, q))
      .map((row) => ({ key: row.id, resource: toAdverseEvent(row), patientIds: row.patientId ? [row.patientId] : [] })),
    keyOf: numericKey,
  },
};

/** A client whose scopes leave out the type is refused (403); a portal user reads every type, bounded by row. */
function checkType(access: FhirAccess, type: FhirResourceType): void {
  if (!readsType(access, type)) throw new FhirError(403, 'forbidden', `This client's scopes do not include ${type}`);
}

/** Who is shown the patients of an answer, for the audit trail and each patient's privacy centre. */
async function audit(deps: Deps, access: FhirAccess, ip: string, entry: Pick<AuditEntry, 'action' | 'entityId'> & { count: number }, patientIds: readonly number[]) {
  const session = access.kind === 'session';
  await recordPatientReads(
    deps.db,
    // A partner's system is no user of the portal: its reads count under reader 0, named by the source (decision 0080).
    { readerId: session ? access.ctx.userId : 0, at: deps.now(), source: session ? 'fhirRead' : 'fhirPartner' },
    { programId: access.programId, patientIds },
    {
      actorId: session ? access.ctx.userId : null, action: entry.action, entity: 'fhirResource', entityId: entry.entityId, ip,
      after: { count: entry.count, patients: new Set(patientIds).size, ...(session ? {} : { clientId: access.grant.clientId }) },
    },
  );
}

/** `GET /fhir/R4/{type}/{id}`: the resource, or 404 (another programme's, or beyond the reader's reach, alike). */
export async function readResource(deps: Deps, access: FhirAccess, ip: string, type: FhirResourceType, id: string): Promise<Resource> {
  checkType(access, type);
  const source = SOURCES[type];
  const key = source.keyOf(id);
  const [found] = key ? await source.page(deps, access, { ids: [key.key], limit: 1 }) : [];
  if (!found || (key?.check && !key.check(found.resource))) throw notFoundOutcome(`${type}/${id} is not known`);
  await audit(deps, access, ip, { action: 'fhir.read', entityId: `${type}/${id}`, count: 1 }, found.patientIds);
  return found.resource;
}

/** The page conditions of a parsed search. */
function pageQuery(type: FhirResourceType, search: ParsedSearch): PageQuery {
  const q: PageQuery = { limit: search.count, lastUpdated: search.lastUpdated, after: search.cursor, patientId: search.patientId };
  if (search.ids) {
    const keys = search.ids.map((id) => SOURCES[type].keyOf(id)?.key).filter((k) => k !== undefined);
    q.ids = keys;
    if (keys.length === 0) q.none = true;
  }
  if (search.identifier) {
    const { system, value } = search.identifier;
    if (type === 'Patient' && system === SID.cpf) {
      const cpf = value.replace(/\D/g, '');
      if (cpf.length !== 11) throw badParam('A CPF has 11 digits');
      q.cpf = cpf;
    } else if (type === 'Practitioner' && system.startsWith('https://saude.gov.br/fhir/sid/crm-')) {
      const uf = system.slice('https://saude.gov.br/fhir/sid/crm-'.length).toUpperCase();
      const m = /^0*(\d{1,10})(?:-([A-Za-z]{2}))?$/.exec(value.trim());
      if (!m || (m[2] && m[2].toUpperCase() !== uf)) throw badParam('A CRM is searched as 123456-UF in its state\'s system');
      q.crm = { crm: m[1]!, uf };
    } else {
      // A system the portal holds no identifier of (the CNS, another register): nothing matches.
      q.none = true;
    }
  }
  if (search.name) q.nameWords = search.name;
  return q;
}

/** Counts a search's matches in keyset pages: bounded memory whatever the total. */
async function countMatches(deps: Deps, access: FhirAccess, type: FhirResourceType, q: PageQuery): Promise<number> {
  let total = 0;
  let after: number | undefined = q.after;
  for (;;) {
    const rows = await SOURCES[type].page(deps, access, { ...q, after, limit: 1000 });
    total += rows.length;
    if (rows.length < 1000) return total;
    after = rows.at(-1)!.key;
  }
}

/**
 * `GET /fhir/R4/{type}?…`: one page of matches as a `searchset` Bundle, in key order, with
 * `link.next` carrying the last key (`_cursor`); `total` when the first page holds every match,
 * or counted on request (`_summary=count`).
 */
export async function searchResources(
  deps: Deps, access: FhirAccess, ip: string, type: FhirResourceType, query: Record<string, string | string[] | undefined>, base: string,
): Promise<Bundle> {
  checkType(access, type);
  const search = parseSearch(type, query);
  const q = pageQuery(type, search);
  const paramNames = Object.keys(query).filter((k) => k !== '_cursor').sort().join(',');
  if (search.summaryCount || search.count === 0) {
    const total = await countMatches(deps, access, type, q);
    await audit(deps, access, ip, { action: 'fhir.search', entityId: `${type}?${paramNames}`, count: 0 }, []);
    return { resourceType: 'Bundle', type: 'searchset', total, link: [{ relation: 'self', url: selfUrl(base, type, query) }] };
  }
  const rows = await SOURCES[type].page(deps, access, { ...q, limit: search.count + 1 });
  const more = rows.length > search.count;
  const shown = more ? rows.slice(0, search.count) : rows;
  const link: BundleLink[] = [{ relation: 'self', url: selfUrl(base, type, query) }];
  if (more) link.push({ relation: 'next', url: selfUrl(base, type, { ...query, _cursor: String(shown.at(-1)!.key) }) });
  const entry: BundleEntry[] = shown.map(({ resource }) => ({ fullUrl: `${base}/${type}/${resource.id!}`, resource, search: { mode: 'match' } }));
  await audit(deps, access, ip, { action: 'fhir.search', entityId: `${type}?${paramNames}`, count: shown.length }, shown.flatMap((r) => r.patientIds));
  return {
    resourceType: 'Bundle', type: 'searchset', timestamp: deps.now().toISOString(),
    ...(!more && search.cursor === undefined ? { total: shown.length } : {}),
    link, ...(entry.length ? { entry } : {}),
  };
}

function selfUrl(base: string, type: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  const qs = params.toString();
  return `${base}/${type}${qs ? `?${qs}` : ''}`;
}

/** One resource of a stream, with the patients it shows (a Task its patient, a Consent its patient…). */
export interface StreamedResource { resource: Resource; patientIds: readonly number[] }

/**
 * Every resource of a type the access reads, as an async stream in keyset pages of `pageSize`
 * (bounded memory whatever the programme's size), changed at or after `since` when given, each with
 * the patients it shows — for the Bulk Data export, which counts every patient whose data leaves in
 * any resource, as the read API does. The caller audits what it exports; a client's grant must
 * include the type.
 */
export async function* streamFhirRows(
  deps: Deps, access: FhirAccess, type: FhirResourceType, options: { since?: Date | undefined; pageSize?: number } = {},
): AsyncIterable<StreamedResource> {
  checkType(access, type);
  const limit = options.pageSize ?? 500;
  const lastUpdated = options.since ? [{ op: '>=' as const, at: options.since }] : [];
  let after: number | undefined;
  for (;;) {
    const rows = await SOURCES[type].page(deps, access, { after, limit, lastUpdated });
    for (const row of rows) yield { resource: row.resource, patientIds: row.patientIds };
    if (rows.length < limit) return;
    after = rows.at(-1)!.key;
  }
}

/** The resources of `streamFhirRows`, without the patients they show. */
export async function* streamFhirResources(
  deps: Deps, access: FhirAccess, type: FhirResourceType, options: { since?: Date | undefined; pageSize?: number } = {},
): AsyncIterable<Resource> {
  for await (const row of streamFhirRows(deps, access, type, options)) yield row.resource;
}
