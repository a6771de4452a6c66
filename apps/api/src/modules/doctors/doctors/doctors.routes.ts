import type { FastifyInstance } from 'fastify';
import { contract } from '@portal/domain/contracts';
import { route } from '#platform/http/route.ts';
import { readSpreadsheetUpload, registerSpreadsheetUploads, sendFile, SPREADSHEET_BODY_LIMIT } from '#platform/lib/spreadsheet/index.ts';
import * as service from './doctors.service.ts';
import * as importing from './doctors-import.service.ts';

const { doctors: c } = contract;
const upload = { bodyLimit: SPREADSHEET_BODY_LIMIT };

/**
 * Spec §7 Doctors (contracts in @portal/domain/contracts/doctors): the programme's doctors list and
 * detail, the spreadsheet import (multipart, the file in `file`) and the one-time programme notice.
 * The public CRM lookup lives in the doctors-lookup module.
 */
export async function doctorsRoutes(app: FastifyInstance): Promise<void> {
  await registerSpreadsheetUploads(app);

  route(app, c.list, ({ deps, ctx, query }) => service.listDoctors(deps, ctx, query));
  route(app, c.get, ({ deps, ctx, params, query }) => service.getDoctor(deps, ctx, params.doctorId, query.programId));
  route(app, c.spreadsheetTemplate, async ({ reply }) => sendFile(reply, await importing.doctorTemplate()));
  route(app, c.validateSpreadsheet, async ({ deps, ctx, query, request }) =>
    importing.validateDoctorsSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
  route(app, c.importSpreadsheet, async ({ deps, ctx, query, request }) =>
    importing.importDoctorsSpreadsheet(deps, ctx, query.programId, await readSpreadsheetUpload(request)), upload);
  route(app, c.notice, ({ deps, ctx }) => service.programNotice(deps, ctx));
  route(app, c.noticeSeen, ({ deps, ctx }) => service.markProgramNoticeSeen(deps, ctx));
}
