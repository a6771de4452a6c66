import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '#platform/config.ts';
import { programs, programUsers, userGroupPermissions, userGroups, userGroupUsers } from '#db/schema/index.ts';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';

/**
 * Who reaches the FHIR partner features (decision 0092): the backend clients' administration, the
 * administrators' list of exports and a session's Bulk Data export follow the `/fhir-clients`
 * screen — the `partners` module, held through a FHIR_PARTNERS permission (or a group granting every
 * module); the system administrator always. The pharmacovigilance user (an ADMIN whose only
 * permission is PHARMACOVIGILANCE, decision 0086) is refused on each of them.
 */

const RUN = randomBytes(3).toString('hex');
let t: TestApp;
let dataDir: string;
let programId: number;
let noModuleId: number;
let jwk: JWK;
const as = {} as Record<'admin' | 'pv' | 'partnersOnly' | 'sys' | 'noModuleAdmin' | 'noModuleSys', Client>;

/** A session client from a bearer login into a programme by id. */
async function signIn(email: string, program: number): Promise<Client> {
  const res = await t.login(email, undefined, program);
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json<{ token: string }>();
  return (opts) => t.app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
}

/** An administrator of the programme whose one group holds these permissions (null: every module). */
async function adminWith(program: number, types: ('FHIR_PARTNERS' | null)[], tag: string): Promise<string> {
  const email = `fhir-${tag}-${RUN}@demo.com.br`;
  const user = await t.insertUser({ email, name: `Admin ${tag} ${RUN}`, phone: `1198765${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`, type: 'ADMIN', approved: true });
  await t.app.db.insert(programUsers).values({ userId: user.id, programId: program });
  const [group] = await t.app.db.insert(userGroups).values({ programId: program, name: `FHIR ${tag} ${RUN}` }).returning();
  await t.app.db.insert(userGroupPermissions).values(types.map((type) => ({ userGroupId: group!.id, type })));
  await t.app.db.insert(userGroupUsers).values({ userGroupId: group!.id, userId: user.id, managerId: null });
  return email;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-fhir-access-'));
  const base = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ dataDir, fhirSmart: { ...base.fhirSmart } });
  programId = await t.programId('BEMESTAR');
  const [bemestar] = await t.app.db.select().from(programs).where(eq(programs.id, programId));
  expect(bemestar!.modules.split(',')).toContain('partners');
  // A programme like BEMESTAR but without the partners module.
  const modules = bemestar!.modules.split(',').filter((m) => m !== 'partners').join(',');
  const [noModule] = await t.app.db.insert(programs).values({
    ...bemestar!, id: undefined, name: `Programa sem parceiros ${RUN}`, slug: `SEMPARC${RUN}`.toUpperCase(), modules,
  } as typeof programs.$inferInsert).returning();
  noModuleId = noModule!.id;
  const { publicKey } = await generateKeyPair('RS384', { extractable: true });
  jwk = { ...(await exportJWK(publicKey)), kid: 'acesso', alg: 'RS384', use: 'sig' };
  as.admin = await t.as('admin@demo.com.br');
  as.pv = await t.as('farmacovigilancia@demo.com.br');
  as.sys = await t.as('SYSADMIN');
  as.partnersOnly = await signIn(await adminWith(programId, ['FHIR_PARTNERS'], 'parceiros'), programId);
  as.noModuleAdmin = await signIn(await adminWith(noModuleId, [null], 'semmodulo'), noModuleId);
  as.noModuleSys = await signIn('sysadmin@demo.com.br', noModuleId);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const pathOf = (url: string) => { const u = new URL(url); return `${u.pathname}${u.search}`; };
const async = { prefer: 'respond-async' };

/** Every gated call, for one caller against one programme, each answered with its status. */
async function probe(client: Client, program: number): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const note = (name: string, res: LightMyRequestResponse) => { statuses[name] = res.statusCode; return res; };
  note('GET /api/fhir/clients', await client({ method: 'GET', url: `/api/fhir/clients?programId=${program}` }));
  const created = note('POST /api/fhir/clients', await client({
    method: 'POST', url: '/api/fhir/clients', payload: { programId: program, name: `CRM ${RUN}`, jwks: { keys: [jwk] }, scope: 'system/*.read' },
  }));
  // A client to rotate and revoke: the caller's own when it could register one, else one the system administrator registers.
  const clientId = created.statusCode === 201 ? created.json<{ clientId: string }>().clientId : (await as.sys({
    method: 'POST', url: '/api/fhir/clients', payload: { programId: program, name: `CRM alheio ${RUN}`, jwks: { keys: [jwk] }, scope: 'system/*.read' },
  })).json<{ clientId: string }>().clientId;
  note('PUT /api/fhir/clients/:clientId/jwks', await client({ method: 'PUT', url: `/api/fhir/clients/${clientId}/jwks`, payload: { jwks: { keys: [jwk] } } }));
  note('POST /api/fhir/clients/:clientId/revoke', await client({ method: 'POST', url: `/api/fhir/clients/${clientId}/revoke` }));
  note('GET /api/fhir/exports', await client({ method: 'GET', url: `/api/fhir/exports?programId=${program}` }));
  note('GET /fhir/R4/Patient/$export', await client({ method: 'GET', url: '/fhir/R4/Patient/$export?_type=Organization', headers: async }));
  const kickOff = note('GET /fhir/R4/Group/:id/$export', await client({ method: 'GET', url: `/fhir/R4/Group/${program}/$export?_type=Organization`, headers: async }));
  // The status and file of the caller's own export when it could start one, else the system administrator's.
  const started = kickOff.statusCode === 202 ? kickOff : await as.sys({ method: 'GET', url: `/fhir/R4/Group/${program}/$export?_type=Organization`, headers: async });
  const status = pathOf(String(started.headers['content-location']));
  await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS });
  const manifest = note('GET /fhir/R4/$export-status/:id', await client({ method: 'GET', url: status }));
  const file = `${status.replace('$export-status', '$export-file')}/0`;
  note('GET /fhir/R4/$export-file/:id/:index', await client({ method: 'GET', url: file }));
  if (manifest.statusCode === 200) expect(manifest.json<{ output: unknown[] }>().output.length).toBeGreaterThan(0);
  note('DELETE /fhir/R4/$export-status/:id', await client({ method: 'DELETE', url: status }));
  return statuses;
}

const GRANTED = {
  'GET /api/fhir/clients': 200,
  'POST /api/fhir/clients': 201,
  'PUT /api/fhir/clients/:clientId/jwks': 200,
  'POST /api/fhir/clients/:clientId/revoke': 200,
  'GET /api/fhir/exports': 200,
  'GET /fhir/R4/Patient/$export': 202,
  'GET /fhir/R4/Group/:id/$export': 202,
  'GET /fhir/R4/$export-status/:id': 200,
  'GET /fhir/R4/$export-file/:id/:index': 200,
  'DELETE /fhir/R4/$export-status/:id': 202,
};
const REFUSED = Object.fromEntries(Object.keys(GRANTED).map((k) => [k, 403]));

describe('FHIR partner features follow the partners module (decision 0092)', () => {
  it('the pharmacovigilance user is refused on every one of them, with an OperationOutcome on /fhir/R4', async () => {
    expect(await probe(as.pv, programId)).toEqual(REFUSED);
    const kickOff = await as.pv({ method: 'GET', url: `/fhir/R4/Group/${programId}/$export`, headers: async });
    expect(kickOff.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [expect.objectContaining({ code: 'forbidden' })] });
    const list = await as.pv({ method: 'GET', url: `/api/fhir/clients?programId=${programId}` });
    expect(list.json()).toMatchObject({ code: 'forbidden' });
  });

  it('the demo administrator (every module), an administrator holding FHIR_PARTNERS and the system administrator are let in', async () => {
    expect(await probe(as.admin, programId)).toEqual(GRANTED);
    expect(await probe(as.partnersOnly, programId)).toEqual(GRANTED);
    expect(await probe(as.sys, programId)).toEqual(GRANTED);
  });

  it('a programme without the module refuses its administrators but not the system administrator', async () => {
    expect(await probe(as.noModuleAdmin, noModuleId)).toEqual(REFUSED);
    expect(await probe(as.noModuleSys, noModuleId)).toEqual(GRANTED);
  });

  it('a session\'s read API is not gated by the module: it shows what the JSON API shows (the PV user reaches no request, so no patient)', async () => {
    const pvPatients = await as.pv({ method: 'GET', url: '/fhir/R4/Patient' });
    expect(pvPatients.statusCode, pvPatients.body).toBe(200);
    expect(pvPatients.json()).toMatchObject({ resourceType: 'Bundle', total: 0 });
    const adminPatients = await as.admin({ method: 'GET', url: '/fhir/R4/Patient?_summary=count' });
    expect(adminPatients.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('a doctor is refused as before', async () => {
    const doctor = await t.as('DOCTOR');
    expect((await doctor({ method: 'GET', url: `/api/fhir/clients?programId=${programId}` })).statusCode).toBe(403);
    expect((await doctor({ method: 'GET', url: '/fhir/R4/Patient/$export', headers: async })).statusCode).toBe(403);
  });
});
