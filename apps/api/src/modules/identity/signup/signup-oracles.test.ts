import { describe, expect, it } from 'vitest';
import type { ApiError } from '@portal/domain';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { ageCodes, codeFor, doctorPolicyIds, newCrm, newIp, newPhone, signupUser, specialtyIds } from './signup.test-helpers.ts';

/** Signup tells nothing about other accounts to a caller without a valid SMS code. */
let t: TestApp;
let bemestar: number;
let abracar: number;
let bemPolicies: number[];
let abPolicies: number[];
let specialties: number[];
/** A doctor of BEMESTAR only: e-mail, CPF, CRM and phone on an account. */
let known: ReturnType<typeof signupUser>;

useTestApp(async (app) => {
  t = app;
  [bemestar, abracar] = [await t.programId('BEMESTAR'), await t.programId('ABRACARAVIDA')];
  [bemPolicies, abPolicies] = [await doctorPolicyIds(t, bemestar), await doctorPolicyIds(t, abracar)];
  specialties = await specialtyIds(t, bemestar);
  const phone = newPhone();
  known = signupUser({ phone, policyIds: bemPolicies, specialtyIds: specialties.slice(0, 1) });
  const created = await signup({ code: await codeFor(t, phone), type: 'SMS', programId: bemestar, user: known });
  if (created.statusCode !== 201) throw new Error(created.body);
});

const signup = (payload: Record<string, unknown>) => t.anon({ method: 'POST', url: '/api/users/signup', payload, remoteAddress: newIp() });
const fresh = (phone = newPhone()) => signupUser({ phone, policyIds: bemPolicies, specialtyIds: specialties.slice(0, 1) });
const answerOf = async (payload: Record<string, unknown>) => {
  const res = await signup(payload);
  return { status: res.statusCode, body: res.json<ApiError>() };
};
/** A code that is not the one sent (a guess). */
const wrongOf = (code: string) => (code === '00000' ? '11111' : '00000');

describe('signup before the SMS code', () => {
  it('answers a registered e-mail, a registered CPF and a new person alike: invalidCode', async () => {
    const phone = newPhone();
    const wrong = wrongOf(await codeFor(t, phone));
    const body = (user: ReturnType<typeof signupUser>) => ({ code: wrong, type: 'SMS', programId: bemestar, user });
    const base = fresh(phone);
    const newPerson = await answerOf(body(base));
    const takenEmail = await answerOf(body({ ...base, email: known.email }));
    const takenCpf = await answerOf(body({ ...base, doctor: { ...base.doctor, cpf: known.doctor.cpf } }));
    expect(newPerson).toMatchObject({ status: 400, body: { code: 'invalidCode' } });
    expect(takenEmail).toEqual(newPerson);
    expect(takenCpf).toEqual(newPerson);
  });

  it('answers a joining CRM with another phone, a CRM of the programme and an unknown CRM alike: invalidCode', async () => {
    const phone = newPhone();
    const wrong = wrongOf(await codeFor(t, phone));
    const join = { ...known, phone, name: undefined, password: undefined, acceptedPolicyIds: abPolicies };
    const otherPhone = await answerOf({ code: wrong, type: 'SMS', programId: abracar, user: join });
    const unknownCrm = await answerOf({
      code: wrong, type: 'SMS', programId: abracar, user: { ...fresh(phone), acceptedPolicyIds: abPolicies, doctor: { ...known.doctor, crm: newCrm() } },
    });
    const member = await answerOf({ code: wrong, type: 'SMS', programId: bemestar, user: { ...fresh(phone), doctor: known.doctor } });
    expect(otherPhone).toMatchObject({ status: 400, body: { code: 'invalidCode' } });
    expect(unknownCrm).toEqual(otherPhone);
    expect(member).toEqual(otherPhone);
  });

  it('says the phone does not match only to a caller who proved the phone they typed', async () => {
    const phone = newPhone();
    const join = { ...known, phone, name: undefined, password: undefined, acceptedPolicyIds: abPolicies };
    const res = await signup({ code: await codeFor(t, phone), type: 'SMS', programId: abracar, user: join });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().code).toBe('phoneDoesNotMatch');
  });

  it('counts each refusal after a valid code as a try, so one code cannot probe more than five accounts', async () => {
    const phone = newPhone();
    const code = await codeFor(t, phone);
    const base = fresh(phone);
    for (let i = 0; i < 5; i++) {
      const res = await signup({ code, type: 'SMS', programId: bemestar, user: { ...base, email: known.email } });
      expect(res.json<ApiError>().code).toBe('emailAlreadyRegistered');
    }
    const dead = await signup({ code, type: 'SMS', programId: bemestar, user: base });
    expect(dead.json<ApiError>().code).toBe('invalidCode');
    await ageCodes(t, phone, 61);
    const ok = await signup({ code: await codeFor(t, phone), type: 'SMS', programId: bemestar, user: base });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('public CRM lookup', () => {
  it('tells the signup form only whether the CRM has an account: same fields, no name, approval or e-mail', async () => {
    const lookup = (crm: string) => t.anon({ method: 'GET', url: `/api/doctors/MG/${crm}?signup=true&programId=${abracar}` });
    const existing = (await lookup(known.doctor.crm)).json<Record<string, unknown>>();
    const unknown = (await lookup(newCrm())).json<Record<string, unknown>>();
    expect(existing).toEqual({ userExists: true, doctor: { crm: known.doctor.crm, uf: 'MG' } });
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(existing).sort());
    expect(JSON.stringify(existing)).not.toContain(known.name);
  });

  it('masks the recovered e-mail to the same length whatever its length', async () => {
    const recover = (crm: string) => t.anon({ method: 'GET', url: `/api/doctors/MG/${crm}` });
    const email = (await recover(known.doctor.crm)).json<{ email: string }>().email;
    expect(email).toBe(`h***@e***.com.br`);
    expect(email).toHaveLength('x***@y***.com.br'.length);
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = newIp();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      codes.push((await t.anon({ method: 'GET', url: `/api/doctors/MG/${newCrm()}?signup=true&programId=${abracar}`, remoteAddress })).statusCode);
    }
    expect(codes).toContain(429);
  });
});
