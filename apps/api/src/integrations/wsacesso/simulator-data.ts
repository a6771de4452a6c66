import type { QuestionnaireQuestion } from '@portal/domain';
import type { WsAcessoMedicine, WsAcessoPresentation } from './wsacesso.ts';

/**
 * The simulator's demo data (README "Registration web service"): the CPFs that drive each path,
 * and the catalogue of the demo programmes' codes (seeded on programmes, products and
 * presentations by `main/seed/first-medicine.ts`).
 */
export const SIMULATOR_CPFS = {
  /** Registered and eligible. */
  registered: '52998224725',
  /** Not registered (any CPF not listed here is too); registering it works. */
  notRegistered: '11144477735',
  /** Registered, but the treatment-start check answers not eligible. */
  notEligible: '11122233396',
  /** Every call about it fails as if the service were down. */
  serviceDown: '44455566619',
  /** Not registered, and the register call refuses it with a `Mensagem`. */
  registerRefused: '22233344405',
  /** Registered and eligible, but the register-medicine call refuses it (released in the last 30 days). */
  medicineRefused: '55566677720',
} as const;

export const SIMULATOR_MESSAGES = {
  registered: 'Paciente cadastrado no programa.',
  notRegistered: 'Paciente não cadastrado no programa.',
  patientRegistered: 'Paciente cadastrado com sucesso.',
  registerRefused: 'CPF bloqueado para cadastro no programa. Entre em contato com a central de atendimento.',
  eligible: 'Paciente elegível para início de tratamento.',
  notEligible: 'Paciente não elegível para início de tratamento: já possui tratamento ativo no programa.',
  medicineRegistered: 'Medicamento liberado para retirada em até 30 dias.',
  medicineRefused: 'Medicamento já liberado para este paciente nos últimos 30 dias.',
  patientNotFound: 'Paciente não cadastrado no programa.',
  unknownProgram: 'Programa não encontrado.',
} as const;

/** Programme codes the simulator knows (`Program.wsAcessoCode`). */
export const SIMULATOR_PROGRAMS = ['4101', '4102'] as const;

/** Medicine lines by programme code (matched to products by name). */
export const SIMULATOR_MEDICINES: Record<string, WsAcessoMedicine[]> = {
  4101: [
    { lineCode: 'L-IMV', name: 'IMUNOVITA', pathologyCode: 104 },
    { lineCode: 'L-CDP', name: 'CARDIOPREV', pathologyCode: 201 },
    { lineCode: 'L-ONC', name: 'ONCOLIVE', pathologyCode: 101 },
  ],
  4102: [
    { lineCode: 'L-IMV', name: 'IMUNOVITA', pathologyCode: 104 },
    { lineCode: 'L-CDP', name: 'CARDIOPREV', pathologyCode: 201 },
  ],
};

/** Presentations at treatment start by pathology code (matched to presentations by EAN). */
export const SIMULATOR_PRESENTATIONS: Record<number, WsAcessoPresentation[]> = {
  104: [
    { code: 'IMV100', ean: '7891234567895', name: 'IMUNOVITA 100MG/ML SOL INJ' },
    { code: 'IMV050', ean: '7891234567901', name: 'IMUNOVITA 50MG/ML SOL INJ' },
  ],
  201: [{ code: 'CDP010', ean: '7891234567918', name: 'CARDIOPREV 10MG CX 30 COMP' }],
  101: [{ code: 'ONC200', ean: '7890000000017', name: 'ONCOLIVE 200MG CX 28 COMP' }],
};

const yesNo = [{ code: 1, title: 'Sim' }, { code: 2, title: 'Não' }];
const question = (q: Partial<QuestionnaireQuestion> & Pick<QuestionnaireQuestion, 'code' | 'control' | 'title'>): QuestionnaireQuestion =>
  ({ parentCode: null, parentAnswerCode: null, answers: [], flag: 1, eans: [], required: true, ...q });

/** The dynamic fields of origin 23 by pathology code. */
export const SIMULATOR_QUESTIONS: Record<number, QuestionnaireQuestion[]> = {
  104: [
    question({
      code: 501, control: 'radiobuttonlist', title: 'Indicação de uso (100 mg/mL)', flag: 2, eans: ['7891234567895'],
      answers: [{ code: 1, title: 'Imunodeficiência primária (CID D80)' }, { code: 2, title: 'Púrpura trombocitopênica imune (CID D69.3)' }],
    }),
    question({
      code: 502, control: 'radiobuttonlist', title: 'Indicação de uso (50 mg/mL)', flag: 2, eans: ['7891234567901'],
      answers: [{ code: 1, title: 'Imunodeficiência primária (CID D80)' }],
    }),
    question({ code: 510, control: 'radiobuttonlist', title: 'O paciente já utilizou imunoglobulina?', answers: yesNo }),
    question({ code: 511, control: 'textbox', title: 'Qual imunoglobulina o paciente utilizou?', parentCode: 510, parentAnswerCode: 1 }),
    question({
      code: 512, control: 'dropdownlist', title: 'Como o paciente conheceu o programa?', required: false,
      answers: [{ code: 1, title: 'Pelo médico' }, { code: 2, title: 'Na farmácia' }, { code: 3, title: 'Pela internet' }],
    }),
  ],
  201: [
    question({
      code: 601, control: 'dropdownlist', title: 'Indicação de uso', flag: 2, eans: ['7891234567918'],
      answers: [{ code: 1, title: 'Hipercolesterolemia familiar (CID E78.0)' }, { code: 2, title: 'Prevenção cardiovascular (CID Z82.4)' }],
    }),
    question({ code: 610, control: 'textbox', title: 'Último LDL-colesterol (mg/dL)' }),
  ],
};
