import { translate, type AdverseEventBody, type AdverseEventCreated, type PublicAdverseEventBody } from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import { programOfPublicCode, type ScopedProgramId } from '#platform/context/scope.ts';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { queueEmail } from '#messaging/outbox/index.ts';
import * as repo from './adverse-events.repository.ts';

type EventFields = Pick<AdverseEventBody, 'productId' | 'description' | 'onsetDate' | 'serious' | 'outcome'>;

interface Report extends EventFields {
  programId: ScopedProgramId;
  reporterType: 'DOCTOR' | 'PATIENT';
  reportedById: number | null;
  procedureId: number | null;
  patient: string;
  patientInitials: string | null;
  patientBirthDate: string | null;
  reporterName: string;
  reporterContact: string;
  ip: string;
}

/** `FV-2026-000042`: the year and the running number. */
const protocolOf = (now: Date, n: number) => `FV-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`;

/**
 * Stores a report (append-only) and queues its e-mail to the programme's pharmacovigilance address
 * (or the configured default) in one transaction, answering the protocol number.
 */
async function record(deps: Deps, report: Report): Promise<AdverseEventCreated> {
  const { db } = deps;
  const product = await repo.findProduct(db, report.productId, report.programId);
  if (!product) throw new AppError('adverseEventProductNotFound', 400, { productId: ['err.adverseEventProductNotFound'] });
  const program = await repo.findProgram(db, report.programId);
  if (!program) throw notFound();
  const now = deps.now();
  return db.transaction(async (tx) => {
    const protocol = protocolOf(now, await repo.nextProtocolNumber(tx));
    await repo.insertReport(tx, {
      programId: report.programId, protocol, reporterType: report.reporterType, reportedById: report.reportedById,
      procedureId: report.procedureId, productId: product.id, patientInitials: report.patientInitials,
      patientBirthDate: report.patientBirthDate, reporterName: report.reporterName, reporterContact: report.reporterContact,
      description: report.description, onsetDate: report.onsetDate, serious: report.serious, outcome: report.outcome,
      ip: report.ip, createdAt: now,
    });
    await queueEmail(tx, deps, {
      destination: program.pharmacovigilanceEmail ?? deps.config.pharmacovigilanceEmail,
      subject: translate('adverseEvents.emailSubject', { protocol, program: program.name }),
      body: translate('adverseEvents.emailBody', {
        protocol, program: program.name, reporterType: translate(`adverseEvents.reporters.${report.reporterType}`),
        reporter: `${report.reporterName} (${report.reporterContact})`, patient: report.patient, product: product.name,
        onsetDate: report.onsetDate.split('-').reverse().join('/'),
        serious: translate(report.serious ? 'adverseEvents.yes' : 'adverseEvents.no'),
        outcome: translate(`adverseEvents.outcomes.${report.outcome}`), description: report.description,
      }),
    }, now);
    return { protocol };
  });
}

const eventFields = (body: EventFields): EventFields =>
  ({ productId: body.productId, description: body.description, onsetDate: body.onsetDate, serious: body.serious, outcome: body.outcome });

/** The products of the doctor's programme. */
export const productsForDoctor = (deps: Deps, ctx: RequestContext) => repo.listProducts(deps.db, ctx.scope.programId);

/** `POST /adverse-events`: the signed-in doctor reports, naming the patient by initials. */
export async function reportAsDoctor(deps: Deps, ctx: RequestContext, body: AdverseEventBody) {
  const doctor = await repo.findUser(deps.db, ctx.userId);
  if (!doctor) throw notFound();
  return record(deps, {
    ...eventFields(body), programId: ctx.scope.programId, reporterType: 'DOCTOR', reportedById: ctx.userId, procedureId: null,
    patient: body.patientBirthDate ? `${body.patientInitials} (${body.patientBirthDate.split('-').reverse().join('/')})` : body.patientInitials,
    patientInitials: body.patientInitials, patientBirthDate: body.patientBirthDate ?? null,
    reporterName: doctor.name, reporterContact: [doctor.email, doctor.phone].filter(Boolean).join(' / '), ip: ctx.ip,
  });
}

async function procedureOf(deps: Deps, code: string) {
  const procedure = await repo.findProcedureByCode(deps.db, code);
  if (!procedure) throw notFound('patientProcedureNotFound');
  return { ...procedure, programId: programOfPublicCode(procedure.programId) };
}

/** The products of the programme of a public code. */
export async function productsForCode(deps: Deps, code: string) {
  const procedure = await procedureOf(deps, code);
  return repo.listProducts(deps.db, procedure.programId);
}

/** `POST /procedures/by-code/{code}/adverse-events`: the patient of a public link reports. */
export async function reportAsPatient(deps: Deps, code: string, body: PublicAdverseEventBody, ip: string) {
  const procedure = await procedureOf(deps, code);
  return record(deps, {
    ...eventFields(body), programId: procedure.programId, reporterType: 'PATIENT', reportedById: null, procedureId: procedure.id,
    patient: procedure.patientName ?? body.reporterName, patientInitials: null, patientBirthDate: null,
    reporterName: body.reporterName, reporterContact: body.reporterContact, ip,
  });
}
