import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FHIR_SCOPE_TYPES, type FhirExport } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import { notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { publicLink } from '#platform/lib/public-url.ts';
import { enqueue } from '#platform/jobs/queue.ts';
import type { FhirClientGrant } from '#partners/fhir-clients/index.ts';
import * as repo from './fhir-exports.repository.ts';
import type { FhirExportFile } from './fhir-exports.repository.ts';
import { FhirError } from './operation-outcome.ts';

/**
 * Who asks for an export (decisions 0084, 0092): a backend client's bearer token, or the session of
 * a user the `/fhir-clients` screen is open to (a system administrator for any programme, an
 * administrator holding FHIR_PARTNERS for their session's).
 */
export type ExportRequester =
  | { kind: 'client'; grant: FhirClientGrant }
  | { kind: 'user'; userId: number; programId: number; allPrograms: boolean; ip: string };

/** The types an export may carry when `_type` names them: every type the API serves except Group itself. */
export const EXPORT_TYPES: readonly string[] = FHIR_SCOPE_TYPES.filter((t) => t !== 'Group');
/**
 * The types an export carries when `_type` is absent: the patients' compartment (Bulk Data IG v2),
 * so a programme without patients answers an empty manifest. Practitioner and Organization come
 * when `_type` asks for them.
 */
const COMPARTMENT_TYPES: readonly string[] = EXPORT_TYPES.filter((t) => t !== 'Practitioner' && t !== 'Organization');
export const NDJSON_FORMATS = new Set(['application/fhir+ndjson', 'application/ndjson', 'ndjson']);

export interface KickOff {
  level: 'group' | 'patient';
  /** Group/{id}: the programme named; Patient/$export: the requester's. */
  groupId?: number | undefined;
  query: Record<string, unknown>;
  request: string;
}

const covers = (requester: ExportRequester, type: string) =>
  requester.kind === 'user' || requester.grant.resourceTypes === 'all' || requester.grant.resourceTypes.includes(type);

/** The programme an export is for: a client's own (another programme's group answers 404, like one that does not exist). */
async function programOf(deps: Deps, requester: ExportRequester, groupId: number | undefined): Promise<number> {
  const own = requester.kind === 'client' ? requester.grant.programId : requester.programId;
  if (groupId === undefined) return own;
  const allowed = groupId === own || (requester.kind === 'user' && requester.allPrograms);
  if (!allowed || !(await repo.programExists(deps.db, groupId))) throw new FhirError(404, 'not-found', `Group/${groupId} is not known`);
  return groupId;
}

const oneParam = (query: Record<string, unknown>, name: string): string | undefined => {
  const value = query[name];
  if (Array.isArray(value)) throw new FhirError(400, 'invalid', `${name} may be given once`);
  return typeof value === 'string' ? value : undefined;
};

/** `_type`, `_since` and `_outputFormat` as the Bulk Data IG reads them; anything else unsupported answers 400. */
function parameters(requester: ExportRequester, query: Record<string, unknown>): { types: string[]; since: Date | null } {
  const format = oneParam(query, '_outputFormat');
  if (format !== undefined && !NDJSON_FORMATS.has(format)) throw new FhirError(400, 'not-supported', `_outputFormat ${format} is not supported; use application/fhir+ndjson`);
  for (const name of ['_typeFilter', '_elements', 'patient', 'includeAssociatedData']) {
    if (query[name] !== undefined) throw new FhirError(400, 'not-supported', `${name} is not supported`);
  }
  const sinceText = oneParam(query, '_since');
  let since: Date | null = null;
  if (sinceText !== undefined) {
    since = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(sinceText) ? new Date(sinceText) : new Date(NaN);
    if (Number.isNaN(since.getTime())) throw new FhirError(400, 'invalid', '_since must be a FHIR instant');
  }
  const typeText = oneParam(query, '_type');
  const types = typeText === undefined ? COMPARTMENT_TYPES.filter((t) => covers(requester, t)) : [...new Set(typeText.split(',').map((t) => t.trim()).filter(Boolean))];
  for (const type of types) {
    if (!EXPORT_TYPES.includes(type)) throw new FhirError(400, 'not-supported', `_type ${type} is not exported`);
    if (!covers(requester, type)) throw new FhirError(403, 'forbidden', `the access token's scopes do not cover ${type}`);
  }
  if (types.length === 0) throw new FhirError(403, 'forbidden', 'the access token covers no exported type');
  return { types, since };
}

const actorOf = async (deps: Deps, requester: ExportRequester): Promise<number | null> =>
  requester.kind === 'user' ? requester.userId : repo.clientOwner(deps.db, requester.grant.clientId);

/** The kick-off: records the job, audited, and queues it; answers its id. */
export async function kickOffExport(deps: Deps, requester: ExportRequester, input: KickOff): Promise<string> {
  const { types, since } = parameters(requester, input.query);
  const programId = await programOf(deps, requester, input.groupId);
  const id = randomUUID();
  const actorId = await actorOf(deps, requester);
  await deps.db.transaction(async (tx) => {
    await repo.insertJob(tx, {
      id, programId, level: input.level, request: input.request, types, since, transactionTime: deps.now(), createdAt: deps.now(),
      requestedByUserId: requester.kind === 'user' ? requester.userId : null,
      requestedByClientId: requester.kind === 'client' ? requester.grant.clientId : null,
    });
    await recordAudit(tx, {
      actorId, action: 'fhir.export', entity: 'fhirExport', entityId: id, ip: requester.kind === 'user' ? requester.ip : null,
      after: { programId, level: input.level, types, since: since?.toISOString() ?? null, clientId: requester.kind === 'client' ? requester.grant.clientId : null },
    });
    await enqueue(tx, 'fhirExport', { exportId: id }, { maxAttempts: 1 });
  });
  return id;
}

/** A job the requester may see: a client's own, or any of an administrator's programme; others answer 404. */
async function visibleJob(deps: Deps, requester: ExportRequester, id: string): Promise<repo.ExportJobRow> {
  const job = /^[0-9a-f-]{36}$/.test(id) ? await repo.findJob(deps.db, id) : undefined;
  const visible = job && (requester.kind === 'client'
    ? job.requestedByClientId === requester.grant.clientId && job.programId === requester.grant.programId
    : requester.allPrograms || job.programId === requester.programId);
  if (!visible) throw new FhirError(404, 'not-found', 'no such export');
  return job;
}

export const statusPath = (id: string) => `/fhir/R4/$export-status/${id}`;
const filePath = (id: string, index: number) => `/fhir/R4/$export-file/${id}/${index}`;

export type ExportStatus =
  | { state: 'pending'; progress: string }
  | { state: 'complete'; manifest: Record<string, unknown>; expires: Date | null };

/** The status URL's answer: in progress, the manifest, or an OperationOutcome (failed, cancelled, expired). */
export async function exportStatus(deps: Deps, requester: ExportRequester, id: string): Promise<ExportStatus> {
  const job = await visibleJob(deps, requester, id);
  if (job.status === 'queued' || job.status === 'running') {
    return { state: 'pending', progress: `${job.status === 'queued' ? 'queued' : 'in progress'}: ${job.progress} resources` };
  }
  if (job.status === 'cancelled') throw new FhirError(404, 'not-found', 'the export was cancelled');
  if (job.status === 'failed') throw new FhirError(500, 'exception', job.error[0]?.message ?? 'the export failed');
  if (job.expiresAt && job.expiresAt <= deps.now()) throw new FhirError(404, 'not-found', 'the export has expired');
  const link = (path: string) => publicLink(deps.config, path);
  return {
    state: 'complete',
    expires: job.expiresAt,
    manifest: {
      transactionTime: job.transactionTime.toISOString(),
      request: job.request,
      requiresAccessToken: true,
      output: job.output.map((file, index) => ({ type: file.type, url: link(filePath(job.id, index)), count: file.count })),
      error: job.error.length === 0 ? [] : [{ type: 'OperationOutcome', url: link(statusPath(job.id)) }],
    },
  };
}

/** `DELETE` on the status URL: cancels a running export or forgets a finished one, deleting its files; audited. */
export async function cancelExport(deps: Deps, requester: ExportRequester, id: string): Promise<void> {
  const job = await visibleJob(deps, requester, id);
  if (job.status === 'cancelled') throw new FhirError(404, 'not-found', 'the export was already cancelled');
  const at = deps.now();
  await repo.updateJob(deps.db, id, { status: 'cancelled', cancelledAt: at, output: [] });
  for (const file of job.output) await deps.storage.delete(file.key);
  await recordAudit(deps.db, {
    actorId: await actorOf(deps, requester), action: 'fhir.exportCancelled', entity: 'fhirExport', entityId: id, ip: requester.kind === 'user' ? requester.ip : null,
  });
}

/** One output file's bytes, for its requester while the export lasts; audited. */
export async function exportFile(deps: Deps, requester: ExportRequester, id: string, index: number): Promise<Readable> {
  const job = await visibleJob(deps, requester, id);
  const file: FhirExportFile | undefined = job.status === 'completed' ? job.output[index] : undefined;
  if (!file || (job.expiresAt && job.expiresAt <= deps.now())) throw new FhirError(404, 'not-found', 'no such file');
  if (!covers(requester, file.type)) throw new FhirError(403, 'forbidden', `the access token's scopes do not cover ${file.type}`);
  await recordAudit(deps.db, {
    actorId: await actorOf(deps, requester), action: 'fhir.exportDownload', entity: 'fhirExport', entityId: id,
    ip: requester.kind === 'user' ? requester.ip : null, after: { type: file.type, count: file.count, index },
  });
  return deps.storage.get(file.key);
}

/** `GET /api/fhir/exports?programId=`: the programme's exports for its administrators' screen. */
export async function listFhirExports(deps: Deps, ctx: RequestContext, programId: number): Promise<{ items: FhirExport[] }> {
  const id = programIn(ctx.scope, programId, 'programNotFound');
  if (!(await repo.programExists(deps.db, id))) throw notFound('programNotFound');
  const rows = await repo.listJobs(deps.db, id);
  return {
    items: rows.map(({ job, userName, clientName }) => ({
      id: job.id, programId: job.programId, level: job.level, requestedBy: userName, clientName, types: job.types,
      since: job.since?.toISOString() ?? null, status: job.status, createdAt: job.createdAt.toISOString(),
      completedAt: job.completedAt?.toISOString() ?? null, expiresAt: job.expiresAt?.toISOString() ?? null,
      resources: job.output.reduce((n, f) => n + f.count, 0), bytes: job.output.reduce((n, f) => n + f.bytes, 0),
    })),
  };
}
