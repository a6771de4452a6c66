import { maskEmail, onlyDigits, stripLeadingZeros, UFS, type DoctorLookup, type RecoverLogin } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './doctors-lookup.repository.ts';

const MAX_CRM_DIGITS = 10;

/** Spec §2: digits only, leading zeros stripped; anything else (letters, empty, too long) is 400 invalidCRM. */
export function normalizeCrm(raw: string, uf: string): { crm: string; uf: string } {
  const trimmed = raw.trim();
  const crm = stripLeadingZeros(trimmed);
  if (onlyDigits(trimmed) !== trimmed || crm.length === 0 || crm.length > MAX_CRM_DIGITS) throw new AppError('invalidCRM', 400);
  const upper = uf.trim().toUpperCase();
  if (!(UFS as readonly string[]).includes(upper)) throw new AppError('validation', 400, { uf: ['validation.requiredSelect'] });
  return { crm, uf: upper };
}

/** Signup step 0: does this CRM/UF have an account, and is it already in this programme (409 doctorExists)? */
export async function lookupForSignup(db: DbOrTx, rawCrm: string, rawUf: string, programId: number): Promise<DoctorLookup> {
  const { crm, uf } = normalizeCrm(rawCrm, rawUf);
  const found = await repo.findDoctorByCrm(db, crm, uf);
  if (!found) return { userExists: false, userApproved: false, doctor: { crm, uf } };
  if (await repo.isProgramMember(db, found.userId, programId)) throw new AppError('doctorExists', 409);
  return { userExists: true, userApproved: found.approved, doctor: { crm, uf, name: found.name }, email: maskEmail(found.email) };
}

/** /recover-login: the masked login e-mail of a CRM/UF, or 404 failedToSearchDoctor. */
export async function recoverLogin(db: DbOrTx, rawCrm: string, rawUf: string): Promise<RecoverLogin> {
  const { crm, uf } = normalizeCrm(rawCrm, rawUf);
  const found = await repo.findDoctorByCrm(db, crm, uf);
  if (!found) throw new AppError('failedToSearchDoctor', 404);
  return { email: maskEmail(found.email) };
}
