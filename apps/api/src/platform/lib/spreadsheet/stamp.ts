/** dd/MM/yyyy HH:mm in São Paulo time, whatever the server's zone (spec §9): the exports' dates. */
const stamp = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

export const saoPauloStamp = (value: Date | string): string => {
  const parts = Object.fromEntries(stamp.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};
