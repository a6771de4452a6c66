import type { FastifyInstance } from 'fastify';
import {
  joinWorkInstitutions, translate, type Profile, type ProfileUpdateInput,
} from '@portal/domain';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { addBusinessHours } from '../../jobs/business-hours.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findUserAddress, upsertUserAddress } from '../addresses/addresses.repository.ts';
import { revokeUserSessions } from '../auth/session.repository.ts';
import { isProgramMember } from '../doctors-lookup/doctors-lookup.repository.ts';
import { queueEmail } from '../outbox/outbox.service.ts';
import * as repo from './account.repository.ts';

export const PROCESS_OPTOUT_JOB = 'processOptout';
/** Spec §9: data removal within 24 business hours. */
export const OPTOUT_BUSINESS_HOURS = 24;

async function loadAccount(app: FastifyInstance, userId: number): Promise<repo.Account> {
  const account = await repo.findAccount(app.db, userId);
  if (!account) throw new AppError('failedToLoadProfile', 404);
  return account;
}

export async function getProfile(app: FastifyInstance, userId: number): Promise<Profile> {
  const a = await loadAccount(app, userId);
  return {
    id: a.id, name: a.name, email: a.email, phone: a.phone, type: a.type,
    doctor: a.doctorId === null ? null : {
      id: a.doctorId, crm: a.crm!, uf: a.uf!, cpf: a.cpf, birthDate: a.birthDate, workInstitutions: a.workInstitutions,
    },
    address: await findUserAddress(app.db, userId),
  };
}

const sameAddress = (a: Profile['address'], b: NonNullable<ProfileUpdateInput['address']>) => Boolean(a)
  && a!.cep === b.cep && a!.placeDescription === b.placeDescription && a!.number === b.number && (a!.complement ?? '') === (b.complement ?? '')
  && a!.neighborhood === b.neighborhood && a!.city === b.city && a!.state === b.state;

/**
 * `PUT /users/me` (spec §2 profile edit): registers only what changed. CPF and birth date are locked
 * once filled (400 cpfLocked); a new e-mail must be free (409 emailAlreadyInUse) and signs the user
 * out everywhere; a changed CRM/UF must be free (409 crmArealdyInUse).
 */
export async function updateProfile(app: FastifyInstance, auth: AuthContext, input: ProfileUpdateInput, ip: string) {
  const current = await getProfile(app, auth.userId);
  const userSet: Record<string, unknown> = {};
  const doctorSet: Record<string, unknown> = {};
  if (input.name !== current.name) userSet.name = input.name;
  if (input.phone !== current.phone) userSet.phone = input.phone;
  const emailChanged = input.email !== undefined && input.email !== current.email.toLowerCase();
  if (emailChanged) {
    if (await repo.emailUsedByOther(app.db, input.email!, auth.userId)) throw conflict('emailAlreadyInUse');
    userSet.email = input.email;
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
      if (await repo.crmUsedByOther(app.db, crm, uf, current.doctor.id)) throw conflict('crmArealdyInUse');
      doctorSet.crm = crm;
      doctorSet.uf = uf;
    }
  }
  const addressChanged = Boolean(input.address) && !sameAddress(current.address, input.address!);
  const changed = [
    ...Object.keys(userSet), ...Object.keys(doctorSet).map((k) => `doctor.${k}`), ...(addressChanged ? ['address'] : []),
  ];
  if (changed.length === 0) return { profile: current, changed, signedOut: false };

  try {
    await app.db.transaction(async (tx) => {
      if (Object.keys(userSet).length > 0) await repo.updateUser(tx, auth.userId, userSet);
      if (Object.keys(doctorSet).length > 0) await repo.updateDoctor(tx, current.doctor!.id, doctorSet);
      if (addressChanged) await upsertUserAddress(tx, auth.userId, input.address!);
      if (emailChanged) await revokeUserSessions(tx, auth.userId);
      // The trail names the changed fields, not their personal values.
      await recordAudit(tx, { actorId: auth.userId, action: 'updateProfile', entity: 'user', entityId: auth.userId, after: { changed }, ip });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(emailChanged ? 'emailAlreadyInUse' : 'crmArealdyInUse');
    throw error;
  }
  return { profile: await getProfile(app, auth.userId), changed, signedOut: emailChanged };
}

/** `PATCH /users/change-email`: a new, free e-mail; every session of the user is revoked (log in again). */
export async function changeEmail(app: FastifyInstance, auth: AuthContext, email: string, ip: string) {
  const account = await loadAccount(app, auth.userId);
  if (email === account.email.toLowerCase()) return { changed: false };
  if (await repo.emailUsedByOther(app.db, email, auth.userId)) throw conflict('emailAlreadyInUse');
  try {
    await app.db.transaction(async (tx) => {
      await repo.updateUser(tx, auth.userId, { email });
      await revokeUserSessions(tx, auth.userId);
      // Tell the old address, so a hijacked account does not change hands silently.
      await queueEmail(tx, app.config, {
        destination: account.email, userId: auth.userId,
        subject: translate('notification.emailChangedSubject'), body: translate('notification.emailChangedBody', { name: account.name }),
      });
      await recordAudit(tx, { actorId: auth.userId, action: 'changeEmail', entity: 'user', entityId: auth.userId, ip });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('emailAlreadyInUse');
    throw error;
  }
  return { changed: true };
}

/** `PUT /doctors/work-institutions`: the doctor's own list, normalised and joined with ';'. */
export async function updateWorkInstitutions(app: FastifyInstance, auth: AuthContext, input: { doctorId: number; workInstitutions: string[]; programId: number }, ip: string) {
  const doctor = await repo.findDoctor(app.db, input.doctorId);
  if (doctor?.userId !== auth.userId) throw forbidden();
  if (!(await isProgramMember(app.db, auth.userId, input.programId))) throw forbidden();
  const joined = joinWorkInstitutions(input.workInstitutions);
  if (joined !== doctor.workInstitutions) {
    await app.db.transaction(async (tx) => {
      await repo.updateDoctor(tx, doctor.id, { workInstitutions: joined });
      await recordAudit(tx, { actorId: auth.userId, action: 'updateWorkInstitutions', entity: 'doctor', entityId: doctor.id, after: { programId: input.programId }, ip });
    });
  }
  return { workInstitutions: joined };
}

/** `PUT /users/me/password`: the current password is required (400 invalidPassword); other sessions end. */
export async function changePassword(app: FastifyInstance, auth: AuthContext, input: { currentPassword: string; newPassword: string }, ip: string) {
  const account = await loadAccount(app, auth.userId);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await recordAudit(app.db, { actorId: auth.userId, action: 'changePasswordRefused', entity: 'user', entityId: auth.userId, ip });
    throw new AppError('invalidPassword', 400, { currentPassword: ['validation.invalidField'] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.userId, { passwordHash, passwordExpiresAt: null, failedLogins: 0, lockedUntil: null });
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await recordAudit(tx, { actorId: auth.userId, action: 'changePassword', entity: 'user', entityId: auth.userId, ip });
  });
}

/**
 * `POST /users/optout`: records the request and schedules the anonymisation job after a short
 * grace period, always before the 24-business-hour deadline (`dueAt`).
 */
export async function requestOptout(app: FastifyInstance, auth: AuthContext, ip: string, now = new Date()) {
  if (await repo.pendingOptout(app.db, auth.userId)) throw conflict('optoutAlreadyRequested');
  const dueAt = addBusinessHours(now, OPTOUT_BUSINESS_HOURS);
  const runAt = new Date(Math.min(now.getTime() + app.config.onboarding.optoutGraceMs, dueAt.getTime()));
  try {
    return await app.db.transaction(async (tx) => {
      const request = await repo.insertOptout(tx, auth.userId, now, dueAt);
      await enqueue(tx, PROCESS_OPTOUT_JOB, { requestId: request.id }, { runAt, maxAttempts: 10 });
      await recordAudit(tx, { actorId: auth.userId, action: 'requestOptout', entity: 'optoutRequest', entityId: request.id, after: { dueAt: dueAt.toISOString() }, ip });
      return { requestId: request.id, dueAt: dueAt.toISOString() };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('optoutAlreadyRequested');
    throw error;
  }
}
