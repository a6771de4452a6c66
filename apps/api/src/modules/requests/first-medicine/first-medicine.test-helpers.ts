import { and, asc, eq } from 'drizzle-orm';
import type { FirstMedicinePatientInput, FirstMedicineRequestInput } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { inventoryBalances, presentations, products, programs } from '#db/schema/index.ts';

/**
 * The demo catalogue a first-medicine release uses (seed: demo.ts, first-medicine.ts; the simulator's
 * data): Imunovita (pathology 104) with its 100 mg/mL presentation, of which the demo doctor holds
 * FIRST_MEDICINE vouchers, and its 50 mg/mL one, of which they hold none.
 */
export interface DemoRelease {
  programId: number;
  imunovita: number;
  cardioprev: number;
  /** Imunovita 100 mg/mL (EAN 7891234567895): the doctor's vouchers; indication question 501. */
  imv100: number;
  /** Imunovita 50 mg/mL (EAN 7891234567901): no vouchers; indication question 502. */
  imv50: number;
}

export async function demoRelease(db: Db, slug = 'BEMESTAR'): Promise<DemoRelease> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug));
  const productId = async (name: string) => (await db.select({ id: products.id }).from(products)
    .where(and(eq(products.programId, program!.id), eq(products.name, name))))[0]!.id;
  const imunovita = await productId('Imunovita');
  const rows = await db.select({ id: presentations.id, ean: presentations.ean }).from(presentations)
    .where(eq(presentations.productId, imunovita)).orderBy(asc(presentations.id));
  const byEan = (ean: string) => rows.find((r) => r.ean === ean)!.id;
  return { programId: program!.id, imunovita, cardioprev: await productId('Cardioprev'), imv100: byEan('7891234567895'), imv50: byEan('7891234567901') };
}

/** The user's FIRST_MEDICINE vouchers of one presentation. */
export async function releaseBalance(db: Db, d: DemoRelease, userId: number, presentationId = d.imv100, productId = d.imunovita): Promise<number> {
  const [row] = await db.select({ amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, d.programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, 'FIRST_MEDICINE'),
    eq(inventoryBalances.groupId, productId), eq(inventoryBalances.itemId, presentationId),
  ));
  return row?.amount ?? 0;
}

/** A complete registration form for a new patient. */
export const newPatient = (cpf: string, extra: Partial<FirstMedicinePatientInput> = {}): FirstMedicinePatientInput => ({
  cpf, name: 'Helena Duarte Campos', gender: 'FEMALE', birthDate: '1975-04-12', email: 'helena@exemplo.com.br', mobile: '(11) 98765-4321',
  state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', address: 'Avenida Paulista', number: '1000', cep: '01310-100',
  consents: { contact: true, sms: true, phone: false, mail: false, email: true }, ...extra,
});

export const DOCTOR_CRM = { crm: '123456', uf: 'SP' } as const;

/** Answers the Imunovita 100 mg/mL questionnaire: indication 501, first use 510 = Não. */
export const IMV100_ANSWERS = [{ questionCode: 501, answerCode: 1 }, { questionCode: 510, answerCode: 2 }];

/** A release of Imunovita 100 mg/mL for a patient the service knows. */
export function registeredRelease(d: DemoRelease, cpf: string, extra: Partial<FirstMedicineRequestInput> = {}): FirstMedicineRequestInput {
  return {
    type: 'FIRST_MEDICINE', programId: d.programId, productId: d.imunovita, presentationId: d.imv100,
    release: { state: 'registered', cpf, prescriberDoctor: DOCTOR_CRM }, answers: IMV100_ANSWERS, ...extra,
  };
}

/** A release of Imunovita 100 mg/mL for a new patient, with the full registration form. */
export function newPatientRelease(d: DemoRelease, cpf: string, extra: Partial<FirstMedicineRequestInput> = {}): FirstMedicineRequestInput {
  return {
    type: 'FIRST_MEDICINE', programId: d.programId, productId: d.imunovita, presentationId: d.imv100,
    release: { state: 'notRegistered', patient: newPatient(cpf), prescriberDoctor: { name: 'Dra. Marina Costa', ...DOCTOR_CRM } },
    answers: IMV100_ANSWERS, ...extra,
  };
}
