import type { CepAddress } from '@portal/domain';
import type { CepProvider } from './cep.ts';

type Row = [cep: string, logradouro: string, complemento: string, bairro: string, localidade: string, uf: string];

/** Demo postcodes across the country (real streets and cities), answered offline. */
const ROWS: Row[] = [
  ['01001-000', 'Praça da Sé', 'lado ímpar', 'Sé', 'São Paulo', 'SP'],
  ['01310-100', 'Avenida Paulista', 'de 612 a 1510 - lado par', 'Bela Vista', 'São Paulo', 'SP'],
  ['01310-200', 'Avenida Paulista', 'de 1512 a 2132 - lado par', 'Bela Vista', 'São Paulo', 'SP'],
  ['04094-050', 'Avenida Pedro Álvares Cabral', '', 'Vila Mariana', 'São Paulo', 'SP'],
  ['13015-904', 'Rua Barão de Jaguara', '', 'Centro', 'Campinas', 'SP'],
  ['11010-000', 'Rua XV de Novembro', '', 'Centro', 'Santos', 'SP'],
  ['20010-000', 'Rua Primeiro de Março', '', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['22021-001', 'Avenida Atlântica', 'até 1194 - lado par', 'Copacabana', 'Rio de Janeiro', 'RJ'],
  ['22250-040', 'Praia de Botafogo', '', 'Botafogo', 'Rio de Janeiro', 'RJ'],
  ['24020-005', 'Rua da Conceição', '', 'Centro', 'Niterói', 'RJ'],
  ['29010-000', 'Avenida Jerônimo Monteiro', '', 'Centro', 'Vitória', 'ES'],
  ['30130-000', 'Praça Sete de Setembro', '', 'Centro', 'Belo Horizonte', 'MG'],
  ['30140-071', 'Avenida Afonso Pena', 'de 1501 ao fim - lado ímpar', 'Funcionários', 'Belo Horizonte', 'MG'],
  ['38400-100', 'Avenida Afonso Pena', '', 'Centro', 'Uberlândia', 'MG'],
  ['40020-000', 'Avenida Sete de Setembro', '', 'Centro', 'Salvador', 'BA'],
  ['49010-000', 'Rua João Pessoa', '', 'Centro', 'Aracaju', 'SE'],
  ['50030-230', 'Avenida Marquês de Olinda', '', 'Recife', 'Recife', 'PE'],
  ['57020-000', 'Rua do Comércio', '', 'Centro', 'Maceió', 'AL'],
  ['58010-000', 'Rua Duque de Caxias', '', 'Centro', 'João Pessoa', 'PB'],
  ['59010-000', 'Rua Chile', '', 'Ribeira', 'Natal', 'RN'],
  ['60060-000', 'Rua Senador Pompeu', '', 'Centro', 'Fortaleza', 'CE'],
  ['64000-020', 'Rua Álvaro Mendes', '', 'Centro', 'Teresina', 'PI'],
  ['65010-000', 'Rua Grande', '', 'Centro', 'São Luís', 'MA'],
  ['66010-020', 'Boulevard Castilhos França', '', 'Campina', 'Belém', 'PA'],
  ['68900-000', 'Avenida FAB', '', 'Centro', 'Macapá', 'AP'],
  ['69010-001', 'Avenida Eduardo Ribeiro', '', 'Centro', 'Manaus', 'AM'],
  ['69301-000', 'Avenida Jaime Brasil', '', 'Centro', 'Boa Vista', 'RR'],
  ['69900-062', 'Rua Benjamin Constant', '', 'Centro', 'Rio Branco', 'AC'],
  ['70150-900', 'Praça dos Três Poderes', '', 'Zona Cívico-Administrativa', 'Brasília', 'DF'],
  ['74003-010', 'Avenida Goiás', '', 'Setor Central', 'Goiânia', 'GO'],
  ['76801-000', 'Avenida Sete de Setembro', '', 'Centro', 'Porto Velho', 'RO'],
  ['77001-002', 'Avenida Juscelino Kubitschek', '', 'Plano Diretor Sul', 'Palmas', 'TO'],
  ['78005-000', 'Avenida Getúlio Vargas', '', 'Centro Norte', 'Cuiabá', 'MT'],
  ['79002-000', 'Rua 14 de Julho', '', 'Centro', 'Campo Grande', 'MS'],
  ['80010-000', 'Rua XV de Novembro', '', 'Centro', 'Curitiba', 'PR'],
  ['88010-000', 'Rua Felipe Schmidt', '', 'Centro', 'Florianópolis', 'SC'],
  ['90010-000', 'Rua dos Andradas', '', 'Centro Histórico', 'Porto Alegre', 'RS'],
];

const BY_CEP = new Map<string, CepAddress>(ROWS.map(([cep, logradouro, complemento, bairro, localidade, uf]) => [
  cep.replace('-', ''), { cep, logradouro, complemento, bairro, localidade, uf },
]));

/** The postcodes the simulator knows, digits only (for demo screens and tests). */
export const SIMULATED_CEPS: readonly string[] = [...BY_CEP.keys()];

export const cepSimulator: CepProvider = {
  kind: 'simulator',
  async lookup(cep: string) {
    return BY_CEP.get(cep) ?? null;
  },
};
