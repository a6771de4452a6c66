import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PROCEDURE_STATUSES } from '@portal/domain';
import { yearMonthOptions, type DataTableFilter } from '@/components/data-table/index.ts';
import { useExamFilterOptions } from '../api/get-filter-options.ts';

/** Keys of the exams list filters in the query string (also read by the export). */
export const EXAM_FILTER_KEYS = ['followup', 'status', 'examGroup', 'yearMonth', 'scheduledFrom', 'scheduledTo'] as const;
/** Every other request list filters by status only (the dashboard's counts open it as `?status=`). */
export const STATUS_FILTER_KEYS = ['status'] as const;

/** The status filter of every request list: the displayed statuses, PARTIAL included, several at once. */
export function useStatusFilter(): DataTableFilter {
  const { t } = useTranslation();
  return useMemo(() => ({
    key: 'status', label: t('procedures.status'), multiple: true, minWidth: 160, allLabel: t('procedures.allStatuses'),
    options: [...PROCEDURE_STATUSES, 'PARTIAL' as const].map((s) => ({ value: s, label: t(`status.${s}`) })),
  }), [t]);
}

/**
 * Spec §2: the clinical-exam list filters by follow-up, status, exam group and year-month (from the
 * current month back to 2000); the exam groups offered are those of the chosen follow-ups.
 */
export function useExamFilters(programId: number, enabled: boolean, chosenFollowups: string | undefined): DataTableFilter[] {
  const { t } = useTranslation();
  const status = useStatusFilter();
  const { followups, examGroups } = useExamFilterOptions(programId, enabled);
  return useMemo(() => {
    if (!enabled) return [];
    const chosen = new Set((chosenFollowups ?? '').split(',').filter(Boolean).map(Number));
    const groups = chosen.size ? examGroups.filter((g) => chosen.has(g.followupId)) : examGroups;
    return [
      { key: 'followup', label: t('procedures.followup'), multiple: true, minWidth: 200, allLabel: t('procedures.allFollowups'),
        options: followups.map((f) => ({ value: String(f.id), label: f.name })) },
      status,
      { key: 'examGroup', label: t('procedures.examGroup'), multiple: true, minWidth: 200, allLabel: t('procedures.allExamGroups'),
        options: groups.map((g) => ({ value: String(g.id), label: g.name })) },
      { key: 'yearMonth', label: t('procedures.yearMonth'), minWidth: 140, allLabel: t('procedures.allMonths'), options: yearMonthOptions() },
      // Days of the appointments, São Paulo time (the API reads them so).
      { key: 'scheduledFrom', label: t('scheduling.scheduledFrom'), kind: 'date', minWidth: 170, options: [] },
      { key: 'scheduledTo', label: t('scheduling.scheduledTo'), kind: 'date', minWidth: 170, options: [] },
    ];
  }, [enabled, chosenFollowups, followups, examGroups, status, t]);
}
