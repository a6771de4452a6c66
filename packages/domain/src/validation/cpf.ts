import { allSameCharacter, onlyDigits } from './digits.ts';

/** The check digit of a run of CPF digits: weights count down to 2, modulo 11. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Spec §5: 11 digits after stripping non-digits, not all equal, valid check digits. */
export function isValidCpf(value: string | null | undefined): boolean {
  const cpf = onlyDigits(value);
  if (cpf.length !== 11 || allSameCharacter(cpf)) return false;
  const first = cpfCheckDigit(cpf.slice(0, 9));
  const second = cpfCheckDigit(cpf.slice(0, 10));
  return cpf[9] === String(first) && cpf[10] === String(second);
}
