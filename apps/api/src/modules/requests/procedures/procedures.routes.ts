import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { readSpreadsheetUpload, registerSpreadsheetUploads, sendFile, SPREADSHEET_BODY_LIMIT } from '#platform/lib/spreadsheet/index.ts';
import { sendDownload } from '#catalogue/program-files/index.ts';
import { decide, undoRejection } from './procedure-decision.service.ts';
import { decideMany } from './procedure-decision-many.service.ts';
import { queue } from './procedure-decision-queue.service.ts';
import { exportProcedures } from './procedure-export.service.ts';
import { progress } from './procedure-progress.service.ts';
import * as read from './procedures-read.service.ts';
import * as sheet from './progress-import.service.ts';

const { procedures: c } = contract;
const upload = { bodyLimit: SPREADSHEET_BODY_LIMIT };

/**
 * Spec §7 Procedures: reading requests (list, export, detail, authorizer info), deciding them and
 * recording the steps after approval, singly or by the step spreadsheet (multipart, file in `file`).
 */
export async function proceduresRoutes(app: FastifyInstance): Promise<void> {
  await registerSpreadsheetUploads(app);

  route(app, c.list, ({ deps, ctx, query }) => read.list(deps, ctx, query));
  route(app, c.export, async ({ deps, ctx, query, reply }) => sendDownload(reply, await exportProcedures(deps, ctx, query)));
  route(app, c.get, ({ deps, ctx, params }) => read.get(deps, ctx, params.id));
  route(app, c.authorizerInfo, ({ deps, ctx, params }) => read.authorizerInfo(deps, ctx, params.procedureId));
  route(app, c.decide, ({ deps, ctx, params, body }) => decide(deps, ctx, params.procedureId, body));
  route(app, c.queue, ({ deps, ctx, query }) => queue(deps, ctx, query));
  route(app, c.decideMany, ({ deps, ctx, body }) => decideMany(deps, ctx, body));
  route(app, c.undoRejection, ({ deps, ctx, params }) => undoRejection(deps, ctx, params.procedureId));
  route(app, c.progress, ({ deps, ctx, params, body }) => progress(deps, ctx, params.procedureId, body));
  route(app, c.progressSpreadsheetTemplate, async ({ reply }) => sendFile(reply, await sheet.progressTemplate()));
  route(app, c.validateProgressSpreadsheet, async ({ deps, ctx, query, request }) =>
    sheet.validateProgressSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
  route(app, c.importProgressSpreadsheet, async ({ deps, ctx, query, request }) =>
    sheet.importProgressSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
}
