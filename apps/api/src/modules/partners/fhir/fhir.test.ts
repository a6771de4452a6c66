import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, Consent, OperationOutcome, Patient, Resource, StructureDefinition } from '@medplum/fhirtypes';
import { PROCEDURE_STATUSES } from '@portal/domain';
import { adverseEvents, auditLog, patientConsents, patientReads, patients, procedureChildren, procedures, products, exams } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { secondDoctor } from '#test/second-doctor.ts';
import { createDeps } from '#platform/context/deps.ts';
import { clientAccess, FHIR_RESOURCE_TYPES, streamFhirResources, type FhirClientGrant } from './index.ts';
import { prepareR4Validation, r4Errors } from './fhir-validate.test-helpers.ts';

/**
 * The FHIR R4 read API through HTTP: every type served validates against base R4 (medplum's
 * validator and the official JSON schema), from the demo data and from edge cases made here; the
 * relationship rules of signed-in users; partner clients through an injected bearer resolver.
 */
let t: TestApp;
let program = 0;
let doctorId = 0;
let otherDoctorId = 0;
/** Edge-case patients: without a name, another doctor's, one who revoked the terms, one who keeps them. */
const made = { nameless: 0, otherDoctors: 0, revoked: 0, revokedRequest: 0, consenting: 0 };

const GRANTS: Record<string, (programId: number) => FhirClientGrant> = {
  'token-all': (programId) => ({ programId, clientId: 'crm-parceiro', resourceTypes: 'all' }),
  'token-patients': (programId) => ({ programId, clientId: 'so-pacientes', resourceTypes: ['Patient'] }),
};
const resolveBearer = (token: string) => Promise.resolve(GRANTS[token]?.(program) ?? null);

useTestApp(async (app) => {
  t = app;
  program = await t.programId('BEMESTAR');
  doctorId = await t.userId('medico@demo.com.br');
  otherDoctorId = await secondDoctor(t, doctorId, program);
  await makeEdgeCases();
}, {}, 120_000, { fhirBearer: resolveBearer });

beforeAll(() => {
  prepareR4Validation([...FHIR_RESOURCE_TYPES, 'Bundle', 'OperationOutcome', 'CapabilityStatement', 'StructureDefinition']);
}, 180_000);

const bearer = (token: string): Client => (opts) => t.anon({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });

let seq = 0;
const cpfOf = (n: number) => String(90_000_000_000 + n).padStart(11, '0');

async function insertPatient(values: Partial<typeof patients.$inferInsert> = {}) {
  seq += 1;
  const [row] = await t.app.db.insert(patients).values({ programId: program, cpf: cpfOf(seq), name: `Paciente Teste ${seq}`, ...values }).returning({ id: patients.id });
  return row!.id;
}

async function insertRequest(values: Partial<typeof procedures.$inferInsert> & { createdById: number }) {
  seq += 1;
  const [row] = await t.app.db.insert(procedures).values({ programId: program, type: 'CLINICAL_EXAMINATION', code: `FHIRT${seq}`, ...values }).returning({ id: procedures.id });
  return row!.id;
}

async function makeEdgeCases() {
  const db = t.app.db;
  const at = new Date('2026-03-01T12:00:00Z');
  // A patient registered by a first-medicine release: only the CPF, no name.
  made.nameless = await insertPatient({ name: null });
  await insertRequest({ createdById: doctorId, patientId: made.nameless, type: 'FIRST_MEDICINE', status: 'CONCLUDED', displayStatus: 'CONCLUDED', concludedAt: at });
  // Every contact and address field, a CNS, and one exam request of each status with its steps.
  made.consenting = await insertPatient({
    gender: 'FEMALE', birthDate: '1990-05-17', phone: '11911112222', email: 'paciente@example.com',
    details: { phone2: '11933334444', cns: '898001160660761', city: 'São Paulo', state: 'SP', cep: '01310100' },
  });
  const [exam] = await db.select({ id: exams.id }).from(exams).limit(1);
  for (const status of PROCEDURE_STATUSES) {
    const steps = {
      approvedAt: status === 'OPEN' ? null : at, scheduledAt: ['SCHEDULED', 'CONCLUDED'].includes(status) ? at : null,
      concludedAt: status === 'CONCLUDED' ? at : null, canceledAt: status === 'CANCELED' ? at : null,
    };
    const id = await insertRequest({
      createdById: doctorId, patientId: made.consenting, status, displayStatus: status, ...steps,
      rejectionReason: status === 'REJECTED' ? 'Fora do protocolo' : null, cancelationReason: status === 'CANCELED' ? 'Desistência' : null,
    });
    await db.insert(procedureChildren).values({ procedureId: id, code: `FHIRC${id}`, type: 'EXAM', examId: exam!.id, status, subStatus: status === 'SCHEDULED' ? 'SCHEDULED_EXAM' : null });
  }
  await insertRequest({ createdById: doctorId, patientId: made.consenting, type: 'FIRST_MEDICINE', status: 'REJECTED', displayStatus: 'REJECTED', rejectionReason: 'Sem estoque' });
  // A patient of the other doctor only.
  made.otherDoctors = await insertPatient();
  await insertRequest({ createdById: otherDoctorId, patientId: made.otherDoctors });
  // A patient who accepted the terms and then revoked them; the consenting one keeps them.
  made.revoked = await insertPatient();
  const revokedRequest = made.revokedRequest = await insertRequest({ createdById: doctorId, patientId: made.revoked });
  const consent = { programId: program, termVersion: '2026-01-01', termDate: new Date('2026-01-01T00:00:00Z'), ip: '127.0.0.1' };
  await db.insert(patientConsents).values([
    { ...consent, patientId: made.revoked, procedureId: revokedRequest, channel: 'TERMS', granted: true, at: new Date('2026-02-01T10:00:00Z') },
    { ...consent, patientId: made.revoked, procedureId: revokedRequest, channel: 'TERMS', granted: false, at: new Date('2026-02-02T10:00:00Z') },
    { ...consent, patientId: made.consenting, procedureId: null, channel: 'TERMS', granted: true, at: new Date('2026-02-01T10:00:00Z') },
    { ...consent, patientId: made.consenting, procedureId: null, channel: 'SMS', granted: true, at: new Date('2026-02-01T10:00:00Z') },
    { ...consent, patientId: made.consenting, procedureId: null, channel: 'EMAIL', granted: false, at: new Date('2026-02-01T10:00:00Z') },
  ]);
  // Adverse-event reports: one from a request's link (a patient on file), one from a doctor without one.
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.programId, program)).limit(1);
  const report = { programId: program, productId: product!.id, reporterName: 'Relator', reporterContact: 'relator@example.com', description: 'Cefaleia após a aplicação', onsetDate: '2026-02-10', serious: false, outcome: 'RECOVERED' as const };
  await db.insert(adverseEvents).values([
    { ...report, protocol: 'FV-2026-900001', reporterType: 'PATIENT', procedureId: revokedRequest - 1, patientInitials: 'P.T.' },
    { ...report, protocol: 'FV-2026-900002', reporterType: 'DOCTOR', reportedById: doctorId, patientInitials: 'A.B.', patientBirthDate: '1980-01-02', serious: true, outcome: 'UNKNOWN' },
  ]);
}

const profiles = new Map<string, StructureDefinition>();
/** The own profile a resource claims, fetched from the API as a partner would. */
async function profileOf(resource: Resource): Promise<StructureDefinition | undefined> {
  const url = resource.meta?.profile?.[0];
  if (!url) return undefined;
  if (!profiles.has(url)) {
    const res = await t.anon({ method: 'GET', url: `/fhir/R4/StructureDefinition/${url.split('/').at(-1)!}` });
    expect(res.statusCode, url).toBe(200);
    profiles.set(url, res.json<StructureDefinition>());
  }
  return profiles.get(url);
}

const entries = (bundle: Bundle): Resource[] => (bundle.entry ?? []).map((e) => e.resource!);

async function searchAll(client: Client, type: string, query = ''): Promise<Resource[]> {
  const found: Resource[] = [];
  let url: string | undefined = `/fhir/R4/${type}?_count=500${query}`;
  while (url) {
    const res = await client({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json<Bundle>();
    found.push(...entries(bundle));
    url = bundle.link?.find((l) => l.relation === 'next')?.url.replace(/^https?:\/\/[^/]+/, '');
  }
  return found;
}

describe('FHIR R4 read API: every resource type against base R4', () => {
  it('serves the CapabilityStatement of exactly the types it reads, valid R4', async () => {
    const res = await t.anon({ method: 'GET', url: '/fhir/R4/metadata' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const cs = res.json<Resource & { fhirVersion: string; rest: { resource: { type: string }[] }[] }>();
    expect(cs.fhirVersion).toBe('4.0.1');
    expect(cs.rest[0]!.resource.map((r) => r.type).filter((ty) => ty !== 'StructureDefinition' && ty !== 'Group')).toEqual([...FHIR_RESOURCE_TYPES]);
    // The Bulk Data export: of a programme's Group and of Patient.
    const exportOf = (type: string) => (cs.rest[0]!.resource.find((r) => r.type === type) as { operation?: { name: string }[] } | undefined)?.operation;
    expect(exportOf('Group')).toEqual([expect.objectContaining({ name: 'export' })]);
    expect(exportOf('Patient')).toEqual([expect.objectContaining({ name: 'export' })]);
    expect(r4Errors(cs)).toEqual([]);
  });

  it.each([['an administrator', 'ADMIN'], ['a partner with system/*.read', 'token-all']])('every type %s reads validates, demo data and edge cases alike', async (_who, as) => {
    const client = as.startsWith('token') ? bearer(as) : await t.as(as);
    for (const type of FHIR_RESOURCE_TYPES) {
      if (type === 'AdverseEvent' && !as.startsWith('token')) continue;
      const res = await client({ method: 'GET', url: `/fhir/R4/${type}?_count=500` });
      expect(res.statusCode, res.body).toBe(200);
      const bundle = res.json<Bundle>();
      expect(r4Errors(bundle), `${type} bundle`).toEqual([]);
      const resources = entries(bundle);
      expect(resources.length, type).toBeGreaterThan(0);
      for (const resource of resources) expect(r4Errors(resource, await profileOf(resource)), `${type}/${resource.id}`).toEqual([]);
      const first = resources[0]!;
      const read = await client({ method: 'GET', url: `/fhir/R4/${type}/${first.id}` });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual(first);
    }
  });

  it('serves its own profiles as valid StructureDefinitions with snapshots, which the resources claiming them meet', async () => {
    const metadata = (await t.anon({ method: 'GET', url: '/fhir/R4/metadata' })).json<{ rest: { resource: { type: string; supportedProfile?: string[] }[] }[] }>();
    const claimed = metadata.rest[0]!.resource.flatMap((r) => r.supportedProfile ?? []);
    expect(claimed).toHaveLength(4);
    for (const url of claimed) {
      const sd = (await profileOf({ resourceType: 'Basic', code: {}, meta: { profile: [url] } }))!;
      expect(sd).toMatchObject({ resourceType: 'StructureDefinition', url, derivation: 'constraint', fhirVersion: '4.0.1' });
      expect(sd.snapshot!.element.length).toBeGreaterThan(10);
      expect(r4Errors(sd)).toEqual([]);
    }
    // The validator applies them: a Consent without its LGPD basis, or a Patient without an identifier, fails its profile only.
    const admin = await t.as('ADMIN');
    const [consent] = entries((await admin({ method: 'GET', url: `/fhir/R4/Consent?patient=${made.consenting}` })).json<Bundle>()) as Consent[];
    const { extension: _basis, ...withoutBasis } = consent!;
    const consentProfile = (await profileOf(consent!))!;
    expect(r4Errors(withoutBasis as Consent)).toEqual([]);
    expect(r4Errors(withoutBasis as Consent, consentProfile).length).toBeGreaterThan(0);
    const patient = (await admin({ method: 'GET', url: `/fhir/R4/Patient/${made.nameless}` })).json<Patient>();
    expect(r4Errors({ ...patient, identifier: [] }, await profileOf(patient)).some((e) => e.startsWith('profile'))).toBe(true);
  });

  it('maps the edge cases: no name, every contact, CNS, every request status with its steps', async () => {
    const admin = await t.as('ADMIN');
    const nameless = (await admin({ method: 'GET', url: `/fhir/R4/Patient/${made.nameless}` })).json<Patient>();
    expect(nameless.name).toBeUndefined();
    expect(nameless.identifier).toHaveLength(1);
    expect(nameless.identifier![0]).toMatchObject({ system: 'https://saude.gov.br/fhir/sid/cpf', use: 'official', type: { coding: [{ code: 'TAX' }] } });
    const full = (await admin({ method: 'GET', url: `/fhir/R4/Patient/${made.consenting}` })).json<Patient>();
    expect(full.identifier?.map((i) => i.system)).toEqual(['https://saude.gov.br/fhir/sid/cpf', 'https://saude.gov.br/fhir/sid/cns']);
    expect(full.gender).toBe('female');
    expect(full.telecom).toHaveLength(3);
    const tasks = await searchAll(admin, 'Task', `&patient=Patient/${made.consenting}`);
    expect(tasks.map((task) => (task as { status: string }).status).sort()).toEqual(['accepted', 'cancelled', 'completed', 'in-progress', 'rejected', 'requested']);
    const scheduled = tasks.find((task) => (task as { status: string }).status === 'in-progress') as { businessStatus: { coding: { code: string }[] } };
    expect(scheduled.businessStatus.coding.map((c) => c.code)).toEqual(['SCHEDULED', 'SCHEDULED_EXAM']);
    const consents = await searchAll(admin, 'Consent', `&patient=${made.consenting}`);
    expect(consents.map((c) => (c as { provision: { type: string } }).provision.type).sort()).toEqual(['deny', 'permit', 'permit']);
    expect(consents.every((c) => (c as { extension: { url: string }[] }).extension[0]!.url === 'https://br-core.saude.gov.br/fhir/StructureDefinition/br-core-base-legal-lgpd')).toBe(true);
    const revoked = await searchAll(admin, 'Consent', `&patient=${made.revoked}`);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ provision: { type: 'deny' }, sourceAttachment: { title: `Link do paciente da solicitação ${made.revokedRequest}` } });
  });
});

describe('FHIR R4 search', () => {
  it('finds exactly one patient by CPF identifier', async () => {
    const admin = await t.as('ADMIN');
    const [row] = await t.app.db.select({ cpf: patients.cpf }).from(patients).where(eq(patients.id, made.consenting));
    const res = await admin({ method: 'GET', url: `/fhir/R4/Patient?identifier=${encodeURIComponent(`https://saude.gov.br/fhir/sid/cpf|${row!.cpf}`)}` });
    const bundle = res.json<Bundle>();
    expect(bundle.total).toBe(1);
    expect(entries(bundle).map((p) => p.id)).toEqual([String(made.consenting)]);
    const none = await admin({ method: 'GET', url: `/fhir/R4/Patient?identifier=${encodeURIComponent('https://saude.gov.br/fhir/sid/cns|898001160660761')}` });
    expect(none.json<Bundle>().total).toBe(0);
  });

  it('pages with _count and link.next, and counts with _summary=count', async () => {
    const admin = await t.as('ADMIN');
    const all = await searchAll(admin, 'Patient');
    const count = await admin({ method: 'GET', url: '/fhir/R4/Patient?_summary=count' });
    expect(count.json<Bundle>()).toMatchObject({ type: 'searchset', total: all.length });
    expect(count.json<Bundle>().entry).toBeUndefined();
    const paged: string[] = [];
    let url: string | undefined = '/fhir/R4/Patient?_count=2';
    while (url) {
      const bundle: Bundle = (await admin({ method: 'GET', url })).json<Bundle>();
      expect(bundle.entry!.length).toBeLessThanOrEqual(2);
      paged.push(...entries(bundle).map((p) => p.id!));
      url = bundle.link?.find((l) => l.relation === 'next')?.url.replace(/^https?:\/\/[^/]+/, '');
    }
    expect(paged).toEqual(all.map((p) => p.id));
    const byName = entries((await admin({ method: 'GET', url: '/fhir/R4/Patient?name=teste' })).json<Bundle>());
    expect(byName.length).toBeGreaterThan(0);
    const future = (await admin({ method: 'GET', url: '/fhir/R4/Patient?_lastUpdated=gt2100-01-01' })).json<Bundle>();
    expect(future.total).toBe(0);
  });

  it('streams every resource of a type in keyset pages', async () => {
    const all = (await searchAll(bearer('token-all'), 'Task')).map((r) => r.id);
    const streamed: string[] = [];
    const deps = createDeps(t.app.db, t.app.config);
    for await (const resource of streamFhirResources(deps, clientAccess(GRANTS['token-all']!(program)), 'Task', { pageSize: 2 })) streamed.push(resource.id!);
    expect(streamed).toEqual(all);
    const since: string[] = [];
    for await (const resource of streamFhirResources(deps, clientAccess(GRANTS['token-all']!(program)), 'Task', { since: new Date('2100-01-01') })) since.push(resource.id!);
    expect(since).toEqual([]);
  });

  it('answers every error as an OperationOutcome with its status', async () => {
    const admin = await t.as('ADMIN');
    const cases: [Client, string, number, string][] = [
      [admin, '/fhir/R4/Patient?foo=1', 400, 'invalid'],
      [admin, '/fhir/R4/Patient?_count=-1', 400, 'invalid'],
      [admin, '/fhir/R4/Patient?identifier=nobar', 400, 'invalid'],
      [admin, '/fhir/R4/Patient?_lastUpdated=yesterday', 400, 'invalid'],
      [admin, '/fhir/R4/Patient/999999999', 404, 'not-found'],
      [admin, '/fhir/R4/Patient/abc', 404, 'not-found'],
      [admin, '/fhir/R4/Organization/client-999', 404, 'not-found'],
      [admin, '/fhir/R4/Observation', 404, 'not-found'],
      [admin, '/fhir/R4/StructureDefinition/nope', 404, 'not-found'],
      [admin, `/fhir/R4/Patient/${'9'.repeat(101)}`, 414, 'too-long'],
      [t.anon, '/fhir/R4/Patient', 401, 'login'],
      [bearer('wrong'), '/fhir/R4/Patient', 401, 'login'],
      [bearer('token-patients'), '/fhir/R4/Practitioner', 403, 'forbidden'],
      [bearer('token-patients'), '/fhir/R4/Consent/1', 403, 'forbidden'],
    ];
    for (const [client, url, status, code] of cases) {
      const res = await client({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^application\/fhir\+json/);
      const outcome = res.json<OperationOutcome>();
      expect(outcome.resourceType).toBe('OperationOutcome');
      expect(outcome.issue[0]!.code, url).toBe(code);
      expect(r4Errors(outcome)).toEqual([]);
      if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });
});

describe('FHIR R4 access', () => {
  it("a doctor's session sees only their patients through /fhir/R4/Patient", async () => {
    const doctor = await t.as('medico@demo.com.br');
    const mine = (await searchAll(doctor, 'Patient')).map((p) => Number(p.id));
    expect(mine).toContain(made.consenting);
    expect(mine).not.toContain(made.otherDoctors);
    const theirs = await doctor({ method: 'GET', url: `/fhir/R4/Patient/${made.otherDoctors}` });
    expect(theirs.statusCode).toBe(404);
    const other = await t.as('pendente@demo.com.br');
    expect((await searchAll(other, 'Patient')).map((p) => Number(p.id))).toEqual([made.otherDoctors]);
    const admin = (await searchAll(await t.as('ADMIN'), 'Patient')).map((p) => Number(p.id));
    expect(admin).toEqual(expect.arrayContaining([...mine, made.otherDoctors]));
    // Requests follow the same rule: the other doctor's request is not the first doctor's.
    const requests = (await searchAll(doctor, 'ServiceRequest')).map((r) => (r as { subject: { reference: string } }).subject.reference);
    expect(requests).not.toContain(`Patient/${made.otherDoctors}`);
  });

  it("another programme's records answer like missing ones, to users and partners alike", async () => {
    const other = await t.programId('ABRACARAVIDA');
    const [patient] = await t.app.db.insert(patients).values({ programId: other, cpf: cpfOf(999), name: 'Paciente de Outro Programa' }).returning({ id: patients.id });
    const [request] = await t.app.db.insert(procedures).values({ programId: other, type: 'CLINICAL_EXAMINATION', code: 'FHIRB1', createdById: doctorId, patientId: patient!.id }).returning({ id: procedures.id });
    await t.app.db.insert(patientConsents).values({ programId: other, patientId: patient!.id, channel: 'TERMS', granted: true, termVersion: '1', ip: '127.0.0.1' });
    for (const client of [await t.as('ADMIN'), bearer('token-all')]) {
      for (const url of [`/fhir/R4/Patient/${patient!.id}`, `/fhir/R4/ServiceRequest/${request!.id}`, `/fhir/R4/Task/${request!.id}`]) {
        const res = await client({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
      const found = entries((await client({ method: 'GET', url: `/fhir/R4/Patient?identifier=${encodeURIComponent(`https://saude.gov.br/fhir/sid/cpf|${cpfOf(999)}`)}` })).json<Bundle>());
      expect(found).toEqual([]);
    }
  });

  it('a portal user sees a patient who revoked the terms; a partner does not, nor their consents, requests or reports', async () => {
    const admin = (await searchAll(await t.as('ADMIN'), 'Patient')).map((p) => Number(p.id));
    expect(admin).toContain(made.revoked);
    const partner = bearer('token-all');
    const seen = (await searchAll(partner, 'Patient')).map((p) => Number(p.id));
    expect(seen).toEqual([made.consenting]);
    expect((await partner({ method: 'GET', url: `/fhir/R4/Patient/${made.revoked}` })).statusCode).toBe(404);
    const refs = (type: string) => searchAll(partner, type).then((rs) => rs.map((r) => JSON.stringify(r)));
    for (const type of ['Consent', 'ServiceRequest', 'Task', 'MedicationRequest', 'AdverseEvent']) {
      expect((await refs(type)).some((json) => json.includes(`"Patient/${made.revoked}"`)), type).toBe(false);
    }
    // A client scoped to Patient reads patients and nothing else.
    expect((await bearer('token-patients')({ method: 'GET', url: '/fhir/R4/Patient' })).statusCode).toBe(200);
  });

  it('audits every read and search, and shows each patient returned in their privacy centre, once per answer', async () => {
    const admin = await t.as('ADMIN');
    const adminId = await t.userId((await import('#main/seed/demo.ts')).DEMO_USERS.find((u) => u.type === 'ADMIN' && u.approved)!.email);
    await admin({ method: 'GET', url: `/fhir/R4/Task?patient=${made.consenting}` });
    const [read] = await t.app.db.select().from(patientReads)
      .where(and(eq(patientReads.patientId, made.consenting), eq(patientReads.readerId, adminId), eq(patientReads.source, 'fhirRead')));
    expect(read).toBeDefined();
    const before = read!.count;
    await admin({ method: 'GET', url: `/fhir/R4/Task?patient=${made.consenting}` });
    const [again] = await t.app.db.select().from(patientReads)
      .where(and(eq(patientReads.patientId, made.consenting), eq(patientReads.readerId, adminId), eq(patientReads.source, 'fhirRead')));
    // Six tasks of the patient in the answer, one showing.
    expect(again!.count).toBe(before + 1);
    await bearer('token-all')({ method: 'GET', url: `/fhir/R4/Patient/${made.consenting}` });
    const partnerReads = await t.app.db.select().from(patientReads)
      .where(and(eq(patientReads.patientId, made.consenting), eq(patientReads.source, 'fhirPartner')));
    expect(partnerReads).toHaveLength(1);
    const audits = await t.app.db.select().from(auditLog).where(sql`${auditLog.action} in ('fhir.read', 'fhir.search')`);
    expect(audits.some((a) => a.action === 'fhir.read' && a.entityId === `Patient/${made.consenting}` && a.actorId === null
      && (a.after as { clientId?: string }).clientId === 'crm-parceiro')).toBe(true);
    expect(audits.some((a) => a.action === 'fhir.search' && a.actorId === adminId && a.entityId === 'Task?patient')).toBe(true);
  });
});
