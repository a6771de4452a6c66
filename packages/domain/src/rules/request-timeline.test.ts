import { describe, expect, it } from 'vitest';
import { PROCEDURE_STATUSES, PROCEDURE_TYPES, type ProcedureStatus, type ProcedureType } from '../enums/index.ts';
import { RESULT_TYPES } from './exam-eligibility.ts';
import {
  eligibilityView, programmeDecisionOf, requestTimeline, timelineConsistent, type TimelineSource, type TimelineStepFlags,
} from './request-timeline.ts';

const ALL: TimelineStepFlags = {
  showCreatedAt: true, showApprovedAt: true, showScheduledAt: true, showCollectedAt: true, showReceivedAt: true,
  showConcludedAt: true, showCanceledAt: true,
};
/** The fixed steps of the types without an exam group (travel also schedules). */
const FIXED = (type: ProcedureType): TimelineStepFlags => ({
  ...ALL, showScheduledAt: type === 'TRAVEL', showCollectedAt: false, showReceivedAt: false,
});
const AT = '2026-11-20T12:00:00.000Z';
type Stamp = 'approvedAt' | 'scheduledAt' | 'collectedAt' | 'receivedAt' | 'concludedAt' | 'canceledAt';
const STAMPS: readonly Stamp[] = ['approvedAt', 'scheduledAt', 'collectedAt', 'receivedAt', 'concludedAt', 'canceledAt'];

/** Every subset of the stamps a request of `status` may carry (missing dates included: old data, imports). */
function sources(type: ProcedureType, status: ProcedureStatus): TimelineSource[] {
  const out: TimelineSource[] = [];
  for (let mask = 0; mask < 1 << STAMPS.length; mask += 1) {
    const dated = Object.fromEntries(STAMPS.map((s, i) => [s, mask & (1 << i) ? AT : null])) as Record<Stamp, string | null>;
    for (const hasAppointments of [false, true]) {
      out.push({ type, storedStatus: status, timeline: type === 'CLINICAL_EXAMINATION' ? ALL : FIXED(type), createdAt: AT, ...dated, hasAppointments });
    }
  }
  return out;
}

describe('requestTimeline: status and timeline agree on every request type and status', () => {
  for (const type of PROCEDURE_TYPES) {
    for (const status of PROCEDURE_STATUSES) {
      it(`${type} ${status}`, () => {
        for (const source of sources(type, status)) {
          const steps = requestTimeline(source);
          const keys = steps.map((s) => s.key);
          // Never a later step done while an earlier one waits.
          expect(timelineConsistent(steps), JSON.stringify({ source, steps })).toBe(true);
          expect(steps[0]!.done).toBe(true);
          if (status === 'CONCLUDED') expect(steps.every((s) => s.done && !s.error)).toBe(true);
          if (status === 'REJECTED' && type !== 'PATIENTS') expect(steps.at(-1)).toMatchObject({ key: 'authorization', error: true, done: true });
          if (status === 'CANCELED') expect(steps.at(-1)).toMatchObject({ key: 'canceled', error: true, done: true });
          if (status === 'OPEN' && type !== 'PATIENTS' && source.approvedAt === null && source.canceledAt === null) {
            expect(steps.find((s) => s.key === 'authorization')).toMatchObject({ done: false, labelKey: 'stepPending' });
          }
          if (AUTHORIZED(status) && type !== 'PATIENTS') expect(steps.find((s) => s.key === 'authorization')).toMatchObject({ done: true, labelKey: 'stepApproved' });
          // An ended request never shows a step still waiting.
          if (status === 'CONCLUDED' || status === 'CANCELED' || status === 'REJECTED') expect(steps.some((s) => !s.done)).toBe(false);
          // An invitation is not a request: no authorization, no scheduling.
          if (type === 'PATIENTS') expect(keys.filter((k) => k === 'authorization' || k === 'scheduling')).toEqual([]);
          expect(new Set(keys).size).toBe(keys.length);
        }
      });
    }
  }
});

const AUTHORIZED = (status: ProcedureStatus) => status === 'APPROVED' || status === 'SCHEDULED' || status === 'CONCLUDED';

describe('requestTimeline: the cases users met', () => {
  it('a concluded exam with no collection or receipt recorded shows them passed, not waiting', () => {
    const steps = requestTimeline({
      type: 'CLINICAL_EXAMINATION', storedStatus: 'CONCLUDED', timeline: ALL, createdAt: AT, approvedAt: AT, scheduledAt: AT,
      collectedAt: null, receivedAt: null, concludedAt: AT, canceledAt: null,
    });
    expect(steps.map((s) => [s.key, s.done, s.at])).toEqual([
      ['request', true, AT], ['authorization', true, AT], ['scheduling', true, AT], ['collect', true, null], ['receipt', true, null], ['conclusion', true, AT],
    ]);
  });

  it('a concluded invitation reads as an invitation confirmed, never as an authorization awaited', () => {
    const steps = requestTimeline({
      type: 'PATIENTS', storedStatus: 'CONCLUDED', timeline: FIXED('PATIENTS'), createdAt: AT, approvedAt: null, scheduledAt: null,
      collectedAt: null, receivedAt: null, concludedAt: AT, canceledAt: null,
    });
    expect(steps.map((s) => s.labelKey)).toEqual(['invitationSent', 'invitationConfirmed']);
  });
});

describe('eligibilityView: the eligibility agrees with the decision', () => {
  for (const status of PROCEDURE_STATUSES) {
    for (const item of [undefined, ...PROCEDURE_STATUSES]) {
      for (const result of RESULT_TYPES) {
        it(`${result} on a ${status} request (item ${item ?? '—'})`, () => {
          const decision = programmeDecisionOf(status, item);
          const view = eligibilityView(result, decision);
          // "Aprovado" only once the programme approved; nothing awaits once decided.
          if (view.labelKey === 'procedures.eligibilityResult.APPROVE') expect(decision).toBe('APPROVED');
          if (status === 'OPEN') expect(view.labelKey).not.toBe('procedures.eligibilityResult.APPROVE');
          if (decision !== null) expect(view.awaiting).toBe(false);
          if (decision === 'REJECTED') expect(view.color).toBe('error');
        });
      }
    }
  }
});
