import { formatProgrammeDateTime } from '@portal/domain';

/** dd/MM/yyyy HH:mm in São Paulo time, whatever the server's zone (spec §9): the exports' dates. */
export const saoPauloStamp = (value: Date | string): string => {
  const stamp = formatProgrammeDateTime(value);
  if (stamp === '') throw new RangeError(`not a date: ${String(value)}`);
  return stamp;
};
