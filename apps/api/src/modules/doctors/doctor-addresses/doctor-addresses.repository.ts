import { and, asc, eq } from 'drizzle-orm';
import type { DoctorAddress, DoctorAddressForm } from '@portal/domain';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx } from '#db/client.ts';
import { doctorAddresses } from '#db/schema/index.ts';

/** The doctor's saved addresses in a programme (spec §3 Doctor address per programme). */

const columns = {
  id: doctorAddresses.id, cep: doctorAddresses.cep, placeDescription: doctorAddresses.placeDescription, number: doctorAddresses.number,
  complement: doctorAddresses.complement, neighborhood: doctorAddresses.neighborhood, city: doctorAddresses.city, state: doctorAddresses.state,
  recipientName: doctorAddresses.recipientName, recipientType: doctorAddresses.recipientType,
};

const owned = (programId: ScopedProgramId, doctorId: number) =>
  and(eq(doctorAddresses.programId, programId), eq(doctorAddresses.doctorId, doctorId));

export const listDoctorAddresses = (db: DbOrTx, programId: ScopedProgramId, doctorId: number): Promise<DoctorAddress[]> =>
  db.select(columns).from(doctorAddresses).where(owned(programId, doctorId)).orderBy(asc(doctorAddresses.id));

export async function findDoctorAddress(db: DbOrTx, programId: ScopedProgramId, doctorId: number, id: number): Promise<DoctorAddress | undefined> {
  const [row] = await db.select(columns).from(doctorAddresses).where(and(owned(programId, doctorId), eq(doctorAddresses.id, id)));
  return row;
}

const valuesOf = (values: DoctorAddressForm) => ({ ...values, complement: values.complement ?? null });

export async function insertDoctorAddress(db: DbOrTx, programId: ScopedProgramId, doctorId: number, values: DoctorAddressForm): Promise<DoctorAddress> {
  const [row] = await db.insert(doctorAddresses).values({ programId, doctorId, ...valuesOf(values) }).returning(columns);
  return row!;
}

export async function updateDoctorAddress(
  db: DbOrTx, programId: ScopedProgramId, doctorId: number, id: number, values: DoctorAddressForm,
): Promise<DoctorAddress | undefined> {
  const [row] = await db.update(doctorAddresses).set({ ...valuesOf(values), updatedAt: new Date() })
    .where(and(owned(programId, doctorId), eq(doctorAddresses.id, id))).returning(columns);
  return row;
}
