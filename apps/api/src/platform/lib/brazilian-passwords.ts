/**
 * Passwords Brazilians pick that an English-heavy leak list under-ranks (decision 0028): the words
 * behind "Senha@123"-style defaults, teams, faith, family, the portal's own names. Matching folds
 * case and accents and strips a short tail of digits or symbols, so each base word is listed once.
 */
export const BRAZILIAN_COMMON_PASSWORDS: readonly string[] = [
  // Defaults handed out by help desks and systems
  'senha', 'minhasenha', 'novasenha', 'senhanova', 'mudar', 'mudarsenha', 'mudeasenha', 'trocar', 'trocarsenha',
  'alterar', 'alterarsenha', 'acesso', 'primeiroacesso', 'bemvindo', 'bemvinda', 'entrar', 'usuario', 'teste',
  'testando', 'padrao', 'provisoria', 'temporaria', 'inicial', 'sistema', 'cadastro', 'administrador',
  // The portal, programmes and care
  'portal', 'programa', 'bemestar', 'programabemestar', 'abracaravida', 'abracar', 'paciente', 'pacientes',
  'medico', 'medica', 'doutor', 'doutora', 'saude', 'hospital', 'clinica', 'farmacia', 'remedio', 'receita',
  'representante', 'consultor', 'laboratorio', 'oncologia', 'cardiologia',
  // Country, cities, teams
  'brasil', 'brazil', 'saopaulo', 'riodejaneiro', 'bahia', 'flamengo', 'mengao', 'corinthians', 'timao',
  'palmeiras', 'verdao', 'santos', 'saopaulofc', 'gremio', 'internacional', 'vasco', 'vascodagama',
  'cruzeiro', 'botafogo', 'fluminense', 'atletico', 'galo', 'sport',
  // Faith, family, feelings
  'jesus', 'jesuscristo', 'deus', 'deusefiel', 'deuseamor', 'deusmeama', 'senhor', 'gloria', 'aleluia',
  'familia', 'minhafamilia', 'amor', 'meuamor', 'teamo', 'euteamo', 'amorzinho', 'saudade', 'felicidade',
  'vitoria', 'princesa', 'gatinha', 'mamae', 'papai', 'filho', 'filha',
  // Keyboard and counting in Portuguese
  'asdfg', 'qwert', 'umdoistres', 'abcdef', 'abc123', 'a1b2c3',
];
