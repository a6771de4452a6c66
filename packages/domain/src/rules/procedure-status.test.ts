import { describe, expect, it } from 'vitest';
import type { ProcedureStatus } from '../enums/index.ts';
import { displayStatus, statusColor } from './procedure-status.ts';

const kids = (...statuses: ProcedureStatus[]) => statuses.map((status) => ({ status }));

describe('displayStatus (spec §4 PARTIAL)', () => {
  it.each<[ProcedureStatus, ProcedureStatus[], string]>([
    ['OPEN', [], 'OPEN'],
    ['APPROVED', ['CONCLUDED', 'APPROVED'], 'PARTIAL'],
    ['APPROVED', ['CONCLUDED', 'SCHEDULED'], 'PARTIAL'],
    ['APPROVED', ['CONCLUDED', 'OPEN'], 'PARTIAL'],
    ['APPROVED', ['APPROVED', 'SCHEDULED'], 'PARTIAL'],
    ['APPROVED', ['APPROVED', 'APPROVED'], 'APPROVED'],
    ['APPROVED', ['CONCLUDED', 'CONCLUDED'], 'APPROVED'],
    ['APPROVED', ['CONCLUDED', 'CANCELED'], 'APPROVED'],
    ['APPROVED', ['APPROVED', 'REJECTED'], 'APPROVED'],
    ['REJECTED', ['REJECTED', 'REJECTED'], 'REJECTED'],
  ])('%s with children %j shows %s', (status, children, expected) => {
    expect(displayStatus(status, kids(...children))).toBe(expected);
  });
});

describe('statusColor (spec §4)', () => {
  it('colours each status as the spec lists', () => {
    expect(['OPEN', 'APPROVED', 'SCHEDULED', 'CONCLUDED', 'PARTIAL', 'REJECTED', 'CANCELED'].map((s) => statusColor(s as ProcedureStatus)))
      .toEqual(['warning', 'primary', 'info', 'success', 'warning', 'error', 'error']);
  });
});
