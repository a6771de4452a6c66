import { multipartParts } from '../e2b/multipart.test-helpers.ts';

/**
 * A tiny release in the MedDRA ASCII layout, made up by the tests (not MedDRA: invented codes and
 * terms): llt.asc = llt_code$llt_name$pt_code$…$llt_currency$…; pt.asc = pt_code$pt_name$$soc_code$….
 */
export const TEST_LLTS = [
  { code: '91000001', name: 'Náusea de teste', pt: '92000001', current: true },
  { code: '91000002', name: 'Enjoo de teste', pt: '92000001', current: true },
  { code: '91000003', name: 'Cefaleia de teste', pt: '92000002', current: true },
  { code: '91000004', name: 'Termo de teste não corrente', pt: '92000002', current: false },
] as const;

export function testMeddraFiles(): { llt: string; pt: string } {
  const llt = TEST_LLTS.map((l) => `${l.code}$${l.name}$${l.pt}$$$$$$$${l.current ? 'Y' : 'N'}$$\n`).join('');
  const pt = '92000001$Náusea (PT de teste)$$93000001$$$$$$$$\n92000002$Cefaleia (PT de teste)$$93000002$$$$$$$$\n';
  return { llt, pt };
}

/** The upload of that release (`version` and both files). */
export function testMeddraUpload(version = '27.1', files = testMeddraFiles()) {
  return multipartParts([
    { name: 'version', value: version },
    { name: 'llt', filename: 'llt.asc', content: Buffer.from(files.llt, 'latin1') },
    { name: 'pt', filename: 'pt.asc', content: Buffer.from(files.pt, 'latin1') },
  ]);
}
