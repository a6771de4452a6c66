import { and, desc, eq, sql } from 'drizzle-orm';
import { DEV_CAPTCHA_TOKEN } from '@portal/domain';
import { outboundMessages, usagePolicies, verificationCodes } from '#db/schema/index.ts';
import type { TestApp } from '#test/test-app.ts';

/** Helpers shared by the onboarding API tests (not a test file itself). */
export const CAPTCHA = DEV_CAPTCHA_TOKEN;

let phoneSeq = 0;
/** A fresh cellphone per call, so the 60 s resend window of one test does not touch another. */
export const newPhone = () => `119${String(70_000_000 + (phoneSeq++ * 7919 + Math.floor(Math.random() * 1000)) % 29_999_999).padStart(8, '0')}`;

/** The newest SMS sent to a phone, through the outbox table the development page reads. */
export async function lastSms(t: TestApp, phone: string) {
  const [row] = await t.app.db.select().from(outboundMessages)
    .where(and(eq(outboundMessages.channel, 'SMS'), eq(outboundMessages.destination, phone)))
    .orderBy(desc(outboundMessages.id)).limit(1);
  return row;
}

/** A fresh client address, so the per-IP limit of one test does not touch another. */
export const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function sendCode(t: TestApp, phone: string, remoteAddress = newIp()) {
  return t.app.inject({ method: 'POST', url: '/api/codes', remoteAddress, payload: { type: 'SMS', destination: phone, recaptchaValue: CAPTCHA } });
}

/** Sends a code and reads it back from the outbox. */
export async function codeFor(t: TestApp, phone: string, remoteAddress?: string): Promise<string> {
  const res = await sendCode(t, phone, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`send code failed: ${res.body}`);
  const sms = await lastSms(t, phone);
  return /\b(\d{5})\b/.exec(sms!.body)![1]!;
}

export async function doctorPolicyIds(t: TestApp, programId: number) {
  const rows = await t.app.db.select({ id: usagePolicies.id }).from(usagePolicies).where(eq(usagePolicies.programId, programId));
  return rows.map((r) => r.id);
}

let crmSeq = 0;
export const newCrm = () => String(700_000 + crmSeq++ * 13 + Math.floor(Math.random() * 10));

const checkDigit = (digits: string): number => {
  const sum = Array.from(digits, Number).reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A valid, random CPF (digits only). */
export function newCpf(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}

export interface SignupUserOptions {
  phone: string;
  policyIds: number[];
  email?: string;
  crm?: string;
  uf?: string;
  specialtyIds?: number[];
}

/** A complete signup user for a programme asking CPF, birth date and specialties (BEMESTAR). */
export function signupUser(o: SignupUserOptions) {
  return {
    name: 'Dra. Helena Duarte Campos',
    email: o.email ?? `helena.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`,
    phone: o.phone,
    password: 'Ipe-Amarelo-42',
    doctor: {
      crm: o.crm ?? newCrm(), uf: o.uf ?? 'MG', cpf: newCpf(), birthDate: '1980-05-17',
      specialtyIds: o.specialtyIds ?? [] as number[], workInstitutions: undefined as string[] | undefined,
    },
    acceptedPolicyIds: o.policyIds,
  };
}

export async function specialtyIds(t: TestApp, programId: number): Promise<number[]> {
  const res = await t.anon({ method: 'GET', url: `/api/user-groups/get-specialties?programId=${programId}` });
  return res.json<{ id: number }[]>().map((s) => s.id);
}

/** Moves the codes sent to a phone back in time (the resend window and rate limits read created_at). */
export async function ageCodes(t: TestApp, phone: string, seconds: number) {
  await t.app.db.update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.destination, phone));
}
