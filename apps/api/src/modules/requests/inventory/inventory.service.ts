import type { z } from 'zod';
import type {
  amountQuerySchema, doctorAmountsQuerySchema, inventoryListQuerySchema, movementHistoryQuerySchema,
} from '@portal/domain';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import * as repo from './inventory.repository.ts';
import { ledgerKeyOf, namedProgram, readableHolder } from './inventory-scope.ts';

type AmountQuery = z.output<typeof amountQuerySchema>;
type DoctorAmountsQuery = z.output<typeof doctorAmountsQuerySchema>;
type ListQuery = z.output<typeof inventoryListQuerySchema>;
type HistoryQuery = z.output<typeof movementHistoryQuerySchema>;

/** `GET /movements/inventory/amount`: what the caller, or a user below them, holds of one item. */
export async function amount({ db }: Deps, ctx: RequestContext, q: AmountQuery) {
  const key = await ledgerKeyOf(db, ctx, { programId: q.programId, inventoryType: q.inventory, groupId: q.groupId, itemId: q.itemId });
  const holder = q.userId ?? ctx.userId;
  await readableHolder(db, ctx, key.programId, holder);
  return { amount: await repo.balanceOf(db, key, holder) };
}

/** `GET /movements/inventory/doctor-amounts`: the caller's and the doctor's balances of one inventory type (and group). */
export async function doctorAmounts({ db }: Deps, ctx: RequestContext, q: DoctorAmountsQuery) {
  const programId = namedProgram(ctx, q.programId);
  await readableHolder(db, ctx, programId, q.userId);
  const [user, doctor] = await Promise.all([
    repo.balancesOf(db, programId, ctx.userId, q.inventory, q.groupId),
    repo.balancesOf(db, programId, q.userId, q.inventory, q.groupId),
  ]);
  return { user, doctor };
}

/** `GET /movements/inventory`: what the caller holds and, for managers, what the users below them hold. */
export async function list({ db }: Deps, ctx: RequestContext, q: ListQuery) {
  const programId = namedProgram(ctx, q.programId);
  if (q.userId !== undefined) await readableHolder(db, ctx, programId, q.userId);
  return repo.pageBalances(db, {
    programId, scope: ctx.scope, inventoryType: q.inventory, userId: q.userId, filter: q.filter, skip: q.skip, take: q.take,
  });
}

/** The history filter a query names, checked: one holder the caller may read, or everything the caller sees. */
export async function historyFilter({ db }: Deps, ctx: RequestContext, q: Omit<HistoryQuery, 'skip' | 'take'>): Promise<repo.MovementFilter> {
  const programId = namedProgram(ctx, q.programId);
  if (q.userId !== undefined) await readableHolder(db, ctx, programId, q.userId);
  return {
    programId, scope: ctx.scope, userId: q.userId, inventoryType: q.inventory, groupId: q.groupId, itemId: q.itemId, filter: q.filter,
  };
}

const party = (id: number | null, name: string | null, type: repo.MovementRow['fromUserType']) =>
  id === null || name === null || type === null ? null : { id, name, type };

/** A history row as the API answers it (the null party is the programme's holder). */
export const movementOut = (m: repo.MovementRow) => ({
  id: m.id,
  createdAt: new Date(m.createdAt).toISOString(),
  createdBy: { id: m.createdById, name: m.createdByName },
  fromUser: party(m.fromUserId, m.fromUserName, m.fromUserType),
  toUser: party(m.toUserId, m.toUserName, m.toUserType),
  inventoryType: m.inventoryType,
  groupId: m.groupId,
  groupName: m.groupName,
  itemId: m.itemId,
  itemName: m.itemName,
  amount: m.amount,
  distributionType: m.distributionType,
  reason: m.reason,
  procedureId: m.procedureId,
  procedureCode: m.procedureCode,
});

/** `GET /movements/inventory/history`: who gave what to whom, when and why, newest first. */
export async function history(deps: Deps, ctx: RequestContext, q: HistoryQuery) {
  const page = await repo.pageMovements(deps.db, await historyFilter(deps, ctx, q), q.skip, q.take);
  return { data: page.data.map(movementOut), total: page.total, ...(page.totalCapped ? { totalCapped: true } : {}) };
}
