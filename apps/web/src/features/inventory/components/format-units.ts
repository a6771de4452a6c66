/** Whole units with the pt-BR thousands dot (spec §9): 1500 → "1.500". */
export const formatUnits = (n: number): string =>
  `${n < 0 ? '-' : ''}${String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
