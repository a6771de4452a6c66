import { createHash } from 'node:crypto';
import type { AccreditedPharmacy } from '@portal/domain';
import type { PharmaciesProvider } from './pharmacies.ts';

/** CEP ranges (first five digits, the more specific first) with the state, its main city, its centre and area code. */
const REGIONS: [from: number, to: number, uf: string, city: string, lat: number, lng: number, ddd: string][] = [
  [1000, 5999, 'SP', 'São Paulo', -23.5505, -46.6333, '11'],
  [13000, 13149, 'SP', 'Campinas', -22.9056, -47.0608, '19'],
  [1000, 19999, 'SP', 'São Paulo', -23.5505, -46.6333, '11'],
  [20000, 28999, 'RJ', 'Rio de Janeiro', -22.9068, -43.1729, '21'],
  [29000, 29999, 'ES', 'Vitória', -20.3155, -40.3128, '27'],
  [30000, 39999, 'MG', 'Belo Horizonte', -19.9167, -43.9345, '31'],
  [40000, 48999, 'BA', 'Salvador', -12.9777, -38.5016, '71'],
  [49000, 49999, 'SE', 'Aracaju', -10.9472, -37.0731, '79'],
  [50000, 56999, 'PE', 'Recife', -8.0476, -34.877, '81'],
  [57000, 57999, 'AL', 'Maceió', -9.6498, -35.7089, '82'],
  [58000, 58999, 'PB', 'João Pessoa', -7.1195, -34.845, '83'],
  [59000, 59999, 'RN', 'Natal', -5.7945, -35.211, '84'],
  [60000, 63999, 'CE', 'Fortaleza', -3.7319, -38.5267, '85'],
  [64000, 64999, 'PI', 'Teresina', -5.0892, -42.8019, '86'],
  [65000, 65999, 'MA', 'São Luís', -2.5307, -44.3068, '98'],
  [68900, 68999, 'AP', 'Macapá', 0.0349, -51.0694, '96'],
  [66000, 68899, 'PA', 'Belém', -1.4558, -48.4902, '91'],
  [69300, 69399, 'RR', 'Boa Vista', 2.8235, -60.6758, '95'],
  [69900, 69999, 'AC', 'Rio Branco', -9.9754, -67.8249, '68'],
  [69000, 69899, 'AM', 'Manaus', -3.119, -60.0217, '92'],
  [70000, 72799, 'DF', 'Brasília', -15.7939, -47.8828, '61'],
  [73000, 73699, 'DF', 'Brasília', -15.7939, -47.8828, '61'],
  [72800, 76799, 'GO', 'Goiânia', -16.6869, -49.2648, '62'],
  [76800, 76999, 'RO', 'Porto Velho', -8.7612, -63.9004, '69'],
  [77000, 77999, 'TO', 'Palmas', -10.184, -48.3336, '63'],
  [78000, 78899, 'MT', 'Cuiabá', -15.601, -56.0974, '65'],
  [79000, 79999, 'MS', 'Campo Grande', -20.4697, -54.6201, '67'],
  [80000, 87999, 'PR', 'Curitiba', -25.4284, -49.2733, '41'],
  [88000, 89999, 'SC', 'Florianópolis', -27.5954, -48.548, '48'],
  [90000, 99999, 'RS', 'Porto Alegre', -30.0346, -51.2177, '51'],
];

const NAMES = ['Drogaria São Bento', 'Farmácia Vida Saudável', 'Drogaria Central', 'Farmácia Bem Viver', 'Drogaria Santa Luzia', 'Farmácia do Trabalhador', 'Drogaria Nova Esperança', 'Farmácia Popular do Bairro'];
const STREETS = ['Rua das Flores', 'Avenida Brasil', 'Rua XV de Novembro', 'Avenida Getúlio Vargas', 'Rua Sete de Setembro', 'Rua Dom Pedro II', 'Avenida Independência', 'Rua Tiradentes'];

const regionOf = (cep: string) => {
  const prefix = Number(cep.slice(0, 5));
  return REGIONS.find(([from, to]) => prefix >= from && prefix <= to);
};

/**
 * Accredited pharmacies answered offline: two to five plausible pharmacies around the main city of
 * the CEP's state, the same ones for the same CEP. A CEP ending in 999 (and one outside every
 * range) has none, so the "no pharmacy found" message can be seen; a `uf` other than the CEP's
 * state finds none too.
 */
export const pharmaciesSimulator: PharmaciesProvider = {
  kind: 'simulator',
  async near({ postalCode, uf }) {
    const region = regionOf(postalCode);
    if (!region || postalCode.endsWith('999')) return [];
    const [, , state, city, lat, lng, ddd] = region;
    if (uf && uf !== state) return [];
    const seed = createHash('sha256').update(postalCode).digest();
    const count = 2 + (seed[0]! % 4);
    return Array.from({ length: count }, (_, i): AccreditedPharmacy => {
      const a = seed[(i * 4 + 1) % 32]!;
      const b = seed[(i * 4 + 2) % 32]!;
      const c = seed[(i * 4 + 3) % 32]!;
      return {
        name: `${NAMES[(a + i) % NAMES.length]!} ${i + 1}`,
        address: `${STREETS[(b + i) % STREETS.length]!}, ${100 + ((a * 7 + c) % 1900)}`,
        city, uf: state, postalCode: `${postalCode.slice(0, 5)}${String((b * 3 + i * 17) % 1000).padStart(3, '0')}`,
        phone: `(${ddd}) 3${String(100 + ((a * 31 + b) % 900))}-${String(1000 + ((c * 37 + i) % 9000))}`,
        lat: Number((lat + (a - 128) / 4000).toFixed(6)),
        lng: Number((lng + (b - 128) / 4000).toFixed(6)),
      };
    });
  },
};
