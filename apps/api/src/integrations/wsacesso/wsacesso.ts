import type { Gender, QuestionnaireAnswer, QuestionnaireQuestion } from '@portal/domain';

/**
 * The programme's registration web service ("wsacesso", spec §7 Integration, §9): one interface, a
 * real HTTP client and an offline simulator. A business answer carries the service's status
 * ('00' is success) and its `Mensagem`; a transport failure (down, timeout, 5xx, an unreadable
 * answer) throws `WsAcessoUnavailableError`.
 */

/** Spec §9 constants of the service. */
export const WSACESSO_SUCCESS = '00';
export const ORIGIN_PATIENT_REGISTER = 19;
export const ORIGIN_MEDICINE = 23;
export const COUNCIL_TYPE_CRM = 1;

/** The service answered: `Status` and `Mensagem`. */
export interface WsAcessoAnswer { status: string; message: string | null }
export const isSuccess = (answer: WsAcessoAnswer): boolean => answer.status === WSACESSO_SUCCESS;

export class WsAcessoUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`registration web service unavailable: ${reason}`, options);
    this.name = 'WsAcessoUnavailableError';
  }
}

/** The prescriber as the calls name them: CRM number and UF (council type 1). */
export interface WsAcessoDoctor { name?: string | undefined; crm: string; uf: string }

/** A new patient (origin 19); consents go on the wire as 'S' or 'N'. */
export interface PatientRegistration {
  programCode: string;
  pathologyCode: number | null;
  patient: {
    cpf: string; name: string; gender: Gender; birthDate: string; email: string; mobile: string; phone?: string | undefined;
    state: string; city: string; neighborhood: string; address: string; number: string; complement?: string | undefined; cep: string;
    consents: { contact: boolean; sms: boolean; phone: boolean; mail: boolean; email: boolean };
  };
  doctor: WsAcessoDoctor & { name: string };
}

/** The medicine released to a patient (origin 23) with the questionnaire's answers. */
export interface MedicineRegistration {
  programCode: string;
  pathologyCode: number | null;
  presentationCode: string | null;
  ean: string;
  cpf: string;
  doctor: WsAcessoDoctor;
  answers: readonly QuestionnaireAnswer[];
}

/** The treatment-start check: CPF, the presentation's EAN, CRM and UF (council type 1). */
export interface TreatmentStart { programCode: string; cpf: string; ean: string; crm: string; uf: string }

/** A medicine line the service releases (`DescricaoLinha`). */
export interface WsAcessoMedicine { lineCode: string | null; name: string; pathologyCode: number | null }
/** A presentation the service offers at treatment start. */
export interface WsAcessoPresentation { code: string | null; ean: string; name: string }

export interface WsAcessoProvider {
  readonly kind: 'simulator' | 'http';
  /** '00': the CPF is registered in the programme. Idempotent. */
  checkPatient(programCode: string, cpf: string): Promise<WsAcessoAnswer>;
  /** Origin 19. Never retried. */
  registerPatient(registration: PatientRegistration): Promise<WsAcessoAnswer>;
  /** Origin 23. Never retried. */
  registerMedicine(registration: MedicineRegistration): Promise<WsAcessoAnswer>;
  /** '00': eligible to start treatment. Idempotent. */
  validateTreatmentStart(check: TreatmentStart): Promise<WsAcessoAnswer>;
  listMedicines(programCode: string): Promise<WsAcessoMedicine[]>;
  listPresentations(programCode: string, pathologyCode: number | null): Promise<WsAcessoPresentation[]>;
  /** The dynamic fields of origin 23 for the pathology. */
  listQuestions(programCode: string, pathologyCode: number | null): Promise<QuestionnaireQuestion[]>;
  /** Catalogue: the medicine line whose `DescricaoLinha` is this name, if any. */
  matchProductByName(programCode: string, name: string): Promise<WsAcessoMedicine | null>;
  /** Catalogue: the presentation with this EAN, if any. */
  matchPresentationByEan(programCode: string, ean: string): Promise<WsAcessoPresentation | null>;
}

/** Names compared the way the catalogue matches them: no accents, case or repeated spaces. */
export const sameName = (a: string, b: string): boolean => normalise(a) === normalise(b);
const normalise = (v: string) => v.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toUpperCase();
