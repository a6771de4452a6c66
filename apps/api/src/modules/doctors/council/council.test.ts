import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { ApiError, DoctorDetail, DoctorListItem, Page } from '@portal/domain';
import { auditLog, doctors, outboundMessages, programUsers, users } from '#db/schema/index.ts';
import type { CfmSimulator } from '#integrations/cfm/index.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { demoExamConfig, geneticRequest, postRequest } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { codeFor, doctorPolicyIds, newIp, newPhone, signupUser, specialtyIds } from '#identity/signup/signup.test-helpers.ts';
import { scheduleCouncilCheck } from './index.ts';

/**
 * The doctor's registration with the medical council (decision 0055), on the simulator's table
 * (README): signup refuses a CRM that is not active or not the person's and goes on unverified
 * when the council is down; approval shows the council's answer; the daily job blocks a doctor
 * whose registration stopped being active.
 */
let t: TestApp;
let bemestar: number;
let policies: number[];
let specialties: number[];
useTestApp(async (app) => {
  t = app;
  bemestar = await t.programId('BEMESTAR');
  policies = await doctorPolicyIds(t, bemestar);
  specialties = await specialtyIds(t, bemestar);
});

async function signup(crm: string, uf: string, name?: string) {
  const phone = newPhone();
  const user = { ...signupUser({ phone, policyIds: policies, crm, uf, specialtyIds: specialties.slice(0, 1) }), ...(name ? { name } : {}) };
  const code = await codeFor(t, phone);
  const res = await t.anon({ method: 'POST', url: '/api/users/signup', remoteAddress: newIp(), payload: { code, type: 'SMS', programId: bemestar, user } });
  return { res, email: user.email };
}

const doctorRow = async (crm: string, uf: string) => (await t.app.db.select().from(doctors).where(and(eq(doctors.crm, crm), eq(doctors.uf, uf))))[0];
const listed = async (councilStatus: string) => {
  const admin = await t.as('ADMIN');
  const res = await admin({ method: 'GET', url: `/api/doctors?take=50&councilStatus=${councilStatus}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<DoctorListItem>>().data;
};

describe('signup checks the CRM with the medical council', () => {
  it('refuses a suspended CRM, saying so in pt-BR, and creates nothing', async () => {
    const { res, email } = await signup('999999', 'SP');
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>()).toMatchObject({
      code: 'crmNotActive',
      message: 'O CRM 999999/SP consta como "Suspenso" no Conselho Federal de Medicina. Só médicos com inscrição ativa podem se cadastrar no programa.',
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const refusals = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'council.signupRefused'));
    expect(refusals.map((a) => a.after)).toContainEqual({ crm: '999999', uf: 'SP', reason: 'crmNotActive', councilStatus: 'SUSPENDED' });
  });

  it('refuses a name that is not the one the council registers for the CRM', async () => {
    const { res } = await signup('135790', 'SP', 'Dra. Helena Duarte Campos');
    expect(res.statusCode).toBe(409);
    expect(res.json<ApiError>()).toMatchObject({
      code: 'crmNameMismatch',
      message: 'O nome informado não corresponde ao nome registrado no Conselho Federal de Medicina para o CRM 135790/SP. Informe seu nome como consta no CRM.',
    });
  });

  it('accepts the registered name without accents, case or middle names, and keeps the council\'s answer', async () => {
    const { res } = await signup('135790', 'SP', 'Renata Cordeiro');
    expect(res.statusCode, res.body).toBe(201);
    expect(await doctorRow('135790', 'SP')).toMatchObject({ councilStatus: 'ACTIVE', councilType: 'PRINCIPAL', councilName: 'RENATA ALVES CORDEIRO' });
  });

  it('refuses a CRM the council does not know', async () => {
    const { res } = await signup('111111', 'SP');
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>().code).toBe('crmNotFound');
  });

  it('goes on when the council is down, and the doctor is "não verificado" in the list', async () => {
    const { res } = await signup('500500', 'SP', 'Dr. Igor Fora do Ar');
    expect(res.statusCode, res.body).toBe(201);
    expect(await doctorRow('500500', 'SP')).toMatchObject({ councilStatus: 'UNVERIFIED', councilCheckedAt: null });
    const unverified = await listed('UNVERIFIED');
    expect(unverified.map((d) => d.crm)).toContain('500500');
    expect(unverified.every((d) => d.councilStatus === 'UNVERIFIED')).toBe(true);
  });
});

describe('approval shows the council\'s answer', () => {
  async function pendingDoctor(crm: string, name: string) {
    const user = await t.insertUser({ email: `pendente.${crm}@exemplo.com.br`, name, type: 'DOCTOR', approved: false });
    await t.app.db.insert(doctors).values({ userId: user.id, crm, uf: 'SP' });
    await t.app.db.insert(programUsers).values({ userId: user.id, programId: bemestar });
    return user.id;
  }

  it('refuses a cancelled registration with the council\'s status, and approves unverified while it is down', async () => {
    const admin = await t.as('ADMIN');
    const cancelled = await pendingDoctor('888888', 'Lúcia Cancelada Farias');
    const refused = await admin({ method: 'PUT', url: `/api/users/${cancelled}/approved`, payload: { approved: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>()).toMatchObject({
      code: 'councilRefusedApproval', message: 'Não é possível aprovar: o Conselho Federal de Medicina informa "Cancelado" para o CRM 888888/SP.',
    });
    expect((await t.app.db.select().from(users).where(eq(users.id, cancelled)))[0]!.approved).toBe(false);

    // The doctor who signed up while the council was down (above) is still unverified.
    const down = (await doctorRow('500500', 'SP'))!.userId;
    const approved = await admin({ method: 'PUT', url: `/api/users/${down}/approved`, payload: { approved: true } });
    expect(approved.json()).toEqual({ id: down, approved: true, councilStatus: 'UNVERIFIED' });
  });
});

describe('the daily re-check', () => {
  it('blocks a doctor whose registration was suspended: new requests refused, open ones flagged, administrators told', async () => {
    const doctor = await t.as('DOCTOR');
    const config = await demoExamConfig(t.app.db);
    const open = await postRequest(doctor, geneticRequest(config, 2901));
    expect(open.statusCode, open.body).toBe(201);

    (t.app.deps.cfm as unknown as CfmSimulator).changeStatus('123456', 'SP', 'SUSPENDED');
    const now = new Date(Date.now() + 60_000);
    await scheduleCouncilCheck(t.app.db, now);
    await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => now });

    const blocked = await postRequest(doctor, geneticRequest(config, 2902));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<ApiError>().code).toBe('doctorRegistrationInactive');
    expect(blocked.json<ApiError>().message).toContain('"Suspenso"');

    const doctorId = (await doctorRow('123456', 'SP'))!.id;
    const audit = await t.app.db.select().from(auditLog).where(like(auditLog.action, '%ouncil%'));
    expect(audit).toContainEqual(expect.objectContaining({
      action: 'council.check', entityId: String(doctorId), before: { councilStatus: 'ACTIVE' }, after: { councilStatus: 'SUSPENDED', councilType: 'PRINCIPAL' },
    }));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'procedure.councilFlag', entityId: String(open.json<{ id: number }>().id) }));
    const mails = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, 'admin@demo.com.br'));
    expect(mails.some((m) => m.subject?.includes('Dr. Marcos Medeiros') && m.body.includes('"Suspenso"'))).toBe(true);

    const suspended = await listed('SUSPENDED');
    expect(suspended.map((d) => d.crm)).toEqual(['123456']);
    const admin = await t.as('ADMIN');
    const detail = (await admin({ method: 'GET', url: `/api/doctors/${doctorId}` })).json<DoctorDetail>();
    expect(detail.council).toMatchObject({
      status: 'SUSPENDED', type: 'PRINCIPAL', name: 'MARCOS ANTONIO MEDEIROS', nameMatches: true,
      specialties: [{ name: 'Reumatologia', rqe: '51234' }, { name: 'Clínica Médica', rqe: '45102' }],
    });
    expect(new Date(detail.council!.checkedAt!).getTime()).toBe(now.getTime());
  });
});
