import {
  maskEmail, onlyDigits, stripLeadingZeros, UFS, type DoctorLookup, type RecoverLogin, type doctorLookupQuerySchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Deps } from '#platform/context/deps.ts';
import { AppError } from '#platform/lib/app-error.ts';
import * as repo from './doctors-lookup.repository.ts';

const MAX_CRM_DIGITS = 10;

/** Spec §2: digits only, leading zeros stripped; anything else (letters, empty, too long) is 400 invalidCRM. */
function normalizeCrm(raw: string, uf: string): { crm: string; uf: string } {
  const trimmed = raw.trim();
  const crm = stripLeadingZeros(trimmed);
  if (onlyDigits(trimmed) !== trimmed || crm.length === 0 || crm.length > MAX_CRM_DIGITS) throw new AppError('invalidCRM', 400);
  const upper = uf.trim().toUpperCase();
  if (!(UFS as readonly string[]).includes(upper)) throw new AppError('validation', 400, { uf: ['validation.requiredSelect'] });
  return { crm, uf: upper };
}

/** Signup step 0: does this CRM/UF have an account, and is it already in this programme (409 doctorExists)? */
async function lookupForSignup({ db }: Deps, rawCrm: string, rawUf: string, programId: number): Promise<DoctorLookup> {
  const { crm, uf } = normalizeCrm(rawCrm, rawUf);
  const found = await repo.findDoctorByCrm(db, crm, uf);
  if (!found) return { userExists: false, doctor: { crm, uf } };
  if (await repo.isProgramMember(db, found.userId, programId)) throw new AppError('doctorExists', 409);
  return { userExists: true, doctor: { crm, uf } };
}

/** /recover-login: the masked login e-mail of a CRM/UF, or 404 failedToSearchDoctor. */
async function recoverLogin({ db }: Deps, rawCrm: string, rawUf: string): Promise<RecoverLogin> {
  const { crm, uf } = normalizeCrm(rawCrm, rawUf);
  const found = await repo.findDoctorByCrm(db, crm, uf);
  if (!found) throw new AppError('failedToSearchDoctor', 404);
  return { email: maskEmail(found.email) };
}

/** `GET /doctors/{uf}/{crm}`: signup step 0 with `signup=true` (which needs the programme), else /recover-login. */
export function lookupDoctor(
  deps: Deps, { uf, crm }: { uf: string; crm: string }, { signup, programId }: z.output<typeof doctorLookupQuerySchema>,
): Promise<DoctorLookup | RecoverLogin> {
  if (!signup) return recoverLogin(deps, crm, uf);
  if (!programId) throw new AppError('validation', 400, { programId: ['validation.requiredField'] });
  return lookupForSignup(deps, crm, uf, programId);
}
