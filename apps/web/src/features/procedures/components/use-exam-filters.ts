import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { PROCEDURE_STATUSES } from '@portal/domain';
import { yearMonthOptions, type DataTableFilter } from '@/components/data-table/index.ts';
import { useExamFilterOptions } from '../api/get-filter-options.ts';

/** Keys of the exams list filters in the query string (also read by the export). */
export const EXAM_FILTER_KEYS = ['followup', 'status', 'examGroup', 'yearMonth'] as const;

/**
 * Spec §2: the clinical-exam list filters by follow-up, status, exam group and year-month (from the
 * current month back to 2000); the exam groups offered are those of the chosen follow-ups.
 */
export function useExamFilters(programId: number, enabled: boolean, chosenFollowups: string | undefined): DataTableFilter[] {
  const { t } = useTranslation();
  const { followups, examGroups } = useExamFilterOptions(programId, enabled);
  return useMemo(() => {
    if (!enabled) return [];
    const chosen = new Set((chosenFollowups ?? '').split(',').filter(Boolean).map(Number));
    const groups = chosen.size ? examGroups.filter((g) => chosen.has(g.followupId)) : examGroups;
    return [
      { key: 'followup', label: t('procedures.followup'), multiple: true, minWidth: 200, allLabel: t('procedures.allFollowups'),
        options: followups.map((f) => ({ value: String(f.id), label: f.name })) },
      { key: 'status', label: t('procedures.status'), multiple: true, minWidth: 160, allLabel: t('procedures.allStatuses'),
        options: [...PROCEDURE_STATUSES, 'PARTIAL' as const].map((s) => ({ value: s, label: t(`status.${s}`) })) },
      { key: 'examGroup', label: t('procedures.examGroup'), multiple: true, minWidth: 200, allLabel: t('procedures.allExamGroups'),
        options: groups.map((g) => ({ value: String(g.id), label: g.name })) },
      { key: 'yearMonth', label: t('procedures.yearMonth'), minWidth: 140, allLabel: t('procedures.allMonths'), options: yearMonthOptions() },
    ];
  }, [enabled, chosenFollowups, followups, examGroups, t]);
}
