/** The regulator's (Anvisa) leaflet search for a product name. */
export const ANVISA_LEAFLET_SEARCH = 'https://consultas.anvisa.gov.br/#/bulario/q/?nomeProduto=';

export const leafletUrl = (productName: string): string => `${ANVISA_LEAFLET_SEARCH}${encodeURIComponent(productName.trim())}`;

/** Spec §2/§9: filtered case-insensitively, grouped under the upper-cased first letter, in order. */
export function groupByInitial<T extends { name: string }>(items: readonly T[], filter: string): [string, T[]][] {
  const needle = filter.trim().toLocaleLowerCase('pt-BR');
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  for (const item of sorted) {
    if (needle && !item.name.toLocaleLowerCase('pt-BR').includes(needle)) continue;
    const initial = item.name.trim().charAt(0).toLocaleUpperCase('pt-BR');
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups];
}
