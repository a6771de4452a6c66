import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '#db/client.ts';
import { adverseEvents, meddraLlts, meddraReleases, products, pvCaseVersions, pvSettings } from '#db/schema/index.ts';
import { parseLlts, parsePts } from '#pharmacovigilance/meddra/index.ts';

/**
 * A TEST FILE in the MedDRA ASCII layout — NOT MedDRA: invented codes (91…/92…/93…) and terms, so
 * the demo queue and export work without the licensed dictionary (the company uploads its own).
 */
export const DEMO_MEDDRA_TEST_FILES = {
  version: '0.1',
  llt: [
    '91000001$Náusea (termo de teste, não é MedDRA)$92000001$$$$$$$Y$$',
    '91000002$Vômito (termo de teste, não é MedDRA)$92000002$$$$$$$Y$$',
    '91000003$Cefaleia (termo de teste, não é MedDRA)$92000003$$$$$$$Y$$',
    '91000004$Urticária (termo de teste, não é MedDRA)$92000004$$$$$$$Y$$',
  ].join('\n'),
  pt: [
    '92000001$Náusea (PT de teste)$$93000001$$$$$$$$',
    '92000002$Vômito (PT de teste)$$93000001$$$$$$$$',
    '92000003$Cefaleia (PT de teste)$$93000002$$$$$$$$',
    '92000004$Urticária (PT de teste)$$93000003$$$$$$$$',
  ].join('\n'),
};

/**
 * The demo programme's pharmacovigilance: its E2B identifiers, the test MedDRA-format release and
 * one serious report from the demo doctor, triaged and coded, so the queue and the export work at once.
 */
export async function seedPharmacovigilance(tx: Tx, programId: number, doctorId: number, coderId: number): Promise<void> {
  await tx.insert(pvSettings).values({
    programId, senderId: 'DEMOPHARMA-BR', receiverId: 'ANVISA-VIGIMED-TESTE', senderOrganisation: 'Demo Pharma Ltda.',
    companyCode: 'DEMOPHARMA', seriousDays: 15, nonSeriousDays: 90,
  });
  const llts = parseLlts(DEMO_MEDDRA_TEST_FILES.llt)!;
  const pts = new Map(parsePts(DEMO_MEDDRA_TEST_FILES.pt)!.map((p) => [p.ptCode, p]));
  const [release] = await tx.insert(meddraReleases).values({
    programId, version: DEMO_MEDDRA_TEST_FILES.version, lltCount: llts.length, uploadedById: coderId,
  }).returning();
  await tx.insert(meddraLlts).values(llts.map((l) => ({
    releaseId: release!.id, lltCode: l.lltCode, lltName: l.lltName, ptCode: l.ptCode,
    ptName: pts.get(l.ptCode)?.ptName ?? null, socCode: pts.get(l.ptCode)?.socCode ?? null, current: l.current,
  })));
  const [product] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.programId, programId)).orderBy(asc(products.id)).limit(1);
  const [{ n } = { n: 1 }] = await queryRows<{ n: string | number }>(tx, sql`select nextval('adverse_event_protocol_seq') as n`);
  const arrived = new Date(Date.now() - 3 * 86_400_000);
  const [report] = await tx.insert(adverseEvents).values({
    programId, protocol: `FV-${arrived.getUTCFullYear()}-${String(n).padStart(6, '0')}`, reporterType: 'DOCTOR', reportedById: doctorId,
    productId: product!.id, patientInitials: 'MCS', patientBirthDate: '1975-08-21', reporterName: 'Dr. Marcos Medeiros',
    reporterContact: 'medico@demo.com.br / 11987650006', description: 'Náusea intensa e vômitos no dia seguinte à aplicação; a paciente foi internada por dois dias.',
    onsetDate: arrived.toISOString().slice(0, 10), serious: true, outcome: 'RECOVERING', createdAt: arrived,
  }).returning();
  await tx.insert(pvCaseVersions).values({
    adverseEventId: report!.id, version: 1, serious: true, createdById: coderId, createdAt: new Date(arrived.getTime() + 86_400_000),
    coding: {
      reporterQualification: 'PHYSICIAN', reporterCountry: 'BR',
      seriousness: { death: false, lifeThreatening: false, hospitalisation: true, disability: false, congenitalAnomaly: false, otherMedicallyImportant: false },
      reactions: [
        { reportedTerm: 'Náusea intensa', meddraVersion: '0.1', lltCode: '91000001', onsetDate: report!.onsetDate, endDate: null, outcome: 'RECOVERING' },
        { reportedTerm: 'Vômitos', meddraVersion: '0.1', lltCode: '91000002', onsetDate: report!.onsetDate, endDate: null, outcome: 'RECOVERING' },
      ],
      products: [{ role: 'SUSPECT', nameAsReported: product!.name, productId: product!.id, doseValue: 100, doseUnit: 'mg', route: 'Subcutânea', whoDrugCode: null }],
      causality: 'PROBABLE',
      narrative: 'Paciente do sexo feminino, 51 anos, apresentou náusea intensa e vômitos no dia seguinte à aplicação do produto, com internação por dois dias para hidratação. Em recuperação.',
      patient: { initials: 'MCS', nullFlavor: null, birthDate: '1975-08-21', ageYears: null, sex: 'FEMALE' },
    },
  });
}
