/**
 * Spec §2 Exam request availability captions, §3 result types, §6 approval: what each exam of a
 * request may do, decided from the doctor's vouchers of that exam and the exam group's flags.
 * The form (captions, which boxes can be ticked), the server (what a submit consumes, what it
 * refuses) and the procedure's stored eligibility results all read this one rule.
 */
export const EXAM_AVAILABILITIES = ['VOUCHER_AVAILABLE', 'REQUEST_EXAM', 'REQUEST_APPROVAL', 'OUT_OF_STOCK'] as const;
export type ExamAvailability = (typeof EXAM_AVAILABILITIES)[number];

export const RESULT_TYPES = ['APPROVE', 'REQUEST_APPROVAL', 'REJECT'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export interface ExamGroupInventoryFlags {
  canRequestWithoutInventory: boolean;
  requireApprovalWithoutInventory: boolean;
}

export interface ExamEligibility {
  availability: ExamAvailability;
  /** Whether the doctor may tick the exam. */
  selectable: boolean;
  /** Whether requesting it spends one voucher of the doctor. */
  consumesVoucher: boolean;
  /** The §3 result stored on the procedure for this exam. */
  result: ResultType;
  /** Only an admin or sysadmin may approve it (the programme pays, not a voucher). */
  needsProgrammeApproval: boolean;
}

export function examEligibility(vouchers: number, group: ExamGroupInventoryFlags): ExamEligibility {
  if (vouchers > 0) {
    return { availability: 'VOUCHER_AVAILABLE', selectable: true, consumesVoucher: true, result: 'APPROVE', needsProgrammeApproval: false };
  }
  if (!group.canRequestWithoutInventory) {
    return { availability: 'OUT_OF_STOCK', selectable: false, consumesVoucher: false, result: 'REJECT', needsProgrammeApproval: false };
  }
  if (group.requireApprovalWithoutInventory) {
    return { availability: 'REQUEST_APPROVAL', selectable: true, consumesVoucher: false, result: 'REQUEST_APPROVAL', needsProgrammeApproval: true };
  }
  return { availability: 'REQUEST_EXAM', selectable: true, consumesVoucher: false, result: 'APPROVE', needsProgrammeApproval: false };
}

/**
 * The vouchers left for each exam after spending one per earlier exam of the same request on the
 * same item, so two exams of one item never count the same voucher twice.
 */
export function eligibilityOfRequest(
  exams: readonly { examId: number; vouchers: number }[], group: ExamGroupInventoryFlags,
): (ExamEligibility & { examId: number })[] {
  const spent = new Map<number, number>();
  return exams.map(({ examId, vouchers }) => {
    const used = spent.get(examId) ?? 0;
    const eligibility = examEligibility(vouchers - used, group);
    if (eligibility.consumesVoucher) spent.set(examId, used + 1);
    return { examId, ...eligibility };
  });
}
