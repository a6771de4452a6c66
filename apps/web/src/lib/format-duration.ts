import { durationKey, humanDuration } from '@portal/domain';
import type { TFunction } from '@/lib/i18n/index.ts';

/**
 * Durations in words, the one way every screen says them: "3 dias", "1 hora", "menos de um minuto"
 * (`humanDuration` in @portal/domain picks the unit; the catalogue's plural forms say it).
 */
export function formatDuration(t: TFunction, ms: number): string {
  const d = humanDuration(ms);
  return t(durationKey(d), { count: d.count });
}

/** How long ago an instant was, from `now`: "há 3 dias", or "agora mesmo" under a minute. */
export function formatAgo(t: TFunction, since: Date | string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(since).getTime();
  const d = humanDuration(ms);
  return d.unit === null ? t('duration.justNow') : t('duration.ago', { duration: formatDuration(t, ms) });
}

/** `formatDuration` of a number of hours (the dashboard's `waitingHours`, medians). */
export const formatHoursInWords = (t: TFunction, hours: number): string => formatDuration(t, hours * 3_600_000);
