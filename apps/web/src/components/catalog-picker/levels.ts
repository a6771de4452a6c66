import type { CataloguePermissionType, PermissionOptionLevel } from '@portal/domain';

/** One picker of a catalogue cascade and the catalogue key of its label. */
export interface CatalogLevel {
  level: PermissionOptionLevel;
  label: string;
}

/**
 * The cascading pickers of each catalogue type, top to bottom (spec §2): FIRST_MEDICINE product →
 * presentation; CLINICAL_EXAMINATION follow-up → exam group → exam; PATIENT_PROCEDURE product →
 * patient procedure; SUPPLY supply group → supply. `group` and `item` are the ids an inventory or
 * a permission points at; the follow-up only narrows the exam groups.
 */
export const CATALOG_LEVELS: Readonly<Record<CataloguePermissionType, readonly CatalogLevel[]>> = {
  FIRST_MEDICINE: [{ level: 'group', label: 'catalogPicker.product' }, { level: 'item', label: 'catalogPicker.presentation' }],
  CLINICAL_EXAMINATION: [
    { level: 'followup', label: 'catalogPicker.followup' },
    { level: 'group', label: 'catalogPicker.examGroup' },
    { level: 'item', label: 'catalogPicker.exam' },
  ],
  PATIENT_PROCEDURE: [{ level: 'group', label: 'catalogPicker.product' }, { level: 'item', label: 'catalogPicker.patientProcedure' }],
  SUPPLY: [{ level: 'group', label: 'catalogPicker.supplyGroup' }, { level: 'item', label: 'catalogPicker.supply' }],
};

/** The option picked at each level ('' = none yet, or "any" where the picker offers it). */
export type CatalogValue = Record<PermissionOptionLevel, string>;

export const EMPTY_CATALOG_VALUE: CatalogValue = { followup: '', group: '', item: '' };

/** The value after picking `option` at `level`: the levels below it start over. */
export function pickLevel(type: CataloguePermissionType, value: CatalogValue, level: PermissionOptionLevel, option: string): CatalogValue {
  const levels = CATALOG_LEVELS[type].map((l) => l.level);
  const index = levels.indexOf(level);
  const next = { ...value };
  levels.forEach((l, i) => {
    if (i === index) next[l] = option;
    else if (i > index) next[l] = '';
  });
  return next;
}

/** The id picked at a level, or undefined. */
export const pickedId = (value: CatalogValue, level: PermissionOptionLevel): number | undefined =>
  (value[level] ? Number(value[level]) : undefined);
