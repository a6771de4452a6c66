import { sql } from 'drizzle-orm';
import { todayInBrazil } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { patientReads, procedures } from '#db/schema/index.ts';
import { auditsInsert, recordAudits, type AuditEntry } from './audit.ts';
import { GroupCommit } from './group-commit.ts';
import { isDatabaseUnavailable } from './pg-errors.ts';
import { recordPatientReads, type PatientReadEvent } from './patient-reads.ts';

/**
 * The record of a read that answers at once (a list or queue page, a search): its audit entries
 * and, for a page of requests, a showing for each of its patients (decision 0064), written before
 * the answer leaves.
 */
export interface ReadRecord {
  audits: readonly AuditEntry[];
  shown?: { event: PatientReadEvent; procedureIds: readonly number[] } | undefined;
}

/**
 * Writes a read's record. Reads recorded at the same moment in this process share one statement
 * (group commit, decision 0093): while one statement runs, the reads that arrive wait for the next,
 * which carries all of them, so the readers of one page no longer queue one by one on its
 * patients' rows. Each caller still waits for the commit that holds its own record; a read
 * recorded alone is written at once, as before.
 */
export function recordRead(db: Db, record: ReadRecord): Promise<void> {
  if (record.audits.length === 0 && !record.shown?.procedureIds.length) return Promise.resolve();
  let batch = batches.get(db);
  if (!batch) batches.set(db, batch = new ReadBatch(db));
  return batch.add(record);
}

/** A list or queue page: its audit entry and its patients' showings. */
export const recordPageRead = (db: Db, event: PatientReadEvent, procedureIds: readonly number[], audit: AuditEntry): Promise<void> =>
  recordRead(db, { audits: [audit], shown: { event, procedureIds } });

interface Waiting extends ReadRecord { done: () => void; failed: (err: unknown) => void }

/** A statement's size stays bounded whatever the load. */
const MAX_READS_PER_STATEMENT = 200;
const batches = new WeakMap<Db, ReadBatch>();

/** The reads of one database handle, written together (`GroupCommit`). */
class ReadBatch {
  private readonly reads: GroupCommit<Waiting>;

  constructor(private readonly db: Db) {
    this.reads = new GroupCommit(MAX_READS_PER_STATEMENT, (reads) => this.write(reads));
  }

  add(record: ReadRecord): Promise<void> {
    return new Promise((done, failed) => this.reads.add({ ...record, done, failed }));
  }

  private async write(reads: Waiting[]): Promise<void> {
    try {
      await this.db.execute(readsStatement(reads));
      for (const read of reads) read.done();
    } catch (err) {
      // A database that is gone fails every read alike (each answers 503 at once): writing them one
      // by one would only knock on it again, up to MAX_READS_PER_STATEMENT times.
      if (reads.length === 1 || isDatabaseUnavailable(err)) {
        for (const read of reads) read.failed(err);
        return;
      }
      // One read's failure (a request deleted meanwhile) must not fail the others: each on its own.
      await Promise.all(reads.map((read) => writeAlone(this.db, read).then(read.done, read.failed)));
    }
  }
}

async function writeAlone(db: Db, { audits, shown }: ReadRecord): Promise<void> {
  if (!shown) return recordAudits(db, audits);
  const [audit, ...more] = audits;
  await recordPatientReads(db, shown.event, { procedureIds: shown.procedureIds }, audit);
  if (more.length > 0) await recordAudits(db, more);
}

/**
 * The reads' audit entries and their patients' showings in one statement: the showings are summed
 * per key (patient, reader, day, source, type) first, since one statement may not update a row
 * twice, and written in patient order, so two statements never lock crosswise. Like the audit
 * entries, the showings go as one array parameter per column whatever their number: the events,
 * then each shown request beside the number of its event.
 */
function readsStatement(reads: readonly ReadRecord[]) {
  const audits = reads.flatMap((r) => r.audits);
  const insertAudits = auditsInsert(audits);
  const shown = reads.flatMap((r) => (r.shown?.procedureIds.length ? [r.shown] : []));
  if (shown.length === 0) return insertAudits;
  const events = <T>(pick: (event: PatientReadEvent) => T) => sql.param(shown.map((s) => pick(s.event)));
  const eventOf = shown.flatMap((s, i) => s.procedureIds.map(() => i + 1));
  return sql`${audits.length > 0 ? sql`with audit as (${insertAudits}) ` : sql``}insert into ${patientReads}
      (patient_id, reader_id, day, source, request_type, count, first_at, last_at)
    select patient_id, reader_id, day, source, request_type, count(*)::int, min(at), max(at)
      from (
        -- Each event counts a patient once, however many of its requests are theirs.
        select distinct e.n, ${procedures.patientId} as patient_id, e.reader_id, e.day, e.source, e.request_type, e.at
          from unnest(${events((e) => e.readerId)}::int[], ${events((e) => todayInBrazil(e.at))}::date[], ${events((e) => e.source)}::text[],
            ${events((e) => e.requestType ?? '')}::text[], ${events((e) => e.at.toISOString())}::timestamptz[])
            with ordinality as e(reader_id, day, source, request_type, at, n)
          join unnest(${sql.param(eventOf)}::int[], ${sql.param(shown.flatMap((s) => [...s.procedureIds]))}::int[]) as shown(n, procedure_id) on shown.n = e.n
          join ${procedures} on ${procedures.id} = shown.procedure_id
         where ${procedures.patientId} is not null) p
     group by patient_id, reader_id, day, source, request_type order by patient_id
    on conflict (patient_id, day, reader_id, source, request_type) do update set
      count = ${patientReads.count} + excluded.count,
      last_at = greatest(${patientReads.lastAt}, excluded.last_at)`;
}
