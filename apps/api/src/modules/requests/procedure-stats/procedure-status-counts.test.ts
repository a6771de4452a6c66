import { describe, expect, it } from 'vitest';
import type { DisplayProcedureStatus, ProcedureStatusCounts, ProcedureType, WeeklyVolume } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { procedures } from '#db/schema/index.ts';
import { queryRows } from '#db/client.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { okJson } from '#test/ok-json.ts';
import { buildHierarchy, type Hierarchy, type Member } from '#test/hierarchy-fixture.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * The dashboard by status through HTTP: counts per type and displayed status bounded by the
 * viewer's programme and hierarchy (two hierarchies, `test/hierarchy-fixture.ts`), and the weekly
 * volume. The app clock is set far ahead (Wednesday 2042-01-15, 15:00 in São Paulo), so only this
 * file's requests fall in the twelve weeks.
 */
const NOW = new Date('2042-01-15T18:00:00Z');

let t: TestApp;
let h: Hierarchy;
const clients = {} as Record<'admin' | Member, Client>;

useTestApp(async (app) => {
  t = app;
  t.app.deps = { ...t.app.deps, now: () => NOW };
  h = await buildHierarchy(t);
  const [admin, doctor1, rep1, rep2, district1] = await Promise.all([
    t.as('ADMIN'), h.as('doctor1'), h.as('rep1'), h.as('rep2'), h.as('district1'),
  ]);
  Object.assign(clients, { admin, doctor1, rep1, rep2, district1 });
});

interface NewRequest { type: ProcedureType; status: DisplayProcedureStatus; by: Member; createdAt?: Date; side?: 'A' | 'B' }

async function insert(...rows: NewRequest[]): Promise<void> {
  await t.app.db.insert(procedures).values(rows.map((r) => {
    const createdAt = r.createdAt ?? new Date('2030-06-01T12:00:00Z');
    const status = r.status === 'PARTIAL' ? 'APPROVED' : r.status;
    return {
      programId: h.program[r.side ?? 'A'], type: r.type, status, displayStatus: r.status, code: newProcedureCode(),
      createdById: h.members[r.by].id, createdAt, updatedAt: createdAt,
    };
  }));
}

type Counts = Record<string, number>;
async function counts(client: Client, programId = h.program.A): Promise<Counts> {
  const rows = await okJson<ProcedureStatusCounts>(client({ method: 'GET', url: `/api/procedures/status-counts/${programId}` }));
  return Object.fromEntries(rows.map((r) => [`${r.type}:${r.status}`, r.count]));
}
function delta(before: Counts, after: Counts): Counts {
  const changed: Counts = {};
  for (const [key, n] of Object.entries(after)) if (n !== (before[key] ?? 0)) changed[key] = n - (before[key] ?? 0);
  return changed;
}

describe('GET /procedures/status-counts/{programId}', () => {
  it('counts per type and displayed status only the requests each viewer reaches: own, subtree, programme', async () => {
    const viewers = ['admin', 'doctor1', 'rep1', 'rep2', 'district1'] as const;
    const before = Object.fromEntries(await Promise.all(viewers.map(async (v) => [v, await counts(clients[v])] as const)));
    await insert(
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1' },
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1' },
      { type: 'CLINICAL_EXAMINATION', status: 'PARTIAL', by: 'doctor1' },
      { type: 'SUPPLY', status: 'REJECTED', by: 'doctor1' },
      { type: 'TRAVEL', status: 'SCHEDULED', by: 'doctor1' },
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor2' },
      { type: 'SUPPLY', status: 'APPROVED', by: 'orphan' },
      // The other programme, where rep2 manages doctor1: never counted in programme A.
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1', side: 'B' },
    );
    const doctor1s = { 'CLINICAL_EXAMINATION:OPEN': 2, 'CLINICAL_EXAMINATION:PARTIAL': 1, 'SUPPLY:REJECTED': 1, 'TRAVEL:SCHEDULED': 1 };
    expect(delta(before.doctor1!, await counts(clients.doctor1))).toEqual(doctor1s);
    expect(delta(before.rep1!, await counts(clients.rep1))).toEqual(doctor1s);
    expect(delta(before.district1!, await counts(clients.district1))).toEqual(doctor1s);
    expect(delta(before.rep2!, await counts(clients.rep2))).toEqual({ 'CLINICAL_EXAMINATION:OPEN': 1 });
    expect(delta(before.admin!, await counts(clients.admin))).toEqual({
      'CLINICAL_EXAMINATION:OPEN': 3, 'CLINICAL_EXAMINATION:PARTIAL': 1, 'SUPPLY:REJECTED': 1, 'SUPPLY:APPROVED': 1, 'TRAVEL:SCHEDULED': 1,
    });
  });

  it('agrees with the list it opens: the count of a type and status is the list\'s total for that filter', async () => {
    const byStatus = await counts(clients.rep1);
    const res = await clients.rep1({ method: 'GET', url: `/api/procedures?programId=${h.program.A}&type=CLINICAL_EXAMINATION&status=OPEN&skip=0&take=1` });
    expect(res.json<{ total: number }>().total).toBe(byStatus['CLINICAL_EXAMINATION:OPEN']);
  });

  it('keeps its counts as requests change status, move or go: the kept counts equal the requests counted one by one', async () => {
    const before = await counts(clients.rep1);
    await insert(
      { type: 'SUPPLY', status: 'OPEN', by: 'doctor1' }, { type: 'SUPPLY', status: 'OPEN', by: 'doctor1' }, { type: 'SUPPLY', status: 'OPEN', by: 'doctor1' },
    );
    const mine = and(eq(procedures.createdById, h.members.doctor1.id), eq(procedures.type, 'SUPPLY'), eq(procedures.displayStatus, 'OPEN'));
    const ids = (await t.app.db.select({ id: procedures.id }).from(procedures).where(mine)).map((r) => r.id).slice(-3);
    // One statement deciding two (a bulk decision), one moving a request to a requester outside rep1's team, one removing one.
    await t.app.db.update(procedures).set({ status: 'APPROVED', displayStatus: 'APPROVED' }).where(inArray(procedures.id, ids.slice(0, 2)));
    await t.app.db.update(procedures).set({ createdById: h.members.doctor2.id }).where(eq(procedures.id, ids[0]!));
    await t.app.db.delete(procedures).where(eq(procedures.id, ids[2]!));
    expect(delta(before, await counts(clients.rep1))).toEqual({ 'SUPPLY:APPROVED': 1 });

    const drift = await queryRows<{ n: number }>(t.app.db, sql`
      select count(*)::int as n from (
        (select program_id, created_by_id, type, display_status, count(*)::int as count from procedures group by 1, 2, 3, 4
          except select program_id, created_by_id, type, display_status, count from procedure_counts)
        union all
        (select program_id, created_by_id, type, display_status, count from procedure_counts
          except select program_id, created_by_id, type, display_status, count(*)::int from procedures group by 1, 2, 3, 4)
      ) differing`);
    expect(drift[0]!.n).toBe(0);
  });

  it('answers another programme like a missing one, and only to those signed in', async () => {
    const doctor = await t.as('DOCTOR');
    for (const programId of [h.program.B, 999_999_999]) {
      const res = await doctor({ method: 'GET', url: `/api/procedures/status-counts/${programId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'programNotFound' });
    }
    expect((await t.anon({ method: 'GET', url: `/api/procedures/status-counts/${h.program.A}` })).statusCode).toBe(401);
    expect((await t.anon({ method: 'GET', url: `/api/procedures/weekly-volume/${h.program.A}` })).statusCode).toBe(401);
  });
});

describe('GET /procedures/weekly-volume/{programId}', () => {
  it('gives twelve weeks, Monday first in São Paulo time, oldest first, empty weeks as 0, within the viewer\'s reach', async () => {
    await insert(
      // Monday 2042-01-13 00:30 in São Paulo (03:30 UTC): this week.
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1', createdAt: new Date('2042-01-13T03:30:00Z') },
      // A patient's invitation and an eligibility lookup are not requests: the status table does not count them, nor does the chart.
      { type: 'PATIENTS', status: 'CONCLUDED', by: 'doctor1', createdAt: new Date('2042-01-14T12:00:00Z') },
      { type: 'CHECK_PATIENT_ELIGIBILITY', status: 'CONCLUDED', by: 'doctor1', createdAt: new Date('2042-01-14T12:00:00Z') },
      // Sunday 2042-01-12 23:30 in São Paulo (Monday 02:30 UTC): last week.
      { type: 'TRAVEL', status: 'OPEN', by: 'doctor1', createdAt: new Date('2042-01-13T02:30:00Z') },
      { type: 'SUPPLY', status: 'OPEN', by: 'doctor2', createdAt: new Date('2042-01-14T12:00:00Z') },
      // Eleven weeks before this week's Monday: the first week shown; twelve: outside.
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1', createdAt: new Date('2041-10-28T12:00:00Z') },
      { type: 'CLINICAL_EXAMINATION', status: 'OPEN', by: 'doctor1', createdAt: new Date('2041-10-21T12:00:00Z') },
    );
    const weeks = await okJson<WeeklyVolume>(clients.rep1({ method: 'GET', url: `/api/procedures/weekly-volume/${h.program.A}` }));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2041-10-28', count: 1 });
    expect(weeks.at(-2)).toEqual({ week: '2042-01-06', count: 1 });
    expect(weeks.at(-1)).toEqual({ week: '2042-01-13', count: 1 });
    expect(weeks.slice(1, -2).every((w) => w.count === 0)).toBe(true);
    const all = await okJson<WeeklyVolume>(clients.admin({ method: 'GET', url: `/api/procedures/weekly-volume/${h.program.A}` }));
    expect(all.at(-1)).toEqual({ week: '2042-01-13', count: 2 });
  });
});
