import { describe, expect, it } from 'vitest';
import { todayInBrazil, type AdverseEventCreated, type AdverseEventProduct, type ApiError, type CaseDetail, type CaseQueueItem } from '@portal/domain';
import { adverseEvents } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { addDays, caseClock } from './clock.ts';

let t: TestApp;
let pv: Client;
let doctor: Client;
let bemestar: number;
let products: AdverseEventProduct[];
let protocol: string;

const DAY = 86_400_000;

/** A report that arrived `daysAgo` days ago (inserted as the reports module stores one). */
async function reportFrom(daysAgo: number, serious: boolean, protocolNumber: string) {
  await t.app.db.insert(adverseEvents).values({
    programId: bemestar, protocol: protocolNumber, reporterType: 'DOCTOR', reportedById: await t.userId('medico@demo.com.br'),
    productId: products[0]!.id, patientInitials: 'JS', reporterName: 'Dr. Marcos Medeiros', reporterContact: 'medico@demo.com.br',
    description: 'Cefaleia.', onsetDate: '2026-01-02', serious, outcome: 'UNKNOWN', createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

useTestApp(async (app) => {
  t = app;
  pv = await t.as('farmacovigilancia@demo.com.br');
  doctor = await t.as('DOCTOR');
  bemestar = await t.programId('BEMESTAR');
  products = (await doctor({ method: 'GET', url: '/api/adverse-events/products' })).json();
  protocol = (await doctor({
    method: 'POST', url: '/api/adverse-events',
    payload: { productId: products[0]!.id, description: 'Urticária.', onsetDate: '2026-11-01', serious: false, outcome: 'RECOVERED', patientInitials: 'AB' },
  })).json<AdverseEventCreated>().protocol;
});

describe('the regulatory clock', () => {
  it('a serious case is due on day 15, a non-serious one after the programme\'s longer period', () => {
    expect(caseClock('2026-03-01', true, { seriousDays: 15, nonSeriousDays: 90 }, '2026-03-16')).toEqual({ dueDate: '2026-03-16', daysLeft: 0, overdue: false });
    expect(caseClock('2026-03-01', true, { seriousDays: 15, nonSeriousDays: 90 }, '2026-03-17')).toEqual({ dueDate: '2026-03-16', daysLeft: -1, overdue: true });
    expect(caseClock('2026-03-01', false, { seriousDays: 15, nonSeriousDays: 90 }, '2026-03-01').dueDate).toBe('2026-05-30');
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
  });

  it('the queue shows day zero, due date and days left, overdue first', async () => {
    await reportFrom(16, true, 'FV-2020-900001');
    await reportFrom(15, true, 'FV-2020-900002');
    const res = await pv({ method: 'GET', url: `/api/adverse-events?programId=${bemestar}` });
    expect(res.statusCode).toBe(200);
    const queue = res.json<CaseQueueItem[]>();
    const today = todayInBrazil(new Date());
    expect(queue[0]).toMatchObject({ protocol: 'FV-2020-900001', serious: true, overdue: true, daysLeft: -1, state: 'NEW', dueDate: addDays(queue[0]!.dayZero, 15) });
    const dueToday = queue.find((c) => c.protocol === 'FV-2020-900002')!;
    expect(dueToday).toMatchObject({ dueDate: today, daysLeft: 0, overdue: false });
    expect(queue.find((c) => c.protocol === protocol)).toMatchObject({ serious: false, daysLeft: 90, dayZero: today });
    // A shorter period for serious cases moves every due date.
    const settings = { senderId: 'S', receiverId: 'R', senderOrganisation: 'Demo Pharma', companyCode: 'DEMO', seriousDays: 7, nonSeriousDays: 30 };
    expect((await pv({ method: 'PUT', url: `/api/programs/${bemestar}/pharmacovigilance-settings`, payload: settings })).statusCode).toBe(200);
    const after = (await pv({ method: 'GET', url: '/api/adverse-events' })).json<CaseQueueItem[]>();
    expect(after.find((c) => c.protocol === 'FV-2020-900002')).toMatchObject({ daysLeft: -8, overdue: true });
    expect((await pv({ method: 'PUT', url: `/api/programs/${bemestar}/pharmacovigilance-settings`, payload: { ...settings, seriousDays: 20 } })).statusCode).toBe(400);
  });
});

describe('who sees the cases', () => {
  it('the pharmacovigilance user and administrators; never a doctor or a field role (server-enforced)', async () => {
    for (const type of ['DOCTOR', 'REPRESENTATIVE', 'DISTRICT_MANAGER', 'REGIONAL_MANAGER']) {
      const client = await t.as(type);
      for (const url of ['/api/adverse-events', `/api/adverse-events/${protocol}`, `/api/adverse-events/${protocol}/e2b`, '/api/meddra/llts?q=na']) {
        const res = await client({ method: 'GET', url });
        expect([type, url, res.statusCode]).toEqual([type, url, 403]);
      }
    }
    expect((await t.anon({ method: 'GET', url: '/api/adverse-events' })).statusCode).toBe(401);
    expect((await (await t.as('ADMIN'))({ method: 'GET', url: '/api/adverse-events' })).statusCode).toBe(200);
  });

  it('a case opens with the report prefilled, and the read is audited', async () => {
    const res = await pv({ method: 'GET', url: `/api/adverse-events/${protocol}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json<CaseDetail>();
    expect(detail.current).toMatchObject({
      reporterQualification: 'PHYSICIAN', reporterCountry: 'BR', narrative: 'Urticária.',
      patient: { initials: 'AB', nullFlavor: null }, products: [{ role: 'SUSPECT', productId: products[0]!.id }],
    });
    expect(detail.versions).toEqual([]);
  });

  it('another programme\'s case answers like an unknown protocol, and so does its E2B export', async () => {
    const other = await t.as('farmacovigilancia@demo.com.br', 'ABRACARAVIDA');
    for (const suffix of ['', '/versions', '/e2b']) {
      const foreign = await other({ method: 'GET', url: `/api/adverse-events/${protocol}${suffix}` });
      const unknown = await other({ method: 'GET', url: `/api/adverse-events/FV-1999-000001${suffix}` });
      expect([foreign.statusCode, foreign.json<ApiError>().code]).toEqual([404, 'pvCaseNotFound']);
      expect(foreign.body).toBe(unknown.body);
    }
    const batch = await other({ method: 'GET', url: `/api/adverse-events/e2b?programId=${bemestar}` });
    expect([batch.statusCode, batch.json<ApiError>().code]).toEqual([404, 'programNotFound']);
    const queue = await other({ method: 'GET', url: `/api/adverse-events?programId=${bemestar}` });
    expect([queue.statusCode, queue.json<ApiError>().code]).toEqual([404, 'programNotFound']);
  });
});
