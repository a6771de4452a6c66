import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GlobalSearchResult, ProcedureDetail, ProcedureType, TimeToTherapy } from '@portal/domain';
import { contract, flattenContract, type Endpoint } from '@portal/domain/contracts';
import { programUsers, userGroupPermissions, userGroups, userGroupUsers } from '#db/schema/index.ts';
import { libreOfficeStyleXlsx, multipartFile } from '#platform/lib/spreadsheet/xlsx-fixtures.ts';
import { demoExamGroup, insertProcedure, type InsertedProcedure } from '#requests/procedures/procedures.test-helpers.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

/**
 * Relationship rule "a request needs the module of its type", end to end: every endpoint that
 * takes a request (a procedure id, its children, or a list, count, export or step spreadsheet of
 * requests) is called by actors holding different module sets against requests of every type. A
 * request of a type the actor lacks answers exactly like a missing id (same status, code and
 * body); lists, counts, dashboard panels, exports and spreadsheets leave it out; and the detail's
 * `canDecide` (what the screen's buttons read) agrees with what `PUT …/status` then does. The
 * endpoints come from `contract`: one that takes a request and has neither a row in ROWS nor an
 * entry in EXEMPT fails the coverage test.
 *
 * The actors are the demo accounts (BEMESTAR: the representative holds only first medicine and
 * exams — the security review's finding; ABRACARAVIDA: the doctor holds only first medicine, the
 * representative only exams, the district manager three modules) and one administrator made
 * here who holds only kits and travel. Everything is set up once for the file.
 */

const RUN = randomBytes(3).toString('hex').toUpperCase();
const MISSING = 999_999_999;
const TYPES = ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SUPPLY', 'TRAVEL'] as const satisfies readonly ProcedureType[];
type RequestType = (typeof TYPES)[number];
type Slug = 'BEMESTAR' | 'ABRACARAVIDA';

interface Actor {
  email: string;
  program: Slug;
  kind: 'ADMIN' | 'FIELD' | 'DOCTOR';
  /** The request types whose module the actor holds in that programme (from the demo groups). */
  reaches: readonly RequestType[];
}

const KITS_TRAVEL_ADMIN = `modulos-kits-viagens-${RUN.toLowerCase()}@demo.com.br`;
const ACTORS = {
  bemRepresentative: { email: 'representante@demo.com.br', program: 'BEMESTAR', kind: 'FIELD', reaches: ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION'] },
  bemDistrict: { email: 'distrital@demo.com.br', program: 'BEMESTAR', kind: 'FIELD', reaches: TYPES },
  bemAdmin: { email: 'admin@demo.com.br', program: 'BEMESTAR', kind: 'ADMIN', reaches: TYPES },
  bemKitsTravelAdmin: { email: KITS_TRAVEL_ADMIN, program: 'BEMESTAR', kind: 'ADMIN', reaches: ['SUPPLY', 'TRAVEL'] },
  bemDoctor: { email: 'medico@demo.com.br', program: 'BEMESTAR', kind: 'DOCTOR', reaches: TYPES },
  abrDoctor: { email: 'medico@demo.com.br', program: 'ABRACARAVIDA', kind: 'DOCTOR', reaches: ['FIRST_MEDICINE'] },
  abrRepresentative: { email: 'representante@demo.com.br', program: 'ABRACARAVIDA', kind: 'FIELD', reaches: ['CLINICAL_EXAMINATION'] },
  abrDistrict: {
    email: 'distrital@demo.com.br', program: 'ABRACARAVIDA', kind: 'FIELD', reaches: ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE'],
  },
} as const satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];
const ADMINS = ACTOR_NAMES.filter((a) => ACTORS[a].kind === 'ADMIN');

const reaches = (actor: ActorName, type: RequestType): boolean => (ACTORS[actor].reaches as readonly RequestType[]).includes(type);
/** One of the five request types, whose module the actor lacks (other types, e.g. visits, are not this table's). */
const lacks = (actor: ActorName, type: ProcedureType): boolean =>
  (TYPES as readonly ProcedureType[]).includes(type) && !reaches(actor, type as RequestType);
/** Spec §4, §6 with the modules: a non-doctor holding the type's module; a request the programme pays without a voucher, only an administrator. */
const decides = (actor: ActorName, type: RequestType, programmePays: boolean): boolean =>
  ACTORS[actor].kind !== 'DOCTOR' && reaches(actor, type) && (!programmePays || ACTORS[actor].kind === 'ADMIN');

// ---- Fixtures: one programme's requests of every type, all by the demo doctor -----------------------

interface Side {
  programId: number;
  /** An OPEN request of each type, made long ago: the dashboard's longest-waiting list shows them first. */
  open: Record<RequestType, InsertedProcedure>;
  /** An APPROVED request of each type, for the steps after approval. */
  approved: Record<RequestType, InsertedProcedure>;
  /** Per actor, an OPEN request of each type to decide, and an exam request the programme pays for. */
  toDecide: Record<ActorName, Record<RequestType | 'PROGRAMME_PAYS', InsertedProcedure>>;
}

let t: TestApp;
const sides = {} as Record<Slug, Side>;
const clients = {} as Record<ActorName, Client>;

/** Codes start with the run's tag, so a list searched by it holds only this file's requests. */
const code = (what: string) => `RM${RUN}${what}`.slice(0, 40);

async function buildSide(slug: Slug): Promise<Side> {
  const programId = await t.programId(slug);
  const group = await demoExamGroup(t.app.db, programId);
  const requesterId = await t.userId('medico@demo.com.br');
  const side = slug === 'BEMESTAR' ? 'B' : 'A';
  const insert = (type: RequestType, what: string, extra: { status?: 'APPROVED'; createdAt?: Date; needsProgrammeApproval?: boolean } = {}) =>
    insertProcedure(t.app.db, { programId, requesterId, group, examIds: group.examIds.slice(0, 2), type, code: code(`${side}${what}`), ...extra });
  const byType = async (what: string, extra: Parameters<typeof insert>[2]) =>
    Object.fromEntries(await Promise.all(TYPES.map(async (type, i) => [type, await insert(type, `${what}${i}`, extra)]))) as Record<RequestType, InsertedProcedure>;
  const open = await byType('O', { createdAt: new Date('2000-01-01T12:00:00Z') });
  const approved = await byType('A', { status: 'APPROVED', createdAt: new Date('2001-01-01T12:00:00Z') });
  const toDecide = {} as Side['toDecide'];
  for (const [n, actor] of ACTOR_NAMES.entries()) {
    if (ACTORS[actor].program !== slug) continue;
    const old = new Date('2001-01-01T12:00:00Z');
    toDecide[actor] = {
      ...await byType(`D${n}`, { createdAt: old }),
      PROGRAMME_PAYS: await insert('CLINICAL_EXAMINATION', `P${n}`, { createdAt: old, needsProgrammeApproval: true }),
    };
  }
  return { programId, open, approved, toDecide };
}

/** An administrator of BEMESTAR whose only group grants kits and travel. */
async function insertKitsTravelAdmin(): Promise<void> {
  const programId = await t.programId('BEMESTAR');
  const user = await t.insertUser({ email: KITS_TRAVEL_ADMIN, name: `Admin kits e viagens ${RUN}`, phone: '11987654377', type: 'ADMIN', approved: true });
  await t.app.db.insert(programUsers).values({ userId: user.id, programId });
  const [group] = await t.app.db.insert(userGroups).values({ programId, name: `Kits e viagens ${RUN}` }).returning();
  await t.app.db.insert(userGroupPermissions).values([{ userGroupId: group!.id, type: 'SUPPLY' }, { userGroupId: group!.id, type: 'TRAVEL' }]);
  await t.app.db.insert(userGroupUsers).values({ userGroupId: group!.id, userId: user.id, managerId: null });
}

useTestApp(async (app) => {
  t = app;
  await insertKitsTravelAdmin();
  sides.BEMESTAR = await buildSide('BEMESTAR');
  sides.ABRACARAVIDA = await buildSide('ABRACARAVIDA');
  for (const actor of ACTOR_NAMES) clients[actor] = await t.as(ACTORS[actor].email, ACTORS[actor].program);
});

// ---- Calls --------------------------------------------------------------------------------------

const sideOf = (actor: ActorName) => sides[ACTORS[actor].program];
const call = (actor: ActorName, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  clients[actor]({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });

/** Status and error code, e.g. `404 procedureNotFound` (a success has none: its `code` is the request's). */
function summary(r: LightMyRequestResponse): string {
  let errorCode = '';
  try { errorCode = r.statusCode >= 400 ? r.json<{ code?: string }>().code ?? '' : ''; } catch { /* not JSON */ }
  return `${r.statusCode} ${errorCode}`.trim();
}

/** Problems when an answer about a request the actor may not reach differs from the answer about a missing id. */
function likeMissing(what: string, other: LightMyRequestResponse, missing: LightMyRequestResponse): string[] {
  if (summary(other) !== summary(missing)) return [`${what}: answered ${summary(other)}, a missing id ${summary(missing)}`];
  if (other.body !== missing.body) return [`${what}: same status as a missing id, different body ${other.body.slice(0, 200)}`];
  return [];
}

const listQuery = (actor: ActorName, type: RequestType, extra = '') =>
  `?programId=${sideOf(actor).programId}&type=${type}&filter=RM${RUN}&take=50${extra}`;

const progressSheet = (childCode: string) => multipartFile(libreOfficeStyleXlsx([
  ['Código', 'Etapa', 'Subsituação', 'Motivo', 'Data e hora', 'Local'].map((h) => ({ inline: h })),
  [{ inline: childCode }, { inline: 'Agendar' }, null, null, { inline: '10/03/2031 09:30' }, { inline: 'Laboratório' }],
]));

function upload(actor: ActorName, path: string, childCode: string) {
  const sheet = progressSheet(childCode);
  return clients[actor]({ method: 'POST', url: `/api${path}?programId=${sideOf(actor).programId}`, payload: sheet.payload, headers: sheet.headers });
}

type Probe = (actor: ActorName) => Promise<string[]>;

/** A by-id call of every type against the same call with a missing id; `reached` checks an answer about a request the actor may reach. */
const byId = (
  request: (actor: ActorName, id: number, p: InsertedProcedure | undefined) => Promise<LightMyRequestResponse>,
  fixture: (side: Side, type: RequestType) => InsertedProcedure,
  reached: (actor: ActorName, type: RequestType, res: LightMyRequestResponse) => string[],
): Probe => async (actor) => {
  const missing = await request(actor, MISSING, undefined);
  const problems: string[] = [];
  for (const type of TYPES) {
    const p = fixture(sideOf(actor), type);
    const res = await request(actor, p.id, p);
    if (res.statusCode >= 500) problems.push(`${type}: server error ${res.body.slice(0, 200)}`);
    problems.push(...(reaches(actor, type) ? reached(actor, type, res) : likeMissing(type, res, missing)));
  }
  return problems;
};

const expectStatus = (status: number) => (_actor: ActorName, type: RequestType, res: LightMyRequestResponse) =>
  (res.statusCode === status ? [] : [`${type}: a request the actor reaches answered ${summary(res)}, expected ${status}`]);

/** Admins pass the guard of the steps after approval; everyone else gets its 403, which says nothing of the request. */
const adminOr403 = (status: number) => (actor: ActorName, type: RequestType, res: LightMyRequestResponse) =>
  expectStatus(ACTORS[actor].kind === 'ADMIN' ? status : 403)(actor, type, res);

/** Decides a request: the detail's `canDecide` first, then the decision; both must follow the rule, and agree. */
const decideProbe: Probe = async (actor) => {
  const problems: string[] = [];
  const decision = (id: number, childIds: number[]) => call(actor, 'PUT', `/procedures/${id}/status`, { status: 'APPROVED', procedureIds: childIds });
  const missing = await decision(MISSING, []);
  const mine = sideOf(actor).toDecide[actor];
  for (const key of [...TYPES, 'PROGRAMME_PAYS'] as const) {
    const type: RequestType = key === 'PROGRAMME_PAYS' ? 'CLINICAL_EXAMINATION' : key;
    const p = mine[key];
    const detail = await call(actor, 'GET', `/procedures/${p.id}`);
    const res = await decision(p.id, p.childIds);
    if (!reaches(actor, type)) {
      problems.push(...likeMissing(key, res, missing));
      continue;
    }
    const canDecide = detail.json<ProcedureDetail>().canDecide;
    const expected = decides(actor, type, key === 'PROGRAMME_PAYS');
    if (canDecide !== expected) problems.push(`${key}: the detail says canDecide ${canDecide}, the rule ${expected}`);
    const want = expected ? '200' : '403 forbidden';
    if (summary(res) !== want) problems.push(`${key}: the decision answered ${summary(res)}, expected ${want}`);
  }
  return problems;
};

const listProbe: Probe = async (actor) => {
  const problems: string[] = [];
  const side = sideOf(actor);
  for (const type of TYPES) {
    const res = await call(actor, 'GET', `/procedures${listQuery(actor, type)}`);
    const page = res.json<{ data: { id: number; type: string }[]; total: number }>();
    if (reaches(actor, type)) {
      if (!page.data.some((r) => r.id === side.open[type].id)) problems.push(`${type}: the list leaves out a request the actor reaches (${summary(res)})`);
      if (page.data.some((r) => r.type !== type)) problems.push(`${type}: the list holds another type`);
    } else if (res.statusCode !== 200 || page.total !== 0 || page.data.length !== 0) {
      problems.push(`${type}: a type the actor lacks listed ${page.total} (${summary(res)}), expected an empty page`);
    }
  }
  return problems;
};

const exportProbe: Probe = async (actor) => {
  const problems: string[] = [];
  const side = sideOf(actor);
  for (const type of TYPES) {
    const res = await call(actor, 'GET', `/procedures/export${listQuery(actor, type, '&format=csv')}`);
    const nothing = await call(actor, 'GET', `/procedures/export${listQuery(actor, type, '&format=csv').replace(`RM${RUN}`, `NADA${RUN}`)}`);
    if (res.statusCode !== 200) problems.push(`${type}: export answered ${summary(res)}`);
    else if (reaches(actor, type) !== res.body.includes(side.open[type].code)) problems.push(`${type}: export ${reaches(actor, type) ? 'leaves out' : 'holds'} the request`);
    else if (!reaches(actor, type) && res.body !== nothing.body) problems.push(`${type}: the export of a type the actor lacks is not the empty export`);
  }
  return problems;
};

const countProbe: Probe = async (actor) => {
  const res = await call(actor, 'GET', `/procedures/count/${sideOf(actor).programId}`);
  const counts = res.json<{ type: ProcedureType; count: number }[]>();
  const problems = counts.filter((c) => lacks(actor, c.type)).map((c) => `counts ${c.count} of ${c.type}, a type the actor lacks`);
  for (const type of ACTORS[actor].reaches) if (!counts.some((c) => c.type === type && c.count > 0)) problems.push(`counts nothing of ${type}`);
  return problems;
};

const statusCountsProbe: Probe = async (actor) => {
  const res = await call(actor, 'GET', `/procedures/status-counts/${sideOf(actor).programId}`);
  if (res.statusCode !== 200) return [`status counts answered ${summary(res)}`];
  const counts = res.json<{ type: ProcedureType; status: string; count: number }[]>();
  const problems = counts.filter((c) => lacks(actor, c.type)).map((c) => `counts ${c.count} ${c.status} of ${c.type}, a type the actor lacks`);
  for (const type of ACTORS[actor].reaches) if (!counts.some((c) => c.type === type && c.count > 0)) problems.push(`counts nothing of ${type}`);
  return problems;
};

/** A request made this week moves the actor's weekly volume by one when they reach its type, else not at all. */
const weeklyVolumeProbe: Probe = async (actor) => {
  const side = sideOf(actor);
  const total = async () => (await call(actor, 'GET', `/procedures/weekly-volume/${side.programId}`)).json<{ count: number }[]>()
    .reduce((sum, week) => sum + week.count, 0);
  const group = await demoExamGroup(t.app.db, side.programId);
  const requesterId = await t.userId('medico@demo.com.br');
  const problems: string[] = [];
  for (const [i, type] of TYPES.entries()) {
    const before = await total();
    await insertProcedure(t.app.db, { programId: side.programId, requesterId, group, examIds: group.examIds.slice(0, 1), type, code: code(`W${actor}${i}`) });
    const moved = (await total()) - before;
    if (moved !== (reaches(actor, type) ? 1 : 0)) problems.push(`${type}: a new request moved the weekly volume by ${moved}`);
  }
  return problems;
};

const timeToTherapyProbe: Probe = async (actor) => {
  const res = await call(actor, 'GET', `/procedures/time-to-therapy/${sideOf(actor).programId}`);
  if (ACTORS[actor].kind === 'DOCTOR') return res.statusCode === 403 ? [] : [`a doctor got ${summary(res)}`];
  const panel = res.json<TimeToTherapy>();
  const problems = [
    ...panel.waiting.filter((w) => lacks(actor, w.type)).map((w) => `waiting list links ${w.code} (${w.type}), a type the actor lacks`),
    ...panel.windows.flatMap((w) => w.rows.filter((r) => lacks(actor, r.type)).map((r) => `the ${w.days}-day window reports ${r.type}`)),
  ];
  // The oldest OPEN requests are this file's: each type the actor reaches is among them.
  const open = sideOf(actor).open;
  for (const type of ACTORS[actor].reaches) if (!panel.waiting.some((w) => w.id === open[type].id)) problems.push(`waiting list leaves out ${type}`);
  return problems;
};

/** The step spreadsheet: a child of a type the actor lacks is an unknown code, like a code that does not exist. */
const sheetProbe = (path: string, ok: (body: Record<string, unknown>) => boolean): Probe => async (actor) => {
  const problems: string[] = [];
  const fields = (r: LightMyRequestResponse) => {
    const { report: _report, ...rest } = r.json<Record<string, unknown>>();
    return JSON.stringify(rest, (k, v: unknown) => (k === 'code' ? undefined : v));
  };
  const missing = await upload(actor, path, code('NENHUM-1'));
  for (const type of TYPES) {
    const res = await upload(actor, path, sideOf(actor).approved[type].childCodes[0]!);
    if (ACTORS[actor].kind !== 'ADMIN') {
      if (summary(res) !== '403 forbidden') problems.push(`${type}: a non-admin got ${summary(res)}`);
    } else if (reaches(actor, type)) {
      if (res.statusCode !== 200 || !ok(res.json())) problems.push(`${type}: a child the actor reaches was refused: ${res.body.slice(0, 300)}`);
    } else if (res.statusCode !== missing.statusCode || fields(res) !== fields(missing)) {
      problems.push(`${type}: answered ${res.body.slice(0, 300)}, a missing code ${missing.body.slice(0, 300)}`);
    }
  }
  return problems;
};

/** The decision queue of each type: a request the actor may decide waits in it (the oldest), one they may not never does. */
const queueProbe: Probe = async (actor) => {
  const problems: string[] = [];
  for (const type of TYPES) {
    const res = await call(actor, 'GET', `/procedures/queue?programId=${sideOf(actor).programId}&type=${type}&take=100`);
    const ids = res.json<{ data: { id: number }[] }>().data.map((r) => r.id);
    const expected = decides(actor, type, false);
    if (res.statusCode !== 200) problems.push(`${type}: the queue answered ${summary(res)}`);
    else if (ids.includes(sideOf(actor).open[type].id) !== expected) problems.push(`${type}: the queue ${expected ? 'leaves out' : 'holds'} the oldest OPEN request`);
  }
  return problems;
};

/** A decided request by the actor's type: refused as decided (409; a doctor 403), or like a missing id for a type they lack. */
const decidedAlready = (actor: ActorName, type: RequestType, res: LightMyRequestResponse) =>
  expectStatus(ACTORS[actor].kind === 'DOCTOR' ? 403 : 409)(actor, type, res);

interface Row { as: readonly ActorName[]; probe: Probe }

/** Every endpoint that takes a request, keyed `METHOD path` as in the contract. */
const ROWS: Readonly<Record<string, Row>> = {
  'GET /procedures/:id': {
    as: ACTOR_NAMES,
    probe: byId((a, id) => call(a, 'GET', `/procedures/${id}`), (s, type) => s.open[type], (a, type, res) => [
      ...expectStatus(200)(a, type, res), ...(res.statusCode === 200 && res.json<ProcedureDetail>().type !== type ? [`${type}: another type answered`] : []),
    ]),
  },
  'GET /procedures/authorizer-info/:procedureId': {
    as: ACTOR_NAMES, probe: byId((a, id) => call(a, 'GET', `/procedures/authorizer-info/${id}`), (s, type) => s.open[type], expectStatus(200)),
  },
  'PUT /procedures/:procedureId/status': { as: ACTOR_NAMES, probe: decideProbe },
  'GET /procedures/queue': { as: ACTOR_NAMES, probe: queueProbe },
  'POST /procedures/decisions': {
    as: ACTOR_NAMES,
    probe: byId((a, id) => call(a, 'POST', '/procedures/decisions', { status: 'APPROVED', procedureIds: [id] }), (s, type) => s.approved[type], decidedAlready),
  },
  'POST /procedures/:procedureId/undo-rejection': {
    as: ACTOR_NAMES,
    probe: byId((a, id) => call(a, 'POST', `/procedures/${id}/undo-rejection`), (s, type) => s.open[type], expectStatus(409)),
  },
  'POST /procedures/:procedureId/progress': {
    as: ACTOR_NAMES,
    // Scheduling an approved child again is a reschedule: repeatable.
    probe: byId((a, id, p) => call(a, 'POST', `/procedures/${id}/progress`, { step: 'SCHEDULE', scheduledFor: '2031-03-10T09:30', childIds: [p?.childIds[0] ?? MISSING] }),
      (s, type) => s.approved[type], adminOr403(200)),
  },
  'GET /procedures': { as: ACTOR_NAMES, probe: listProbe },
  'GET /procedures/export': { as: ACTOR_NAMES, probe: exportProbe },
  'GET /procedures/count/:programId': { as: ACTOR_NAMES, probe: countProbe },
  'GET /procedures/status-counts/:programId': { as: ACTOR_NAMES, probe: statusCountsProbe },
  'GET /procedures/weekly-volume/:programId': { as: ACTOR_NAMES, probe: weeklyVolumeProbe },
  'GET /procedures/time-to-therapy/:programId': { as: ACTOR_NAMES, probe: timeToTherapyProbe },
  'POST /procedures/progress-XLSX/validate': { as: [...ADMINS, 'bemDistrict'], probe: sheetProbe('/procedures/progress-XLSX/validate', (b) => b.success === true && b.valid === 1) },
  'POST /procedures/progress-XLSX': { as: [...ADMINS, 'bemDistrict'], probe: sheetProbe('/procedures/progress-XLSX', (b) => b.success === true && b.imported === 1) },
};

/** Endpoints of requests that reach no stored request by an id, with the reason. */
const EXEMPT: Readonly<Record<string, string>> = {
  'POST /procedures': 'makes a request: the module of the body\'s type is checked before anything (403), procedure-requests tests',
  'GET /procedures/progress-XLSX/template': 'the empty step spreadsheet, no request',
  'GET /procedures/exam-availability': 'an exam group\'s exams and the doctor\'s vouchers, no request; the route needs the exams module',
  'GET /procedures/by-code/:code/:cpf': 'public patient link: the unguessable code and the patient\'s CPF are the credential, no user and no module',
  'PUT /procedures/by-code/:code/patient': 'public patient link (as above)',
  'POST /procedures/by-code/:code/verify': 'public patient link (as above), with the code sent to the phone on record',
  'GET /procedures/by-code/:code/privacy': 'public patient link (as above)',
  'POST /procedures/by-code/:code/privacy/revoke': 'public patient link (as above)',
  'GET /procedures/by-code/:code/privacy/export': 'public patient link (as above)',
  'GET /procedures/by-code/:code/accredited': 'public pharmacy finder of the patient link (as above)',
  'GET /procedures/by-code/:code/adverse-event-products': 'public adverse-event report of the patient link (as above)',
  'POST /procedures/by-code/:code/adverse-events': 'public adverse-event report of the patient link (as above)',
  'GET /programs/by-procedure/:code': 'public: the programme a patient link belongs to, no request data',
};

// ---- Coverage -----------------------------------------------------------------------------------

const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const pathParams = (p: string) => [...p.matchAll(/:(\w+)/g)].map((m) => m[1]!);
function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}
/** A request endpoint: under /procedures, or naming a request or a request's children by id anywhere. */
const REQUEST_ID = /^(procedureIds?|procedureChildIds?|childIds?)$/;
const takesRequest = (e: Endpoint) => /^\/procedures(\/|$)/.test(e.path) || e.path.includes('by-procedure')
  || [...pathParams(e.path), ...schemaKeys(e.query), ...schemaKeys(e.body)].some((k) => REQUEST_ID.test(k));

describe('request modules table', () => {
  const endpoints = flattenContract(contract).map(({ endpoint }) => endpoint);

  it('has a row or an exemption for every contract endpoint that takes a request', () => {
    expect(endpoints.filter(takesRequest).map(keyOf).filter((k) => !(k in ROWS) && !(k in EXEMPT))).toEqual([]);
  });

  it('names only routes the API registers, each once', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url.replace(/^\/api/, '')}`));
    expect([...Object.keys(ROWS), ...Object.keys(EXEMPT)].filter((k) => !registered.has(k))).toEqual([]);
    expect(Object.keys(ROWS).filter((k) => k in EXEMPT)).toEqual([]);
  });
});

// Reads first, then the writes (decisions and steps), so a decision never changes what a read expects.
const ORDER = (key: string) => (key.startsWith('GET') ? 0 : 1);
describe('a request of a type whose module the actor lacks answers like a missing one', () => {
  for (const [key, row] of Object.entries(ROWS).sort(([a], [b]) => ORDER(a) - ORDER(b))) {
    describe(key, () => {
      it.each(row.as.map((actor) => ({ actor })))('as $actor', async ({ actor }) => {
        expect(await row.probe(actor)).toEqual([]);
      });
    });
  }
});

describe('the top bar\'s search', () => {
  // Every request of this file is for one patient (the helpers' default CPF).
  it('finds a patient only through a request of a type the actor holds, and opens that one', async () => {
    for (const actor of ['bemRepresentative', 'bemKitsTravelAdmin', 'abrDoctor', 'abrRepresentative'] as const) {
      const found = (await call(actor, 'POST', '/search', { term: '529.982.247-25' })).json<GlobalSearchResult>();
      expect(found.patients.map((hit) => reaches(actor, hit.request.type as RequestType)), actor).toEqual([true]);
    }
  });
});

describe('the security review\'s finding (BEMESTAR representative: first medicine and exams only)', () => {
  it('neither lists, opens nor approves a patient-procedure, kit or travel request', async () => {
    const side = sides.BEMESTAR;
    const panel = (await call('bemRepresentative', 'GET', `/procedures/time-to-therapy/${side.programId}`)).json<TimeToTherapy>();
    expect(panel.waiting.map((w) => w.type).filter((type) => type !== 'FIRST_MEDICINE' && type !== 'CLINICAL_EXAMINATION')).toEqual([]);
    for (const type of ['PATIENT_PROCEDURE', 'SUPPLY', 'TRAVEL'] as const) {
      const { id, childIds } = side.open[type];
      expect(summary(await call('bemRepresentative', 'GET', `/procedures/${id}`))).toBe('404 procedureNotFound');
      expect(summary(await call('bemRepresentative', 'PUT', `/procedures/${id}/status`, { status: 'APPROVED', procedureIds: childIds })))
        .toBe('404 procedureNotFound');
    }
    const detail = await call('bemAdmin', 'GET', `/procedures/${side.open.PATIENT_PROCEDURE.id}`);
    expect(detail.json<ProcedureDetail>()).toMatchObject({ storedStatus: 'OPEN', approvedBy: null });
  });
});
