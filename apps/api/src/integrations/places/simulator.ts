import type { PlaceDetails } from '@portal/domain';
import type { PlacesProvider } from './places.ts';

/** Well-known Brazilian addresses; the last has no postal code (a park), as some real places do. */
const PLACES: PlaceDetails[] = [
  ['sim-paulista-1000', 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP', '01310100', 'SP', -23.5649, -46.6519],
  ['sim-paulista-2000', 'Avenida Paulista, 2000 - Bela Vista, São Paulo - SP', '01310200', 'SP', -23.5573, -46.6612],
  ['sim-faria-lima-3477', 'Avenida Brigadeiro Faria Lima, 3477 - Itaim Bibi, São Paulo - SP', '04538133', 'SP', -23.5868, -46.6818],
  ['sim-copacabana-500', 'Avenida Atlântica, 500 - Copacabana, Rio de Janeiro - RJ', '22010000', 'RJ', -22.9625, -43.1729],
  ['sim-rio-branco-100', 'Avenida Rio Branco, 100 - Centro, Rio de Janeiro - RJ', '20040001', 'RJ', -22.9017, -43.1772],
  ['sim-afonso-pena-1500', 'Avenida Afonso Pena, 1500 - Centro, Belo Horizonte - MG', '30130005', 'MG', -19.9227, -43.9353],
  ['sim-sete-setembro-300', 'Avenida Sete de Setembro, 300 - Centro, Salvador - BA', '40060001', 'BA', -12.9826, -38.5133],
  ['sim-boa-viagem-2000', 'Avenida Boa Viagem, 2000 - Boa Viagem, Recife - PE', '51020000', 'PE', -8.1067, -34.8886],
  ['sim-beira-mar-1000', 'Avenida Beira Mar, 1000 - Meireles, Fortaleza - CE', '60165121', 'CE', -3.7253, -38.4936],
  ['sim-xv-novembro-700', 'Rua XV de Novembro, 700 - Centro, Curitiba - PR', '80020310', 'PR', -25.4296, -49.2713],
  ['sim-borges-medeiros-500', 'Avenida Borges de Medeiros, 500 - Centro Histórico, Porto Alegre - RS', '90020022', 'RS', -30.0318, -51.2289],
  ['sim-eixo-monumental', 'Eixo Monumental, 100 - Asa Sul, Brasília - DF', '70070350', 'DF', -15.7890, -47.8880],
  ['sim-eduardo-ribeiro-600', 'Avenida Eduardo Ribeiro, 600 - Centro, Manaus - AM', '69010001', 'AM', -3.1316, -60.0234],
  ['sim-parque-ibirapuera', 'Parque Ibirapuera - Vila Mariana, São Paulo - SP', null, 'SP', -23.5874, -46.6576],
].map(([placeId, description, postalCode, uf, lat, lng]) => ({ placeId, description, postalCode, uf, lat, lng }) as PlaceDetails);

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Place autocomplete answered offline: the known places whose description holds every word typed
 * (accents and case ignored), at most five.
 */
export const placesSimulator: PlacesProvider = {
  kind: 'simulator',
  async autocomplete(input) {
    const words = fold(input).split(/[\s,.-]+/).filter(Boolean);
    return PLACES.filter((p) => words.every((w) => fold(p.description).includes(w)))
      .slice(0, 5).map(({ placeId, description }) => ({ placeId, description }));
  },
  async details(placeId) {
    return PLACES.find((p) => p.placeId === placeId) ?? null;
  },
};
