import { randomUUID } from 'node:crypto';
import type { Deps } from '#platform/context/deps.ts';
import type { JobPayloads } from '#platform/jobs/payloads.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { recordPatientReads } from '#platform/lib/patient-reads.ts';
import * as repo from './fhir-exports.repository.ts';
import type { FhirExportFile } from './fhir-exports.repository.ts';
import { FHIR_NDJSON } from './operation-outcome.ts';
import { clientAccess, isFhirResourceType, streamFhirRows } from '../fhir/index.ts';

/** A file is written when it holds this many bytes even below the row bound, so memory stays bounded whatever a resource weighs. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** Patients counted in the privacy centre per statement. */
const READS_BATCH = 1_000;

class Cancelled extends Error {}


/** Deletes the files of exports past their expiry (the rows stay, for the administrators' list). */
export async function purgeExpiredExports(deps: Deps): Promise<void> {
  for (const job of await repo.expiredWithFiles(deps.db, deps.now())) {
    for (const file of job.output) await deps.storage.delete(file.key);
    await repo.updateJob(deps.db, job.id, { output: [] });
  }
}

/**
 * Runs one Bulk Data export (decision 0084): each type's resources streamed from the source and
 * written as NDJSON files of at most `exportRowsPerFile` resources (or 32 MiB), one at a time in
 * memory, to the configured storage; every exported patient counted in their privacy centre. A
 * cancellation seen between files stops it and deletes what it wrote.
 */
export async function fhirExportJob({ exportId }: JobPayloads['fhirExport'], deps: Deps): Promise<void> {
  await purgeExpiredExports(deps);
  const job = await repo.findJob(deps.db, exportId);
  if (!job || job.status !== 'queued') return;
  await repo.updateJob(deps.db, exportId, { status: 'running' });
  const readerId = job.requestedByUserId ?? (job.requestedByClientId ? await repo.clientOwner(deps.db, job.requestedByClientId) : null) ?? 0;
  const output: FhirExportFile[] = [];
  const rowsPerFile = deps.config.fhirSmart.exportRowsPerFile;
  let progress = 0;

  const flush = async (type: string, lines: string[], bytes: number) => {
    if (lines.length === 0) return;
    const current = await repo.findJob(deps.db, exportId);
    if (current?.status !== 'running') throw new Cancelled();
    const key = `fhir-export/${randomUUID()}.jsonl`;
    await deps.storage.put(key, Buffer.from(lines.join('')), FHIR_NDJSON);
    output.push({ type, key, count: lines.length, bytes });
    progress += lines.length;
    await repo.updateJob(deps.db, exportId, { progress });
  };
  // Every patient whose data leaves, in whatever resource (a Consent, a Task…), is counted in their
  // privacy centre, once per export: the batches share the export's time, so a patient a later
  // batch names again is not counted twice (decision 0064).
  const countReads = async (patientIds: ReadonlySet<number>) => {
    if (patientIds.size === 0) return;
    await recordPatientReads(deps.db, { readerId, at: job.transactionTime, source: 'fhirExport', batched: true }, { programId: job.programId, patientIds: [...patientIds] });
  };
  // The export reads as a partner does, whoever asked: the programme's records of the asked types,
  // without the patients whose data-sharing consent does not stand (decision 0080).
  const types = job.types.filter(isFhirResourceType);
  const access = clientAccess({ programId: job.programId, clientId: job.requestedByClientId ?? '', resourceTypes: types });

  try {
    for (const type of types) {
      let lines: string[] = [];
      let bytes = 0;
      let patientIds = new Set<number>();
      for await (const { resource, patientIds: shown } of streamFhirRows(deps, access, type, { since: job.since ?? undefined })) {
        const line = `${JSON.stringify(resource)}\n`;
        lines.push(line);
        bytes += Buffer.byteLength(line);
        for (const id of shown) patientIds.add(id);
        if (patientIds.size >= READS_BATCH) { await countReads(patientIds); patientIds = new Set(); }
        if (lines.length >= rowsPerFile || bytes >= MAX_FILE_BYTES) { await flush(type, lines, bytes); lines = []; bytes = 0; }
      }
      await flush(type, lines, bytes);
      await countReads(patientIds);
    }
  } catch (error) {
    for (const file of output) await deps.storage.delete(file.key);
    if (error instanceof Cancelled) return;
    await repo.endJob(deps.db, exportId, { status: 'failed', error: [{ type: 'OperationOutcome', message: 'the export could not be written' }], completedAt: deps.now() });
    throw error;
  }
  const ended = await repo.endJob(deps.db, exportId, {
    status: 'completed', output, progress, completedAt: deps.now(), expiresAt: new Date(deps.now().getTime() + deps.config.fhirSmart.exportExpiryMs),
  });
  if (!ended) {
    for (const file of output) await deps.storage.delete(file.key);
    return;
  }
  const patientsShown = await repo.countExportReads(deps.db, { readerId, at: job.transactionTime });
  await recordAudit(deps.db, {
    actorId: readerId || null, action: 'fhir.exportCompleted', entity: 'fhirExport', entityId: exportId,
    after: { resources: progress, files: output.length, patients: patientsShown, types: Object.fromEntries(job.types.map((t) => [t, output.filter((f) => f.type === t).reduce((n, f) => n + f.count, 0)])) },
  });
}
