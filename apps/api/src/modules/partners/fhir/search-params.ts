import type { FhirResourceType } from './resources/types.ts';
import { SID } from './resources/types.ts';
import { FhirError, badParam } from './outcome.ts';
import type { TimeBound } from './fhir.repository.ts';

/** The search parameters each type takes beside the common ones (the CapabilityStatement lists them). */
export const TYPE_PARAMS: Record<FhirResourceType, readonly { name: string; type: 'token' | 'string' | 'reference' | 'date'; doc: string }[]> = {
  Patient: [
    { name: 'identifier', type: 'token', doc: `system|value: the CPF (${SID.cpf}) or the CNS (${SID.cns})` },
    { name: 'name', type: 'string', doc: 'Every word somewhere in the name, in any order' },
  ],
  Practitioner: [{ name: 'identifier', type: 'token', doc: 'system|value: the CRM (https://saude.gov.br/fhir/sid/crm-<uf>, 123456-SP)' }],
  Organization: [],
  Consent: [{ name: 'patient', type: 'reference', doc: 'Patient/{id}' }],
  ServiceRequest: [{ name: 'patient', type: 'reference', doc: 'Patient/{id}' }],
  Task: [{ name: 'patient', type: 'reference', doc: 'Patient/{id}' }],
  MedicationRequest: [{ name: 'patient', type: 'reference', doc: 'Patient/{id}' }],
  SupplyRequest: [],
  AdverseEvent: [{ name: 'subject', type: 'reference', doc: 'Patient/{id}' }],
};

export const COMMON_PARAMS = ['_id', '_lastUpdated', '_count', '_summary', '_cursor', '_format'] as const;

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

/** A search as parsed from the query string. */
export interface ParsedSearch {
  count: number;
  summaryCount: boolean;
  cursor?: number | undefined;
  ids?: string[] | undefined;
  lastUpdated: TimeBound[];
  identifier?: { system: string; value: string } | undefined;
  name?: string[] | undefined;
  patientId?: number | undefined;
}

type Query = Record<string, string | string[] | undefined>;

const values = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (query: Query, name: string): string | undefined => {
  const all = values(query[name]);
  if (all.length > 1) throw badParam(`Parameter ${name} may appear once`);
  return all[0];
};

/** `ge2026-01-01`, `lt2026-01-01T10:00:00Z`, `2026-01-01` (the whole day, or the instant) as bounds. */
export function timeBounds(raw: string, name: string): TimeBound[] {
  const m = /^(eq|ge|gt|le|lt)?(\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?)$/.exec(raw);
  if (!m) throw badParam(`Parameter ${name}: ${raw} is not a date with an optional prefix eq, ge, gt, le or lt`);
  const [, prefix = 'eq', value = ''] = m;
  const start = new Date(value.length === 4 ? `${value}-01-01T00:00:00Z` : value.length === 7 ? `${value}-01T00:00:00Z` : value.length === 10 ? `${value}T00:00:00-03:00` : value);
  if (Number.isNaN(start.getTime())) throw badParam(`Parameter ${name}: ${raw} is not a valid date`);
  const end = new Date(start);
  if (value.length === 4) end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (value.length === 7) end.setUTCMonth(end.getUTCMonth() + 1);
  else if (value.length === 10) end.setTime(end.getTime() + 86_400_000);
  else end.setTime(end.getTime() + 1000);
  switch (prefix) {
    case 'ge': return [{ op: '>=', at: start }];
    case 'gt': return [{ op: '>=', at: end }];
    case 'le': return [{ op: '<', at: end }];
    case 'lt': return [{ op: '<', at: start }];
    default: return [{ op: '>=', at: start }, { op: '<', at: end }];
  }
}

const reference = (raw: string, name: string): number => {
  const m = /^(?:Patient\/)?([1-9]\d{0,9})$/.exec(raw);
  if (!m || Number(m[1]) > 2_147_483_647) throw badParam(`Parameter ${name}: ${raw} is not a Patient reference (Patient/{id})`);
  return Number(m[1]);
};

/** Parses and checks a search's parameters: an unknown one, or a bad value, is a 400. */
export function parseSearch(type: FhirResourceType, query: Query): ParsedSearch {
  const own = TYPE_PARAMS[type].map((p) => p.name);
  for (const name of Object.keys(query)) {
    if (!(COMMON_PARAMS as readonly string[]).includes(name) && !own.includes(name)) {
      throw badParam(`Unknown search parameter ${name} for ${type}; supported: ${[...own, ...COMMON_PARAMS].join(', ')}`);
    }
  }
  const format = one(query, '_format');
  if (format !== undefined && !['json', 'application/json', 'application/fhir+json'].includes(format)) throw new FhirError(406, 'not-supported', `Format ${format} is not supported; this server answers application/fhir+json`);
  const countRaw = one(query, '_count');
  const count = countRaw === undefined ? DEFAULT_COUNT : Number(countRaw);
  if (!Number.isInteger(count) || count < 0) throw badParam('Parameter _count must be a whole number, 0 or more');
  const summary = one(query, '_summary');
  if (summary !== undefined && summary !== 'count' && summary !== 'false') throw badParam('Parameter _summary supports count and false only');
  const cursorRaw = one(query, '_cursor');
  const cursor = cursorRaw === undefined ? undefined : Number(cursorRaw);
  if (cursor !== undefined && (!/^\d{1,10}$/.test(cursorRaw!) || cursor > 2_147_483_647)) throw badParam('Parameter _cursor is not one this server made');
  const idRaw = one(query, '_id');
  const ids = idRaw === undefined ? undefined : idRaw.split(',').map((s) => s.trim()).filter(Boolean);
  const lastUpdated = values(query._lastUpdated).flatMap((v) => timeBounds(v, '_lastUpdated'));
  let identifier: ParsedSearch['identifier'];
  const idParam = one(query, 'identifier');
  if (idParam !== undefined) {
    const bar = idParam.indexOf('|');
    if (bar <= 0 || bar === idParam.length - 1) throw badParam('Parameter identifier must be system|value');
    identifier = { system: idParam.slice(0, bar), value: idParam.slice(bar + 1) };
  }
  const nameRaw = one(query, 'name');
  const name = nameRaw === undefined ? undefined : nameRaw.split(/\s+/).filter(Boolean);
  if (name && name.length === 0) throw badParam('Parameter name is empty');
  const refRaw = one(query, 'patient') ?? one(query, 'subject');
  return {
    count: Math.min(count, MAX_COUNT), summaryCount: summary === 'count', cursor, ids, lastUpdated, identifier, name,
    patientId: refRaw === undefined ? undefined : reference(refRaw, type === 'AdverseEvent' ? 'subject' : 'patient'),
  };
}

