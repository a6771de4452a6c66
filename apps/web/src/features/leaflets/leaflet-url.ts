/** The regulator's (Anvisa) leaflet search for a product name. */
export const ANVISA_LEAFLET_SEARCH = 'https://consultas.anvisa.gov.br/#/bulario/q/?nomeProduto=';

export const leafletUrl = (productName: string): string => `${ANVISA_LEAFLET_SEARCH}${encodeURIComponent(productName.trim())}`;
