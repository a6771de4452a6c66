/** A finite non-negative number as a plain decimal string (no exponent), from its shortest form. */
function toPlainDecimal(abs: number): string {
  const text = String(abs);
  const exp = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const [, lead = '', rest = '', power = '0'] = exp;
  const digits = lead + rest;
  const point = lead.length + Number(power);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Rounds a plain decimal string to whole cents, half away from zero. */
function toCents(plain: string): bigint {
  const [whole = '0', fraction = ''] = plain.split('.');
  const first3 = fraction.padEnd(3, '0').slice(0, 3);
  const cents = BigInt(whole + first3.slice(0, 2));
  return Number(first3[2]) >= 5 ? cents + 1n : cents;
}

/**
 * Spec §9 number format, without relying on the runtime's locale data: exactly 2 decimals, dot
 * thousands separator, comma decimal separator ("1.234,50"). Like Intl.NumberFormat, it rounds
 * the number's shortest decimal form half away from zero (1.005 → "1,01"). Non-numbers give ''.
 */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const cents = toCents(toPlainDecimal(Math.abs(n))).toString().padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = n < 0 && /[1-9]/.test(cents);
  return `${negative ? '-' : ''}${whole},${cents.slice(-2)}`;
}

/** A percentage with the number format of spec §9: 12.5 → "12,50%". */
export function formatPercent(value: number | string | null | undefined): string {
  const formatted = formatNumber(value);
  return formatted === '' ? '' : `${formatted}%`;
}
