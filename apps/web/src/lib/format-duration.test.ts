import { describe, expect, it } from 'vitest';
import { duration } from '@portal/domain/i18n/sections/duration';
import { createTranslator } from './i18n/translator.ts';
import { formatAgo, formatDuration, formatHoursInWords } from './format-duration.ts';

describe('durations in words', () => {
  const { t } = createTranslator({ duration }).current();
  const now = new Date('2026-03-10T12:00:00Z');

  it('says the largest whole unit with its plural form', () => {
    expect(formatHoursInWords(t, 0.2)).toBe('12 minutos');
    expect(formatHoursInWords(t, 1)).toBe('1 hora');
    expect(formatDuration(t, 30_000)).toBe('menos de um minuto');
  });

  it('says how long ago, "agora mesmo" under a minute', () => {
    expect(formatAgo(t, '2026-03-07T11:00:00Z', now)).toBe('há 3 dias');
    expect(formatAgo(t, '2026-03-09T11:00:00Z', now)).toBe('há 1 dia');
    expect(formatAgo(t, '2026-03-10T11:59:30Z', now)).toBe('agora mesmo');
  });
});
