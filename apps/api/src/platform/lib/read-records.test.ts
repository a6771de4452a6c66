import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, patientReads, procedures } from '#db/schema/index.ts';
import { useTestApp, type TestApp } from '#test/test-app.ts';
import { demoExamGroup, insertProcedure } from '#requests/procedures/procedures.test-helpers.ts';
import { cpfOf } from '#requests/procedure-requests/exam-request.test-helpers.ts';
import { recordAudits, type AuditEntry } from './audit.ts';
import { recordRead } from './read-records.ts';

let t: TestApp;
useTestApp((app) => { t = app; });

/** The newest `n` entries of the trail, oldest first, as they were written. */
async function lastEntries(n: number) {
  const rows = await t.app.db.select({
    actorId: auditLog.actorId, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId,
    before: auditLog.before, after: auditLog.after, ip: auditLog.ip,
  }).from(auditLog).orderBy(desc(auditLog.id)).limit(n);
  return rows.reverse();
}

const entry = (i: number, more: Partial<AuditEntry> = {}): AuditEntry =>
  ({ actorId: 1, action: 'patient.search', entity: 'procedure', entityId: i, ip: '10.0.0.1', ...more });

describe('the audit trail and the records of reads', () => {
  it('writes each entry as given, in order: nulls, numbers as ids, and any JSON in before and after', async () => {
    const tricky = { name: 'Joana "Jô" d\'Ávila \\ São Paulo', list: [1, null, { deep: ['ç', '{}', ','] }], empty: {}, flag: false };
    const entries: AuditEntry[] = [
      entry(1, { before: tricky, after: { name: 'Joana' } }),
      { actorId: null, action: 'user.update', entity: 'user', entityId: null, before: null, after: 'plain text, with {braces}', ip: null },
      entry(3, { after: [] }),
    ];
    await recordAudits(t.app.db, entries);
    expect(await lastEntries(3)).toEqual([
      { actorId: 1, action: 'patient.search', entity: 'procedure', entityId: '1', before: tricky, after: { name: 'Joana' }, ip: '10.0.0.1' },
      { actorId: null, action: 'user.update', entity: 'user', entityId: null, before: null, after: 'plain text, with {braces}', ip: null },
      { actorId: 1, action: 'patient.search', entity: 'procedure', entityId: '3', before: null, after: [], ip: '10.0.0.1' },
    ]);
  });

  it('keeps every entry of reads recorded at the same moment, which share one statement', async () => {
    const reads = Array.from({ length: 30 }, (_, i) => ({ audits: [entry(1000 + 2 * i), entry(1001 + 2 * i, { after: { i } })] }));
    await Promise.all(reads.map((read) => recordRead(t.app.db, read)));
    const written = await lastEntries(60);
    expect(written.map((w) => Number(w.entityId)).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => 1000 + i));
    expect(written.filter((w) => w.after !== null).map((w) => (w.after as { i: number }).i).sort((a, b) => a - b))
      .toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('counts, for reads recorded at the same moment, each patient once per read that showed them', async () => {
    const programId = await t.programId('BEMESTAR');
    const readerId = await t.userId('admin@demo.com.br');
    const requesterId = await t.userId('medico@demo.com.br');
    const group = await demoExamGroup(t.app.db, programId);
    const request = (name: string, cpf: string) => insertProcedure(t.app.db, { programId, requesterId, group, patient: { name, cpf } });
    const [p1, p2, q1] = [await request('Leitura Paula', cpfOf(95_201)), await request('Leitura Paula', cpfOf(95_201)), await request('Leitura Quitéria', cpfOf(95_202))];
    const at = new Date();
    const page = (procedureIds: number[]) => recordRead(t.app.db, {
      audits: [entry(procedureIds[0]!, { actorId: readerId, action: 'procedure.list' })],
      shown: { event: { readerId, at, source: 'requestList', requestType: 'CLINICAL_EXAMINATION' }, procedureIds },
    });
    // Two requests of Paula on one page count her once; a second page showing her counts again.
    await Promise.all([page([p1.id, p2.id, q1.id]), page([p2.id]), page([q1.id]), page([p1.id])]);
    const patientOf = async (id: number) => (await t.app.db.select({ id: procedures.patientId }).from(procedures).where(eq(procedures.id, id)))[0]!.id!;
    const [paula, quiteria] = [await patientOf(p1.id), await patientOf(q1.id)];
    const counts = await t.app.db.select({ patientId: patientReads.patientId, count: patientReads.count }).from(patientReads)
      .where(and(eq(patientReads.readerId, readerId), inArray(patientReads.patientId, [paula, quiteria])));
    expect(new Map(counts.map((c) => [c.patientId, c.count]))).toEqual(new Map([[paula, 3], [quiteria, 2]]));
  });
});
