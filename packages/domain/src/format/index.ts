export { formatCpf, formatCnpj } from './documents.ts';
export { formatPhone } from './phone.ts';
export { formatCep } from './cep.ts';
export { formatNumber, formatPercent } from './number.ts';
export { formatDate, formatTime } from './date.ts';
export {
  PROGRAMME_TIME_ZONE, LOCAL_DATE_TIME, formatProgrammeDateTime, fromProgrammeLocal, programmeDayStart, toProgrammeLocal,
} from './programme-time.ts';
export { maskEmail } from './email.ts';
export { durationKey, humanDuration, type DurationUnit, type HumanDuration } from './duration.ts';
export { fillPath } from './path.ts';
export { CSV_BOM, CSV_SEPARATOR, csvField, toCsv } from './csv.ts';
export { programPhrase } from './program-name.ts';
