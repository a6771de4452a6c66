import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { GlobalSearchResult } from '@portal/domain';
import { patients, procedures } from '#db/schema/index.ts';
import { queryRows } from '#db/client.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { okJson } from '#test/ok-json.ts';
import { buildHierarchy, type Hierarchy, type Member } from '#test/hierarchy-fixture.ts';
import { useTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { cpfOf } from '../procedure-requests/exam-request.test-helpers.ts';

/**
 * `patient_requesters`, which the search asks whether a patient has a request the viewer reaches
 * (decision 0110), kept by triggers on `procedures`: after requests are added, decided, moved to
 * another requester, type or patient, and removed, it holds exactly the keys the requests hold, and
 * the search finds a patient exactly while one of their requests is within the viewer's reach.
 */
let t: TestApp;
let h: Hierarchy;
let rep1: Client;
let seed: number;

useTestApp(async (app) => {
  t = app;
  h = await buildHierarchy(t);
  rep1 = await h.as('rep1');
  seed = parseInt(h.run, 16) % 1_000_000;
});

async function newPatient(n: number): Promise<{ id: number; name: string }> {
  const name = `Ubiratã ${h.run} ${n}`;
  const [row] = await t.app.db.insert(patients).values({ programId: h.program.A, cpf: cpfOf(seed * 10 + n), name }).returning({ id: patients.id });
  return { id: row!.id, name };
}

async function request(patientId: number, by: Member, type: 'CLINICAL_EXAMINATION' | 'SUPPLY' = 'CLINICAL_EXAMINATION'): Promise<number> {
  const [row] = await t.app.db.insert(procedures).values({
    programId: h.program.A, type, code: newProcedureCode(), createdById: h.members[by].id, patientId,
  }).returning({ id: procedures.id });
  return row!.id;
}

/** rep1 manages doctor1, not doctor2. */
const foundByRep1 = async (name: string) =>
  (await okJson<GlobalSearchResult>(rep1({ method: 'POST', url: '/api/search', payload: { term: name } }))).patients.map((p) => p.name);

/** Keys held by requests and not kept, or kept and held by no request: none when the triggers keep up. */
async function drift(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.app.db, sql`
    select count(*)::int as n from (
      (select patient_id, program_id, created_by_id, type from procedures where patient_id is not null
        except select patient_id, program_id, created_by_id, type from patient_requesters)
      union all
      (select patient_id, program_id, created_by_id, type from patient_requesters
        except select patient_id, program_id, created_by_id, type from procedures where patient_id is not null)
    ) differing`);
  return row!.n;
}

describe('patient_requesters, as the search reads it', () => {
  it('holds the keys of the requests through additions, decisions, moves and removals', async () => {
    const [ana, bia] = [await newPatient(1), await newPatient(2)];
    const first = await request(ana.id, 'doctor1');
    await request(ana.id, 'doctor1');
    await request(ana.id, 'doctor2', 'SUPPLY');
    await request(bia.id, 'doctor2');
    expect(await drift()).toBe(0);
    expect(await foundByRep1(`Ubiratã ${h.run}`)).toEqual([ana.name]);

    // A decision changes no key.
    await t.app.db.update(procedures).set({ status: 'APPROVED', displayStatus: 'APPROVED' }).where(eq(procedures.patientId, ana.id));
    expect(await drift()).toBe(0);

    // One of doctor1's two requests for Ana moves to doctor2: doctor1 still holds the other.
    await t.app.db.update(procedures).set({ createdById: h.members.doctor2.id }).where(eq(procedures.id, first));
    expect(await drift()).toBe(0);
    expect(await foundByRep1(`Ubiratã ${h.run}`)).toEqual([ana.name]);

    // The other moves to Bia: Ana has no request of doctor1 left, Bia now has one.
    await t.app.db.update(procedures).set({ patientId: bia.id })
      .where(sql`${procedures.patientId} = ${ana.id} and ${procedures.createdById} = ${h.members.doctor1.id}`);
    expect(await drift()).toBe(0);
    expect(await foundByRep1(`Ubiratã ${h.run}`)).toEqual([bia.name]);

    // Removing it leaves rep1 nobody to find; a request of another type leaves the key of its own.
    await t.app.db.delete(procedures).where(sql`${procedures.patientId} = ${bia.id} and ${procedures.createdById} = ${h.members.doctor1.id}`);
    expect(await drift()).toBe(0);
    expect(await foundByRep1(`Ubiratã ${h.run}`)).toEqual([]);
    await t.app.db.delete(procedures).where(sql`${procedures.patientId} = ${ana.id} and ${procedures.type} = 'SUPPLY'`);
    expect(await drift()).toBe(0);
  });

  it('keeps one key for many requests added in one statement', async () => {
    const cida = await newPatient(3);
    await t.app.db.insert(procedures).values(Array.from({ length: 5 }, () => ({
      programId: h.program.A, type: 'CLINICAL_EXAMINATION' as const, code: newProcedureCode(), createdById: h.members.doctor1.id, patientId: cida.id,
    })));
    const kept = await queryRows<{ n: number }>(t.app.db, sql`select count(*)::int as n from patient_requesters where patient_id = ${cida.id}`);
    expect(kept[0]!.n).toBe(1);
    expect(await drift()).toBe(0);
    expect(await foundByRep1(cida.name)).toEqual([cida.name]);
  });
});
