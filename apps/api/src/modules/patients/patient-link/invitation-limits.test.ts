import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { loadConfig } from '#platform/config.ts';
import { outboundMessages, patients, procedures } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';

/**
 * Decision 0063: invitations (`POST /patients`) are limited per patient — at most 3 messages a
 * day, 10 minutes apart, whoever invites — and per doctor (here 6 an hour); a refusal is a 429
 * that says when the next one is possible, and nothing is written or sent.
 */
const PER_DOCTOR = 6;
let t: TestApp;
let doctor: Client;
let programId: number;

useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
  programId = await t.programId('BEMESTAR');
}, {
  onboarding: {
    ...loadConfig({ NODE_ENV: 'test' }).onboarding,
    patientInvitation: { maxPerPatientPerDay: 3, minIntervalMs: 10 * 60_000, maxPerDoctorPerHour: PER_DOCTOR },
  },
});

const invite = (cpf: string, destination: string) =>
  doctor({ method: 'POST', url: '/api/patients', payload: { patientName: 'Lúcia Limite Prado', patientCpf: cpf, destination } });
const messagesTo = async (destination: string) => (await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.destination, destination))).length;
const invitations = async () => (await t.app.db.select({ id: procedures.id }).from(procedures).where(eq(procedures.type, 'PATIENTS'))).length;
/** Moves every invitation `minutes` into the past, as the clock moving on would. */
const later = (minutes: number) => t.app.db.update(procedures).set({ createdAt: sql`${procedures.createdAt} - ${`${minutes} minutes`}::interval` });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('POST /patients: at most 3 invitation messages a patient a day, 10 minutes apart', () => {
  it('refuses a second invitation within 10 minutes with 429, the time of the next one, and nothing sent or written', async () => {
    const cpf = cpfOf(96_001);
    const phone = '11961000001';
    expect((await invite(cpf, phone)).statusCode).toBe(201);
    const before = await invitations();
    const again = await invite(cpf, phone);
    expect(again.statusCode, again.body).toBe(429);
    expect(again.json<ApiError>().code).toBe('patientInvitationTooSoon');
    expect(retryAfter(again)).toBeGreaterThan(9 * 60);
    expect(retryAfter(again)).toBeLessThanOrEqual(10 * 60);
    expect(again.json<ApiError>().message).toMatch(/^Este paciente já recebeu convites recentemente, por isso o convite não foi reenviado\. O próximo envio será possível a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(await messagesTo(phone)).toBe(1);
    expect(await invitations()).toBe(before);
  });

  it('sends again after 10 minutes, three in a day, and then not before the first is a day old', async () => {
    const cpf = cpfOf(96_002);
    const phone = '11961000002';
    for (let i = 0; i < 3; i++) {
      expect((await invite(cpf, phone)).statusCode).toBe(201);
      await later(11);
    }
    const fourth = await invite(cpf, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<ApiError>().code).toBe('patientInvitationTooSoon');
    // The first was sent 33 minutes ago: the next is possible when it is 24 hours old.
    expect(Math.abs(retryAfter(fourth) - (24 * 60 - 33) * 60)).toBeLessThan(5);
    expect(await messagesTo(phone)).toBe(3);
  });

  it('sends one message for many invitations of one patient at once', async () => {
    const cpf = cpfOf(96_003);
    const phone = '11961000003';
    const answers = await Promise.all(Array.from({ length: 8 }, () => invite(cpf, phone)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(7).fill(429)]);
    expect(await messagesTo(phone)).toBe(1);
  });
});

describe('POST /patients: at most N invitations a doctor an hour', () => {
  it('refuses the doctor\'s next invitation with 429 invitationQuotaExceeded and the time, writing and sending nothing', async () => {
    await later(120);
    for (let i = 0; i < PER_DOCTOR; i++) expect((await invite(cpfOf(96_100 + i), `119620000${10 + i}`)).statusCode).toBe(201);
    const cpf = cpfOf(96_199);
    const refused = await invite(cpf, '11962000099');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError>()).toMatchObject({ code: 'invitationQuotaExceeded' });
    expect(refused.json<ApiError>().message).toMatch(/O próximo será possível a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/);
    expect(retryAfter(refused)).toBeGreaterThan(59 * 60);
    expect(await messagesTo('11962000099')).toBe(0);
    expect(await t.app.db.select().from(patients).where(and(eq(patients.programId, programId), eq(patients.cpf, cpf)))).toEqual([]);
    await later(61);
    expect((await invite(cpf, '11962000099')).statusCode).toBe(201);
  });
});
