import {
  onlyDigits, type AgreementType, type DocumentType, type ExamGroup, type ExamRequestInput, type FieldAnswer,
  type LogisticType, type PatientField, type PickUpTime, type RecipientType,
} from '@portal/domain';
import { EMPTY_ADDRESS, type AddressValues } from '@/components/address/address-block.tsx';
import { filledAnswers } from '@/components/dynamic-fields/index.ts';
import { emptyPatient, patientBodyOf, type PatientValues } from '@/components/request-patient/index.ts';

export const WITHDRAWAL_DATE_SLOTS = 4;

export interface AgreementFileValue { buffer: string; contentType: string; fileName: string }

/** The exam request form, shaped like the `POST /procedures` body so field paths match the server's. */
export interface ExamRequestValues {
  followupId: number | '';
  groupId: number | '';
  patient: PatientValues;
  productId: number | '';
  presentationId: number | '';
  presentationEan: string;
  institutionId: number | '';
  itemIds: number[];
  supplies: { itemId: number; supplyId: number; institutionId: number | '' }[];
  aidFields: number[];
  procedureFieldsAnswers: Record<string, FieldAnswer>;
  agreementType: AgreementType | '';
  code: string;
  agreementFile: AgreementFileValue | null;
  logisticType: LogisticType | '';
  userAddress: AddressValues & {
    observation: string; recipientName: string; recipientType: RecipientType | ''; documentType: DocumentType | '';
    requesterCpf: string; requesterCnpj: string; requesterName: string; pickUpTime: PickUpTime | '';
    /** Four slots, first to fourth; empty slots are not sent. */
    withdrawalDates: string[];
  };
}

/** Everything below the group: what choosing another exam group (or a successful request) clears. */
export function groupDefaults(): Omit<ExamRequestValues, 'followupId' | 'groupId'> {
  return {
    patient: emptyPatient(),
    productId: '', presentationId: '', presentationEan: '',
    institutionId: '', itemIds: [], supplies: [], aidFields: [], procedureFieldsAnswers: {},
    agreementType: '', code: '', agreementFile: null, logisticType: '',
    userAddress: {
      ...EMPTY_ADDRESS, observation: '', recipientName: '', recipientType: '', documentType: '',
      requesterCpf: '', requesterCnpj: '', requesterName: '', pickUpTime: '', withdrawalDates: Array<string>(WITHDRAWAL_DATE_SLOTS).fill(''),
    },
  };
}

export const emptyExamRequest = (): ExamRequestValues => ({ followupId: '', groupId: '', ...groupDefaults() });

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const id = (value: number | ''): number | undefined => (value === '' ? undefined : value);

/** The filled withdrawal date slots, and for each sent date the slot it came from (to put errors back on it). */
export function withdrawalDatesOf(slots: readonly string[]): { dates: string[]; slotOf: number[] } {
  const slotOf = slots.flatMap((date, slot) => (date ? [slot] : []));
  return { dates: slotOf.map((slot) => slots[slot]!), slotOf };
}

/** A field path of the body (`userAddress.withdrawalDates.1`) as the form's path (the slot the date sits in). */
export function formPathOf(path: string, slotOf: readonly number[]): string {
  const match = /^userAddress\.withdrawalDates\.(\d+)$/.exec(path);
  return match ? `userAddress.withdrawalDates.${slotOf[Number(match[1])] ?? Number(match[1])}` : path;
}

export interface BodyContext {
  programId: number;
  group: ExamGroup;
  /** Patient fields the group shows (besides name, CPF and phone). */
  visiblePatientFields: ReadonlySet<PatientField>;
}

function addressOf(values: ExamRequestValues, group: ExamGroup): Record<string, unknown> | undefined {
  if (!group.requiresSampleWithdrawal && !group.requiredAddress) return undefined;
  const a = values.userAddress;
  const withdrawal = group.requiresSampleWithdrawal;
  return {
    cep: a.cep, placeDescription: a.placeDescription, number: a.number, complement: text(a.complement), neighborhood: a.neighborhood,
    city: a.city, state: a.state, observation: text(a.observation),
    ...(withdrawal ? {
      recipientName: text(a.recipientName), recipientType: a.recipientType || undefined, documentType: a.documentType || undefined,
      requesterCpf: a.documentType === 'cpf' ? text(onlyDigits(a.requesterCpf)) : undefined,
      requesterCnpj: a.documentType === 'cnpj' ? text(onlyDigits(a.requesterCnpj)) : undefined,
      requesterName: text(a.requesterName),
      pickUpTime: values.logisticType === 'LOGISTIC_COMPANY' ? a.pickUpTime || undefined : undefined,
      withdrawalDates: withdrawalDatesOf(a.withdrawalDates).dates,
    } : { withdrawalDates: [] }),
    save: false,
  };
}

/** The `POST /procedures` body of the form's values, with only what the exam group asks for. */
export function toRequestBody(values: ExamRequestValues, { programId, group, visiblePatientFields }: BodyContext): ExamRequestInput {
  const agreement = group.requirePatientAgreement;
  return {
    type: 'CLINICAL_EXAMINATION',
    programId,
    followupId: id(values.followupId) ?? group.followupId,
    groupId: group.id,
    itemIds: values.itemIds,
    supplies: values.supplies
      .filter((s) => values.itemIds.includes(s.itemId) && s.institutionId !== '')
      .map((s) => ({ itemId: s.itemId, supplyId: s.supplyId, institutionId: s.institutionId as number })),
    institutionId: id(values.institutionId),
    userAddress: addressOf(values, group),
    logisticType: group.requiresSampleWithdrawal ? values.logisticType || undefined : undefined,
    procedureFieldsAnswers: filledAnswers(values.procedureFieldsAnswers),
    aidFields: values.aidFields,
    patient: patientBodyOf(values.patient, visiblePatientFields),
    requirePatientAgreement: agreement,
    agreementType: agreement ? values.agreementType || undefined : undefined,
    code: agreement && values.agreementType === 'CODE' ? values.code : undefined,
    agreementFile: agreement && values.agreementType === 'FILE' ? values.agreementFile ?? undefined : undefined,
    ...(group.requiredProduct ? {
      productId: id(values.productId), presentationId: id(values.presentationId), presentationEan: text(values.presentationEan),
    } : {}),
  } as ExamRequestInput;
}
