/** São Paulo's wall clock to the minute, whatever the server's zone. */
const clock = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/** Bounds the offsets kept: about eleven years of distinct hours. */
const MAX_HOURS = 100_000;
const offsets = new Map<number, number>();

/**
 * São Paulo's offset from UTC during a UTC hour, asked of the time-zone database once per hour
 * (its changes, when Brazil had daylight saving time, fell on the hour). Formatting every date
 * through `Intl` was about 8% of the CPU of an export (decision 0111).
 */
function offsetDuring(hour: number): number {
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const p = Object.fromEntries(clock.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute) - at;
    if (offsets.size >= MAX_HOURS) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** dd/MM/yyyy HH:mm in São Paulo time, whatever the server's zone (spec §9): the exports' dates. */
export const saoPauloStamp = (value: Date | string): string => {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) throw new RangeError(`not a date: ${String(value)}`);
  const local = new Date(at + offsetDuring(Math.floor(at / HOUR_MS)));
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
};
