import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { AckResult, AdverseEventCreated, AdverseEventProduct, ApiError, CaseDetail, CaseVersion, CaseVersionBody, MeddraRelease, MeddraTerm } from '@portal/domain';
import { adverseEvents, pvCaseVersions } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { testMeddraUpload } from '../meddra/meddra.test-helpers.ts';
import { multipartParts } from './multipart.test-helpers.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const HL7 = 'urn:hl7-org:v3';

/** An element of a parsed document: its name, attributes and children (document order kept). */
interface El { name: string; attrs: Record<string, string>; children: El[]; text: string }

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, parseAttributeValue: false, trimValues: true });

function toEls(nodes: Record<string, unknown>[]): El[] {
  return nodes.flatMap((node) => {
    const name = Object.keys(node).find((k) => k !== ':@');
    if (!name || name === '#text' || name.startsWith('?')) return [];
    const kids = node[name] as Record<string, unknown>[];
    const text = kids.filter((k) => '#text' in k).map((k) => String(k['#text'])).join('');
    return [{ name, attrs: (node[':@'] ?? {}) as Record<string, string>, children: toEls(kids), text }];
  });
}
const parse = (xml: string): El => {
  const roots = toEls(parser.parse(xml) as Record<string, unknown>[]);
  expect(roots).toHaveLength(1);
  return roots[0]!;
};

/** Every element path (names from the root) of a document. */
function pathsOf(el: El, prefix = '', out = new Set<string>()): Set<string> {
  const here = prefix ? `${prefix}/${el.name}` : el.name;
  out.add(here);
  for (const child of el.children) pathsOf(child, here, out);
  return out;
}

/**
 * The elements at a path: segments `name` or `name[@attr='value']` (several predicates allowed), from
 * the root's children down.
 */
function select(root: El, xpath: string): El[] {
  let current = [root];
  const segments = xpath.split('/').filter(Boolean);
  expect(segments[0]).toBe(root.name);
  for (const segment of segments.slice(1)) {
    const [, name, preds = ''] = /^([^[]+)(.*)$/.exec(segment)!;
    const wanted = [...preds.matchAll(/\[@([\w:]+)='([^']*)'\]/g)].map((m) => [m[1]!, m[2]!] as const);
    current = current.flatMap((el) => el.children.filter((c) => c.name === name && wanted.every(([k, v]) => c.attrs[k] === v)));
  }
  return current;
}
const one = (root: El, xpath: string) => {
  const found = select(root, xpath);
  expect(found, xpath).toHaveLength(1);
  return found[0]!;
};

const referencePaths = new Set<string>();
for (const file of fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.xml'))) {
  for (const p of pathsOf(parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')))) referencePaths.add(p);
}

const MSG = 'MCCI_IN200100UV01/PORR_IN049016UV';
const CASE = `${MSG}/controlActProcess/subject/investigationEvent`;
const PATIENT = `${CASE}/component/adverseEventAssessment/subject1/primaryRole`;
const REACTION = `${PATIENT}/subjectOf2/observation[@classCode='OBS']`;
const criterion = (code: string) => `${REACTION}/outboundRelationship2/observation/code[@code='${code}'][@codeSystem='2.16.840.1.113883.3.989.2.1.1.19']`;

let t: TestApp;
let pv: Client;
let doctor: Client;
let products: AdverseEventProduct[];
let protocol: string;
let programId: number;

useTestApp(async (app) => {
  t = app;
  pv = await t.as('farmacovigilancia@demo.com.br');
  doctor = await t.as('DOCTOR');
  programId = await t.programId('BEMESTAR');
  products = (await doctor({ method: 'GET', url: '/api/adverse-events/products' })).json();
  const res = await doctor({
    method: 'POST', url: '/api/adverse-events',
    payload: { productId: products[0]!.id, description: 'Náusea intensa e vômitos após a segunda dose.', onsetDate: '2026-11-02', serious: true, outcome: 'RECOVERING', patientInitials: 'MS', patientBirthDate: '1980-05-04' },
  });
  protocol = res.json<AdverseEventCreated>().protocol;
});

const coding = (over: Partial<CaseVersionBody> = {}): CaseVersionBody => ({
  reporterQualification: 'PHYSICIAN', reporterCountry: 'BR',
  seriousness: { death: false, lifeThreatening: false, hospitalisation: true, disability: false, congenitalAnomaly: false, otherMedicallyImportant: false },
  reactions: [{ reportedTerm: 'Náusea intensa', meddraVersion: null, lltCode: '91000001', onsetDate: '2026-11-02', endDate: null, outcome: 'RECOVERING' }],
  products: [
    { role: 'SUSPECT', nameAsReported: products[0]!.name, productId: products[0]!.id, doseValue: 100, doseUnit: 'mg', route: 'Subcutânea', whoDrugCode: null },
    { role: 'CONCOMITANT', nameAsReported: 'Dipirona', productId: null, doseValue: null, doseUnit: null, route: null, whoDrugCode: null },
  ],
  causality: 'POSSIBLE',
  narrative: 'Paciente com náusea intensa após a segunda dose; internada por 2 dias, em recuperação.',
  patient: { initials: 'MS', nullFlavor: null, birthDate: '1980-05-04', ageYears: null, sex: 'FEMALE' },
  ...over,
});

const settings = { senderId: 'DEMOPHARMA-BR', receiverId: 'ANVISA-VIGIMED', senderOrganisation: 'Demo Pharma Ltda.', companyCode: 'DEMOPHARMA', seriousDays: 15, nonSeriousDays: 90 };

describe('coding a case with the company\'s MedDRA release and exporting it as E2B(R3)', () => {
  it('refuses an incomplete case with 422 naming the missing E2B elements', async () => {
    const res = await pv({ method: 'GET', url: `/api/adverse-events/${protocol}/e2b` });
    expect(res.statusCode).toBe(422);
    const body = res.json<ApiError>();
    expect(body.code).toBe('pvCaseIncomplete');
    // Not coded yet: the reaction's MedDRA version and code are named by number (the demo programme has its identifiers).
    expect(body.fields?.e2b).toEqual(['E.i.2.1a', 'E.i.2.1b']);
    expect(body.message).toContain('E.i.2.1b');
  });

  it('loads a MedDRA-format release and searches its LLTs by name and by code', async () => {
    const upload = await pv({ method: 'POST', url: `/api/meddra/releases?programId=${programId}`, ...testMeddraUpload('27.1') });
    expect(upload.statusCode).toBe(201);
    expect(upload.json<MeddraRelease>()).toMatchObject({ version: '27.1', llts: 4 });
    const byName = (await pv({ method: 'GET', url: '/api/meddra/llts?q=usea' })).json<MeddraTerm[]>();
    expect(byName).toEqual([{ lltCode: '91000001', lltName: 'Náusea de teste', ptCode: '92000001', ptName: 'Náusea (PT de teste)', version: '27.1' }]);
    expect((await pv({ method: 'GET', url: '/api/meddra/llts?q=9100000' })).json<MeddraTerm[]>().map((l) => l.lltCode)).toEqual(['91000002', '91000001', '91000003']);
    const bad = await pv({ method: 'POST', url: '/api/meddra/releases', ...testMeddraUpload('27.1', { llt: 'não é MedDRA', pt: 'x' }) });
    expect([bad.statusCode, bad.json<ApiError>().code]).toEqual([400, 'meddraFileInvalid']);
  });

  it('keeps every coding as a new version and refuses an LLT code the release does not hold', async () => {
    const unknown = await pv({ method: 'POST', url: `/api/adverse-events/${protocol}/versions`, payload: coding({ reactions: [{ ...coding().reactions[0]!, lltCode: '10000000' }] }) });
    expect([unknown.statusCode, unknown.json<ApiError>().code]).toEqual([400, 'meddraCodeUnknown']);
    expect((await pv({ method: 'PUT', url: `/api/programs/${programId}/pharmacovigilance-settings`, payload: settings })).statusCode).toBe(200);

    // The first coding, an hour ago; the follow-up below comes through the API.
    const [report] = await t.app.db.select({ id: adverseEvents.id }).from(adverseEvents).where(eq(adverseEvents.protocol, protocol));
    const first = coding({ reactions: [{ ...coding().reactions[0]!, meddraVersion: '27.1' }] });
    await t.app.db.insert(pvCaseVersions).values({
      adverseEventId: report!.id, version: 1, coding: first as never, serious: true, createdById: await t.userId('farmacovigilancia@demo.com.br'),
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const read = await pv({ method: 'GET', url: `/api/adverse-events/${protocol}` });
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json<CaseDetail>();
    expect(detail.item).toMatchObject({ protocol, state: 'TRIAGE', serious: true, versions: 1 });
    expect(detail.current.reactions[0]!.lltCode).toBe('91000001');
    // The report itself is what the doctor sent.
    expect(detail.report).toMatchObject({ reporterType: 'DOCTOR', serious: true, outcome: 'RECOVERING' });
  });

  let firstC15 = '';
  it('exports the latest version: HL7 v3, every listed element at the reference paths, no element the references lack', async () => {
    const res = await pv({ method: 'GET', url: `/api/adverse-events/${protocol}/e2b` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parse(res.body);
    expect(doc.name).toBe('MCCI_IN200100UV01');
    expect(doc.attrs.xmlns).toBe(HL7);

    const c11 = one(doc, `${CASE}/id[@root='2.16.840.1.113883.3.989.2.1.3.1']`).attrs.extension;
    expect(c11).toBe(`BR-DEMOPHARMA-${protocol}`);
    expect(one(doc, `${CASE}/id[@root='2.16.840.1.113883.3.989.2.1.3.2']`).attrs.extension).toBe(c11); // C.1.8.1
    expect(one(doc, `MCCI_IN200100UV01/id[@root='2.16.840.1.113883.3.989.2.1.3.22']`).attrs.extension).toMatch(/^BR-DEMOPHARMA-/); // N.1.2
    expect(one(doc, `MCCI_IN200100UV01/sender/device/id[@root='2.16.840.1.113883.3.989.2.1.3.13']`).attrs.extension).toBe('DEMOPHARMA-BR'); // N.1.3
    expect(one(doc, `MCCI_IN200100UV01/receiver/device/id[@root='2.16.840.1.113883.3.989.2.1.3.14']`).attrs.extension).toBe('ANVISA-VIGIMED'); // N.1.4
    expect(one(doc, `${MSG}/controlActProcess/effectiveTime`).attrs.value).toMatch(/^\d{14}-0300$/); // C.1.2
    expect(one(doc, `${CASE}/subjectOf2/investigationCharacteristic/value[@codeSystem='2.16.840.1.113883.3.989.2.1.1.2']`).attrs.code).toBe('2'); // C.1.3
    expect(one(doc, `${CASE}/effectiveTime/low`).attrs.value).toMatch(/^\d{8}$/); // C.1.4: day zero
    firstC15 = one(doc, `${CASE}/availabilityTime`).attrs.value!; // C.1.5
    expect(firstC15).toMatch(/^\d{14}-0300$/);
    const source = `${CASE}/outboundRelationship/relatedInvestigation/subjectOf2/controlActEvent/author/assignedEntity/assignedPerson`;
    expect(one(doc, `${source}/asQualifiedEntity/code`).attrs.code).toBe('1'); // C.2.r.4: physician
    expect(one(doc, `${source}/asLocatedEntity/location/code`).attrs.code).toBe('BR'); // C.2.r.3
    const sender = `${CASE}/subjectOf1/controlActEvent/author/assignedEntity`;
    expect(one(doc, `${sender}/code[@codeSystem='2.16.840.1.113883.3.989.2.1.1.7']`).attrs.code).toBe('1'); // C.3.1
    expect(one(doc, `${sender}/representedOrganization/assignedEntity/representedOrganization/name`).text).toBe('Demo Pharma Ltda.'); // C.3.2
    expect(one(doc, `${PATIENT}/player1/name`).text).toBe('MS'); // D.1
    const llt = one(doc, `${REACTION}/value[@codeSystem='2.16.840.1.113883.6.163']`);
    expect([llt.attrs.codeSystemVersion, llt.attrs.code]).toEqual(['27.1', '91000001']); // E.i.2.1a, E.i.2.1b
    const flags = (code: string) => select(doc, criterion(code)).length;
    for (const code of ['34', '21', '33', '35', '12', '26']) expect(flags(code), `E.i.3.2 code ${code}`).toBe(1); // E.i.3.2a–f
    const hospitalisation = select(doc, `${REACTION}/outboundRelationship2/observation`).find((o) => o.children.some((c) => c.name === 'code' && c.attrs.code === '33'))!;
    expect(hospitalisation.children.find((c) => c.name === 'value')!.attrs.value).toBe('true');
    expect(one(doc, `${REACTION}/outboundRelationship2/observation/value[@codeSystem='2.16.840.1.113883.3.989.2.1.1.11']`).attrs.code).toBe('2'); // E.i.7
    const roles = select(doc, `${CASE}/component/adverseEventAssessment/component/causalityAssessment/value[@codeSystem='2.16.840.1.113883.3.989.2.1.1.13']`);
    expect(roles.map((r) => r.attrs.code)).toEqual(['1', '2']); // G.k.1
    const names = select(doc, `${PATIENT}/subjectOf2/organizer/component/substanceAdministration/consumable/instanceOfKind/kindOfProduct/name`);
    expect(names.map((n) => n.text)).toEqual([products[0]!.name, 'Dipirona']); // G.k.2.2
    expect(one(doc, `${CASE}/text`).text).toContain('náusea intensa'); // H.1

    // No invented element: every path of the message occurs in the reference instances.
    const invented = [...pathsOf(doc)].filter((p) => !referencePaths.has(p));
    expect(invented).toEqual([]);
  });

  it('a follow-up keeps C.1.1 and C.1.8.1 and advances C.1.5', async () => {
    const followUp = await pv({
      method: 'POST', url: `/api/adverse-events/${protocol}/versions`,
      payload: coding({ reactions: [{ ...coding().reactions[0]!, endDate: '2026-11-06', outcome: 'RECOVERED' }] }),
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(followUp.json<CaseVersion>()).toMatchObject({ version: 2, createdBy: 'Fernanda Farmacovigilância' });
    expect(followUp.json<CaseVersion>().reactions[0]!.meddraVersion).toBe('27.1');
    const doc = parse((await pv({ method: 'GET', url: `/api/adverse-events/${protocol}/e2b` })).body);
    expect(one(doc, `${CASE}/id[@root='2.16.840.1.113883.3.989.2.1.3.1']`).attrs.extension).toBe(`BR-DEMOPHARMA-${protocol}`);
    expect(one(doc, `${CASE}/id[@root='2.16.840.1.113883.3.989.2.1.3.2']`).attrs.extension).toBe(`BR-DEMOPHARMA-${protocol}`);
    const c15 = one(doc, `${CASE}/availabilityTime`).attrs.value!;
    expect(c15 > firstC15).toBe(true);
    expect(one(doc, `${REACTION}/outboundRelationship2/observation/value[@codeSystem='2.16.840.1.113883.3.989.2.1.1.11']`).attrs.code).toBe('1'); // E.i.7: recovered
    const versions = (await pv({ method: 'GET', url: `/api/adverse-events/${protocol}/versions` })).json<CaseVersion[]>();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('stores a gateway acknowledgement against the case it names', async () => {
    const messageId = `BR-DEMOPHARMA-${protocol}-V2`;
    const ack = fs.readFileSync(path.join(FIXTURES, 'R3ack-negative.ack'), 'utf8').replace('US-APHARMA-7644554', messageId);
    const res = await pv({ method: 'POST', url: '/api/adverse-events/acknowledgements', ...multipartParts([{ name: 'file', filename: 'resposta.ack', content: Buffer.from(ack) }]) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AckResult>()).toEqual({ cases: [{ protocol, accepted: false, code: 'CR' }], unknown: [] });
    const detail = (await pv({ method: 'GET', url: `/api/adverse-events/${protocol}` })).json<CaseDetail>();
    expect(detail.item.state).toBe('REJECTED');
    expect(detail.acknowledgements[0]).toMatchObject({ accepted: false, code: 'CR' });
    const positive = fs.readFileSync(path.join(FIXTURES, 'R3ack-positive.ack'), 'utf8');
    const other = await pv({ method: 'POST', url: '/api/adverse-events/acknowledgements', ...multipartParts([{ name: 'file', filename: 'ok.ack', content: Buffer.from(positive) }]) });
    expect(other.json<AckResult>().cases).toEqual([]);
    const junk = await pv({ method: 'POST', url: '/api/adverse-events/acknowledgements', ...multipartParts([{ name: 'file', filename: 'x.ack', content: Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><x/>') }]) });
    expect([junk.statusCode, junk.json<ApiError>().code]).toEqual([400, 'ackFileInvalid']);
    const huge = await pv({ method: 'POST', url: '/api/adverse-events/acknowledgements', ...multipartParts([{ name: 'file', filename: 'big.ack', content: Buffer.alloc(5 * 1024 * 1024 + 1, 32) }]) });
    expect([huge.statusCode, huge.json<ApiError>().code]).toEqual([400, 'pvFileTooLarge']);
    expect(huge.json<ApiError>().message).toContain('5 MB');
  });

  it('streams a batch of the programme\'s complete cases, each its own message, and audits the export', async () => {
    const res = await pv({ method: 'GET', url: `/api/adverse-events/e2b?programId=${programId}` });
    expect(res.statusCode).toBe(200);
    const doc = parse(res.body);
    const ids = select(doc, `${CASE}/id[@root='2.16.840.1.113883.3.989.2.1.3.1']`).map((e) => e.attrs.extension);
    expect(ids).toContain(`BR-DEMOPHARMA-${protocol}`);
    expect([...pathsOf(doc)].filter((p) => !referencePaths.has(p))).toEqual([]);
    const sys = await t.as('SYSADMIN');
    const audit = (await sys({ method: 'GET', url: '/api/audit?action=pvCase.export&take=50' })).json<{ data: { entityId: string }[] }>();
    expect(audit.data.map((a) => a.entityId)).toContain(protocol);
  });
});

describe('a programme whose E2B identifiers are not configured', () => {
  it('refuses the case and the batch export with 422 pvSettingsMissing, naming the missing elements', async () => {
    // ABRACARAVIDA has the module and the demo users, but never saved its pharmacovigilance settings.
    const otherDoctor = await t.as('DOCTOR', 'ABRACARAVIDA');
    const otherPv = await t.as('farmacovigilancia@demo.com.br', 'ABRACARAVIDA');
    const [product] = (await otherDoctor({ method: 'GET', url: '/api/adverse-events/products' })).json<AdverseEventProduct[]>();
    const reported = await otherDoctor({
      method: 'POST', url: '/api/adverse-events',
      payload: { productId: product!.id, description: 'Cefaleia forte desde a primeira aplicação.', onsetDate: '2026-11-03', serious: false, outcome: 'RECOVERING', patientInitials: 'JS' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const otherProtocol = reported.json<AdverseEventCreated>().protocol;
    const settingsElements = ['C.1.1', 'C.1.8.1', 'N.1.3', 'N.2.r.2', 'N.1.4', 'N.2.r.3', 'C.3.2'];
    for (const url of [`/api/adverse-events/${otherProtocol}/e2b`, '/api/adverse-events/e2b']) {
      const res = await otherPv({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      const body = res.json<ApiError>();
      expect(body.code, url).toBe('pvSettingsMissing');
      expect(body.message).toContain('identificadores E2B(R3) do programa');
      expect(body.fields?.e2b).toEqual(settingsElements);
    }
  });
});
