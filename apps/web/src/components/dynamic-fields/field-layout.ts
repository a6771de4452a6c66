import type { FieldAnswer, ProcedureFieldConfig } from '@portal/domain';

/** Which fields a block shows: those not at the bottom, only the bottom ones, or all (bottom ones last). */
export type FieldsPart = 'main' | 'bottom' | 'all';

/** A heading (the fields' `group`, or none) and the fields under it, in order. */
export interface FieldSection {
  group: string | null;
  fields: ProcedureFieldConfig[];
}

const byOrder = (a: ProcedureFieldConfig, b: ProcedureFieldConfig) => a.order - b.order || a.id - b.id;

/** Spec §3 Procedure field config: inactive fields are hidden; `order` sorts; `showAtBottom` fields come after the rest. */
export function shownFields(fields: readonly ProcedureFieldConfig[], part: FieldsPart = 'all'): ProcedureFieldConfig[] {
  const active = fields.filter((f) => f.active).sort(byOrder);
  const main = active.filter((f) => !f.showAtBottom);
  const bottom = active.filter((f) => f.showAtBottom);
  if (part === 'main') return main;
  if (part === 'bottom') return bottom;
  return [...main, ...bottom];
}

/** Consecutive fields of the same `group` under one heading. */
export function sectionsOf(fields: readonly ProcedureFieldConfig[]): FieldSection[] {
  const sections: FieldSection[] = [];
  for (const field of fields) {
    const group = field.group?.trim() || null;
    const last = sections.at(-1);
    if (last && last.group === group) last.fields.push(field);
    else sections.push({ group, fields: [field] });
  }
  return sections;
}

/** The empty answer of each field, by name: what a form starts with and resets to. */
export function emptyAnswers(fields: readonly ProcedureFieldConfig[]): Record<string, FieldAnswer> {
  const answers: Record<string, FieldAnswer> = {};
  for (const field of fields) {
    answers[field.name] = field.fieldType === 'CHECKBOX' ? false : field.fieldType === 'MULTIPLESELECT' ? [] : '';
  }
  return answers;
}

/** The answers worth sending: unanswered fields (empty text, no choice) are left out. */
export function filledAnswers(answers: Readonly<Record<string, FieldAnswer | null | undefined>>): Record<string, FieldAnswer> {
  const filled: Record<string, FieldAnswer> = {};
  for (const [name, answer] of Object.entries(answers)) {
    if (answer === null || answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) continue;
    filled[name] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return filled;
}

/** A `;` separated option list (spec §3). */
export const optionsOf = (options: string | null): string[] =>
  (options ?? '').split(';').map((o) => o.trim()).filter((o) => o !== '');
