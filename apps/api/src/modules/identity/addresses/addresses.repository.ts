import { eq } from 'drizzle-orm';
import type { AddressInput, UserAddress } from '@portal/domain';
import type { DbOrTx } from '#db/client.ts';
import { userAddresses } from '#db/schema/index.ts';

const columns = {
  id: userAddresses.id, cep: userAddresses.cep, placeDescription: userAddresses.placeDescription, number: userAddresses.number,
  complement: userAddresses.complement, neighborhood: userAddresses.neighborhood, city: userAddresses.city, state: userAddresses.state,
};

export async function findUserAddress(db: DbOrTx, userId: number): Promise<UserAddress | null> {
  const [row] = await db.select(columns).from(userAddresses).where(eq(userAddresses.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates or replaces the user's one address. */
export async function upsertUserAddress(db: DbOrTx, userId: number, address: AddressInput, now = new Date()) {
  const values = {
    cep: address.cep, placeDescription: address.placeDescription, number: address.number, complement: address.complement ?? null,
    neighborhood: address.neighborhood, city: address.city, state: address.state,
  };
  await db.insert(userAddresses).values({ userId, ...values })
    .onConflictDoUpdate({ target: userAddresses.userId, set: { ...values, updatedAt: now } });
}

