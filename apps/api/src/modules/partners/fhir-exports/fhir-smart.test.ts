import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { FhirClient, FhirExport } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '#platform/config.ts';
import { auditLog, fhirAccessTokens, fhirAssertionJtis, patientConsents, patientReads, patients, programs } from '#db/schema/index.ts';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { hashToken } from '#platform/lib/tokens.ts';
import { queryRows } from '#db/client.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

let t: TestApp;
let dataDir: string;
let admin: Client;
let sys: Client;
let doctor: Client;
let programId: number;
let otherProgramId: number;
let emptyProgramId: number;
let tokenUrl: string;

interface KeyPair { privateKey: CryptoKey; jwk: JWK }
const keyPair = async (alg: 'RS384' | 'ES384', kid: string): Promise<KeyPair> => {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
};

const pathOf = (url: string) => { const u = new URL(url); return `${u.pathname}${u.search}`; };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-fhir-'));
  const base = loadConfig({ NODE_ENV: 'test' });
  t = await createTestApp({ dataDir, fhirSmart: { ...base.fhirSmart, exportRowsPerFile: 2 } });
  [admin, sys, doctor] = await Promise.all([t.as('ADMIN'), t.as('SYSADMIN'), t.as('DOCTOR')]);
  programId = await t.programId('BEMESTAR');
  otherProgramId = await t.programId('ABRACARAVIDA');
  const [bemestar] = await t.app.db.select().from(programs).where(eq(programs.id, programId));
  const [empty] = await t.app.db.insert(programs).values({ ...bemestar!, id: undefined, name: 'Programa Vazio FHIR', slug: `VAZIOFHIR${Date.now() % 100_000}` } as typeof programs.$inferInsert).returning();
  emptyProgramId = empty!.id;
  const discovery = await t.anon({ method: 'GET', url: '/fhir/R4/.well-known/smart-configuration' });
  tokenUrl = discovery.json<{ token_endpoint: string }>().token_endpoint;
}, 60_000);
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const register = (as: Client, body: Record<string, unknown>) => as({ method: 'POST', url: '/api/fhir/clients', payload: body });

async function registerClient(keys: KeyPair[], scope: string, program = programId, as = admin): Promise<string> {
  const res = await register(as, { programId: program, name: `Data warehouse ${randomUUID().slice(0, 6)}`, jwks: { keys: keys.map((k) => k.jwk) }, scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ clientId: string }>().clientId;
}

interface AssertionOptions { key: KeyPair; clientId: string; jti?: string; exp?: number; aud?: string; alg?: string }
const assertion = async (o: AssertionOptions) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: o.alg ?? (o.key.jwk.alg as string), kid: o.key.jwk.kid!, typ: 'JWT' })
    .setIssuer(o.clientId).setSubject(o.clientId).setAudience(o.aud ?? tokenUrl)
    .setJti(o.jti ?? randomUUID()).setIssuedAt(now).setExpirationTime(o.exp ?? now + 240)
    .sign(o.key.privateKey);
};

const tokenRequest = (fields: Record<string, string>) => t.anon({
  method: 'POST', url: '/api/fhir/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
});
const tokenFor = async (o: AssertionOptions, scope?: string) => tokenRequest({
  grant_type: 'client_credentials', client_assertion_type: ASSERTION_TYPE, client_assertion: await assertion(o), ...(scope ? { scope } : {}),
});
async function accessToken(o: AssertionOptions, scope?: string): Promise<string> {
  const res = await tokenFor(o, scope);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const kickOff = (token: string, url: string) => t.anon({ method: 'GET', url, headers: { ...bearer(token), prefer: 'respond-async', accept: 'application/fhir+json' } });

interface Manifest { transactionTime: string; request: string; requiresAccessToken: boolean; output: { type: string; url: string; count: number }[]; error: unknown[] }

/** Kick-off, then the job queue runs, then the status URL's manifest. */
async function runExport(token: string, url: string): Promise<{ status: string; manifest: Manifest }> {
  const res = await kickOff(token, url);
  expect(res.statusCode, res.body).toBe(202);
  const status = pathOf(String(res.headers['content-location']));
  const pending = await t.anon({ method: 'GET', url: status, headers: bearer(token) });
  expect(pending.statusCode).toBe(202);
  expect(pending.headers['retry-after']).toBeDefined();
  expect(pending.headers['x-progress']).toBeDefined();
  await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS });
  const done = await t.anon({ method: 'GET', url: status, headers: bearer(token) });
  expect(done.statusCode, done.body).toBe(200);
  return { status, manifest: done.json<Manifest>() };
}

async function download(token: string, manifest: Manifest, type: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const file of manifest.output.filter((o) => o.type === type)) {
    const res = await t.anon({ method: 'GET', url: pathOf(file.url), headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+ndjson');
    const rows = res.body.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(file.count);
    lines.push(...rows);
  }
  return lines;
}

const sharedPatientCount = async (program: number) => {
  const rows = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from patients p where p.program_id = ${program}
    and coalesce((select granted from patient_consents c where c.patient_id = p.id and c.channel = 'TERMS' order by c.at desc, c.id desc limit 1), false)`);
  return rows[0]!.n;
};

describe('SMART Backend Services and Bulk Data export (decisions 0083, 0084)', () => {
  it('discovery names the token endpoint, private_key_jwt, RS384/ES384 and client_credentials', async () => {
    const res = await t.anon({ method: 'GET', url: '/fhir/R4/.well-known/smart-configuration' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      grant_types_supported: ['client_credentials'],
      capabilities: expect.arrayContaining(['client-confidential-asymmetric', 'permission-v2']) as unknown,
    });
    expect(new URL(tokenUrl).pathname).toBe('/api/fhir/token');
  });

  it('the whole flow: register, token, $export, poll, NDJSON download, DELETE; patients in their privacy centre', async () => {
    const key = await keyPair('RS384', 'k1');
    const clientId = await registerClient([key], 'system/*.read');
    const listed = await admin({ method: 'GET', url: `/api/fhir/clients?programId=${programId}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ items: FhirClient[] }>().items.find((c) => c.clientId === clientId)).toMatchObject({ scope: 'system/*.read', keyIds: ['k1'], revokedAt: null });

    // Partners receive the patients whose terms stand (decision 0080): three accepted them, and one
    // of those revoked them since, and is left out.
    const accepting = await t.app.db.select().from(patients).where(eq(patients.programId, programId)).orderBy(patients.id).limit(3);
    await t.app.db.insert(patientConsents).values(accepting.map((p) => ({ programId, patientId: p.id, channel: 'TERMS' as const, granted: true, termVersion: 'v-teste' })));
    const revoking = accepting[0];
    await t.app.db.insert(patientConsents).values({ programId, patientId: revoking!.id, channel: 'TERMS', granted: false, termVersion: 'v-teste' });

    const tokenRes = await tokenFor({ key, clientId }, 'system/Patient.read system/Practitioner.read');
    expect(tokenRes.statusCode, tokenRes.body).toBe(200);
    expect(tokenRes.headers['cache-control']).toBe('no-store');
    const body = tokenRes.json<{ access_token: string; token_type: string; expires_in: number; scope: string }>();
    expect(body).toMatchObject({ token_type: 'bearer', scope: 'system/Patient.read system/Practitioner.read' });
    expect(body.expires_in).toBeLessThanOrEqual(300);
    const token = body.access_token;

    const { status, manifest } = await runExport(token, `/fhir/R4/Group/${programId}/$export?_type=Patient&_outputFormat=application/fhir%2Bndjson`);
    expect(manifest).toMatchObject({ requiresAccessToken: true, error: [] });
    expect(manifest.request).toContain(`/fhir/R4/Group/${programId}/$export`);
    expect(manifest.output.every((o) => o.type === 'Patient')).toBe(true);
    // Two resources per file in this test's configuration: several files, each streamed.
    const expected = await sharedPatientCount(programId);
    expect(expected).toBeGreaterThan(0);
    expect(manifest.output.length).toBe(Math.ceil(expected / 2));
    const rows = await download(token, manifest, 'Patient');
    expect(rows).toHaveLength(expected);
    for (const row of rows) {
      expect(row).toMatchObject({ resourceType: 'Patient', id: expect.any(String) as unknown, identifier: [expect.objectContaining({ system: 'https://saude.gov.br/fhir/sid/cpf' }) as unknown] });
    }
    expect(rows.map((r) => r.id)).not.toContain(String(revoking!.id));

    const reads = await t.app.db.select().from(patientReads).where(eq(patientReads.source, 'fhirExport'));
    expect(new Set(reads.map((r) => r.patientId)).size).toBe(expected);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'fhirExport'));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['fhir.export', 'fhir.exportCompleted', 'fhir.exportDownload']));

    const exportsList = await admin({ method: 'GET', url: `/api/fhir/exports?programId=${programId}` });
    expect(exportsList.statusCode).toBe(200);
    expect(exportsList.json<{ items: FhirExport[] }>().items[0]).toMatchObject({ status: 'completed', resources: expected, clientName: expect.any(String) as unknown });

    const cancel = await t.anon({ method: 'DELETE', url: status, headers: bearer(token) });
    expect(cancel.statusCode).toBe(202);
    expect((await t.anon({ method: 'GET', url: status, headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.anon({ method: 'GET', url: pathOf(manifest.output[0]!.url), headers: bearer(token) })).statusCode).toBe(404);

    const touched = await admin({ method: 'GET', url: `/api/fhir/clients?programId=${programId}` });
    expect(touched.json<{ items: FhirClient[] }>().items.find((c) => c.clientId === clientId)?.lastUsedAt).not.toBeNull();
  });

  it('an export of Consent alone counts each patient it carries in their privacy centre, once, and in its audit entry', async () => {
    const key = await keyPair('RS384', 'consents');
    const token = await accessToken({ key, clientId: await registerClient([key], 'system/Consent.read') });
    // Patients partners may receive (the lowest ids, which the whole flow's patients already are; the
    // `_since` test keeps the highest ones), with two consent answers each: two Consent resources, one patient.
    const shared = await t.app.db.select().from(patients).where(eq(patients.programId, programId)).orderBy(patients.id).limit(2);
    for (const p of shared) {
      await t.app.db.insert(patientConsents).values([
        { programId, patientId: p.id, channel: 'EMAIL' as const, granted: true, termVersion: 'v-teste' },
        { programId, patientId: p.id, channel: 'TERMS' as const, granted: true, termVersion: 'v-teste' },
      ]);
    }
    await t.app.db.delete(patientReads).where(eq(patientReads.source, 'fhirExport'));

    const { status, manifest } = await runExport(token, `/fhir/R4/Group/${programId}/$export?_type=Consent`);
    const consents = await download(token, manifest, 'Consent');
    const carried = new Set(consents.map((c) => Number((c.patient as { reference: string }).reference.split('/')[1])));
    for (const p of shared) expect(carried).toContain(p.id);
    expect(consents.length).toBeGreaterThan(carried.size);

    const reads = await t.app.db.select().from(patientReads).where(eq(patientReads.source, 'fhirExport'));
    expect(new Set(reads.map((r) => r.patientId))).toEqual(carried);
    expect(reads.every((r) => r.count === 1)).toBe(true);
    const exportId = status.split('/').at(-1)!;
    const [completed] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityId, exportId), eq(auditLog.action, 'fhir.exportCompleted')));
    expect(completed?.after).toMatchObject({ patients: carried.size });
  });

  it('refuses an expired assertion, a replayed one, the wrong key, a wrong audience and a revoked client', async () => {
    const key = await keyPair('ES384', 'ec1');
    const other = await keyPair('ES384', 'ec1');
    const clientId = await registerClient([key], 'system/Patient.rs');
    const now = Math.floor(Date.now() / 1000);

    const expired = await tokenFor({ key, clientId, exp: now - 120 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: 'invalid_grant' });
    const tooLong = await tokenFor({ key, clientId, exp: now + 3600 });
    expect(tooLong.json()).toMatchObject({ error: 'invalid_grant' });

    const jti = randomUUID();
    expect((await tokenFor({ key, clientId, jti })).statusCode).toBe(200);
    const replay = await tokenFor({ key, clientId, jti });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await t.app.db.select().from(fhirAssertionJtis).where(and(eq(fhirAssertionJtis.clientId, clientId), eq(fhirAssertionJtis.jti, jti)))).toHaveLength(1);

    const wrongKey = await tokenFor({ key: other, clientId });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ error: 'invalid_client' });
    const wrongAud = await tokenFor({ key, clientId, aud: 'https://elsewhere.example/token' });
    expect(wrongAud.statusCode).toBe(401);
    const unknown = await tokenFor({ key, clientId: randomUUID() });
    expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
    const badGrant = await tokenRequest({ grant_type: 'password', client_assertion_type: ASSERTION_TYPE, client_assertion: await assertion({ key, clientId }) });
    expect(badGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });

    // Key rotation: the old key stops working, the new one works.
    const rotated = await admin({ method: 'PUT', url: `/api/fhir/clients/${clientId}/jwks`, payload: { jwks: JSON.stringify({ keys: [other.jwk] }) } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await tokenFor({ key, clientId })).statusCode).toBe(401);
    const token = await accessToken({ key: other, clientId });

    const revoked = await admin({ method: 'POST', url: `/api/fhir/clients/${clientId}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<FhirClient>().revokedAt).not.toBeNull();
    expect((await kickOff(token, '/fhir/R4/Patient/$export')).statusCode).toBe(401);
    expect((await tokenFor({ key: other, clientId })).json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a scope the client was not granted, a type outside the token, another programme\'s group, other formats', async () => {
    const key = await keyPair('RS384', 'narrow');
    const clientId = await registerClient([key], 'system/Practitioner.read');
    const scopeRes = await tokenFor({ key, clientId }, 'system/Patient.read');
    expect(scopeRes.statusCode).toBe(400);
    expect(scopeRes.json()).toMatchObject({ error: 'invalid_scope' });

    const token = await accessToken({ key, clientId });
    const patientType = await kickOff(token, `/fhir/R4/Group/${programId}/$export?_type=Patient`);
    expect(patientType.statusCode).toBe(403);
    expect(patientType.json()).toMatchObject({ resourceType: 'OperationOutcome' });

    const wide = await keyPair('RS384', 'wide');
    const wideToken = await accessToken({ key: wide, clientId: await registerClient([wide], 'system/*.read') });
    const otherGroup = await kickOff(wideToken, `/fhir/R4/Group/${otherProgramId}/$export`);
    expect(otherGroup.statusCode).toBe(404);
    expect(otherGroup.json()).toMatchObject({ resourceType: 'OperationOutcome' });
    const format = await kickOff(wideToken, `/fhir/R4/Group/${programId}/$export?_outputFormat=text/csv`);
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [expect.objectContaining({ code: 'not-supported' })] });
    const noPrefer = await t.anon({ method: 'GET', url: `/fhir/R4/Group/${programId}/$export`, headers: bearer(wideToken) });
    expect(noPrefer.statusCode).toBe(400);
    expect((await t.anon({ method: 'GET', url: `/fhir/R4/Patient/$export`, headers: { prefer: 'respond-async' } })).statusCode).toBe(401);
  });

  it('refuses registration by a non-administrator, for another programme, and with bad scopes or keys', async () => {
    const key = await keyPair('RS384', 'k');
    const body = { programId, name: 'CRM', jwks: { keys: [key.jwk] }, scope: 'system/*.read' };
    expect((await register(doctor, body)).statusCode).toBe(403);
    const other = await register(admin, { ...body, programId: otherProgramId });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'programNotFound' });
    const scope = await register(admin, { ...body, scope: 'system/Patient.write' });
    expect(scope.statusCode).toBe(400);
    expect(scope.body).toContain('validation.fhirScope');
    const privateKey = await register(admin, { ...body, jwks: { keys: [{ ...(await exportJWK(key.privateKey)), kid: 'p' }] } });
    expect(privateKey.statusCode).toBe(400);
    expect((await register(admin, { ...body, jwks: { keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] } })).json()).toMatchObject({ code: 'fhirJwksInvalid' });

    // Another programme's client answers like an unknown one.
    const otherClient = await registerClient([key], 'system/*.read', otherProgramId, sys);
    for (const id of [otherClient, randomUUID()]) {
      const rotate = await admin({ method: 'PUT', url: `/api/fhir/clients/${id}/jwks`, payload: { jwks: { keys: [key.jwk] } } });
      expect([rotate.statusCode, rotate.json<{ code: string }>().code]).toEqual([404, 'fhirClientNotFound']);
      const revoke = await admin({ method: 'POST', url: `/api/fhir/clients/${id}/revoke` });
      expect([revoke.statusCode, revoke.json<{ code: string }>().code]).toEqual([404, 'fhirClientNotFound']);
    }
  });

  it('_since exports only what changed after it', async () => {
    const key = await keyPair('RS384', 'since');
    const token = await accessToken({ key, clientId: await registerClient([key], 'system/Patient.read') });
    const rows = await queryRows<{ max: string }>(t.app.db, sql`select max(updated_at)::text as max from patients where program_id = ${programId}`);
    const latest = new Date(rows[0]!.max);
    const since = new Date(latest.getTime() + 1000);
    // A patient partners may receive (who accepted the terms; none answered for them before), changed after `since`.
    const [changed] = await t.app.db.select().from(patients).where(and(eq(patients.programId, programId),
      sql`not exists (select 1 from patient_consents c where c.patient_id = ${patients.id} and c.channel = 'TERMS')`)).orderBy(sql`${patients.id} desc`).limit(1);
    await t.app.db.insert(patientConsents).values({ programId, patientId: changed!.id, channel: 'TERMS', granted: true, termVersion: 'v-teste' });
    await t.app.db.update(patients).set({ updatedAt: new Date(since.getTime() + 60_000) }).where(eq(patients.id, changed!.id));

    const { manifest } = await runExport(token, `/fhir/R4/Patient/$export?_since=${encodeURIComponent(since.toISOString())}`);
    const exported = await download(token, manifest, 'Patient');
    expect(exported.map((r) => r.id)).toEqual([String(changed!.id)]);
    expect(manifest.output).toEqual([expect.objectContaining({ type: 'Patient', count: 1 })]);
    expect((await kickOff(token, '/fhir/R4/Patient/$export?_since=ontem')).statusCode).toBe(400);
  });

  it('an empty programme answers an empty manifest; an administrator\'s session may export too', async () => {
    const sysToken = (await t.login('sysadmin@demo.com.br')).json<{ token: string }>().token;
    const { manifest } = await runExport(sysToken, `/fhir/R4/Group/${emptyProgramId}/$export`);
    expect(manifest, JSON.stringify(manifest)).toMatchObject({ output: [], error: [], requiresAccessToken: true });
    const key = await keyPair('RS384', 'empty');
    const clientId = await registerClient([key], 'system/*.read', emptyProgramId, sys);
    const token = await accessToken({ key, clientId });
    expect((await runExport(token, `/fhir/R4/Group/${emptyProgramId}/$export?_type=Patient`)).manifest.output).toEqual([]);
  });
});

describe('a programme without the partners module suspends its clients (decision 0094)', () => {
  it('refuses their tokens on the read API and the export, issues them none, and lets them back in only with unexpired tokens', async () => {
    const [bemestar] = await t.app.db.select({ clientId: programs.clientId }).from(programs).where(eq(programs.id, programId));
    const form = (modules: string[]) => ({ clientId: bemestar!.clientId, name: `Programa Parceiros ${randomUUID().slice(0, 6)}`, modules });
    const created = await sys({ method: 'POST', url: '/api/programs', payload: form(['partners', 'library']) });
    expect(created.statusCode, created.body).toBe(201);
    const partnerProgram = created.json<{ id: number; name: string }>();
    const setModules = async (modules: string[]) => {
      const res = await sys({ method: 'PUT', url: `/api/programs/${partnerProgram.id}`, payload: { ...form(modules), name: partnerProgram.name } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const key = await keyPair('RS384', 'suspended');
    const clientId = await registerClient([key], 'system/*.read', partnerProgram.id, sys);
    const [kept, aged] = [await accessToken({ key, clientId }), await accessToken({ key, clientId })];
    const read = (token: string) => t.anon({ method: 'GET', url: '/fhir/R4/Organization', headers: bearer(token) });
    expect((await read(kept)).statusCode).toBe(200);
    const started = await kickOff(kept, `/fhir/R4/Group/${partnerProgram.id}/$export`);
    expect(started.statusCode, started.body).toBe(202);
    const status = pathOf(String(started.headers['content-location']));

    // The system administrator takes the module away in the programme's form.
    await setModules(['library']);
    /** The FHIR API's refusal of a suspended client: 403, an OperationOutcome `forbidden` naming the module. */
    const expectSuspended = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(403);
      const outcome = res.json<{ resourceType: string; issue: { code: string; diagnostics: string }[] }>();
      expect(outcome.resourceType).toBe('OperationOutcome');
      expect(outcome.issue[0]?.code).toBe('forbidden');
      expect(outcome.issue[0]?.diagnostics).toContain('partners');
    };
    expectSuspended(await read(kept));
    expectSuspended(await t.anon({ method: 'GET', url: status, headers: bearer(kept) }));
    expectSuspended(await kickOff(aged, '/fhir/R4/Patient/$export'));
    const refusedToken = await tokenFor({ key, clientId });
    expect(refusedToken.statusCode).toBe(400);
    const oauth = refusedToken.json<{ error: string; error_description: string }>();
    expect(oauth.error).toBe('unauthorized_client');
    expect(oauth.error_description).toContain('partners');
    // Suspended, not revoked: the system administrator still lists it (decision 0092).
    const listed = await sys({ method: 'GET', url: `/api/fhir/clients?programId=${partnerProgram.id}` });
    expect(listed.json<{ items: FhirClient[] }>().items.find((c) => c.clientId === clientId)?.revokedAt).toBeNull();

    // While the module is off, one token's lifetime runs out (its expiry is moved to the past).
    await t.app.db.update(fhirAccessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(fhirAccessTokens.tokenHash, hashToken(aged)));
    await setModules(['library', 'partners']);
    expect((await read(kept)).statusCode).toBe(200);
    const expired = await read(aged);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [expect.objectContaining({ code: 'login' })] });
    expect((await tokenFor({ key, clientId })).statusCode).toBe(200);
  });
});
