import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#db/client.ts';
import { presentations, products, programs } from '#db/schema/index.ts';

/**
 * The registration web service codes of a demo programme's catalogue, the ones its simulator
 * knows (`integrations/wsacesso/simulator-data.ts`): the programme's code, each product's
 * pathology and each presentation's code. The demo doctor's FIRST_MEDICINE vouchers (seeded by
 * `inventory.ts`, Imunovita 100 mg/mL) can then be released offline.
 */
const PROGRAM_CODES: Record<string, string> = { BEMESTAR: '4101', ABRACARAVIDA: '4102' };
const PATHOLOGY_BY_PRODUCT: Record<string, number> = { Imunovita: 104, Cardioprev: 201 };
const CODE_BY_EAN: Record<string, string> = { '7891234567895': 'IMV100', '7891234567901': 'IMV050', '7891234567918': 'CDP010' };

export async function seedFirstMedicineCodes(tx: Tx, programId: number): Promise<void> {
  const [program] = await tx.select({ slug: programs.slug }).from(programs).where(eq(programs.id, programId));
  const code = program?.slug ? PROGRAM_CODES[program.slug] : undefined;
  if (code) await tx.update(programs).set({ wsAcessoCode: code }).where(eq(programs.id, programId));
  for (const [name, pathologyCode] of Object.entries(PATHOLOGY_BY_PRODUCT)) {
    await tx.update(products).set({ wsAcessoPathologyCode: pathologyCode }).where(and(eq(products.programId, programId), eq(products.name, name)));
  }
  const own = await tx.select({ id: presentations.id, ean: presentations.ean }).from(presentations)
    .innerJoin(products, eq(products.id, presentations.productId))
    .where(and(eq(products.programId, programId), inArray(presentations.ean, Object.keys(CODE_BY_EAN))));
  for (const p of own) await tx.update(presentations).set({ wsAcessoCode: CODE_BY_EAN[p.ean!]! }).where(eq(presentations.id, p.id));
}
