import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { commonPasswords, isCommonPassword, passwordProblem } from '#platform/lib/common-passwords.ts';
import { hashPassword } from '#platform/lib/password.ts';
import { outboundMessages, users } from '#db/schema/index.ts';
import { codeFor, doctorPolicyIds, newIp, newPhone, signupUser, specialtyIds } from '#identity/signup/signup.test-helpers.ts';
import { useTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
useTestApp(async (app) => { t = app; });

const GOOD = 'Tucano#Verde42';
const fieldsOf = (res: { json: () => unknown }) => (res.json() as ApiError).fields;

describe('the common-password list (decision 0028)', () => {
  it('refuses breached, Brazilian-default and date passwords in any dress, and keeps unusual ones', () => {
    for (const p of ['12345678', 'password', 'P@ssw0rd', 'qwerty123', 'Mudar@123', 'Senha@123', 'senha123', 'mudar123', 'Flamengo2024!', 'BemEstar@2026', '25121990', '25/12/1990', '1990-12-25', 'aaaaaaaa', 'abcdefgh']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of [GOOD, 'Ipe-Amarelo-42', 'correct horse battery', 'k8$Tq2mZ', 'Jabuticaba#Azul7']) expect(isCommonPassword(p), p).toBe(false);
  });

  it('loads the list once, tens of thousands of entries, none shorter than four characters', () => {
    const set = commonPasswords();
    expect(set.size).toBeGreaterThan(40_000);
    expect(commonPasswords()).toBe(set);
    expect([...set].every((p) => p.length >= 4)).toBe(true);
  });

  it('refuses the owner\'s e-mail local part, name and CPF inside a password', () => {
    const owner = { email: 'joana.prates@exemplo.com.br', name: 'Joana Prates Lima', cpf: '529.982.247-25' };
    expect(passwordProblem('xJoanaPrates#9', owner)).toBe('personalPassword');
    expect(passwordProblem('Pr4t3s!!zz-k', owner)).toBe('personalPassword');
    expect(passwordProblem('k-52998224725', owner)).toBe('personalPassword');
    expect(passwordProblem(GOOD, owner)).toBeNull();
  });
});

describe('every place a password is set refuses common and personal ones', () => {
  it('signup: on user.password, before the SMS code is spent', async () => {
    const programId = await t.programId('BEMESTAR');
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const base = signupUser({ phone, policyIds: await doctorPolicyIds(t, programId), specialtyIds: (await specialtyIds(t, programId)).slice(0, 1) });
    const post = (password: string) => t.anon({
      method: 'POST', url: '/api/users/signup', remoteAddress: newIp(),
      payload: { code, type: 'SMS', programId, user: { ...base, password, confirmPassword: password } },
    });
    const common = await post('12345678');
    expect(common.statusCode).toBe(400);
    expect(fieldsOf(common)).toEqual({ 'user.password': ['validation.commonPassword'] });
    expect(fieldsOf(await post('Mudar@123'))).toEqual({ 'user.password': ['validation.commonPassword'] });
    expect(fieldsOf(await post(`x${base.doctor.cpf}`))).toEqual({ 'user.password': ['validation.personalPassword'] });
    expect(fieldsOf(await post('HelenaCampos#1x'))).toEqual({ 'user.password': ['validation.personalPassword'] });
    const ok = await post(GOOD);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('set-password from an invitation (and a reset, the same endpoint): the link survives a refusal', async () => {
    const admin = await t.as('ADMIN');
    const email = `senha.comum.${Date.now()}@exemplo.com.br`;
    const created = await admin({ method: 'POST', url: '/api/users', payload: { name: 'Rosana Convidada', email, phone: '11987654321', type: 'REPRESENTATIVE' } });
    expect(created.statusCode, created.body).toBe(201);
    const [message] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, email)).orderBy(desc(outboundMessages.id)).limit(1);
    const token = new URL(/https?:\/\/\S+\/set-password\?\S+/.exec(message!.body)![0]).searchParams.get('token');
    const set = (password: string) => t.anon({ method: 'POST', url: '/api/set-password', payload: { token, password } });
    expect(fieldsOf(await set('Senha@123'))).toEqual({ password: ['validation.commonPassword'] });
    expect(fieldsOf(await set('rosana#convidada'))).toEqual({ password: ['validation.personalPassword'] });
    expect((await set(GOOD)).statusCode).toBe(204);
    expect((await t.login(email, GOOD)).statusCode).toBe(200);
  });

  it('password reset: a refused password leaves the old one working', async () => {
    const email = 'distrital@demo.com.br';
    expect((await t.anon({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress: newIp() })).statusCode).toBe(204);
    const [message] = await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, email)).orderBy(desc(outboundMessages.id)).limit(1);
    const token = new URL(/https?:\/\/\S+\/set-password\?\S+/.exec(message!.body)![0]).searchParams.get('token');
    const refused = await t.anon({ method: 'POST', url: '/api/set-password', payload: { token, password: 'iloveyou' } });
    expect(fieldsOf(refused)).toEqual({ password: ['validation.commonPassword'] });
    expect((await t.login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('change password: on newPassword, and nothing changes', async () => {
    const regional = await t.as('regional@demo.com.br');
    const change = (newPassword: string) => regional({ method: 'PUT', url: '/api/users/me/password', payload: { currentPassword: DEMO_PASSWORD, newPassword } });
    expect(fieldsOf(await change('qwerty123'))).toEqual({ newPassword: ['validation.commonPassword'] });
    expect(fieldsOf(await change('25/12/1990'))).toEqual({ newPassword: ['validation.commonPassword'] });
    expect(fieldsOf(await change('Regional#xy-k'))).toEqual({ newPassword: ['validation.personalPassword'] });
    expect((await t.login('regional@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('eight characters at least (decision 0043)', () => {
  const SHORT = 'kX9#q2';

  it('refuses a shorter new password where one is set, and lets an older short one sign in', async () => {
    const regional = await t.as('regional@demo.com.br');
    const change = await regional({ method: 'PUT', url: '/api/users/me/password', payload: { currentPassword: DEMO_PASSWORD, newPassword: `${SHORT}a` } });
    expect(change.statusCode).toBe(400);
    expect(fieldsOf(change)).toEqual({ newPassword: ['validation.minLength'] });
    expect((await t.anon({ method: 'POST', url: '/api/set-password', payload: { token: 'x'.repeat(40), password: SHORT } })).json<ApiError>().fields)
      .toEqual({ password: ['validation.minLength'] });

    // A password set under the spec's old minimum of 6 still signs in.
    const [old] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'distrital@demo.com.br'));
    await t.app.db.update(users).set({ passwordHash: await hashPassword(SHORT) }).where(eq(users.id, old!.id));
    expect((await t.login('distrital@demo.com.br', SHORT)).statusCode).toBe(200);
    await t.app.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, old!.id));
  });
});
