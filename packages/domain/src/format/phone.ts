import { onlyDigits } from '../validation/digits.ts';

/**
 * Spec §9 phone display: (AA) NNNN-NNNN for 10 digits, (AA) NNNNN-NNNN for 11 and
 * +CC (AA) NNNNN-NNNN for 13; any other length is returned as its digits, unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  const d = onlyDigits(value);
  switch (d.length) {
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    case 13:
      return `+${d.slice(0, 2)} (${d.slice(2, 4)}) ${d.slice(4, 9)}-${d.slice(9)}`;
    default:
      return d;
  }
}
