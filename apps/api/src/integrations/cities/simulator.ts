import type { City, Uf } from '@portal/domain';
import type { CitiesProvider } from './cities.ts';

/** The state's IBGE code (its municipalities' codes start with it) and some of its largest cities. */
const STATES: Record<Uf, [code: number, cities: string]> = {
  AC: [12, 'Rio Branco;Cruzeiro do Sul;Sena Madureira;Tarauacá;Feijó'],
  AL: [27, 'Maceió;Arapiraca;Rio Largo;Palmeira dos Índios;Penedo'],
  AP: [16, 'Macapá;Santana;Laranjal do Jari;Oiapoque;Mazagão'],
  AM: [13, 'Manaus;Parintins;Itacoatiara;Manacapuru;Coari;Tefé'],
  BA: [29, 'Salvador;Feira de Santana;Vitória da Conquista;Camaçari;Juazeiro;Ilhéus;Itabuna;Lauro de Freitas'],
  CE: [23, 'Fortaleza;Caucaia;Juazeiro do Norte;Maracanaú;Sobral;Crato'],
  DF: [53, 'Brasília'],
  ES: [32, 'Vitória;Vila Velha;Serra;Cariacica;Cachoeiro de Itapemirim;Linhares'],
  GO: [52, 'Goiânia;Aparecida de Goiânia;Anápolis;Rio Verde;Luziânia;Águas Lindas de Goiás'],
  MA: [21, 'São Luís;Imperatriz;São José de Ribamar;Timon;Caxias;Codó'],
  MT: [51, 'Cuiabá;Várzea Grande;Rondonópolis;Sinop;Tangará da Serra;Sorriso'],
  MS: [50, 'Campo Grande;Dourados;Três Lagoas;Corumbá;Ponta Porã'],
  MG: [31, 'Belo Horizonte;Uberlândia;Contagem;Juiz de Fora;Betim;Montes Claros;Ribeirão das Neves;Uberaba;Governador Valadares'],
  PA: [15, 'Belém;Ananindeua;Santarém;Marabá;Parauapebas;Castanhal'],
  PB: [25, 'João Pessoa;Campina Grande;Santa Rita;Patos;Bayeux'],
  PR: [41, 'Curitiba;Londrina;Maringá;Ponta Grossa;Cascavel;São José dos Pinhais;Foz do Iguaçu'],
  PE: [26, 'Recife;Jaboatão dos Guararapes;Olinda;Caruaru;Petrolina;Paulista'],
  PI: [22, 'Teresina;Parnaíba;Picos;Piripiri;Floriano'],
  RJ: [33, 'Rio de Janeiro;São Gonçalo;Duque de Caxias;Nova Iguaçu;Niterói;Belford Roxo;Campos dos Goytacazes;Petrópolis;Volta Redonda'],
  RN: [24, 'Natal;Mossoró;Parnamirim;São Gonçalo do Amarante;Macaíba'],
  RS: [43, 'Porto Alegre;Caxias do Sul;Canoas;Pelotas;Santa Maria;Gravataí;Novo Hamburgo;Passo Fundo'],
  RO: [11, 'Porto Velho;Ji-Paraná;Ariquemes;Vilhena;Cacoal'],
  RR: [14, 'Boa Vista;Rorainópolis;Caracaraí;Pacaraima;Cantá'],
  SC: [42, 'Florianópolis;Joinville;Blumenau;São José;Itajaí;Chapecó;Criciúma'],
  SP: [35, 'São Paulo;Guarulhos;Campinas;São Bernardo do Campo;Santo André;Osasco;Ribeirão Preto;Sorocaba;Santos;São José dos Campos'],
  SE: [28, 'Aracaju;Nossa Senhora do Socorro;Lagarto;Itabaiana;São Cristóvão'],
  TO: [17, 'Palmas;Araguaína;Gurupi;Porto Nacional;Paraíso do Tocantins'],
};

/**
 * Cities answered offline. Ids are the simulator's own (the state's IBGE code times 1000 plus a
 * running number), not real municipality codes; the list is sorted by name like the real client's.
 */
export const citiesSimulator: CitiesProvider = {
  kind: 'simulator',
  async byState(state: Uf): Promise<City[]> {
    const [code, names] = STATES[state];
    return names.split(';').map((city, i) => ({ id: code * 1000 + i + 1, city }))
      .sort((a, b) => a.city.localeCompare(b.city, 'pt-BR'));
  },
};
