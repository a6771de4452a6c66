import { describe, expect, it } from 'vitest';
import type { ProcedureStatus, ProcedureType, TimeToTherapy } from '@portal/domain';
import { procedures } from '#db/schema/index.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { okJson } from '#test/ok-json.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * The dashboard's numbers through HTTP: counts per type bounded by the viewer's hierarchy, and the
 * time-to-therapy panel on requests inserted with known timestamps. The app clock is set far ahead
 * (2040), so only this file's requests fall in the 30- and 90-day windows, and the waiting requests
 * are dated 2001, older than anything else in the database.
 */
const NOW = new Date('2040-01-01T00:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
let bemestar: number;
let abracar: number;
let doctorId: number;
let outsiderId: number;
let admin: Client;
let district: Client;
let doctor: Client;

useTestApp(async (app) => {
  t = app;
  t.app.deps = { ...t.app.deps, now: () => NOW };
  bemestar = await t.programId('BEMESTAR');
  abracar = await t.programId('ABRACARAVIDA');
  doctorId = await t.userId('medico@demo.com.br');
  // A doctor of nobody's team: only administrators see their requests.
  outsiderId = (await t.insertUser({ email: `fora.${Date.now()}@demo.com.br`, name: 'Dra. Fora da Equipe', type: 'DOCTOR', approved: true })).id;
  [admin, district, doctor] = await Promise.all([t.as('ADMIN'), t.as('DISTRICT_MANAGER'), t.as('DOCTOR')]);
});

interface NewProcedure {
  type?: ProcedureType;
  by?: number;
  programId?: number;
  status?: ProcedureStatus;
  createdAt: Date;
  approvedAt?: Date;
  concludedAt?: Date;
}

async function insert(...rows: NewProcedure[]): Promise<number[]> {
  const inserted = await t.app.db.insert(procedures).values(rows.map((r) => ({
    programId: r.programId ?? bemestar, type: r.type ?? 'CLINICAL_EXAMINATION', status: r.status ?? 'OPEN',
    code: newProcedureCode(), createdById: r.by ?? doctorId,
    createdAt: r.createdAt, updatedAt: r.createdAt, approvedAt: r.approvedAt ?? null, concludedAt: r.concludedAt ?? null,
  }))).returning({ id: procedures.id });
  return inserted.map((r) => r.id);
}

type Counts = Partial<Record<ProcedureType, number>>;
async function counts(client: Client, programId = bemestar): Promise<Counts> {
  const rows = await okJson<{ type: ProcedureType; count: number }[]>(client({ method: 'GET', url: `/api/procedures/count/${programId}` }));
  return Object.fromEntries(rows.map((r) => [r.type, r.count]));
}
function delta(before: Counts, after: Counts): Counts {
  const changed: Counts = {};
  for (const [type, n] of Object.entries(after) as [ProcedureType, number][]) {
    if (n !== (before[type] ?? 0)) changed[type] = n - (before[type] ?? 0);
  }
  return changed;
}

/** A request approved `toApproval` hours after it was made, `daysAgo` days ago (its approval). */
const approvedAfter = (toApproval: number, daysAgo: number, extra: Partial<NewProcedure> = {}): NewProcedure => {
  const approvedAt = ago(daysAgo * DAY);
  return { status: 'APPROVED', createdAt: new Date(approvedAt.getTime() - toApproval * HOUR), approvedAt, ...extra };
};
const concludedAfter = (toConclusion: number, daysAgo: number, extra: Partial<NewProcedure> = {}): NewProcedure => {
  const concludedAt = ago(daysAgo * DAY);
  const createdAt = new Date(concludedAt.getTime() - toConclusion * HOUR);
  return { status: 'CONCLUDED', createdAt, approvedAt: new Date(createdAt.getTime() + HOUR), concludedAt, ...extra };
};

const panel = (client: Client, programId = bemestar) =>
  okJson<TimeToTherapy>(client({ method: 'GET', url: `/api/procedures/time-to-therapy/${programId}` }));
const rowOf = (result: TimeToTherapy, days: number, type: ProcedureType) =>
  result.windows.find((w) => w.days === days)?.rows.find((r) => r.type === type);

describe('GET /procedures/count/{programId}', () => {
  it('counts the requests each viewer may see, per type: the doctor their own, a manager their team\'s, an admin the programme\'s', async () => {
    const before = { admin: await counts(admin), district: await counts(district), doctor: await counts(doctor) };
    const created = ago(400 * DAY);
    await insert(
      { createdAt: created }, { createdAt: created, status: 'REJECTED' }, { type: 'FIRST_MEDICINE', createdAt: created },
      { type: 'SALESFORCE_VISIT', by: outsiderId, createdAt: created },
      { type: 'FIRST_MEDICINE', by: outsiderId, createdAt: created },
      { programId: abracar, createdAt: created },
    );
    expect(delta(before.doctor, await counts(doctor))).toEqual({ CLINICAL_EXAMINATION: 2, FIRST_MEDICINE: 1 });
    expect(delta(before.district, await counts(district))).toEqual({ CLINICAL_EXAMINATION: 2, FIRST_MEDICINE: 1 });
    expect(delta(before.admin, await counts(admin))).toEqual({ CLINICAL_EXAMINATION: 2, FIRST_MEDICINE: 2, SALESFORCE_VISIT: 1 });
  });

  it('answers another programme like a missing one, and only to those signed in', async () => {
    for (const programId of [abracar, 999_999_999]) {
      const res = await doctor({ method: 'GET', url: `/api/procedures/count/${programId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'programNotFound' });
    }
    expect((await t.anon({ method: 'GET', url: `/api/procedures/count/${bemestar}` })).statusCode).toBe(401);
  });
});

describe('GET /procedures/time-to-therapy/{programId}', () => {
  it('gives count, median and 90th percentile hours to approval and to conclusion per window, over the viewer\'s requests', async () => {
    await insert(
      // Approved in the last 30 days after 10…50 hours; one 60 days ago after 100 hours.
      ...[10, 20, 30, 40, 50].map((h, i) => approvedAfter(h, i + 1)), approvedAfter(100, 60),
      // Rejected: the decision stamps approved_at, but it is no approval.
      approvedAfter(1, 2, { status: 'REJECTED' }),
      // Concluded 48 and 72 hours after the request, in the last 30 days; one 200 days ago (outside both).
      concludedAfter(48, 3), concludedAfter(72, 4), concludedAfter(5, 200),
      // Another type, and a doctor outside the district manager's team.
      approvedAfter(6, 5, { type: 'FIRST_MEDICINE' }), approvedAfter(1000, 5, { by: outsiderId }),
    );

    const mine = await panel(district);
    expect(mine.windows.map((w) => w.days)).toEqual([30, 90]);
    // Approvals within 30 days: 10, 20, 30, 40, 50 and the two concluded ones (1 h each).
    expect(rowOf(mine, 30, 'CLINICAL_EXAMINATION')).toEqual({
      type: 'CLINICAL_EXAMINATION',
      toApproval: { count: 7, medianHours: 20, p90Hours: 44 },
      toConclusion: { count: 2, medianHours: 60, p90Hours: 69.6 },
    });
    expect(rowOf(mine, 90, 'CLINICAL_EXAMINATION')?.toApproval).toEqual({ count: 8, medianHours: 25, p90Hours: 65 });
    expect(rowOf(mine, 30, 'FIRST_MEDICINE')).toEqual({
      type: 'FIRST_MEDICINE', toApproval: { count: 1, medianHours: 6, p90Hours: 6 }, toConclusion: { count: 0, medianHours: null, p90Hours: null },
    });

    // The administrator sees the whole programme: the outsider's 1000-hour approval too.
    const all = await panel(admin);
    expect(rowOf(all, 30, 'CLINICAL_EXAMINATION')?.toApproval).toMatchObject({ count: 8, p90Hours: 335 });
  });

  it('lists the ten OPEN or APPROVED requests waiting longest, oldest first, within what the viewer sees', async () => {
    const base = new Date('2001-01-01T00:00:00Z').getTime();
    const mine = await insert(...Array.from({ length: 12 }, (_, i): NewProcedure => ({
      status: i % 2 ? 'APPROVED' : 'OPEN', createdAt: new Date(base + i * DAY), approvedAt: i % 2 ? new Date(base + i * DAY + HOUR) : undefined,
    })));
    const [outsiders] = await insert({ by: outsiderId, createdAt: new Date(base - DAY) });
    // Settled requests never wait, however old.
    await insert({ status: 'REJECTED', createdAt: new Date(base - 2 * DAY) }, { status: 'CONCLUDED', createdAt: new Date(base - 3 * DAY) });

    const { waiting } = await panel(district);
    expect(waiting.map((w) => w.id)).toEqual(mine.slice(0, 10));
    expect(waiting[0]).toMatchObject({
      type: 'CLINICAL_EXAMINATION', status: 'OPEN', createdAt: '2001-01-01T00:00:00.000Z', requester: 'Dr. Marcos Medeiros',
      waitingHours: (NOW.getTime() - base) / HOUR,
    });
    expect(waiting[1]).toMatchObject({ status: 'APPROVED' });
    const { waiting: adminWaiting } = await panel(admin);
    expect(adminWaiting[0]).toMatchObject({ id: outsiders, requester: 'Dra. Fora da Equipe' });
    expect(adminWaiting).toHaveLength(10);
  });

  it('is refused to doctors, and answers another programme like a missing one', async () => {
    const res = await doctor({ method: 'GET', url: `/api/procedures/time-to-therapy/${bemestar}` });
    expect(res.statusCode).toBe(403);
    for (const programId of [abracar, 999_999_999]) {
      const other = await district({ method: 'GET', url: `/api/procedures/time-to-therapy/${programId}` });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'programNotFound' });
    }
  });
});
