import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, Profile } from '@portal/domain';

/** What PUT /users/me answers besides the profile. */
type ProfileChange = { changed: string[]; signedOut: boolean };
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import {
  auditLog, doctors, jobs, optoutRequests, outboundMessages, sessions, userAddresses, users, verificationCodes,
} from '#db/schema/index.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { codeFor, newCpf, newPhone } from '../signup/signup.test-helpers.ts';

let t: TestApp;
let bemestar: number;
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
});

let seq = 0;
/** A fresh approved doctor in BEMESTAR, signed in; returns the client and ids. */
async function doctor(opts: { cpf?: string | null } = {}) {
  seq += 1;
  const email = `conta${seq}@exemplo.com.br`;
  const phone = newPhone();
  const user = await t.insertUser({ email, name: `Dra. Conta Teste ${seq}`, phone, type: 'DOCTOR', approved: true });
  const [doc] = await t.app.db.insert(doctors).values({ userId: user.id, crm: String(880_000 + seq), uf: 'PR', cpf: opts.cpf ?? null }).returning();
  const medicoId = await t.userId('medico@demo.com.br');
  // Same programmes, groups and accepted policies as the demo doctor.
  await t.app.db.execute(`insert into program_users (user_id, program_id) select ${user.id}, program_id from program_users where user_id = ${medicoId}`);
  await t.app.db.execute(`insert into user_group_users (user_group_id, user_id) select user_group_id, ${user.id} from user_group_users where user_id = ${medicoId}`);
  await t.app.db.execute(`insert into usage_policy_acceptances (policy_id, user_id) select policy_id, ${user.id} from usage_policy_acceptances where user_id = ${medicoId}`);
  const client = await t.as(email);
  return { client, userId: user.id, doctorId: doc!.id, email, phone };
}

const live = async (userId: number) => (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).filter((s) => !s.revokedAt);

describe('profile', () => {
  it('reads the profile and the address (null until saved)', async () => {
    const medico = await t.as('DOCTOR');
    const address = await medico({ method: 'GET', url: '/api/user-addresses/get-address' });
    expect(address.json()).toMatchObject({ cep: '01310100', city: 'São Paulo', state: 'SP' });
    const d = await doctor();
    expect((await d.client({ method: 'GET', url: '/api/user-addresses/get-address' })).json()).toBeNull();
    const profile = await d.client({ method: 'GET', url: '/api/users/me' });
    expect(profile.json<Profile>()).toMatchObject({ email: d.email, doctor: { crm: expect.any(String) as unknown, uf: 'PR', cpf: null } });
  });

  it('registers only what changed, fills CPF once and then locks it', async () => {
    const d = await doctor();
    const cpf = newCpf();
    const address = { cep: '80010-000', placeDescription: 'Rua XV de Novembro', number: '100', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' };
    const res = await d.client({
      method: 'PUT', url: '/api/users/me',
      payload: { name: `Dra. Conta Teste ${seq}`, phone: d.phone, doctor: { cpf, birthDate: '1975-03-02' }, address },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProfileChange>().changed).toEqual(['doctor.cpf', 'doctor.birthDate', 'address']);
    expect(res.json<ProfileChange>().signedOut).toBe(false);
    expect((await t.app.db.select().from(userAddresses).where(eq(userAddresses.userId, d.userId)))[0]).toMatchObject({ cep: '80010000' });

    const same = await d.client({ method: 'PUT', url: '/api/users/me', payload: { name: `Dra. Conta Teste ${seq}`, phone: d.phone, doctor: { cpf }, address } });
    expect(same.json<ProfileChange>().changed).toEqual([]);

    const locked = await d.client({ method: 'PUT', url: '/api/users/me', payload: { name: 'Nome Alterado Agora', phone: d.phone, doctor: { cpf: newCpf() } } });
    expect(locked.statusCode).toBe(400);
    expect(locked.json<ApiError>().code).toBe('cpfLocked');

    // An approved doctor's CRM and state are locked (decision 0040); the refusal keeps both values.
    const moved = await d.client({ method: 'PUT', url: '/api/users/me', payload: { name: 'Nome Alterado Agora', phone: d.phone, doctor: { crm: '0123456', uf: 'SP' } } });
    expect(moved.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'crmLocked' });
    const refused = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'updateProfileRefused'), eq(auditLog.entityId, String(d.userId))));
    expect(refused.map((a) => [a.before, a.after])).toEqual([[{ crm: String(880_000 + seq), uf: 'PR' }, { crm: '123456', uf: 'SP' }]]);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'updateProfile'), eq(auditLog.entityId, String(d.userId))));
    expect(audit.map((a) => a.after)).toEqual([{ changed: ['doctor.cpf', 'doctor.birthDate', 'address'] }]);
  });

  it('never changes the login e-mail (that asks for the password and a confirmation)', async () => {
    const d = await doctor();
    const res = await d.client({ method: 'PUT', url: '/api/users/me', payload: { name: 'Dra. Conta Trocada', email: `Novo.${d.email}`, phone: d.phone } });
    expect(res.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'emailChangeNeedsPassword' });
    expect(await live(d.userId)).toHaveLength(1);
  });
});

/** The confirmation link's token and address, from the last e-mail sent to `destination`. */
async function confirmationLink(destination: string): Promise<{ token: string; email: string }> {
  const sent = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, destination));
  const url = /\/confirm-email\?(\S+)\. /.exec(sent.at(-1)!.body)![1]!;
  const query = new URLSearchParams(url);
  return { token: query.get('token')!, email: query.get('email')! };
}

describe('PATCH /users/change-email', () => {
  it('asks for the password, then changes the login only once the link sent to the new address is used', async () => {
    const d = await doctor();
    const other = await t.login(d.email);
    const newEmail = `novo.${d.email}`;
    const wrong = await d.client({ method: 'PATCH', url: '/api/users/change-email', payload: { email: newEmail, password: 'nao-e-a-senha' } });
    expect(wrong.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'invalidPassword' });
    const res = await d.client({ method: 'PATCH', url: '/api/users/change-email', payload: { email: ` NOVO.${d.email.toUpperCase()} `, password: DEMO_PASSWORD } });
    expect(res.json()).toEqual({ changed: false, confirmationSent: true });
    // Nothing changed yet: the sessions live, the old address still signs in, the new one does not.
    expect(await live(d.userId)).toHaveLength(2);
    expect((await t.login(newEmail)).statusCode).not.toBe(200);
    const told = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, d.email));
    expect(told.map((m) => m.body).join()).toContain(newEmail);

    const link = await confirmationLink(newEmail);
    expect(link.email).toBe(newEmail);
    const forged = await t.anon({ method: 'POST', url: '/api/users/change-email/confirm', payload: { token: link.token, email: `outro.${d.email}` } });
    expect(forged.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'invalidEmailChangeLink' });
    const confirmed = await t.anon({ method: 'POST', url: '/api/users/change-email/confirm', payload: link });
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect(await live(d.userId)).toHaveLength(0);
    const token = other.json<{ token: string }>().token;
    expect((await t.anon({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json()).toEqual({ user: null });
    expect((await t.login(newEmail)).statusCode).toBe(200);
    expect(await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, d.email))).toHaveLength(2);
    const again = await t.anon({ method: 'POST', url: '/api/users/change-email/confirm', payload: link });
    expect(again.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'invalidEmailChangeLink' });
  });

  it('refuses an e-mail in use (409 emailAlreadyInUse)', async () => {
    const d = await doctor();
    const res = await d.client({ method: 'PATCH', url: '/api/users/change-email', payload: { email: 'admin@demo.com.br', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>().code).toBe('emailAlreadyInUse');
  });
});

describe('PUT /doctors/work-institutions', () => {
  it('trims, drops blanks and joins with ";", only for the doctor themself', async () => {
    const d = await doctor();
    const res = await d.client({ method: 'PUT', url: '/api/doctors/work-institutions', payload: { doctorId: d.doctorId, programId: bemestar, workInstitutions: [' Hospital A ', '', 'Clínica B'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ workInstitutions: 'Hospital A;Clínica B' });
    const short = await d.client({ method: 'PUT', url: '/api/doctors/work-institutions', payload: { doctorId: d.doctorId, programId: bemestar, workInstitutions: ['X'] } });
    expect(short.statusCode).toBe(400);
    const none = await d.client({ method: 'PUT', url: '/api/doctors/work-institutions', payload: { doctorId: d.doctorId, programId: bemestar, workInstitutions: [' '] } });
    expect(none.json<ApiError>().fields).toEqual({ workInstitutions: ['validation.workInstitutionRequired'] });
    const medico = await t.as('DOCTOR');
    const foreign = await medico({ method: 'PUT', url: '/api/doctors/work-institutions', payload: { doctorId: d.doctorId, programId: bemestar, workInstitutions: ['Hospital C'] } });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('PUT /users/me/password', () => {
  it('requires the current password and revokes every other session', async () => {
    const d = await doctor();
    const other = await t.login(d.email);
    const wrong = await d.client({ method: 'PUT', url: '/api/users/me/password', payload: { currentPassword: 'errada', newPassword: 'Tucano#Verde42' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().code).toBe('invalidPassword');
    const same = await d.client({ method: 'PUT', url: '/api/users/me/password', payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().fields).toEqual({ newPassword: ['validation.passwordMustDiffer'] });
    const ok = await d.client({ method: 'PUT', url: '/api/users/me/password', payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Tucano#Verde42' } });
    expect(ok.statusCode).toBe(204);
    expect(await live(d.userId)).toHaveLength(1);
    expect((await d.client({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    const token = other.json<{ token: string }>().token;
    expect((await t.anon({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })).json()).toEqual({ user: null });
    expect((await t.login(d.email, 'Tucano#Verde42')).statusCode).toBe(200);
    expect((await t.login(d.email)).statusCode).toBe(401);
  });

  it('allows each signed-in user 10 tries a minute, not each address (decision 0058)', async () => {
    const first = await doctor();
    const second = await doctor();
    const clinic = '203.0.113.8';
    const attempt = (client: Client) => client({
      method: 'PUT', url: '/api/users/me/password', remoteAddress: clinic, payload: { currentPassword: 'errada', newPassword: 'Tucano#Verde42' },
    });
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await attempt(first.client)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(400), 429]);
    const other = await attempt(second.client);
    expect(other.json<ApiError>().code).toBe('invalidPassword');
    expect((await attempt(first.client)).json<ApiError>().code).toBe('tooManyRequests');
  });
});

describe('POST /users/optout', () => {
  it('records the request and anonymises the person everywhere only when the job is due', async () => {
    const d = await doctor({ cpf: newCpf() });
    await codeFor(t, d.phone);
    await d.client({ method: 'PUT', url: '/api/users/me', payload: { name: 'Dra. Conta Optout', phone: d.phone, address: { cep: '80010000', placeDescription: 'Rua XV', number: '1', neighborhood: 'Centro', city: 'Curitiba', state: 'PR' } } });
    const requestedAt = Date.now();
    const refused = await d.client({ method: 'POST', url: '/api/users/optout', payload: { password: 'errada123' } });
    expect(refused.json<ApiError>()).toMatchObject({ statusCode: 400, code: 'invalidPassword' });
    expect((await d.client({ method: 'POST', url: '/api/users/optout' })).statusCode).toBe(400);
    expect(await t.app.db.select().from(optoutRequests).where(eq(optoutRequests.userId, d.userId))).toHaveLength(0);
    const res = await d.client({ method: 'POST', url: '/api/users/optout', payload: { password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(202);
    const { requestId, dueAt } = res.json<{ requestId: number; dueAt: string }>();
    expect(new Date(dueAt).getTime()).toBeGreaterThanOrEqual(requestedAt + 24 * 3_600_000);
    expect((await d.client({ method: 'POST', url: '/api/users/optout', payload: { password: DEMO_PASSWORD } })).json<ApiError>().code).toBe('optoutAlreadyRequested');

    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.name, 'processOptout'));
    const runAt = job!.runAt.getTime();
    expect(runAt).toBeLessThanOrEqual(new Date(dueAt).getTime());

    // Before its time nothing happens.
    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(runAt - 60_000) });
    expect((await t.app.db.select().from(users).where(eq(users.id, d.userId)))[0]!.anonymizedAt).toBeNull();

    // At its time (with the controllable clock) the person is erased everywhere.
    const ran = await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(runAt + 1000) });
    expect(ran).toBeGreaterThanOrEqual(1);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, d.userId));
    expect(user).toMatchObject({ name: 'Usuário removido', phone: null, passwordHash: null, active: false });
    expect(user!.email).not.toContain('conta');
    expect(user!.anonymizedAt).toBeInstanceOf(Date);
    const [doc] = await t.app.db.select().from(doctors).where(eq(doctors.userId, d.userId));
    expect(doc).toMatchObject({ cpf: null, birthDate: null, workInstitutions: null });
    expect(await t.app.db.select().from(userAddresses).where(eq(userAddresses.userId, d.userId))).toHaveLength(0);
    expect(await t.app.db.select().from(verificationCodes).where(eq(verificationCodes.destination, d.phone))).toHaveLength(0);
    expect(await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, d.phone))).toHaveLength(0);
    expect(await live(d.userId)).toHaveLength(0);
    expect((await t.login(d.email)).statusCode).toBe(401);
    expect((await t.anon({ method: 'GET', url: '/api/doctors/PR/' + doc!.crm })).statusCode).toBe(400);

    const [request] = await t.app.db.select().from(optoutRequests).where(eq(optoutRequests.id, requestId));
    expect(request!.status).toBe('DONE');
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'optoutCompleted'));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail[0])).not.toContain(d.email);
    const profileAudit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(d.userId))));
    expect(profileAudit.every((a) => a.before === null && a.after === null && a.ip === null)).toBe(true);
  });

  it('lets a pending doctor ask for removal too', async () => {
    const pending = (await t.login('pendente@demo.com.br')).json<{ token: string }>().token;
    const client: Client = (opts) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${pending}` } });
    expect((await client({ method: 'POST', url: '/api/users/optout', payload: { password: DEMO_PASSWORD } })).statusCode).toBe(202);
  });
});
