import { describe, expect, it } from 'vitest';
import { eligibilityOfRequest, examEligibility } from './exam-eligibility.ts';

describe('examEligibility (spec §2 captions, §3 results, §6)', () => {
  it.each([
    // vouchers, canRequestWithoutInventory, requireApprovalWithoutInventory → caption, selectable, consumes, result, programme approval
    [3, false, false, 'VOUCHER_AVAILABLE', true, true, 'APPROVE', false],
    [1, true, true, 'VOUCHER_AVAILABLE', true, true, 'APPROVE', false],
    [0, false, false, 'OUT_OF_STOCK', false, false, 'REJECT', false],
    [0, false, true, 'OUT_OF_STOCK', false, false, 'REJECT', false],
    [0, true, false, 'REQUEST_EXAM', true, false, 'APPROVE', false],
    [0, true, true, 'REQUEST_APPROVAL', true, false, 'REQUEST_APPROVAL', true],
    [-1, true, true, 'REQUEST_APPROVAL', true, false, 'REQUEST_APPROVAL', true],
  ] as const)('%i vouchers, can=%s, approval=%s → %s', (vouchers, can, approval, availability, selectable, consumesVoucher, result, needsProgrammeApproval) => {
    expect(examEligibility(vouchers, { canRequestWithoutInventory: can, requireApprovalWithoutInventory: approval }))
      .toEqual({ availability, selectable, consumesVoucher, result, needsProgrammeApproval });
  });

  it('never counts one voucher for two exams of the same item in a request', () => {
    const rows = eligibilityOfRequest([{ examId: 7, vouchers: 1 }, { examId: 7, vouchers: 1 }, { examId: 8, vouchers: 1 }],
      { canRequestWithoutInventory: false, requireApprovalWithoutInventory: false });
    expect(rows.map((r) => r.availability)).toEqual(['VOUCHER_AVAILABLE', 'OUT_OF_STOCK', 'VOUCHER_AVAILABLE']);
  });
});
