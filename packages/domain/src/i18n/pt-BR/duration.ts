/** Human durations (`humanDuration` in format/duration.ts): plural forms picked by `count`. */
export const duration = {
  lessThanMinute: 'menos de um minuto',
  minutes_one: '{{count}} minuto',
  minutes_other: '{{count}} minutos',
  hours_one: '{{count}} hora',
  hours_other: '{{count}} horas',
  days_one: '{{count}} dia',
  days_other: '{{count}} dias',
  months_one: '{{count}} mês',
  months_other: '{{count}} meses',
  years_one: '{{count}} ano',
  years_other: '{{count}} anos',
  /** How long ago: "há 3 dias". */
  ago: 'há {{duration}}',
  justNow: 'agora mesmo',
};
