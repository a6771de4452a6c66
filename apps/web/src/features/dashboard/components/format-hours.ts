import type { TFunction } from '@/lib/i18n/index.ts';
import { formatHoursInWords } from '@/lib/format-duration.ts';

/** A duration in hours as the panel shows it, in words ("12 minutos", "5 horas", "3 dias"). */
export function formatHours(t: TFunction, hours: number | null): string {
  return hours === null ? t('dashboard.timeToTherapy.none') : formatHoursInWords(t, hours);
}
