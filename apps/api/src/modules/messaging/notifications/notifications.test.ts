import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { UNDO_REJECTION_MS, type NotificationList, type NotificationPreferences, type OutboxMessage, type Page, type ProcedureDetail, type ProcedureRow } from '@portal/domain';
import { auditLog, outboundMessages } from '#db/schema/index.ts';
import { JOB_HANDLERS } from '#main/job-handlers.ts';
import { runDueJobs } from '#platform/jobs/worker.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { insertPeople } from '#requests/inventory/inventory.test-helpers.ts';
import { demoExamGroup, insertProcedure, type ExamGroupRef } from '#requests/procedures/procedures.test-helpers.ts';

const PUBLIC_URL = 'https://portal.exemplo.com.br';
/** Past a rejection's undo window: its notice is held until then (decision 0057). */
const PAST_UNDO = UNDO_REJECTION_MS + 1000;
let t: TestApp;
let programId: number;
let group: ExamGroupRef;
let doctorId: number;
let otherDoctorId: number;
let admin: Client;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  programId = await t.programId('BEMESTAR');
  group = await demoExamGroup(t.app.db, programId);
  doctorId = await t.userId('medico@demo.com.br');
  otherDoctorId = (await insertPeople(t.app.db, 1, { programId, managerId: null, tag: 'Aviso Outra' }))[0]!;
  admin = await t.as('ADMIN');
  doctor = await t.as('DOCTOR');
}, { publicUrl: `${PUBLIC_URL}/` });

const request = (status: 'OPEN' | 'APPROVED', requesterId = doctorId) =>
  insertProcedure(t.app.db, { programId, requesterId, group, examIds: group.examIds.slice(0, 1), status });
const decide = (id: number, payload: object) => admin({ method: 'PUT', url: `/api/procedures/${id}/status`, payload });
const step = (id: number, payload: object) => admin({ method: 'POST', url: `/api/procedures/${id}/progress`, payload });
const bell = async (as: Client) => (await as({ method: 'GET', url: '/api/notifications' })).json<NotificationList>();
const choose = (as: Client, channels: object[]) => as({ method: 'PUT', url: '/api/notifications/preferences', payload: { channels } });
/** Runs the jobs due (now, or `afterMs` from now), then the outbox messages that name this code, oldest first. */
async function sentAbout(code: string, afterMs = 0): Promise<OutboxMessage[]> {
  await runDueJobs({ deps: t.app.deps, handlers: JOB_HANDLERS, now: () => new Date(Date.now() + afterMs) });
  const all = (await t.anon({ method: 'GET', url: '/api/dev/outbox?take=200' })).json<OutboxMessage[]>();
  return all.filter((m) => m.body.includes(code)).reverse();
}

describe('scheduling a request', () => {
  it('needs the date and time (400 procedureScheduleDateRequired) and writes nothing without it', async () => {
    const p = await request('APPROVED');
    const res = await step(p.id, { step: 'SCHEDULE', childIds: p.childIds, place: 'Laboratório Central' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('procedureScheduleDateRequired');
    expect((await step(p.id, { step: 'SCHEDULE', childIds: p.childIds, scheduledFor: '2031-02-30T10:00' })).statusCode).toBe(400);
    const detail = (await admin({ method: 'GET', url: `/api/procedures/${p.id}` })).json<ProcedureDetail>();
    expect(detail.children[0]).toMatchObject({ status: 'APPROVED', appointmentAt: null, appointmentPlace: null });
    expect((await bell(doctor)).items.some((n) => n.data.code === p.code)).toBe(false);
  });

  it('records the São Paulo date, time and place, shown on the detail and found by the scheduled-date filter', async () => {
    const p = await request('APPROVED');
    const res = await step(p.id, { step: 'SCHEDULE', childIds: p.childIds, scheduledFor: '2031-03-10T22:30', place: 'Laboratório Central, sala 2' });
    expect(res.statusCode, res.body).toBe(200);
    // 22:30 in São Paulo is 01:30 UTC the next day: the day filter follows São Paulo's calendar.
    expect(res.json<ProcedureDetail>().children[0]).toMatchObject({
      status: 'SCHEDULED', appointmentAt: '2031-03-11T01:30:00.000Z', appointmentPlace: 'Laboratório Central, sala 2',
    });
    const list = async (from: string, to: string) => (await admin({
      method: 'GET', url: `/api/procedures?programId=${programId}&type=CLINICAL_EXAMINATION&scheduledFrom=${from}&scheduledTo=${to}&take=100`,
    })).json<Page<ProcedureRow>>().data.map((r) => r.code);
    expect(await list('2031-03-10', '2031-03-10')).toContain(p.code);
    expect(await list('2031-03-11', '2031-03-12')).not.toContain(p.code);
    expect((await admin({ method: 'GET', url: `/api/procedures?programId=${programId}&type=CLINICAL_EXAMINATION&scheduledFrom=2031-13-01` })).statusCode).toBe(400);
  });
});

describe('notifications of status changes', () => {
  it('tells the requester on the channels they chose, with PUBLIC_URL links, for approval, rejection, scheduling and conclusion', async () => {
    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: false }, { channel: 'SMS', enabled: true }])).statusCode).toBe(200);
    const approved = await request('OPEN');
    expect((await decide(approved.id, { status: 'APPROVED', procedureIds: approved.childIds })).statusCode).toBe(200);
    let sent = await sentAbout(approved.code);
    expect(sent.map((m) => [m.channel, m.destination])).toEqual([['SMS', '11987650006']]);
    expect(sent[0]!.body).toContain(`${PUBLIC_URL}/procedures/${approved.id}`);

    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: true }, { channel: 'SMS', enabled: false }])).statusCode).toBe(200);
    const rejected = await request('OPEN');
    // A reason typed with its own full stop reads once: "…cobertura do paciente. Detalhes", never "paciente.. Detalhes".
    expect((await decide(rejected.id, { status: 'REJECTED', reason: 'Exame fora da cobertura do paciente.' })).statusCode).toBe(200);
    sent = await sentAbout(rejected.code, PAST_UNDO);
    expect(sent.map((m) => [m.channel, m.destination])).toEqual([['EMAIL', 'medico@demo.com.br']]);
    expect(sent[0]!.subject).toContain('rejeitada');
    expect(sent[0]!.body).toContain('Motivo: Exame fora da cobertura do paciente. Detalhes em');
    expect(sent[0]!.body).not.toContain('..');
    expect(sent[0]!.body).toContain(`${PUBLIC_URL}/user/edit`);

    const scheduled = await request('APPROVED');
    // An appointment already past: an item can be concluded from its appointment's day on.
    await step(scheduled.id, { step: 'SCHEDULE', childIds: scheduled.childIds, scheduledFor: '2026-04-02T08:15', place: 'Clínica Vida' });
    await step(scheduled.id, { step: 'CONCLUDE', childIds: scheduled.childIds });
    sent = await sentAbout(scheduled.code);
    // One worker round sends both (in either order).
    expect(sent.map((m) => m.subject).sort()).toEqual([`Solicitação ${scheduled.code} agendada para 02/04/2026 08:15`, `Solicitação ${scheduled.code} concluída`]);
    expect(sent.find((m) => m.subject!.includes('agendada'))!.body).toContain('02/04/2026 08:15 (horário de Brasília), local: Clínica Vida');

    const kinds = (await bell(doctor)).items.filter((n) => [approved.code, rejected.code, scheduled.code].includes(n.data.code)).map((n) => n.kind);
    expect(kinds).toEqual(['REQUEST_CONCLUDED', 'REQUEST_SCHEDULED', 'REQUEST_REJECTED', 'REQUEST_APPROVED']);
  });

  it('sends nothing on a channel that is off (the bell still shows it), and refuses SMS without a phone', async () => {
    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: false }, { channel: 'SMS', enabled: false }])).statusCode).toBe(200);
    const p = await request('OPEN');
    await decide(p.id, { status: 'APPROVED', procedureIds: p.childIds });
    expect(await sentAbout(p.code)).toEqual([]);
    expect((await bell(doctor)).items[0]).toMatchObject({ kind: 'REQUEST_APPROVED', data: { code: p.code }, readAt: null });

    const noPhone = await t.insertUser({ email: 'sem.celular@demo.com.br', name: 'Sem Celular', type: 'ADMIN', approved: true, phone: null });
    await t.app.db.execute(`insert into program_users (user_id, program_id) values (${noPhone.id}, ${programId})`);
    const user = await t.as('sem.celular@demo.com.br');
    const res = await choose(user, [{ channel: 'SMS', enabled: true }]);
    expect(res.json<{ code: string }>().code).toBe('notificationChannelUnavailable');
    const prefs = (await user({ method: 'GET', url: '/api/notifications/preferences' })).json<NotificationPreferences>();
    expect(prefs.channels).toEqual([
      { channel: 'EMAIL', enabled: true, destination: 'sem.celular@demo.com.br' }, { channel: 'SMS', enabled: false, destination: null },
      { channel: 'WHATSAPP', enabled: false, destination: null },
    ]);
  });

  it('by WhatsApp when chosen: with SMS on too, one WhatsApp message whose fallback is the SMS; alone, no fallback', async () => {
    const whatsAppTo = async (code: string, afterMs = 0) => (await sentAbout(code, afterMs)).map((m) => [m.channel, m.destination, m.deliveryStatus]);
    const flagOf = async (code: string) => (await t.app.db.select().from(outboundMessages).where(eq(outboundMessages.channel, 'WHATSAPP')))
      .filter((m) => m.body.includes(code)).map((m) => [m.smsFallback, m.template?.name]);
    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: false }, { channel: 'SMS', enabled: true }, { channel: 'WHATSAPP', enabled: true }])).statusCode).toBe(200);
    const both = await request('OPEN');
    await decide(both.id, { status: 'APPROVED', procedureIds: both.childIds });
    expect(await whatsAppTo(both.code)).toEqual([['WHATSAPP', '11987650006', 'delivered']]);
    expect(await flagOf(both.code)).toEqual([[true, 'atualizacao_solicitacao']]);

    expect((await choose(doctor, [{ channel: 'SMS', enabled: false }])).statusCode).toBe(200);
    const alone = await request('OPEN');
    await decide(alone.id, { status: 'REJECTED', reason: 'Duplicada' });
    expect(await whatsAppTo(alone.code, PAST_UNDO)).toEqual([['WHATSAPP', '11987650006', 'delivered']]);
    expect(await flagOf(alone.code)).toEqual([[false, 'atualizacao_solicitacao']]);
    expect((await choose(doctor, [{ channel: 'WHATSAPP', enabled: false }])).statusCode).toBe(200);
  });
});

describe('an SMS fallback of a notification', () => {
  it('is not sent to a user who turned SMS off before it was due: it is recorded as refused', async () => {
    // A phone the WhatsApp simulator leaves "sent", so the fallback waits for its time.
    const late = await t.insertUser({ email: 'aviso.tarde@demo.com.br', name: 'Aviso Tarde', type: 'ADMIN', approved: true, phone: '11971189999' });
    await t.app.db.execute(`insert into program_users (user_id, program_id) values (${late.id}, ${programId})`);
    const user = await t.as('aviso.tarde@demo.com.br');
    expect((await choose(user, [{ channel: 'EMAIL', enabled: false }, { channel: 'SMS', enabled: true }, { channel: 'WHATSAPP', enabled: true }])).statusCode).toBe(200);
    const p = await request('OPEN', late.id);
    await decide(p.id, { status: 'APPROVED', procedureIds: p.childIds });
    expect((await sentAbout(p.code)).map((m) => [m.channel, m.deliveryStatus])).toEqual([['WHATSAPP', 'sent']]);
    expect((await choose(user, [{ channel: 'SMS', enabled: false }])).statusCode).toBe(200);
    const sent = await sentAbout(p.code, t.app.deps.config.whatsapp.fallbackMs + 1000);
    expect(sent.map((m) => [m.channel, m.status, m.sentAt])).toEqual([['WHATSAPP', 'SENT', expect.any(String)], ['SMS', 'FAILED', null]]);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.smsFallbackRefused'), eq(auditLog.entityId, String(late.id))));
    expect(audits.map((a) => a.entity)).toEqual(['user']);
  });
});

describe('a rejection\'s notice waits for its undo window', () => {
  const noticesOf = async (code: string) => (await bell(doctor)).items.filter((n) => n.data.code === code).map((n) => n.kind);
  const undo = (id: number) => admin({ method: 'POST', url: `/api/procedures/${id}/undo-rejection` });

  it('tells the requester only once the minute has passed, on the bell and on their channels', async () => {
    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: true }, { channel: 'SMS', enabled: true }])).statusCode).toBe(200);
    const p = await request('OPEN');
    expect((await decide(p.id, { status: 'REJECTED', reason: 'Sem cobertura' })).statusCode).toBe(200);
    expect(await sentAbout(p.code)).toEqual([]);
    expect(await noticesOf(p.code)).toEqual([]);
    expect((await sentAbout(p.code, PAST_UNDO)).map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(await noticesOf(p.code)).toEqual(['REQUEST_REJECTED']);
    expect((await bell(doctor)).items.find((n) => n.data.code === p.code)).toMatchObject({ data: { reason: 'Sem cobertura' }, readAt: null });
    // A repeated worker round tells nothing twice.
    expect(await sentAbout(p.code, PAST_UNDO)).toHaveLength(2);
  });

  it('an undone rejection leaves nothing; rejected again, it is told once, for the new decision', async () => {
    const p = await request('OPEN');
    const bulk = await admin({ method: 'POST', url: '/api/procedures/decisions', payload: { status: 'REJECTED', procedureIds: [p.id], reason: 'Engano' } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await undo(p.id)).statusCode).toBe(200);
    expect(await sentAbout(p.code, PAST_UNDO)).toEqual([]);
    expect(await noticesOf(p.code)).toEqual([]);

    expect((await decide(p.id, { status: 'REJECTED', reason: 'Fora do protocolo' })).statusCode).toBe(200);
    expect(await sentAbout(p.code, PAST_UNDO)).toHaveLength(2);
    expect(await noticesOf(p.code)).toEqual(['REQUEST_REJECTED']);
    expect((await bell(doctor)).items.find((n) => n.data.code === p.code)).toMatchObject({ data: { reason: 'Fora do protocolo' } });
  });

  it('once told (a worker whose clock ran ahead), the rejection can no longer be undone', async () => {
    const p = await request('OPEN');
    await decide(p.id, { status: 'REJECTED', reason: 'Duplicada' });
    await sentAbout(p.code, PAST_UNDO);
    const late = await undo(p.id);
    expect([late.statusCode, late.json<{ code: string }>().code]).toEqual([409, 'rejectionUndoExpired']);
    expect((await admin({ method: 'GET', url: `/api/procedures/${p.id}` })).json<ProcedureDetail>().status).toBe('REJECTED');
    expect((await choose(doctor, [{ channel: 'EMAIL', enabled: true }, { channel: 'SMS', enabled: false }])).statusCode).toBe(200);
  });
});

describe('the bell', () => {
  it('lists and marks read only the caller\'s own notifications', async () => {
    const mine = await request('OPEN');
    const theirs = await request('OPEN', otherDoctorId);
    await decide(mine.id, { status: 'APPROVED', procedureIds: mine.childIds });
    await decide(theirs.id, { status: 'REJECTED', reason: 'Duplicada' });
    const list = await bell(doctor);
    expect(list.items.some((n) => n.data.code === mine.code)).toBe(true);
    expect(list.items.some((n) => n.data.code === theirs.code)).toBe(false);
    expect(list.unread).toBe(list.items.filter((n) => n.readAt === null).length);
    expect((await bell(admin)).items).toEqual([]);

    // Someone else marking the doctor's notification read changes nothing.
    const id = list.items.find((n) => n.data.code === mine.code)!.id;
    await admin({ method: 'POST', url: '/api/notifications/read', payload: { ids: [id] } });
    expect((await bell(doctor)).unread).toBe(list.unread);
    const one = await doctor({ method: 'POST', url: '/api/notifications/read', payload: { ids: [id] } });
    expect(one.json()).toEqual({ unread: list.unread - 1 });
    const all = await doctor({ method: 'POST', url: '/api/notifications/read', payload: {} });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await t.anon({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});
