import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { todayInBrazil, type AckResult, type PvSettings } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn, type ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { recordPatientReads } from '#platform/lib/patient-reads.ts';
import { findReportsByProtocols, listReportsAfter, type AdverseEventReport } from '#patients/adverse-events/index.ts';
import { casesByMessageIds, insertAck, insertExports, latestVersions, loadCase, recordCaseRead } from '../cases/index.ts';
import { settingsOf } from '../settings/index.ts';
import { parseAck } from './ack.ts';
import { batchClose, batchOpen, caseMessageXml, messageIdOf, missingElements, missingSettingElements, safetyReportIdOf } from './e2b-message.ts';
import * as repo from './e2b.repository.ts';

export const E2B_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Cases read and written per step of a batch: the memory a batch holds whatever its size. */
export const BATCH_PAGE = 200;
export const ACK_MAX_BYTES = 5 * 1024 * 1024;

export interface E2bFile { name: string; body: string | Readable }

const incomplete = (missing: readonly string[]) =>
  new AppError('pvCaseIncomplete', 422, { e2b: [...missing] }, { elements: missing.join(', ') });

/**
 * The programme and its settings, refused with 422 `pvSettingsMissing` (the missing elements in
 * `fields.e2b`) while its E2B identifiers are not configured: no case of it can be filed until they
 * are, and the user is sent to the settings rather than to the case.
 */
async function programmeOf(db: DbOrTx, programId: ScopedProgramId) {
  const [programme, settings] = await Promise.all([repo.findProgramme(db, programId), settingsOf(db, programId)]);
  if (!programme) throw notFound('programNotFound');
  const missing = missingSettingElements(settings);
  if (missing.length > 0) throw new AppError('pvSettingsMissing', 422, { e2b: missing });
  return { programme, settings };
}

const batchIdOf = (settings: PvSettings, at: Date) =>
  `BR-${settings.companyCode || 'PORTAL'}-${at.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomUUID().slice(0, 8)}`;

/**
 * `GET /adverse-events/{protocol}/e2b`: the case's latest version as one E2B(R3) message in its
 * batch; refused with 422 naming the missing elements. The export is recorded (what went out),
 * audited and counted in the patient's privacy centre.
 */
export async function exportCase(deps: Deps, ctx: RequestContext, protocol: string): Promise<E2bFile> {
  return deps.db.transaction(async (tx) => {
    const loaded = await loadCase(tx, ctx, protocol);
    const { programme, settings } = await programmeOf(tx, loaded.programId);
    const missing = missingElements({ coding: loaded.coding, settings });
    if (!loaded.latest && !missing.includes('E.i.2.1b')) missing.push('E.i.2.1b');
    if (missing.length > 0 || !loaded.latest) throw incomplete(missing);
    const now = deps.now();
    const batchId = batchIdOf(settings, now);
    const c11 = safetyReportIdOf(settings.companyCode, protocol);
    const xml = batchOpen(batchId, now) + caseMessageXml({
      protocol, version: loaded.latest.version, coding: loaded.coding, dayZero: todayInBrazil(loaded.report.createdAt),
      mostRecentInfo: loaded.latest.createdAt, settings, programme,
    }, now) + batchClose(settings);
    await insertExports(tx, [{
      adverseEventId: loaded.report.id, version: loaded.latest.version, safetyReportId: c11, messageId: messageIdOf(c11, loaded.latest.version),
      batchId, exportedById: ctx.userId, createdAt: now,
    }]);
    await recordCaseRead(tx, ctx, loaded, now, 'export');
    return { name: `${c11}-V${loaded.latest.version}.xml`, body: xml };
  });
}

/** The reports of a batch, a page at a time: the named protocols, or every report of the programme. */
async function* reportPages(db: DbOrTx, programId: ScopedProgramId, protocols: string[] | undefined): AsyncGenerator<AdverseEventReport[]> {
  if (protocols) {
    for (let i = 0; i < protocols.length; i += BATCH_PAGE) yield await findReportsByProtocols(db, programId, protocols.slice(i, i + BATCH_PAGE));
    return;
  }
  for (let after = 0; ;) {
    const page = await listReportsAfter(db, programId, after, BATCH_PAGE);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

/**
 * `GET /adverse-events/e2b`: many cases in one batch, streamed a page of cases at a time (bounded
 * memory whatever the count). Cases with no version or still incomplete are left out and named
 * in a closing comment; each page's exports and privacy-centre reads are written before it is sent.
 */
export async function exportBatch(deps: Deps, ctx: RequestContext, programId: number | undefined, protocolList: string | undefined): Promise<E2bFile> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const { programme, settings } = await programmeOf(deps.db, program);
  const protocols = protocolList ? [...new Set(protocolList.split(',').map((p) => p.trim()).filter(Boolean))] : undefined;
  const now = deps.now();
  const batchId = batchIdOf(settings, now);
  await recordAudit(deps.db, {
    actorId: ctx.actor.userId, action: 'pvCase.export', entity: 'pvCase', entityId: `batch:${batchId}`,
    after: { programId: program, protocols: protocols?.length ?? 'all' }, ip: ctx.actor.ip,
  });
  const { db } = deps;
  async function* body(): AsyncGenerator<string> {
    yield batchOpen(batchId, now);
    const skipped: string[] = [];
    let exported = 0;
    for await (const page of reportPages(db, program, protocols)) {
      const latest = await latestVersions(db, page.map((r) => r.id));
      const parts: string[] = [];
      const rows: Parameters<typeof insertExports>[1] = [];
      for (const report of page) {
        const version = latest.get(report.id);
        if (!version || missingElements({ coding: version.coding, settings }).length > 0) {
          skipped.push(report.protocol);
          continue;
        }
        const c11 = safetyReportIdOf(settings.companyCode, report.protocol);
        parts.push(caseMessageXml({
          protocol: report.protocol, version: version.version, coding: version.coding, dayZero: todayInBrazil(report.createdAt),
          mostRecentInfo: version.createdAt, settings, programme,
        }, now));
        rows.push({ adverseEventId: report.id, version: version.version, safetyReportId: c11, messageId: messageIdOf(c11, version.version), batchId, exportedById: ctx.userId, createdAt: now });
      }
      await db.transaction(async (tx) => {
        await insertExports(tx, rows);
        const exportedIds = new Set(rows.map((x) => x.adverseEventId));
        const procedureIds = page.filter((r) => r.procedureId !== null && exportedIds.has(r.id)).map((r) => r.procedureId!);
        await recordPatientReads(tx, { readerId: ctx.userId, at: now, source: 'pharmacovigilanceCase', batched: true }, { procedureIds });
      });
      exported += rows.length;
      if (parts.length > 0) yield parts.join('');
    }
    if (skipped.length > 0) yield `<!-- ${exported} exported; not complete, left out: ${skipped.join(' ')} -->`;
    yield batchClose(settings);
  }
  return { name: `${batchId}.xml`, body: Readable.from(body()) };
}

/**
 * `POST /adverse-events/acknowledgements`: the gateway's `.ack`, stored against each case of the
 * caller's programme whose message it answers (CA accepted; CR or AR rejected); other message
 * numbers come back as unknown.
 */
export async function uploadAck(deps: Deps, ctx: RequestContext, programId: number | undefined, readFile: () => Promise<Buffer>): Promise<AckResult> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const ack = parseAck((await readFile()).toString('utf8'));
  if (!ack) throw new AppError('ackFileInvalid', 400);
  return deps.db.transaction(async (tx) => {
    const known = await casesByMessageIds(tx, ack.messages.flatMap((m) => m.messageIds));
    const result: AckResult = { cases: [], unknown: [] };
    for (const message of ack.messages) {
      const found = known.find((k) => k.programId === program && message.messageIds.some((id) => id === k.messageId || id === k.safetyReportId));
      if (!found) {
        result.unknown.push(message.messageIds.join(' '));
        continue;
      }
      await insertAck(tx, {
        adverseEventId: found.adverseEventId, accepted: message.accepted, code: message.code, message: message.message?.slice(0, 2000) ?? null,
        batchId: ack.batchId, uploadedById: ctx.userId, createdAt: deps.now(),
      });
      await recordAudit(tx, {
        actorId: ctx.actor.userId, action: 'pvCase.acknowledgement', entity: 'pvCase', entityId: found.protocol,
        after: { code: message.code, accepted: message.accepted, batchId: ack.batchId }, ip: ctx.actor.ip,
      });
      result.cases.push({ protocol: found.protocol, accepted: message.accepted, code: message.code });
    }
    return result;
  });
}
