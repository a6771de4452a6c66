import { sql, type SQL } from 'drizzle-orm';
import type { CataloguePermissionType, PermissionOption, PermissionOptionLevel } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

export interface OptionFilter {
  parentId?: number | undefined;
  /** Only this row (to validate an id a client sent). */
  id?: number | undefined;
}

/** The catalogue query of one picker level, or undefined when the type has no such level. */
function levelQuery(programId: ScopedProgramId, type: CataloguePermissionType, level: PermissionOptionLevel, f: OptionFilter): SQL | undefined {
  const id = (column: SQL) => (f.id === undefined ? sql`` : sql` and ${column} = ${f.id}`);
  const parent = (column: SQL) => (f.parentId === undefined ? sql`` : sql` and ${column} = ${f.parentId}`);
  switch (type) {
    case 'FIRST_MEDICINE':
    case 'PATIENT_PROCEDURE':
      if (level === 'group') {
        return sql`select p.id, p.name from products p where p.program_id = ${programId}${id(sql`p.id`)} order by p.name, p.id`;
      }
      if (level === 'item' && type === 'FIRST_MEDICINE') {
        return sql`select x.id, x.name from presentations x join products p on p.id = x.product_id
          where p.program_id = ${programId}${parent(sql`x.product_id`)}${id(sql`x.id`)} order by x.name, x.id`;
      }
      if (level === 'item') {
        return sql`select x.id, x.name from patient_procedures x join products p on p.id = x.product_id
          where p.program_id = ${programId}${parent(sql`x.product_id`)}${id(sql`x.id`)} order by x.name, x.id`;
      }
      return undefined;
    case 'CLINICAL_EXAMINATION':
      if (level === 'followup') {
        return sql`select f.id, f.name from followups f where f.program_id = ${programId}${id(sql`f.id`)} order by f.name, f.id`;
      }
      if (level === 'group') {
        return sql`select g.id, g.name from exam_groups g join followups f on f.id = g.followup_id
          where f.program_id = ${programId}${parent(sql`g.followup_id`)}${id(sql`g.id`)} order by g.name, g.id`;
      }
      return sql`select e.id, e.exam_type_name as name from exams e join exam_groups g on g.id = e.exam_group_id
        join followups f on f.id = g.followup_id
        where f.program_id = ${programId}${parent(sql`e.exam_group_id`)}${id(sql`e.id`)} order by e.exam_type_name, e.id`;
    case 'SUPPLY':
      if (level === 'group') {
        return sql`select g.id, g.name from supply_groups g where g.program_id = ${programId}${id(sql`g.id`)} order by g.name, g.id`;
      }
      if (level === 'item') {
        return sql`select s.id, s.name from supplies s join supply_groups g on g.id = s.supply_group_id
          where g.program_id = ${programId}${parent(sql`s.supply_group_id`)}${id(sql`s.id`)} order by s.name, s.id`;
      }
      return undefined;
  }
}

/** Rows a permission picker offers at one level, within the programme's catalogue. */
export async function permissionOptions(
  db: DbOrTx, programId: ScopedProgramId, type: CataloguePermissionType, level: PermissionOptionLevel, f: OptionFilter = {},
): Promise<PermissionOption[]> {
  const query = levelQuery(programId, type, level, f);
  if (!query) return [];
  return queryRows<PermissionOption>(db, sql`${query} limit 1000`);
}

/** Whether the id is a row of that level (under the parent, when given) in the programme. */
export async function isOption(
  db: DbOrTx, programId: ScopedProgramId, type: CataloguePermissionType, level: PermissionOptionLevel, id: number, parentId?: number,
): Promise<boolean> {
  return (await permissionOptions(db, programId, type, level, { id, parentId })).length > 0;
}
