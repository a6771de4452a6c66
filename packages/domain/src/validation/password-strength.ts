import { PASSWORD_MIN } from '../constants.ts';
import { onlyDigits } from './digits.ts';

/** What the system knows about the password's owner: none of it may appear in the password. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
  cpf?: string | null;
  /** Other words tied to the account: the programme's name and slug, product names. */
  words?: readonly (string | null | undefined)[];
}

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', $: 's', '7': 't' };

/** Lower case, no accents: the form every comparison uses. */
export function foldPassword(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** `p4$$w0rd` → `password`: the letters a cracker's substitution rules would try first. */
export function unleet(value: string): string {
  return Array.from(value, (c) => LEET[c] ?? c).join('');
}

const MIN_WORD = 4;

/** The owner's words worth refusing: e-mail local part and its pieces, name parts, CPF digits. */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  const add = (w: string) => { if (w.length >= MIN_WORD) words.add(w); };
  const local = foldPassword(owner.email ?? '').split('@')[0] ?? '';
  add(local.replace(/[^a-z0-9]/g, ''));
  local.split(/[^a-z0-9]+/).forEach(add);
  foldPassword(owner.name ?? '').split(/[^a-z0-9]+/).forEach(add);
  const cpf = onlyDigits(owner.cpf ?? '');
  if (cpf.length === 11) { add(cpf); add(cpf.slice(0, 6)); }
  for (const w of owner.words ?? []) add(foldPassword(w ?? '').replace(/[^a-z0-9]/g, ''));
  return [...words];
}

/** True when the password contains the owner's e-mail, a name of theirs, their CPF or an account word. */
export function containsOwnerInfo(password: string, owner: PasswordOwner): boolean {
  const folded = foldPassword(password);
  const forms = [folded.replace(/[^a-z0-9]/g, ''), unleet(folded).replace(/[^a-z0-9]/g, '')];
  return ownerWords(owner).some((w) => forms.some((f) => f.includes(w)));
}

/** A calendar date typed as a password: 25121990, 25/12/1990, 1990-12-25, 251290. */
export function isDateLike(password: string): boolean {
  if (/[^\d\s/.-]/.test(password)) return false;
  const digits = password.replace(/[\s/.-]/g, '');
  if (digits.length !== 6 && digits.length !== 8) return false;
  const validDm = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;
  const n = (from: number, to: number) => Number(digits.slice(from, to));
  if (digits.length === 6) return validDm(n(0, 2), n(2, 4)) || validDm(n(4, 6), n(2, 4));
  return (validDm(n(0, 2), n(2, 4)) && n(4, 8) >= 1900 && n(4, 8) <= 2100)
    || (n(0, 4) >= 1900 && n(0, 4) <= 2100 && validDm(n(6, 8), n(4, 6)));
}

/** One character repeated, or a run up or down the alphabet, digits or a keyboard row. */
export function isTrivialPattern(password: string): boolean {
  const folded = foldPassword(password);
  if (new Set(folded).size <= 2) return true;
  const runs = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc'];
  return runs.some((run) => run.includes(folded) || Array.from(run).reverse().join('').includes(folded));
}

export type PasswordStrengthLevel = 'weak' | 'medium' | 'strong';

/** Catalogue keys (`passwordHint.*`) of what would make the password stronger, most useful first. */
export type PasswordHint = 'tooShort' | 'personal' | 'pattern' | 'wordAndTail' | 'variety' | 'longer';

export interface PasswordStrength { level: PasswordStrengthLevel; hints: PasswordHint[] }

/** Words so common that a cheap client hint should call them weak; the server checks the real list. */
const OBVIOUS = ['senha', 'password', 'mudar', 'trocar', 'acesso', 'admin', 'qwerty', 'brasil', 'teste', 'abc'];

/**
 * A cheap strength estimate for the form's hint (no dictionary, so it ships to the browser):
 * length, character variety, dates, runs, the owner's own data and a few obvious words. The server
 * still refuses breached and common passwords from its list, whatever this says.
 */
export function passwordStrength(password: string, owner: PasswordOwner = {}, minLength = PASSWORD_MIN): PasswordStrength {
  const hints: PasswordHint[] = [];
  const folded = foldPassword(password);
  const base = unleet(folded).replace(/[^a-z]/g, '');
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  if (password.length < minLength) hints.push('tooShort');
  const personal = containsOwnerInfo(password, owner);
  if (personal) hints.push('personal');
  const pattern = isTrivialPattern(password) || isDateLike(password) || OBVIOUS.some((w) => base.startsWith(w) && base.length - w.length <= 3);
  if (pattern) hints.push('pattern');
  if (classes < 3) hints.push('variety');
  if (password.length < 12) hints.push('longer');
  if (password.length < minLength || personal || pattern || (classes < 2 && password.length < 12)) return { level: 'weak', hints };
  // One word with digits or symbols tacked on (`Flamengo2024!`) is the first thing crackers try.
  const wordAndTail = /^[a-z]+[\d\W_]{1,6}$/i.test(password);
  if (wordAndTail) hints.push('wordAndTail');
  if (!wordAndTail && ((password.length >= 12 && classes >= 3) || password.length >= 16)) return { level: 'strong', hints };
  return { level: 'medium', hints };
}
