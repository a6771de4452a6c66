/** The lists' filters on a phone: a "Filtros" button with the count of filters in use, opening a drawer. */
export const listFilters = {
  open: 'Filtros',
  openWithCount_one: 'Filtros ({{count}} em uso)',
  openWithCount_other: 'Filtros ({{count}} em uso)',
  title: 'Filtros',
  clear: 'Limpar filtros',
  apply: 'Ver resultados',
  close: 'Fechar filtros',
};
