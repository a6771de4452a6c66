import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { programs } from '../../db/schema/index.ts';

const publicColumns = {
  id: programs.id,
  name: programs.name,
  slug: programs.slug,
  logoUrl: programs.logoUrl,
  modules: programs.modules,
  styles: programs.styles,
  customHtmlFooter: programs.customHtmlFooter,
  allowSpecialtyDuringSignup: programs.allowSpecialtyDuringSignup,
  requireCpfDuringSignup: programs.requireCpfDuringSignup,
  requireWorkInstitutionsDuringSignup: programs.requireWorkInstitutionsDuringSignup,
  customMessageInvalidCRM: programs.customMessageInvalidCrm,
  clientId: programs.clientId,
};

export const listPublicPrograms = (db: DbOrTx) => db.select(publicColumns).from(programs).orderBy(asc(programs.name));

export async function findPublicProgramBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select(publicColumns).from(programs).where(eq(sql`upper(${programs.slug})`, slug.toUpperCase())).limit(1);
  return row;
}
