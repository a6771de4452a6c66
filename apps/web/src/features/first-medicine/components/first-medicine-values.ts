import { EMPTY_ADDRESS, type AddressValues } from '@/components/address/address-block.tsx';

/** Spec §4 Patient lookup: nothing looked up yet, a patient the service knows, or one to register. */
export type PatientLookup = 'unknown' | 'registered' | 'notRegistered';

export const CONSENTS = ['contact', 'sms', 'phone', 'mail', 'email'] as const;
export type Consent = (typeof CONSENTS)[number];

export interface FirstMedicinePatientValues {
  name: string;
  gender: string;
  birthDate: string;
  email: string;
  mobile: string;
  phone: string;
  consents: Record<Consent, boolean>;
}

/**
 * The release form as the screen holds it. The patient's address sits in `address` (the shared
 * address block); questionnaire answers by `answerKey(code)` — the answer code as text, or a
 * textbox's text.
 */
export interface FirstMedicineValues {
  productId: number | '';
  presentationId: number | '';
  cpf: string;
  patient: FirstMedicinePatientValues;
  address: AddressValues;
  prescriberDoctor: { name: string; crm: string; uf: string };
  answers: Record<string, string>;
}

/** A question's place in `answers` (a letter first, so the form keeps an object, not an array). */
export const answerKey = (questionCode: number) => `q${questionCode}`;

export const emptyPatient = (): FirstMedicinePatientValues => ({
  name: '', gender: '', birthDate: '', email: '', mobile: '', phone: '',
  // Every consent starts unticked: the patient's choice, never a default (decision 0072; spec §5 said SMS and e-mail ticked).
  consents: { contact: false, sms: false, phone: false, mail: false, email: false },
});

export interface Prescriber { name: string; crm: string; uf: string }

/** An empty release; the prescriber starts as the signed-in doctor. */
export const emptyFirstMedicine = (doctor?: Prescriber): FirstMedicineValues => ({
  productId: '', presentationId: '', cpf: '', patient: emptyPatient(), address: { ...EMPTY_ADDRESS },
  prescriberDoctor: doctor ?? { name: '', crm: '', uf: '' }, answers: {},
});
