/** Demo posts and tags of the offline CMS, by programme code (upper case). */

export interface DemoTag { id: number; name: string; color: string }
export interface DemoPost {
  id: number;
  url: string;
  title: string;
  description: string;
  category: string;
  tags: readonly number[];
  /** Colour of the generated cover image; null for a post without an image. */
  cover: string | null;
  publishedAt: string;
  body: string;
}
export interface DemoProgram { tags: readonly DemoTag[]; posts: readonly DemoPost[] }

export const DEMO_CMS: Readonly<Record<string, DemoProgram>> = {
  BEMESTAR: {
    tags: [
      { id: 11, name: 'Oncologia', color: '#ad1457' },
      { id: 12, name: 'Imunologia', color: '#1565c0' },
      { id: 13, name: 'Reumatologia', color: '#6a1b9a' },
      { id: 14, name: 'Programa', color: '#2e7d32' },
      { id: 15, name: 'Eventos', color: '#ef6c00' },
    ],
    posts: [
      {
        id: 101, url: 'novas-diretrizes-cancer-de-mama', title: 'Novas diretrizes para o tratamento do câncer de mama',
        description: 'Resumo das recomendações atualizadas para terapia adjuvante em pacientes HER2-positivo.',
        category: 'Artigos', tags: [11], cover: '#ad1457', publishedAt: '2026-10-28T12:00:00.000Z',
        body: '<h2>O que mudou</h2><p>As diretrizes publicadas em 2026 reforçam a <strong>avaliação multidisciplinar</strong> '
          + 'antes do início da terapia adjuvante.</p><ul><li>Teste de HER2 confirmado por laboratório de referência;</li>'
          + '<li>Reavaliação cardiológica a cada três meses;</li><li>Registro dos eventos adversos no programa.</li></ul>'
          + '<p>Consulte o <a href="https://www.gov.br/saude/pt-br/assuntos/pcdt" target="_blank" rel="noopener noreferrer">PCDT vigente</a> do seu estado.</p>',
      },
      {
        id: 102, url: 'como-solicitar-exames-pelo-portal', title: 'Como solicitar exames pelo portal',
        description: 'Passo a passo para pedir exames com coleta domiciliar para os seus pacientes.',
        category: 'Novidades', tags: [14], cover: '#2e7d32', publishedAt: '2026-10-15T12:00:00.000Z',
        body: '<p>Na tela <em>Solicitar exames</em>, escolha o grupo de exames, informe os dados do paciente e, quando houver coleta, '
          + 'o endereço e as datas preferidas.</p><ol><li>Selecione o acompanhamento;</li><li>Marque os exames;</li>'
          + '<li>Confirme a solicitação.</li></ol><p>Você acompanha cada etapa em <strong>Solicitações de exames</strong>.</p>',
      },
      {
        id: 103, url: 'imunodeficiencia-primaria-sinais-de-alerta', title: 'Imunodeficiência primária: 10 sinais de alerta',
        description: 'Infecções de repetição merecem investigação. Conheça os sinais que indicam encaminhamento.',
        category: 'Artigos', tags: [12], cover: '#1565c0', publishedAt: '2026-09-30T12:00:00.000Z',
        body: '<p>A investigação precoce muda o prognóstico. Entre os sinais de alerta estão:</p><ul><li>Quatro ou mais otites no ano;</li>'
          + '<li>Duas ou mais pneumonias no ano;</li><li>Necessidade de antibiótico intravenoso.</li></ul>',
      },
      {
        id: 104, url: 'simposio-reumatologia-2026', title: 'Simpósio de Reumatologia 2026',
        description: 'Inscrições abertas para o encontro on-line sobre artrite reumatoide e novas terapias.',
        category: 'Eventos', tags: [13, 15], cover: null, publishedAt: '2026-09-12T12:00:00.000Z',
        body: '<p>O simpósio acontece em <strong>5 de dezembro de 2026</strong>, das 19h às 21h, com transmissão ao vivo.</p>',
      },
      {
        id: 105, url: 'faq-liberacao-de-medicamento', title: 'Como funciona a liberação do primeiro medicamento?',
        description: 'Dúvidas frequentes sobre o pedido de liberação e o prazo de retirada.',
        category: 'Perguntas frequentes', tags: [14], cover: '#00838f', publishedAt: '2026-08-20T12:00:00.000Z',
        body: '<h3>Quem pode solicitar?</h3><p>Médicos cadastrados e aprovados no programa.</p>'
          + '<h3>Qual é o prazo para retirada?</h3><p>O medicamento fica disponível para retirada por até 30 dias.</p>',
      },
    ],
  },
  ABRACARAVIDA: {
    tags: [
      { id: 21, name: 'Cardiologia', color: '#c62828' },
      { id: 22, name: 'Colesterol', color: '#f9a825' },
      { id: 23, name: 'Programa', color: '#2e7d32' },
    ],
    posts: [
      {
        id: 201, url: 'hipercolesterolemia-familiar-diagnostico', title: 'Hipercolesterolemia familiar: diagnóstico precoce',
        description: 'Critérios clínicos e a importância do rastreamento em cascata dos familiares.',
        category: 'Artigos', tags: [21, 22], cover: '#c62828', publishedAt: '2026-10-20T12:00:00.000Z',
        body: '<p>O rastreamento em cascata identifica familiares de primeiro grau com LDL elevado.</p>'
          + '<p>Use os critérios da <strong>Dutch Lipid Clinic Network</strong> para estimar a probabilidade.</p>',
      },
      {
        id: 202, url: 'adesao-ao-tratamento-cardiovascular', title: 'Adesão ao tratamento cardiovascular',
        description: 'Estratégias simples para apoiar o paciente no uso contínuo da medicação.',
        category: 'Novidades', tags: [21, 23], cover: '#f9a825', publishedAt: '2026-10-02T12:00:00.000Z',
        body: '<p>Lembretes por SMS e o acompanhamento da equipe do programa aumentam a adesão.</p>',
      },
      {
        id: 203, url: 'faq-descontos-em-farmacias', title: 'Como o paciente consulta os descontos?',
        description: 'Perguntas frequentes sobre os descontos do programa nas farmácias credenciadas.',
        category: 'Perguntas frequentes', tags: [23], cover: null, publishedAt: '2026-09-05T12:00:00.000Z',
        body: '<h3>Onde vejo os descontos?</h3><p>Na tela <em>Descontos</em>, escolha o medicamento e o estado.</p>'
          + '<h3>O desconto muda com a quantidade?</h3><p>Sim: cada faixa de caixas tem o seu percentual.</p>',
      },
    ],
  },
};
