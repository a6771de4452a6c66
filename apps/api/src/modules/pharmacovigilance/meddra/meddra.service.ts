import type { MeddraRelease, MeddraTerm } from '@portal/domain';
import { meddraVersionFieldSchema } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programIn } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { decodeAscii, parseLlts, parsePts } from './meddra-ascii.ts';
import * as repo from './meddra.repository.ts';

/** A full English llt.asc is ≈ 6 MB; room for a larger language. */
export const MEDDRA_FILE_MAX_BYTES = 40 * 1024 * 1024;

const invalid = () => new AppError('meddraFileInvalid', 400);
const view = (row: repo.MeddraReleaseRow): MeddraRelease =>
  ({ id: row.id, version: row.version, llts: row.lltCount, uploadedAt: row.createdAt.toISOString() });

/** The parts of a release upload: the version label and the two files' bytes. */
export interface MeddraUpload { version: string | undefined; llt: Buffer | undefined; pt: Buffer | undefined }

/** `POST /meddra/releases`: stores the company's release (LLTs with their PT and primary SOC), audited. */
export async function uploadRelease(deps: Deps, ctx: RequestContext, programId: number | undefined, readUpload: () => Promise<MeddraUpload>): Promise<MeddraRelease> {
  const program = programIn(ctx.scope, programId, 'programNotFound');
  const upload = await readUpload();
  const version = meddraVersionFieldSchema.safeParse({ version: upload.version ?? '' });
  if (!version.success) throw new AppError('validation', 400, { version: ['validation.meddraVersion'] });
  if (!upload.llt || !upload.pt) throw new AppError('fileRequired', 400);
  const llts = parseLlts(decodeAscii(upload.llt));
  const pts = parsePts(decodeAscii(upload.pt));
  if (!llts || !pts) throw invalid();
  const ptByCode = new Map(pts.map((p) => [p.ptCode, p]));
  return deps.db.transaction(async (tx) => {
    const release = await repo.insertRelease(tx, {
      programId: program, version: version.data.version, lltCount: llts.length, uploadedById: ctx.userId, createdAt: deps.now(),
    });
    await repo.insertLlts(tx, llts.map((l) => ({
      releaseId: release.id, lltCode: l.lltCode, lltName: l.lltName, ptCode: l.ptCode,
      ptName: ptByCode.get(l.ptCode)?.ptName ?? null, socCode: ptByCode.get(l.ptCode)?.socCode ?? null, current: l.current,
    })));
    await recordAudit(tx, {
      actorId: ctx.actor.userId, action: 'meddra.upload', entity: 'meddraRelease', entityId: release.id,
      after: { programId: program, version: release.version, llts: llts.length, pts: pts.length }, ip: ctx.actor.ip,
    });
    return view(release);
  });
}

export async function listReleases(deps: Deps, ctx: RequestContext, programId: number | undefined): Promise<MeddraRelease[]> {
  return (await repo.listReleases(deps.db, programIn(ctx.scope, programId, 'programNotFound'))).map(view);
}

/** `GET /meddra/llts?q=`: the case editor's term search in the programme's latest release (none loaded: no terms). */
export async function searchTerms(deps: Deps, ctx: RequestContext, programId: number | undefined, q: string): Promise<MeddraTerm[]> {
  const release = await repo.latestRelease(deps.db, programIn(ctx.scope, programId, 'programNotFound'));
  if (!release) return [];
  const rows = await repo.searchLlts(deps.db, release.id, q, 30);
  return rows.map((r) => ({ ...r, version: release.version }));
}

/**
 * The MedDRA check of a coding: every LLT code must be in the programme's latest release, with
 * that release's version. Answers the codes that are not (empty when all are, or none is coded).
 */
export async function unknownLltCodes(db: DbOrTx, programId: number, coded: readonly { lltCode: string | null; meddraVersion: string | null }[]) {
  const codes = coded.map((r) => r.lltCode).filter((c): c is string => c !== null);
  if (codes.length === 0) return { release: undefined, unknown: [] as string[] };
  const release = await repo.latestRelease(db, programId);
  if (!release) return { release: undefined, unknown: codes };
  const known = await repo.knownCodes(db, release.id, codes);
  return { release, unknown: codes.filter((c) => !known.has(c)) };
}
