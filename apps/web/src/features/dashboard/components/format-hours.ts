import type { TFunction } from '@/lib/i18n/index.ts';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A duration in hours as the panel shows it: hours up to two days, then days (one decimal). */
export function formatHours(t: TFunction, hours: number | null): string {
  if (hours === null) return t('dashboard.timeToTherapy.none');
  return hours < 48
    ? t('dashboard.timeToTherapy.hours', { value: number.format(hours) })
    : t('dashboard.timeToTherapy.days', { value: number.format(hours / 24) });
}
