import { and, asc, eq } from 'drizzle-orm';
import type { TravelRequestInput } from '@portal/domain';
import type { Db } from '#db/client.ts';
import { aidFields, aids, followups, programs, travelGroups, treatmentLocations } from '#db/schema/index.ts';
import { cpfOf } from './exam-request.test-helpers.ts';

/** The demo travel group of one programme (demo.ts and program-config.ts): its aids' fields and first location. */
export interface DemoTravelConfig {
  programId: number;
  followupId: number;
  groupId: number;
  /** Aids by name, with their field ids in order ("Passagem aérea" has two). */
  aids: Record<string, { id: number; fields: number[] }>;
  locationId: number;
}

export async function demoTravelConfig(db: Db, slug = 'BEMESTAR'): Promise<DemoTravelConfig> {
  const [group] = await db.select({ id: travelGroups.id, followupId: travelGroups.followupId, programId: programs.id }).from(travelGroups)
    .innerJoin(followups, eq(followups.id, travelGroups.followupId)).innerJoin(programs, eq(programs.id, followups.programId))
    .where(eq(programs.slug, slug));
  const rows = await db.select({ aidId: aids.id, name: aids.name, fieldId: aidFields.id }).from(aids)
    .innerJoin(aidFields, eq(aidFields.aidId, aids.id)).where(eq(aids.travelGroupId, group!.id)).orderBy(asc(aidFields.order), asc(aidFields.id));
  const byName: DemoTravelConfig['aids'] = {};
  for (const r of rows) (byName[r.name] ??= { id: r.aidId, fields: [] }).fields.push(r.fieldId);
  const [location] = await db.select({ id: treatmentLocations.id }).from(treatmentLocations)
    .where(and(eq(treatmentLocations.travelGroupId, group!.id), eq(treatmentLocations.name, 'Hospital Central de Oncologia')));
  return { programId: group!.programId, followupId: group!.followupId, groupId: group!.id, aids: byName, locationId: location!.id };
}

/** A complete travel request: the air ticket with both its fields ticked, to the registered location. */
export function travelRequest(c: DemoTravelConfig, seed: number, extra: Partial<TravelRequestInput> = {}): TravelRequestInput {
  const ticket = c.aids['Passagem aérea']!;
  return {
    type: 'TRAVEL', programId: c.programId, followupId: c.followupId, groupId: c.groupId,
    itemIds: [ticket.id], aidFields: ticket.fields, treatmentLocationId: c.locationId,
    patient: { cpf: cpfOf(seed), name: 'Helena Castro Dias', phone: '11955554444', birthDate: '1968-09-12', caregiverName: 'Paulo Dias' },
    procedureFieldsAnswers: {
      motivoViagem: 'Sessão de quimioterapia', dataConsulta: '15/09/2031', meioTransporte: 'Aéreo', patologia: '1', declaracaoVeracidade: true,
    },
    ...extra,
  };
}

/** A new treatment location (OTHER). */
export const otherLocation = {
  name: 'Instituto de Oncologia do Vale', cep: '12245-000', placeDescription: 'Avenida São João', number: '500', complement: 'Bloco B',
  neighborhood: 'Jardim Esplanada', city: 'São José dos Campos', state: 'SP',
};
