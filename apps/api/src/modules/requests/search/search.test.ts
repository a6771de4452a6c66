import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GlobalSearchResult } from '@portal/domain';
import { auditLog, patients, procedures } from '#db/schema/index.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { okJson } from '#test/ok-json.ts';
import { buildHierarchy, type Hierarchy, type Member } from '#test/hierarchy-fixture.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { cpfOf } from '../procedure-requests/exam-request.test-helpers.ts';

/**
 * The top bar's search through HTTP, over two hierarchies (`test/hierarchy-fixture.ts`): each
 * doctor has a patient with a request; doctor2 also requested for doctor1's patient (so is related
 * to them, but does not read their record, decision 0041).
 */
let t: TestApp;
let h: Hierarchy;
const as = {} as Record<'admin' | Member, Client>;
const patient = {} as Record<'first' | 'second', { name: string; cpf: string; requestId: number; code: string }>;
const other = {} as Record<'middle' | 'nameless', { name: string | null; cpf: string; requestId: number; code: string }>;

useTestApp(async (app) => {
  t = app;
  h = await buildHierarchy(t);
  const seed = parseInt(h.run, 16) % 1_000_000;
  for (const [key, doctor, n] of [['first', 'doctor1', 1], ['second', 'doctor2', 2]] as const) {
    const name = `Zuleica ${h.run} ${key}`;
    const cpf = cpfOf(seed * 10 + n);
    const [row] = await t.app.db.insert(patients).values({ programId: h.program.A, cpf, name }).returning({ id: patients.id });
    const code = newProcedureCode();
    const [request] = await t.app.db.insert(procedures).values({
      programId: h.program.A, type: 'CLINICAL_EXAMINATION', code, createdById: h.members[doctor].id, patientId: row!.id,
    }).returning({ id: procedures.id });
    patient[key] = { name, cpf, requestId: request!.id, code };
  }
  // doctor2 requests for doctor1's patient later: related, yet the record is not theirs to read.
  const [first] = await t.app.db.select({ id: procedures.patientId }).from(procedures).where(eq(procedures.id, patient.first.requestId));
  await t.app.db.insert(procedures).values({
    programId: h.program.A, type: 'CLINICAL_EXAMINATION', code: newProcedureCode(), createdById: h.members.doctor2.id, patientId: first!.id,
  });
  // doctor1 also has a patient with a middle name, and one registered by CPF only, as a
  // first-medicine release stores them: the formatted CPF stands where the name would be.
  for (const [key, name, n] of [['middle', `Joana ${h.run} Silva Ribeiro`, 3], ['nameless', null, 4]] as const) {
    const cpf = cpfOf(seed * 10 + n);
    const [row] = await t.app.db.insert(patients)
      .values({ programId: h.program.A, cpf, name })
      .returning({ id: patients.id });
    const code = newProcedureCode();
    const [request] = await t.app.db.insert(procedures).values({
      programId: h.program.A, type: 'CLINICAL_EXAMINATION', code, createdById: h.members.doctor1.id, patientId: row!.id,
    }).returning({ id: procedures.id });
    other[key] = { name, cpf, requestId: request!.id, code };
  }
  const members = ['doctor1', 'doctor2', 'rep1', 'rep2', 'regional1'] as const;
  const clients = await Promise.all(members.map((m) => h.as(m)));
  members.forEach((m, i) => { as[m] = clients[i]!; });
  as.admin = await t.as('ADMIN');
});


const search = (client: Client, term: string) =>
  okJson<GlobalSearchResult>(client({ method: 'POST', url: '/api/search', payload: { term } }));
const names = (r: GlobalSearchResult) => r.patients.map((p) => p.name);

describe('POST /search: patients', () => {
  it('a doctor finds their own patient by name or CPF, and never another doctor\'s', async () => {
    const byName = await search(as.doctor1, `Zuleica ${h.run} first`);
    expect(byName.patients).toEqual([{ name: patient.first.name, cpfEnd: patient.first.cpf.slice(-2),
      request: { id: patient.first.requestId, code: patient.first.code, type: 'CLINICAL_EXAMINATION', status: 'OPEN' } }]);
    const masked = patient.first.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    expect(names(await search(as.doctor1, masked))).toEqual([patient.first.name]);
    expect(names(await search(as.doctor1, `Zuleica ${h.run} second`))).toEqual([]);
    expect(names(await search(as.doctor1, patient.second.cpf))).toEqual([]);
    // doctor2 requested for the first patient too, but reads only their own record.
    expect(names(await search(as.doctor2, `Zuleica ${h.run} first`))).toEqual([]);
    expect(names(await search(as.doctor2, patient.first.cpf))).toEqual([]);
    expect(names(await search(as.doctor2, `Zuleica ${h.run} second`))).toEqual([patient.second.name]);
  });

  it('field staff find the patients of the requests below them; administrators the programme\'s', async () => {
    expect(names(await search(as.rep1, `Zuleica ${h.run} first`))).toEqual([patient.first.name]);
    expect(names(await search(as.rep1, `Zuleica ${h.run} second`))).toEqual([]);
    expect(names(await search(as.rep2, patient.first.cpf))).toHaveLength(1); // doctor2's request for them is below rep2
    expect(names(await search(as.admin, `zuleica ${h.run}`))).toEqual([patient.first.name, patient.second.name]);
  });

  it('a hit opens the newest request the viewer reaches, passing over a newer one outside their team', async () => {
    const opened = async (client: Client) => (await search(client, patient.first.cpf)).patients[0]?.request.id;
    // doctor2's request for the first patient is the newer one: below rep2, not below rep1.
    expect(await opened(as.rep1)).toBe(patient.first.requestId);
    const newest = await opened(as.rep2);
    expect(newest).toBeGreaterThan(patient.first.requestId);
    expect(await opened(as.admin)).toBe(newest);
  });
});

describe('POST /search: matching a name', () => {
  it('matches the words of a name in any order, skipping the names between them', async () => {
    const joana = [other.middle.name];
    expect(names(await search(as.doctor1, `joana ${h.run} ribeiro`))).toEqual(joana);
    expect(names(await search(as.doctor1, `Ribeiro ${h.run}  Joana`))).toEqual(joana);
    expect(names(await search(as.admin, `${h.run} silva joana`))).toEqual(joana);
    expect(names(await search(as.doctor1, `JOANA ${h.run.toUpperCase()} RIBEIRO`))).toEqual(joana);
    expect(names(await search(as.doctor1, `joana ${h.run} souza`))).toEqual([]);
    // The words stay within the viewer's reach.
    expect(names(await search(as.doctor2, `joana ${h.run} ribeiro`))).toEqual([]);
  });

  it('finds a word of one or two letters at the start of a word of the name, a longer one anywhere', async () => {
    const joana = [other.middle.name];
    expect(names(await search(as.doctor1, `joana ${h.run} R`))).toEqual(joana);
    expect(names(await search(as.doctor1, `Joana ${h.run} si ri`))).toEqual(joana);
    expect(names(await search(as.doctor1, `${h.run} JO`))).toEqual(joana);
    // Inside a word, two letters find nothing; three are found anywhere.
    expect(names(await search(as.doctor1, `joana ${h.run} ib`))).toEqual([]);
    expect(names(await search(as.doctor1, `${h.run} oan`))).toEqual(joana);
    // Every character stands for itself: a pattern's sign is not a pattern.
    for (const sign of ['.', 'r.', 'R(', '*', '\\', '[', '%', '_']) {
      expect(names(await search(as.doctor1, `joana ${h.run} ${sign}`))).toEqual([]);
    }
  });

  it('says a patient with no name on file has none, and never sends their CPF as the name', async () => {
    const res = await as.doctor1({ method: 'POST', url: '/api/search', payload: { term: other.nameless.cpf } });
    expect(res.statusCode).toBe(200);
    expect(res.json<GlobalSearchResult>().patients).toEqual([{ name: null, cpfEnd: other.nameless.cpf.slice(-2),
      request: { id: other.nameless.requestId, code: other.nameless.code, type: 'CLINICAL_EXAMINATION', status: 'OPEN' } }]);
    expect(res.body).not.toContain(other.nameless.cpf.slice(0, 9));
    const admin = await as.admin({ method: 'POST', url: '/api/search', payload: { term: other.nameless.cpf } });
    expect(admin.json<GlobalSearchResult>().patients.map((p) => p.name)).toEqual([null]);
    expect(admin.body).not.toContain(other.nameless.cpf.slice(0, 9));
  });
});

describe('POST /search: the audit trail', () => {
  it('records each patient found as a read of their request, without the term; a search that finds none records nothing', async () => {
    const reads = () => t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'patient.search'), eq(auditLog.actorId, h.members.rep1.id)));
    const before = (await reads()).length;
    await search(as.rep1, patient.first.cpf);
    await search(as.rep1, `Zuleica ${h.run} second`);
    const after = (await reads()).slice(before);
    expect(after.map((r) => [r.entity, r.entityId])).toEqual([['procedure', String(patient.first.requestId)]]);
    expect(JSON.stringify(after)).not.toContain(patient.first.cpf);
  });
});

describe('POST /search: requests and doctors', () => {
  it('finds a request by its code only within the reach', async () => {
    const { code, requestId } = patient.second;
    expect((await search(as.rep2, code.toLowerCase())).requests.map((r) => r.id)).toEqual([requestId]);
    expect((await search(as.rep1, code)).requests).toEqual([]);
    expect((await search(as.doctor1, code)).requests).toEqual([]);
  });

  it('a representative finds the doctors of their subtree by name or CRM, never one outside it', async () => {
    const { doctor1, doctor2, orphan } = h.members;
    const ids = (r: GlobalSearchResult) => r.doctors.map((d) => d.id);
    expect(ids(await search(as.rep1, doctor1.name))).toEqual([String(doctor1.doctor!.id)]);
    expect(ids(await search(as.rep1, `CRM ${doctor1.doctor!.crm}/SP`))).toEqual([String(doctor1.doctor!.id)]);
    // In any case, by name or e-mail.
    expect(ids(await search(as.rep1, doctor1.name.toUpperCase()))).toEqual([String(doctor1.doctor!.id)]);
    expect(ids(await search(as.rep1, doctor1.email.toUpperCase()))).toEqual([String(doctor1.doctor!.id)]);
    // Two letters, which no trigram index serves: the name order is walked instead.
    expect(ids(await search(as.rep1, 'qU'))).toEqual([String(doctor1.doctor!.id)]);
    expect(ids(await search(as.rep2, 'qu'))).toEqual([String(doctor2.doctor!.id)]);
    expect(ids(await search(as.rep1, doctor2.name))).toEqual([]);
    expect(ids(await search(as.rep1, doctor2.doctor!.crm))).toEqual([]);
    expect(ids(await search(as.rep1, orphan.name))).toEqual([]);
    expect(ids(await search(as.regional1, doctor2.name))).toEqual([]);
    expect(ids(await search(as.admin, orphan.name))).toEqual([String(orphan.doctor!.id)]);
    // Doctors search no doctors, not even themselves.
    expect((await search(as.doctor1, doctor1.name)).doctors).toEqual([]);
  });

  it('refuses a term too short or too long (400), and anyone not signed in (401); the answer is never cached', async () => {
    for (const term of ['a', ' b ', 'x'.repeat(101)]) {
      const res = await as.rep1({ method: 'POST', url: '/api/search', payload: { term } });
      expect(res.statusCode).toBe(400);
    }
    expect((await as.rep1({ method: 'POST', url: '/api/search', payload: {} })).statusCode).toBe(400);
    expect((await t.anon({ method: 'POST', url: '/api/search', payload: { term: 'Zuleica' } })).statusCode).toBe(401);
    const ok = await as.rep1({ method: 'POST', url: '/api/search', payload: { term: 'Zuleica' } });
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /search: the rate limit (decision 0058)', () => {
  it('gives each signed-in user their own 60 a minute, wherever they search from: a clinic behind one address does not share it', async () => {
    const [first, second] = await Promise.all([h.as('district1'), h.as('district2')]);
    const clinic = '203.0.113.7';
    const from = (client: Client, remoteAddress: string) =>
      client({ method: 'POST', url: '/api/search', payload: { term: 'Zz nobody' }, remoteAddress });
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) answers.push((await from(first, clinic)).statusCode);
    expect(answers).toEqual(Array<number>(60).fill(200));
    const refused = await from(first, clinic);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'tooManyRequests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address does not give the same user a new budget…
    expect((await from(first, '198.51.100.20')).statusCode).toBe(429);
    // …and another user at the same address has theirs intact.
    expect((await from(second, clinic)).statusCode).toBe(200);
  });
});
