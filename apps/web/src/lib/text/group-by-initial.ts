/** The upper-cased first letter a name is listed under (spec §9). */
export const initialOf = (name: string): string => name.trim().charAt(0).toLocaleUpperCase('pt-BR');

/** Spec §2/§9: filtered case-insensitively, grouped under the upper-cased first letter, in order. */
export function groupByInitial<T extends { name: string }>(items: readonly T[], filter: string): [string, T[]][] {
  const needle = filter.trim().toLocaleLowerCase('pt-BR');
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  for (const item of sorted) {
    if (needle && !item.name.toLocaleLowerCase('pt-BR').includes(needle)) continue;
    const initial = initialOf(item.name);
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups];
}
