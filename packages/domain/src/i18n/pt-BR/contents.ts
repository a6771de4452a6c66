/** Contents (CMS posts), their detail, and the discounts lookup. */
export const contents = {
  title: 'Conteúdos',
  intro: 'Artigos, novidades e perguntas frequentes do programa.',
  search: 'Buscar conteúdos',
  category: 'Categoria',
  allCategories: 'Todas as categorias',
  tags: 'Filtrar por tags',
  empty: 'Nenhum conteúdo encontrado para os filtros selecionados.',
  readMore: 'Ler {{title}}',
  back: 'Voltar para os conteúdos',
};

export const discounts = {
  title: 'Descontos',
  intro: 'Consulte os descontos por medicamento e estado.',
  medicine: 'Medicamento',
  state: 'Estado',
  search: 'Buscar',
  range: 'De {{from}} a {{to}} caixas',
  rangeFrom: 'A partir de {{from}} caixas',
  percentOff: '{{value}}% OFF',
  family: 'Família: {{name}}',
};
