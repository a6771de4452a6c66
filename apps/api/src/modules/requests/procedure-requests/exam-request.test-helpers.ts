import { and, asc, eq } from 'drizzle-orm';
import type { ExamRequestInput } from '@portal/domain';
import type { Db } from '#db/client.ts';
import {
  examGroups, exams, followups, institutions, inventoryBalances, procedures, programs, supplies, supplyGroups,
} from '#db/schema/index.ts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** The demo configuration of one programme an exam request uses (demo.ts and program-config.ts). */
export interface DemoExamConfig {
  programId: number;
  followupId: number;
  /** "Painel genético": a required and an optional exam, one laboratory, nothing else asked. */
  genetic: { id: number; exams: number[]; lab: number };
  /** "Hemograma e bioquímica": sample withdrawal (3 days ahead), a kit per exam, a required text field. */
  blood: { id: number; exams: number[]; lab: number; kit: number };
  /** "Testes genéticos com consentimento": patient agreement; no vouchers, programme approval. */
  consent: { id: number; exams: number[]; lab: number; kit: number };
  /** "Avaliação imunológica": e-mail and gender required; no vouchers, no request without them. */
  immuno: { id: number; exams: number[]; lab: number };
}

export async function demoExamConfig(db: Db, slug = 'BEMESTAR'): Promise<DemoExamConfig> {
  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug));
  const programId = program!.id;
  const group = async (name: string) => {
    const [row] = await db.select({ id: examGroups.id, followupId: examGroups.followupId }).from(examGroups)
      .innerJoin(followups, eq(followups.id, examGroups.followupId))
      .where(and(eq(followups.programId, programId), eq(examGroups.name, name)));
    const rows = await db.select({ id: exams.id }).from(exams).where(eq(exams.examGroupId, row!.id)).orderBy(asc(exams.id));
    return { id: row!.id, followupId: row!.followupId, exams: rows.map((r) => r.id) };
  };
  const lab = async (name: string) => (await db.select({ id: institutions.id }).from(institutions)
    .where(and(eq(institutions.programId, programId), eq(institutions.name, name))))[0]!.id;
  const kitOf = async (name: string) => (await db.select({ id: supplies.id }).from(supplies)
    .innerJoin(supplyGroups, eq(supplyGroups.id, supplies.supplyGroupId))
    .where(and(eq(supplyGroups.programId, programId), eq(supplies.name, name))))[0]!.id;
  const genetic = await group('Painel genético');
  const diagnostico = await lab('Laboratório Diagnóstico Brasil');
  const blood = await group('Hemograma e bioquímica');
  const genomika = await lab('Genomika Laboratório de Genética');
  return {
    programId,
    followupId: genetic.followupId,
    genetic: { id: genetic.id, exams: genetic.exams, lab: genomika },
    blood: { id: blood.id, exams: blood.exams, lab: diagnostico, kit: await kitOf('Kit de coleta de sangue') },
    consent: { ...(await group('Testes genéticos com consentimento')), lab: genomika, kit: await kitOf('Kit de coleta de saliva') },
    immuno: { ...(await group('Avaliação imunológica')), lab: diagnostico },
  };
}

const checkDigit = (digits: string) => {
  const sum = Array.from(digits, Number).reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A valid CPF from a number (digits only), different for each seed. */
export function cpfOf(seed: number): string {
  const base = String(200_000_000 + seed).padStart(9, '0').slice(-9);
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}

/** The simplest request: both exams of "Painel genético" at its laboratory, for an adult patient. */
export function geneticRequest(c: DemoExamConfig, seed: number, extra: Partial<ExamRequestInput> = {}): ExamRequestInput {
  return {
    type: 'CLINICAL_EXAMINATION', programId: c.programId, followupId: c.followupId, groupId: c.genetic.id,
    itemIds: c.genetic.exams, institutionId: c.genetic.lab,
    patient: { cpf: cpfOf(seed), name: 'Joana Prado Lima', phone: '11987654321', birthDate: '1980-05-10' },
    ...extra,
  };
}

/** A weekday at least `days` days after the real today (the test app's clock). */
export function weekdayAfter(days: number): string {
  const d = new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A complete "Hemograma e bioquímica" request with sample withdrawal by the given logistics. */
export function bloodRequest(c: DemoExamConfig, seed: number, logisticType: 'CORREIOS' | 'LOGISTIC_COMPANY' = 'CORREIOS'): ExamRequestInput {
  return {
    type: 'CLINICAL_EXAMINATION', programId: c.programId, followupId: c.followupId, groupId: c.blood.id,
    itemIds: c.blood.exams, institutionId: c.blood.lab,
    supplies: c.blood.exams.map((itemId) => ({ itemId, supplyId: c.blood.kit, institutionId: c.blood.lab })),
    patient: { cpf: cpfOf(seed), name: 'Marcos Vieira Souza', phone: '11912345678', birthDate: '1975-02-20' },
    logisticType,
    userAddress: {
      cep: '01310-100', placeDescription: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
      recipientType: 'PATIENT', recipientName: 'Marcos Vieira Souza', documentType: 'cpf', requesterCpf: cpfOf(seed + 1),
      pickUpTime: 'MORNING', withdrawalDates: [weekdayAfter(5)],
    },
    procedureFieldsAnswers: { indicacaoClinica: 'Acompanhamento do tratamento oncológico' },
  };
}

/** A signed-in client of the test app (`t.as(...)`). */
type Client = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

export const postRequest = (as: Client, body: unknown, key?: string) =>
  as({ method: 'POST', url: '/api/procedures', payload: body as object, headers: key === undefined ? {} : { 'idempotency-key': key } });

/** The user's balance of one exam. */
export async function examBalance(db: Db, programId: number, userId: number, groupId: number, itemId: number): Promise<number> {
  const [row] = await db.select({ amount: inventoryBalances.amount }).from(inventoryBalances).where(and(
    eq(inventoryBalances.programId, programId), eq(inventoryBalances.userId, userId), eq(inventoryBalances.inventoryType, 'CLINICAL_EXAMINATION'),
    eq(inventoryBalances.groupId, groupId), eq(inventoryBalances.itemId, itemId),
  ));
  return row?.amount ?? 0;
}

export async function procedureCount(db: Db): Promise<number> {
  return (await db.select({ id: procedures.id }).from(procedures)).length;
}
