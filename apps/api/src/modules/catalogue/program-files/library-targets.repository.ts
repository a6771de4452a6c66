import { sql, type SQL } from 'drizzle-orm';
import type { LibraryTargetType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';

export interface LibraryTarget { id: number; name: string }

/**
 * What a library file may be attached to (spec §3 Program file groupId/itemId, decision 0079): for
 * CLINICAL_EXAMINATION an exam group and one of its exams, for SUPPLY a kit group and one of its
 * kits, for TRAVEL a travel group and one of its aids; always within the programme.
 */
function groupsQuery(programId: ScopedProgramId, type: LibraryTargetType, id: number | undefined): SQL {
  const only = (column: SQL) => (id === undefined ? sql`` : sql` and ${column} = ${id}`);
  switch (type) {
    case 'CLINICAL_EXAMINATION':
      return sql`select g.id, g.name from exam_groups g join followups f on f.id = g.followup_id
        where f.program_id = ${programId}${only(sql`g.id`)} order by g.name, g.id`;
    case 'SUPPLY':
      return sql`select g.id, g.name from supply_groups g where g.program_id = ${programId}${only(sql`g.id`)} order by g.name, g.id`;
    case 'TRAVEL':
      return sql`select g.id, g.name from travel_groups g join followups f on f.id = g.followup_id
        where f.program_id = ${programId}${only(sql`g.id`)} order by g.name, g.id`;
  }
}

function itemsQuery(programId: ScopedProgramId, type: LibraryTargetType, groupId: number, id: number | undefined): SQL {
  const only = (column: SQL) => (id === undefined ? sql`` : sql` and ${column} = ${id}`);
  switch (type) {
    case 'CLINICAL_EXAMINATION':
      return sql`select e.id, e.exam_type_name as name from exams e join exam_groups g on g.id = e.exam_group_id
        join followups f on f.id = g.followup_id
        where f.program_id = ${programId} and e.exam_group_id = ${groupId}${only(sql`e.id`)} order by e.exam_type_name, e.id`;
    case 'SUPPLY':
      return sql`select s.id, s.name from supplies s join supply_groups g on g.id = s.supply_group_id
        where g.program_id = ${programId} and s.supply_group_id = ${groupId}${only(sql`s.id`)} order by s.name, s.id`;
    case 'TRAVEL':
      return sql`select a.id, a.name from aids a join travel_groups g on g.id = a.travel_group_id
        join followups f on f.id = g.followup_id
        where f.program_id = ${programId} and a.travel_group_id = ${groupId}${only(sql`a.id`)} order by a.name, a.id`;
  }
}

/** The groups of that kind in the programme (one when `id` is given and it is one of them). */
export const libraryGroups = (db: DbOrTx, programId: ScopedProgramId, type: LibraryTargetType, id?: number) =>
  queryRows<LibraryTarget>(db, sql`${groupsQuery(programId, type, id)} limit 1000`);

/** The items of one group of the programme (one when `id` is given and it is one of them). */
export const libraryItems = (db: DbOrTx, programId: ScopedProgramId, type: LibraryTargetType, groupId: number, id?: number) =>
  queryRows<LibraryTarget>(db, sql`${itemsQuery(programId, type, groupId, id)} limit 1000`);
