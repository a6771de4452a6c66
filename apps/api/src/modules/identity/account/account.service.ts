import {
  joinWorkInstitutions, type ChangePasswordInput, type Profile, type ProfileUpdateInput, type WorkInstitutionsUpdateInput,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { DbOrTx } from '#db/client.ts';
import { AppError, conflict, forbidden, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { assertPasswordAllowed } from '#platform/lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '#platform/lib/password.ts';
import { isUniqueViolation } from '#platform/lib/pg-errors.ts';
import { findUserAddress, upsertUserAddress } from '../addresses/index.ts';
import { isProgramMember, revokeUserSessions } from '../auth/index.ts';
import * as repo from './account.repository.ts';
import { requestEmailChange } from './email-change.service.ts';

async function loadAccount(db: DbOrTx, userId: number): Promise<repo.Account> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('failedToLoadProfile');
  return account;
}

/** `GET /users/me`: the caller's own data, doctor record and address. */
export async function getProfile({ db }: Deps, ctx: RequestContext): Promise<Profile> {
  const a = await loadAccount(db, ctx.userId);
  return {
    id: a.id, name: a.name, email: a.email, phone: a.phone, type: a.type,
    doctor: a.doctorId === null ? null : {
      id: a.doctorId, crm: a.crm!, uf: a.uf!, cpf: a.cpf, birthDate: a.birthDate, workInstitutions: a.workInstitutions,
    },
    address: await findUserAddress(db, ctx.userId),
  };
}

const sameAddress = (a: Profile['address'], b: NonNullable<ProfileUpdateInput['address']>) => Boolean(a)
  && a!.cep === b.cep && a!.placeDescription === b.placeDescription && a!.number === b.number && (a!.complement ?? '') === (b.complement ?? '')
  && a!.neighborhood === b.neighborhood && a!.city === b.city && a!.state === b.state;

/**
 * `PUT /users/me` (spec §2 profile edit): registers only what changed. CPF and birth date are locked
 * once filled (400 cpfLocked); a new e-mail goes through the edit-account screen (400
 * emailChangeNeedsPassword); CRM and state are locked (400 crmLocked: decision 0040).
 */
export async function updateProfile(deps: Deps, ctx: RequestContext, input: ProfileUpdateInput) {
  const { db } = deps;
  const current = await getProfile(deps, ctx);
  const userSet: Record<string, unknown> = {};
  const doctorSet: Record<string, unknown> = {};
  if (input.name !== current.name) userSet.name = input.name;
  if (input.phone !== current.phone) userSet.phone = input.phone;
  // A login e-mail changes only through the edit-account screen: password, then a link to the new address.
  if (input.email !== undefined && input.email !== current.email.toLowerCase()) {
    throw new AppError('emailChangeNeedsPassword', 400, { email: ['err.emailChangeNeedsPassword'] });
  }
  const d = input.doctor;
  if (d && current.doctor) {
    for (const key of ['cpf', 'birthDate'] as const) {
      const value = d[key];
      if (value === undefined || value === null || value === '' || value === current.doctor[key]) continue;
      if (current.doctor[key]) throw new AppError('cpfLocked', 400, { [`doctor.${key}`]: ['validation.invalidField'] });
      doctorSet[key] = value;
    }
    const crm = d.crm ?? current.doctor.crm;
    const uf = d.uf ?? current.doctor.uf;
    if (crm !== current.doctor.crm || uf !== current.doctor.uf) {
      // Only approved users reach this endpoint, and an approved doctor's CRM and state are what the
      // patient-care system keys their patients by: an administrator changes them (decision 0040).
      await recordAudit(db, {
        actorId: ctx.userId, action: 'updateProfileRefused', entity: 'user', entityId: ctx.userId, ip: ctx.ip,
        before: { crm: current.doctor.crm, uf: current.doctor.uf }, after: { crm, uf },
      });
      throw new AppError('crmLocked', 400, { 'doctor.crm': ['err.crmLocked'] });
    }
  }
  const addressChanged = Boolean(input.address) && !sameAddress(current.address, input.address!);
  const changed = [
    ...Object.keys(userSet), ...Object.keys(doctorSet).map((k) => `doctor.${k}`), ...(addressChanged ? ['address'] : []),
  ];
  if (changed.length === 0) return { profile: current, changed, signedOut: false };

  try {
    await db.transaction(async (tx) => {
      if (Object.keys(userSet).length > 0) await repo.updateUser(tx, ctx.userId, userSet);
      if (Object.keys(doctorSet).length > 0) await repo.updateDoctor(tx, current.doctor!.id, doctorSet);
      if (addressChanged) await upsertUserAddress(tx, ctx.userId, input.address!);
      // The trail names the changed fields, not their personal values.
      await recordAudit(tx, { actorId: ctx.userId, action: 'updateProfile', entity: 'user', entityId: ctx.userId, after: { changed }, ip: ctx.ip });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('crmArealdyInUse');
    throw error;
  }
  return { profile: await getProfile(deps, ctx), changed, signedOut: false };
}

/**
 * `PATCH /users/change-email`: the current password (400 invalidPassword, audited) and a new, free
 * address (409 emailAlreadyInUse). A link goes to the new address and the old one is told; the
 * login changes, and every session ends, only when the link is used (decision 0040).
 */
export async function changeEmail(deps: Deps, ctx: RequestContext, input: { email: string; password: string }) {
  const { db } = deps;
  const account = await loadAccount(db, ctx.userId);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    await recordAudit(db, { actorId: ctx.userId, action: 'changeEmailRefused', entity: 'user', entityId: ctx.userId, ip: ctx.ip });
    throw new AppError('invalidPassword', 400, { password: ['validation.invalidField'] });
  }
  if (input.email === account.email.toLowerCase()) return { changed: false, confirmationSent: false };
  await db.transaction((tx) => requestEmailChange(tx, deps, { userId: ctx.userId, email: input.email, actorId: ctx.userId, ip: ctx.ip }));
  return { changed: false, confirmationSent: true };
}

/**
 * `PUT /doctors/work-institutions`: the doctor's own list, normalised and joined with ';'. Only the
 * doctor themself, naming a programme they belong to, may change it (403 otherwise).
 */
export async function updateWorkInstitutions({ db }: Deps, ctx: RequestContext, input: WorkInstitutionsUpdateInput) {
  const doctor = await repo.findDoctor(db, input.doctorId);
  if (doctor?.userId !== ctx.userId) throw forbidden();
  if (!(await isProgramMember(db, ctx.userId, input.programId))) throw forbidden();
  const joined = joinWorkInstitutions(input.workInstitutions);
  if (joined !== doctor.workInstitutions) {
    await db.transaction(async (tx) => {
      await repo.updateDoctor(tx, doctor.id, { workInstitutions: joined });
      await recordAudit(tx, { actorId: ctx.userId, action: 'updateWorkInstitutions', entity: 'doctor', entityId: doctor.id, after: { programId: input.programId }, ip: ctx.ip });
    });
  }
  return { workInstitutions: joined };
}

/** `PUT /users/me/password`: the current password is required (400 invalidPassword); other sessions end. */
export async function changePassword({ db }: Deps, ctx: RequestContext, input: ChangePasswordInput): Promise<void> {
  const account = await loadAccount(db, ctx.userId);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await recordAudit(db, { actorId: ctx.userId, action: 'changePasswordRefused', entity: 'user', entityId: ctx.userId, ip: ctx.ip });
    throw new AppError('invalidPassword', 400, { currentPassword: ['validation.invalidField'] });
  }
  assertPasswordAllowed(input.newPassword, account, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, ctx.userId, { passwordHash, passwordExpiresAt: null, failedLogins: 0, lockedUntil: null });
    await revokeUserSessions(tx, ctx.userId, ctx.sessionId);
    await recordAudit(tx, { actorId: ctx.userId, action: 'changePassword', entity: 'user', entityId: ctx.userId, ip: ctx.ip });
  });
}
