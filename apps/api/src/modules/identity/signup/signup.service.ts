import type { z } from 'zod';
import {
  joinWorkInstitutions, onlyDigits, parseModules, signupRequirements, signupUserSchema,
  type SignupResponse, type UserType, type signupRequestSchema,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import { AppError, conflict } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { assertPasswordAllowed } from '#platform/lib/common-passwords.ts';
import { hashPassword } from '#platform/lib/password.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { newProcedureCode } from '#platform/lib/procedure-code.ts';
import { upsertUserAddress } from '../addresses/index.ts';
import { checkCode, consumeCode, spendCodeTry } from '#messaging/codes/index.ts';
import { findDoctorByCrm, isProgramMember, type DoctorAccount } from '#doctors/doctors-lookup/index.ts';
import { acceptPolicies } from '../usage-policies/index.ts';
import { checkCouncil, councilRefusal, recordAnswer, type CouncilCheck } from '#doctors/council/index.ts';
import { joinSignupGroups } from './signup-groups.ts';
import * as repo from './signup.repository.ts';

type SignupBody = z.infer<typeof signupRequestSchema>;

/** Zod issues as the error handler's `fields` (paths under `user.`). */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[['user', ...issue.path].join('.')] ??= []).push(issue.message);
  return fields;
}

/** Specialty user groups a doctor may choose at signup. */
export const specialties = ({ db }: Deps, programId: number) => repo.specialtyGroups(db, programId);

/** The programme's usage policies for a user type, shown as signup checkboxes. */
export const publicPolicies = ({ db }: Deps, programId: number, userType: UserType) => repo.programPolicies(db, programId, userType);

/**
 * Refusals that depend on other accounts, asked only of a caller holding a valid code. Each one
 * counts as a try on the code, so one code cannot probe more than a few e-mails or CPFs.
 */
async function refuseTaken(
  deps: Deps, codeId: number,
  args: { existing: DoctorAccount | undefined; programId: number; email: string; phone: string; cpf: string | null },
): Promise<void> {
  const refusal = await takenRefusal(deps, args);
  if (!refusal) return;
  await spendCodeTry(deps, codeId);
  throw refusal;
}

async function takenRefusal(
  { db }: Deps, { existing, programId, email, phone, cpf }: Parameters<typeof refuseTaken>[2],
): Promise<AppError | undefined> {
  if (existing && (await isProgramMember(db, existing.userId, programId))) return conflict('doctorExists');
  if (existing) {
    // The code proves the phone: a joining user must confirm the phone already on the account.
    if (existing.phone && onlyDigits(existing.phone) !== phone) {
      return new AppError('phoneDoesNotMatch', 400, { 'user.phone': ['validation.invalidPhone'] });
    }
  } else if (await repo.emailTaken(db, email)) {
    return conflict('emailAlreadyRegistered');
  }
  if (cpf && !existing?.cpf && (await repo.cpfTaken(db, cpf, existing?.doctorId))) return conflict('cpfAlreadyInUse');
  return undefined;
}

/**
 * The CRM must be active in the medical council's data and be this person's (decision 0055). A
 * refusal spends a try on the code, so one code cannot probe the council more than a few times;
 * an outage lets the signup go on, the doctor left unverified for the daily re-check.
 */
async function checkRegistration(
  deps: Deps, codeId: number, args: { crm: string; uf: string; name: string; userId: number | null; ip: string },
): Promise<CouncilCheck> {
  const check = await checkCouncil(deps, args);
  const refusal = councilRefusal(check, args.crm, args.uf);
  if (!refusal) return check;
  await spendCodeTry(deps, codeId);
  await recordAudit(deps.db, {
    actorId: args.userId, action: 'council.signupRefused', entity: 'doctor', ip: args.ip,
    after: { crm: args.crm, uf: args.uf, reason: refusal.code, councilStatus: check.answer?.status ?? null },
  });
  throw refusal;
}

/**
 * `POST /users/signup` (spec §2, §5): validates the programme's rules, checks the SMS code sent to
 * the phone, then creates the pending doctor (or joins an existing one to the programme) with
 * membership, default and specialty groups, accepted policies and address in one transaction.
 */
export async function signup(deps: Deps, body: SignupBody, ip: string): Promise<SignupResponse> {
  const { db } = deps;
  const program = await repo.findProgram(db, body.programId);
  if (!program) throw new AppError('programNotFound', 404);
  const existing = await findDoctorByCrm(db, body.user.doctor.crm, body.user.doctor.uf);

  const requirements = signupRequirements({ ...program, modules: parseModules(program.modules) });
  const specialties = await repo.specialtyGroups(db, program.id);
  const parsed = signupUserSchema({ ...requirements, userExists: Boolean(existing), specialtyCount: specialties.length }).safeParse(body.user);
  if (!parsed.success) throw new AppError('validation', 400, fieldsOf(parsed.error));
  const user = parsed.data;
  if (!existing) {
    const owner = { email: user.email, name: user.name, cpf: user.doctor.cpf, words: [program.name] };
    assertPasswordAllowed(user.password!, owner, 'user.password');
  }

  const specialtyIds = requirements.specialties ? [...new Set(user.doctor.specialtyIds ?? [])] : [];
  const offered = new Set(specialties.map((s) => s.id));
  if (specialtyIds.some((id) => !offered.has(id))) throw new AppError('specialtyNotFound', 400, { 'user.doctor.specialtyIds': ['validation.requiredSelect'] });
  const policies = await repo.programPolicies(db, program.id, 'DOCTOR');
  const accepted = new Set(user.acceptedPolicyIds);
  if (!policies.every((p) => accepted.has(p.id))) {
    throw new AppError('policiesMustBeAccepted', 400, { 'user.acceptedPolicyIds': ['validation.requiredTerms'] });
  }

  const cpf = requirements.cpfAndBirthDate && user.doctor.cpf ? onlyDigits(user.doctor.cpf) : null;
  const birthDate = requirements.cpfAndBirthDate ? user.doctor.birthDate ?? null : null;
  const workInstitutions = requirements.workInstitutions && user.doctor.workInstitutions ? joinWorkInstitutions(user.doctor.workInstitutions) : null;

  // The code first: without a valid one nobody learns whether an e-mail, CPF or phone is on an account.
  const codeId = await checkCode(deps, { destination: user.phone, purpose: 'signup', code: body.code });
  await refuseTaken(deps, codeId, { existing, programId: program.id, email: user.email, phone: user.phone, cpf });
  const council = await checkRegistration(deps, codeId, {
    crm: user.doctor.crm, uf: user.doctor.uf, name: existing?.name ?? user.name!, userId: existing?.userId ?? null, ip,
  });
  const passwordHash = existing ? null : await hashPassword(user.password!);
  const requestVisit = user.requestVisit && requirements.requestVisit;
  const now = deps.now();

  try {
    return await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      let userId: number;
      let approved = false;
      if (existing) {
        userId = existing.userId;
        approved = existing.approved;
        await repo.completeDoctor(tx, existing.doctorId, { cpf, birthDate, workInstitutions });
        await recordAnswer(tx, existing.doctorId, council.answer, now);
      } else {
        const created = await repo.insertUser(tx, {
          // A new account's name is required by its schema (only a joining user goes without).
          email: user.email, name: user.name!, phone: user.phone, type: 'DOCTOR', approved: false, passwordHash,
        });
        userId = created.id;
        const doctor = await repo.insertDoctor(tx, { userId, crm: user.doctor.crm, uf: user.doctor.uf, cpf, birthDate, workInstitutions });
        await recordAnswer(tx, doctor.id, council.answer, now);
        if (user.address) await upsertUserAddress(tx, userId, user.address, now);
      }
      await repo.addMembership(tx, userId, program.id);
      const { managerId } = await joinSignupGroups(tx, { userId, programId: program.id, crm: user.doctor.crm, uf: user.doctor.uf, specialtyIds });
      await acceptPolicies(tx, userId, policies.map((p) => p.id));
      if (requestVisit) {
        const visit = await repo.insertVisitRequest(tx, { userId, programId: program.id, code: newProcedureCode(), now });
        await recordAudit(tx, {
          actorId: userId, action: 'procedure.create', entity: 'procedure', entityId: visit.id, ip,
          after: { type: 'SALESFORCE_VISIT', code: visit.code, programId: program.id },
        });
      }
      await recordAudit(tx, {
        actorId: userId, action: existing ? 'joinProgram' : 'signup', entity: 'user', entityId: userId, ip,
        after: { programId: program.id, specialtyIds, requestVisit, managerId, councilStatus: council.answer?.status ?? 'UNVERIFIED' },
      });
      return { userId, approved, joinedExisting: Boolean(existing) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await findDoctorByCrm(db, user.doctor.crm, user.doctor.uf);
      throw conflict(again ? 'doctorExists' : 'emailAlreadyRegistered');
    }
    throw error;
  }
}
