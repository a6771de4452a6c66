import { describe, expect, it } from 'vitest';
import { MODULES, PROCEDURE_TYPES, type Module, type ProcedureStatus, type ProcedureType, type UserType } from '../enums/index.ts';
import { allowedSteps, canDecide, rollUpStatus, stepOutcome } from './procedure-workflow.ts';
import { reachableRequestTypes } from './request-types.ts';

const EVERY_MODULE = [...MODULES];
const viewer = (userType: UserType, userModules: readonly Module[] = EVERY_MODULE, programModules: readonly Module[] = EVERY_MODULE) =>
  ({ userType, userModules, programModules });

describe('canDecide (spec §4, §6)', () => {
  it.each<[UserType, ProcedureStatus, boolean, boolean]>([
    ['DOCTOR', 'OPEN', false, false],
    ['REPRESENTATIVE', 'OPEN', false, true],
    ['DISTRICT_MANAGER', 'OPEN', false, true],
    ['DISTRICT_MANAGER', 'OPEN', true, false],
    ['REGIONAL_MANAGER', 'OPEN', true, false],
    ['REPRESENTATIVE', 'OPEN', true, false],
    ['ADMIN', 'OPEN', true, true],
    ['SYSADMIN', 'OPEN', true, true],
    ['ADMIN', 'APPROVED', false, false],
    ['ADMIN', 'REJECTED', false, false],
  ])('%s on %s (programme approval %s) → %s', (type, status, needsProgrammeApproval, expected) => {
    expect(canDecide(viewer(type), { type: 'CLINICAL_EXAMINATION', status, needsProgrammeApproval })).toBe(expected);
  });

  it('needs the module of the request\'s type, held by the user and the programme', () => {
    const open = (type: ProcedureType) => ({ type, status: 'OPEN' as const, needsProgrammeApproval: false });
    const representative = viewer('REPRESENTATIVE', ['firstMedicine', 'clinicalExamination']);
    expect(canDecide(representative, open('CLINICAL_EXAMINATION'))).toBe(true);
    expect(canDecide(representative, open('PATIENT_PROCEDURE'))).toBe(false);
    expect(canDecide(representative, open('TRAVEL'))).toBe(false);
    expect(canDecide(viewer('ADMIN', EVERY_MODULE, ['firstMedicine']), open('SUPPLY'))).toBe(false);
    // A system administrator works in every programme, whatever the session's programme has.
    expect(canDecide(viewer('SYSADMIN', [], ['firstMedicine']), open('SUPPLY'))).toBe(true);
  });
});

describe('reachableRequestTypes', () => {
  it('follows the module rule, programme-only modules included', () => {
    expect(reachableRequestTypes(viewer('REPRESENTATIVE', ['firstMedicine', 'clinicalExamination'], ['firstMedicine', 'clinicalExamination', 'travel', 'salesforceVisit'])))
      .toEqual(['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'SALESFORCE_VISIT', 'CHECK_PATIENT_ELIGIBILITY']);
    expect(reachableRequestTypes(viewer('DOCTOR', [], []))).toEqual([]);
    expect(reachableRequestTypes(viewer('SYSADMIN', [], []))).toEqual([...PROCEDURE_TYPES]);
  });
});

describe('progress after approval', () => {
  const child = (status: ProcedureStatus, collected = false, received = false) =>
    ({ status, scheduledAt: null, collectedAt: collected ? new Date() : null, receivedAt: received ? new Date() : null });

  it('offers the steps in order', () => {
    expect(allowedSteps(child('OPEN'))).toEqual([]);
    expect(allowedSteps(child('APPROVED'))).toEqual(['SCHEDULE', 'CONCLUDE', 'CANCEL']);
    expect(allowedSteps(child('SCHEDULED'))).toEqual(['SCHEDULE', 'COLLECT', 'CONCLUDE', 'CANCEL']);
    expect(allowedSteps(child('SCHEDULED', true))).toEqual(['SCHEDULE', 'RECEIVE', 'CONCLUDE', 'CANCEL']);
    expect(allowedSteps(child('SCHEDULED', true, true))).toEqual(['SCHEDULE', 'CONCLUDE', 'CANCEL']);
    expect(allowedSteps(child('CONCLUDED'))).toEqual([]);
    expect(allowedSteps(child('CANCELED'))).toEqual([]);
  });

  it('reschedules a scheduled child', () => {
    expect(stepOutcome(child('APPROVED'), 'SCHEDULE').subStatus).toBe('SCHEDULED_EXAM');
    expect(stepOutcome(child('SCHEDULED'), 'SCHEDULE').subStatus).toBe('RESCHEDULED');
  });

  it.each<[ProcedureStatus, ProcedureStatus[], ProcedureStatus]>([
    ['OPEN', ['OPEN'], 'OPEN'],
    ['APPROVED', ['APPROVED', 'REJECTED'], 'APPROVED'],
    ['APPROVED', ['SCHEDULED', 'APPROVED'], 'SCHEDULED'],
    ['SCHEDULED', ['CONCLUDED', 'SCHEDULED'], 'SCHEDULED'],
    ['SCHEDULED', ['CONCLUDED', 'CANCELED', 'REJECTED'], 'CONCLUDED'],
    ['APPROVED', ['CANCELED', 'REJECTED'], 'CANCELED'],
  ])('rolls %s with children %j up to %s', (current, children, expected) => {
    expect(rollUpStatus(current, children.map((status) => ({ status })))).toBe(expected);
  });
});
