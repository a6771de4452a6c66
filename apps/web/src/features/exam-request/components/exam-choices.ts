import type { Exam, ExamAvailabilityRow, ExamGroup, ExamSupply } from '@portal/domain';
import type { ExamRequestValues } from './exam-request-values.ts';

export interface ExamChoice {
  exam: Exam;
  row: ExamAvailabilityRow | undefined;
  /** The shared eligibility rule's answer; without an answer (still loading) the server decides. */
  selectable: boolean;
}

/** Each exam with its availability (spec §2 captions). */
export const examChoices = (exams: readonly Exam[], availability: ReadonlyMap<number, ExamAvailabilityRow> | undefined): ExamChoice[] =>
  exams.map((exam) => {
    const row = availability?.get(exam.id);
    return { exam, row, selectable: row?.selectable ?? true };
  });

/** Where a kit may be sent: its own institutions, else the group's. */
export const supplyInstitutionsOf = (supply: ExamSupply, group: ExamGroup) =>
  supply.institutions.length > 0 ? supply.institutions : group.institutions;

type SupplyChoice = ExamRequestValues['supplies'][number];

/**
 * The kits of the chosen exams (spec §3 payload `supplies {itemId, supplyId, institutionId}`): one
 * per kit of each chosen exam, keeping a place already chosen, preselected when only one exists.
 */
export function syncedSupplies(exams: readonly Exam[], itemIds: readonly number[], current: readonly SupplyChoice[], group: ExamGroup): SupplyChoice[] {
  return exams.filter((e) => itemIds.includes(e.id)).flatMap((exam) => exam.supplies.map((supply) => {
    const kept = current.find((c) => c.itemId === exam.id && c.supplyId === supply.id);
    const places = supplyInstitutionsOf(supply, group);
    return { itemId: exam.id, supplyId: supply.id, institutionId: kept?.institutionId || (places.length === 1 ? places[0]!.id : '') };
  }));
}

export const sameSupplies = (a: readonly SupplyChoice[], b: readonly SupplyChoice[]) =>
  a.length === b.length && a.every((x, i) => x.itemId === b[i]!.itemId && x.supplyId === b[i]!.supplyId && x.institutionId === b[i]!.institutionId);
