import { describe, expect, it } from 'vitest';
import type { ProcedureStatus, UserType } from '../enums/index.ts';
import { allowedSteps, canDecide, rollUpStatus, stepOutcome } from './procedure-workflow.ts';

describe('canDecide (spec §4, §6)', () => {
  it.each<[UserType, ProcedureStatus, boolean, boolean]>([
    ['DOCTOR', 'OPEN', false, false],
    ['REPRESENTATIVE', 'OPEN', false, true],
    ['DISTRICT_MANAGER', 'OPEN', false, true],
    ['DISTRICT_MANAGER', 'OPEN', true, false],
    ['ADMIN', 'OPEN', true, true],
    ['SYSADMIN', 'OPEN', true, true],
    ['ADMIN', 'APPROVED', false, false],
    ['ADMIN', 'REJECTED', false, false],
  ])('%s on %s (programme approval %s) → %s', (type, status, needsProgrammeApproval, expected) => {
    expect(canDecide(type, { status, needsProgrammeApproval })).toBe(expected);
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
