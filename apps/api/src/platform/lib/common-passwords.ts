import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { containsOwnerInfo, foldPassword, isDateLike, isTrivialPattern, PASSWORD_MIN, unleet, type PasswordOwner } from '@portal/domain';
import { AppError } from './app-error.ts';
import { BRAZILIAN_COMMON_PASSWORDS } from './brazilian-passwords.ts';

/**
 * Breached and common passwords (decision 0028): the ordered list of passwords from leaked corpora
 * that `@zxcvbn-ts/language-common` ships (about 49,000, MIT), plus Brazilian ones. Read once, on
 * the first check, into a Set of folded (lower-case, no accent) entries; entries shorter than the
 * minimum length are dropped because the schema refuses those anyway.
 */
let commonSet: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const set = new Set<string>();
  for (const entry of [...list, ...BRAZILIAN_COMMON_PASSWORDS]) {
    const folded = foldPassword(entry);
    if (folded.length >= 4) set.add(folded);
  }
  return set;
}

export function commonPasswords(): Set<string> {
  commonSet ??= loadCommonPasswords();
  return commonSet;
}

/** A short tail a person adds to a word to pass the rules: `1`, `123`, `@123`, `2026!`. */
const TAIL = /[\d\W_]{1,6}$/;
const HEAD = /^[\d\W_]{1,4}/;

/**
 * True for a password from the list, or one that is a listed word dressed up: any case, accents,
 * l33t substitutions, a short run of digits or symbols before or after (`Mudar@123`, `Senha@2026`),
 * a date, or a run of one key.
 */
export function isCommonPassword(password: string): boolean {
  const set = commonPasswords();
  const folded = foldPassword(password);
  if (password.length < PASSWORD_MIN) return false;
  if (isDateLike(password) || isTrivialPattern(password)) return true;
  const candidates = new Set<string>();
  for (const form of [folded, unleet(folded)]) {
    candidates.add(form);
    const bare = form.replace(TAIL, '').replace(HEAD, '');
    candidates.add(form.replace(TAIL, ''));
    candidates.add(bare);
  }
  for (const c of candidates) if (c.length >= 4 && set.has(c)) return true;
  return false;
}

/** Why a new password is refused, or null: `commonPassword` before `personalPassword`. */
export function passwordProblem(password: string, owner: PasswordOwner): 'commonPassword' | 'personalPassword' | null {
  if (isCommonPassword(password)) return 'commonPassword';
  if (containsOwnerInfo(password, owner)) return 'personalPassword';
  return null;
}

/**
 * Refuses a new password that is common, breached or built from the owner's data: 400 `validation`
 * with `validation.commonPassword` or `validation.personalPassword` on `field`, as a schema rule would.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError('validation', 400, { [field]: [`validation.${problem}`] });
}
