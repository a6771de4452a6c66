import { DISCOUNT_PROGRAM_ID, type Discount, type Medicine, type Uf } from '@portal/domain';
import type { DiscountsProvider } from './discounts.ts';

/** The discount programme's product lines; a line with no presentations has no discounts. */
const LINES: readonly (Medicine & { family: string; presentations: readonly string[] })[] = [
  { lineId: 3101, name: 'Atorvastatina cálcica', family: 'Estatinas', presentations: ['10 mg com 30 comprimidos', '20 mg com 30 comprimidos', '40 mg com 30 comprimidos'] },
  { lineId: 3102, name: 'Rosuvastatina cálcica', family: 'Estatinas', presentations: ['10 mg com 30 comprimidos', '20 mg com 30 comprimidos'] },
  { lineId: 3103, name: 'Ezetimiba', family: 'Hipolipemiantes', presentations: [] },
  { lineId: 3104, name: 'Anastrozol', family: 'Oncologia oral', presentations: ['1 mg com 28 comprimidos'] },
  { lineId: 3105, name: 'Letrozol', family: 'Oncologia oral', presentations: ['2,5 mg com 30 comprimidos'] },
  { lineId: 3106, name: 'Metotrexato', family: 'Imunossupressores', presentations: ['2,5 mg com 24 comprimidos'] },
  { lineId: 3107, name: 'Bicalutamida', family: 'Oncologia oral', presentations: ['50 mg com 28 comprimidos'] },
  { lineId: 3108, name: 'Leflunomida', family: 'Imunossupressores', presentations: ['20 mg com 30 comprimidos'] },
];

/** States of the North region get a smaller first band (freight), as the real programme does. */
const NORTH = new Set<Uf>(['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO']);

function discountOf(line: (typeof LINES)[number], uf: Uf): Discount[] {
  if (line.presentations.length === 0) return [];
  const first = NORTH.has(uf) ? 10 : 15;
  return [{
    name: line.name,
    familyDescription: line.family,
    rules: line.presentations.map((presentation, i) => ({
      ruleName: `Compra recorrente ${uf}`,
      ruleId: line.lineId * 10 + i,
      productDescription: `${line.name} ${presentation}`,
      ranges: [
        { boxesFrom: 1, boxesTo: 2, discountPercentage: first + i * 5 },
        { boxesFrom: 3, boxesTo: 5, discountPercentage: first + 10 + i * 5 },
        { boxesFrom: 6, boxesTo: null, discountPercentage: first + 20 + i * 5 },
      ],
    })),
  }];
}

/** Discounts answered offline for programme 126 (spec §9); other programmes have none. */
export const discountsSimulator: DiscountsProvider = {
  kind: 'simulator',
  async medicines(programId) {
    return programId === DISCOUNT_PROGRAM_ID ? LINES.map(({ lineId, name }) => ({ lineId, name })) : [];
  },
  async discounts(programId, familyId, uf) {
    const line = programId === DISCOUNT_PROGRAM_ID ? LINES.find((l) => l.lineId === familyId) : undefined;
    return line ? discountOf(line, uf) : [];
  },
};
