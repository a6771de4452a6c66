import type { AccessPhase } from '../schemas/patient-care.ts';

/** Spec §4 "Patient access phase steps". */
export const ACCESS_PHASE_STEP_STATUSES = ['COMPLETED', 'WAITING', 'NOT_STARTED'] as const;
export type AccessPhaseStepStatus = (typeof ACCESS_PHASE_STEP_STATUSES)[number];

export interface AccessPhaseStep { label: string; date: string | null; status: AccessPhaseStepStatus }

/**
 * The details screen's stepper: every entry of the patient's access history is a step already
 * reached, so each maps to COMPLETED (spec §4), in the order the history lists them.
 */
export const accessPhaseSteps = (phases: readonly AccessPhase[]): AccessPhaseStep[] =>
  phases.map((p) => ({ label: p.status, date: p.date, status: 'COMPLETED' }));
