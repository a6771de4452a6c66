/**
 * A GTIN/EAN barcode: 8 or 13 digits whose last is the GS1 check digit (weights 3 and 1 from the
 * right, excluding the check digit).
 */
export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
