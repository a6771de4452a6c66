import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiError, DoctorLookup, SessionUser } from '@portal/domain';
import {
  auditLog, doctors, programUsers, programs, userGroupUsers, userGroups, usagePolicyAcceptances, users, verificationCodes,
} from '#db/schema/index.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { ageCodes, codeFor, doctorPolicyIds, newCrm, newIp, newPhone, signupUser as baseUser, specialtyIds, type SignupUserOptions } from './signup.test-helpers.ts';

let t: TestApp;
let bemestar: number;
let abracar: number;
let bemPolicies: number[];
let specialties: number[];
/** BEMESTAR asks CPF, birth date (benefits module) and at least one specialty. */
const signupUser = (o: SignupUserOptions) => baseUser({ specialtyIds: specialties.slice(0, 1), ...o });
beforeAll(async () => {
  t = await createTestApp();
  bemestar = await t.programId('BEMESTAR');
  abracar = await t.programId('ABRACARAVIDA');
  bemPolicies = await doctorPolicyIds(t, bemestar);
  specialties = await specialtyIds(t, bemestar);
});
afterAll(async () => { await t.close(); });

const signup = (payload: Record<string, unknown>) => t.anon({ method: 'POST', url: '/api/users/signup', payload, remoteAddress: newIp() });

describe('CRM lookup (signup step 0 and recover login)', () => {
  it('answers an unknown CRM as a new signup, with the CRM stripped of leading zeros', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/doctors/MG/000987654?signup=true&programId=${bemestar}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<DoctorLookup>()).toEqual({ userExists: false, doctor: { crm: '987654', uf: 'MG' } });
  });

  it('refuses a CRM that already has an account in the programme (409 doctorExists)', async () => {
    const res = await t.anon({ method: 'GET', url: `/api/doctors/SP/0123456?signup=true&programId=${bemestar}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'doctorExists', message: 'Você já possui cadastro, clique aqui para se logar' });
  });

  it('refuses a malformed CRM (400 invalidCRM)', async () => {
    for (const crm of ['12a45', '0000', '12345678901234']) {
      const res = await t.anon({ method: 'GET', url: `/api/doctors/SP/${crm}?signup=true&programId=${bemestar}` });
      expect(res.statusCode, crm).toBe(400);
      expect(res.json<ApiError>().code).toBe('invalidCRM');
    }
  });

  it('recovers the login e-mail masked to a length that says nothing, or 404 failedToSearchDoctor', async () => {
    const found = await t.anon({ method: 'GET', url: '/api/doctors/SP/123456' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ email: 'm***@d***.com.br' });
    const missing = await t.anon({ method: 'GET', url: '/api/doctors/SP/999998' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().code).toBe('failedToSearchDoctor');
  });
});

describe('public signup data', () => {
  it('lists the programme specialties and DOCTOR policies', async () => {
    const specialties = await t.anon({ method: 'GET', url: `/api/user-groups/get-specialties?programId=${bemestar}` });
    expect(specialties.json<{ name: string }[]>().map((s) => s.name)).toContain('Cardiologia');
    const policies = await t.anon({ method: 'GET', url: `/api/program-usage-policies/public?programId=${bemestar}&userType=DOCTOR` });
    expect(policies.json<{ id: number }[]>().map((p) => p.id).sort()).toEqual([...bemPolicies].sort());
  });
});

describe('POST /users/signup', () => {
  it('creates a pending doctor with membership, default and specialty groups and accepted policies, in one go', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const [cardio] = await t.app.db.select().from(userGroups).where(and(eq(userGroups.programId, bemestar), eq(userGroups.name, 'Cardiologia')));
    const user = {
      ...signupUser({ phone: `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`, policyIds: bemPolicies, specialtyIds: [cardio!.id] }),
      requestVisit: true,
    };
    const res = await signup({ code, type: 'SMS', programId: bemestar, user });
    expect(res.statusCode, res.body).toBe(201);
    const { userId } = res.json<{ userId: number }>();
    expect(res.json()).toEqual({ userId, approved: false, joinedExisting: false });

    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ type: 'DOCTOR', approved: false, phone, email: user.email });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [doctor] = await t.app.db.select().from(doctors).where(eq(doctors.userId, userId));
    expect(doctor).toMatchObject({ crm: user.doctor.crm, uf: 'MG', cpf: user.doctor.cpf, birthDate: '1980-05-17' });
    expect(await t.app.db.select().from(programUsers).where(eq(programUsers.userId, userId))).toHaveLength(1);
    const groups = await t.app.db.select({ name: userGroups.name }).from(userGroupUsers)
      .innerJoin(userGroups, eq(userGroups.id, userGroupUsers.userGroupId)).where(eq(userGroupUsers.userId, userId));
    expect(groups.map((g) => g.name).sort()).toEqual(['Cardiologia', 'Médicos - novos cadastros']);
    expect(await t.app.db.select().from(usagePolicyAcceptances).where(eq(usagePolicyAcceptances.userId, userId))).toHaveLength(bemPolicies.length);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'signup'), eq(auditLog.entityId, String(userId))));
    expect(audit).toHaveLength(1);

    // The new doctor logs in but cannot use the portal until approved.
    const login = await t.login(user.email, 'Ipe-Amarelo-42', bemestar);
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const me = await t.anon({ method: 'GET', url: '/api/user', headers });
    expect(me.json<SessionUser>()).toMatchObject({ approved: false, type: 'DOCTOR' });
    const blocked = await t.anon({ method: 'PUT', url: '/api/users/me', headers, payload: { name: 'Outro Nome Qualquer', phone } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<ApiError>().code).toBe('userNotApproved');

    // The CRM now has an account in this programme.
    const again = await t.anon({ method: 'GET', url: `/api/doctors/MG/${user.doctor.crm}?signup=true&programId=${bemestar}` });
    expect(again.json<ApiError>().code).toBe('doctorExists');
  });

  it('refuses a wrong code, kills the code after 5 wrong tries, and never accepts it twice', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const wrong = code === '00000' ? '11111' : '00000';
    const body = { code: wrong, type: 'SMS', programId: bemestar, user: signupUser({ phone, policyIds: bemPolicies }) };
    for (let i = 0; i < 5; i++) {
      const res = await signup(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalidCode', message: 'Código inválido' });
    }
    const dead = await signup({ ...body, code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json<ApiError>().code).toBe('invalidCode');

    const phone2 = newPhone();
    const code2 = await codeFor(t, phone2);
    const first = await signup({ code: code2, type: 'SMS', programId: bemestar, user: signupUser({ phone: phone2, policyIds: bemPolicies }) });
    expect(first.statusCode).toBe(201);
    const reuse = await signup({ code: code2, type: 'SMS', programId: bemestar, user: signupUser({ phone: phone2, policyIds: bemPolicies }) });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json<ApiError>().code).toBe('invalidCode');
  });

  it('refuses an expired code', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    await t.app.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verificationCodes.destination, phone));
    const res = await signup({ code, type: 'SMS', programId: bemestar, user: signupUser({ phone, policyIds: bemPolicies }) });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('codeExpired');
  });

  it('refuses a code sent to another phone', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const res = await signup({ code, type: 'SMS', programId: bemestar, user: signupUser({ phone: newPhone(), policyIds: bemPolicies }) });
    expect(res.json<ApiError>().code).toBe('invalidCode');
  });

  it('refuses a registered e-mail (409 emailAlreadyRegistered) and a CRM of the programme (409 doctorExists)', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const byEmail = await signup({ code, type: 'SMS', programId: bemestar, user: signupUser({ phone, email: 'ADMIN@demo.com.br', policyIds: bemPolicies }) });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'emailAlreadyRegistered', message: 'E-mail já cadastrado, clique aqui para se logar' });
    const byCrm = await signup({ code, type: 'SMS', programId: bemestar, user: signupUser({ phone, crm: '00123456', uf: 'SP', policyIds: bemPolicies }) });
    expect(byCrm.statusCode).toBe(409);
    expect(byCrm.json<ApiError>().code).toBe('doctorExists');
    // The code was not spent by the refusals.
    const ok = await signup({ code, type: 'SMS', programId: bemestar, user: signupUser({ phone, policyIds: bemPolicies }) });
    expect(ok.statusCode).toBe(201);
  });

  it('validates the fields (name ≥ 10, e-mail, phone, password ≥ 6) and every policy', async () => {
    const phone = newPhone();
    const res = await signup({
      code: '12345', type: 'SMS', programId: bemestar,
      user: { name: 'Curto', email: 'nao-email', phone: '123', password: '123', doctor: { crm: newCrm(), uf: 'MG' }, acceptedPolicyIds: bemPolicies },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('validation');
    expect(Object.keys(res.json<ApiError>().fields ?? {}).sort()).toEqual([
      'user.doctor.birthDate', 'user.doctor.cpf', 'user.doctor.specialtyIds', 'user.email', 'user.name', 'user.password', 'user.phone',
    ]);
    const noPolicies = await signup({ code: '12345', type: 'SMS', programId: bemestar, user: signupUser({ phone, policyIds: bemPolicies.slice(1) }) });
    expect(noPolicies.json<ApiError>().code).toBe('policiesMustBeAccepted');
  });

  it('asks CPF and birth date when the programme requires CPF, and work institutions when it requires them', async () => {
    await t.app.db.update(programs).set({ requireWorkInstitutionsDuringSignup: true }).where(eq(programs.id, abracar));
    const policies = await doctorPolicyIds(t, abracar);
    const phone = newPhone();
    const base = signupUser({ phone, policyIds: policies });
    const missing = await signup({ code: '12345', type: 'SMS', programId: abracar, user: { ...base, doctor: { crm: base.doctor.crm, uf: 'MG' } } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<ApiError>().fields ?? {}).sort()).toEqual(['user.doctor.birthDate', 'user.doctor.cpf', 'user.doctor.workInstitutions']);
    const shortInstitution = await signup({
      code: '12345', type: 'SMS', programId: abracar,
      user: { ...base, doctor: { ...base.doctor, workInstitutions: ['A', ''] } },
    });
    expect(shortInstitution.json<ApiError>().fields?.['user.doctor.workInstitutions.0']).toEqual(['validation.workInstitutionMin']);

    const code = await codeFor(t, phone);
    const ok = await signup({
      code, type: 'SMS', programId: abracar,
      user: { ...base, doctor: { ...base.doctor, cpf: '529.982.247-25', workInstitutions: [' Hospital das Clínicas ', '', 'UBS Centro'] } },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [doctor] = await t.app.db.select().from(doctors).where(eq(doctors.userId, ok.json<{ userId: number }>().userId));
    expect(doctor).toMatchObject({ cpf: '52998224725', birthDate: '1980-05-17', workInstitutions: 'Hospital das Clínicas;UBS Centro' });
    await t.app.db.update(programs).set({ requireWorkInstitutionsDuringSignup: false }).where(eq(programs.id, abracar));
  });

  it('lets a doctor of another programme join with the shortened form (no password), confirming the registered phone', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const base = signupUser({ phone, policyIds: bemPolicies });
    const created = await signup({ code, type: 'SMS', programId: bemestar, user: base });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ userId: number }>().userId;
    await t.app.db.update(users).set({ approved: true }).where(eq(users.id, userId));

    const abPolicies = await doctorPolicyIds(t, abracar);
    const lookup = await t.anon({ method: 'GET', url: `/api/doctors/MG/${base.doctor.crm}?signup=true&programId=${abracar}` });
    // Only what the shortened form needs: no name, approval or e-mail of the account.
    expect(lookup.json()).toEqual({ userExists: true, doctor: { crm: base.doctor.crm, uf: 'MG' } });

    const joinUser = { ...base, name: undefined, password: undefined, acceptedPolicyIds: abPolicies };
    const otherPhone = newPhone();
    const otherCode = await codeFor(t, otherPhone);
    const wrongPhone = await signup({ code: otherCode, type: 'SMS', programId: abracar, user: { ...joinUser, phone: otherPhone } });
    expect(wrongPhone.json<ApiError>().code).toBe('phoneDoesNotMatch');

    await ageCodes(t, phone, 61);
    const joinCode = await codeFor(t, phone);
    const joined = await signup({ code: joinCode, type: 'SMS', programId: abracar, user: joinUser });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toEqual({ userId, approved: true, joinedExisting: true });
    expect(await t.app.db.select().from(programUsers).where(eq(programUsers.userId, userId))).toHaveLength(2);
    expect((await t.login(base.email, 'Ipe-Amarelo-42', abracar)).statusCode).toBe(200);
  });
});
