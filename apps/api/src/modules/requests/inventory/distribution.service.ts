import type { z } from 'zod';
import {
  UNLIMITED_AMOUNT, applyDistribution, distributionRecipientTypes, hasUnlimitedInventory,
  type DistributeCommand, type DistributionType, type distributionUsersQuerySchema, type distributionAmountQuerySchema,
} from '@portal/domain';
import { AppError, notFound } from '#platform/lib/app-error.ts';
import { recordAudit } from '#platform/lib/audit.ts';
import { isCheckViolation, isNumericOverflow } from '#platform/lib/pg-errors.ts';
import { retryOnConflict } from '#platform/lib/transaction-retry.ts';
import type { Deps } from '#platform/context/deps.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import type { DbOrTx, Tx } from '#db/client.ts';
import { balanceOf } from './inventory.repository.ts';
import { ledgerKeyOf } from './inventory-scope.ts';
import { ensureBalances, lockBalances, postMovements, type LedgerKey, type Movement } from './ledger.repository.ts';
import { pageRecipients, recipientIds, type RecipientCriteria } from './recipients.repository.ts';

type UsersQuery = z.output<typeof distributionUsersQuerySchema>;
type AmountQuery = z.output<typeof distributionAmountQuerySchema>;

const insufficient = () => new AppError('insufficientInventory', 400);

/** What the caller may give of an item: their balance, or -1 (unlimited) for administrators (spec §6). */
export async function distributionAmount({ db }: Deps, ctx: RequestContext, q: AmountQuery) {
  const key = await ledgerKeyOf(db, ctx, { programId: q.programId, inventoryType: q.inventory, groupId: q.groupId, itemId: q.itemId });
  if (hasUnlimitedInventory(ctx.userType)) return { amount: UNLIMITED_AMOUNT };
  return { amount: await balanceOf(db, key, ctx.userId) };
}

const criteriaOf = (ctx: RequestContext, programId: ScopedProgramId, userType: DistributeCommand['userType'], filter?: string, ids?: readonly number[]): RecipientCriteria => {
  const allowed = distributionRecipientTypes(ctx.userType);
  return { scope: ctx.scope, programId, types: userType ? allowed.filter((t) => t === userType) : allowed, filter, ids };
};

/** `GET /users/for-distribution`: the users the caller may give to, with what each holds of the item. */
export async function usersForDistribution({ db }: Deps, ctx: RequestContext, q: UsersQuery) {
  const key = await ledgerKeyOf(db, ctx, q);
  return pageRecipients(db, criteriaOf(ctx, key.programId, q.userType, q.filter), key, q.skip, q.take);
}

/**
 * The command's recipients, ascending: the selected users, each of whom must be a recipient the
 * caller may give to (404 inventoryRecipientNotFound otherwise, like a missing user), plus with
 * `allMatching` every recipient matching the user type and the filter.
 */
async function recipientsOf(tx: DbOrTx, ctx: RequestContext, programId: ScopedProgramId, cmd: DistributeCommand): Promise<number[]> {
  const selected = [...new Set(cmd.userIds)];
  const found = selected.length ? await recipientIds(tx, criteriaOf(ctx, programId, cmd.userType, undefined, selected)) : [];
  if (found.length !== selected.length) throw notFound('inventoryRecipientNotFound');
  if (!cmd.allMatching) {
    if (found.length === 0) throw new AppError('distributionRecipientsRequired', 400);
    return found;
  }
  const matching = await recipientIds(tx, criteriaOf(ctx, programId, cmd.userType, cmd.filter));
  return [...new Set([...found, ...matching])].sort((a, b) => a - b);
}

const givesUnits = (type: DistributionType) => type === 'INCREASE' || type === 'ADD_UNITS';

export interface DistributionOutcome {
  /** Users whose balance changed. */
  users: number;
  /** Units given minus units taken back. */
  units: number;
}

/**
 * Applies one distribution to locked balances (spec §4): each recipient's balance becomes
 * `applyDistribution(current, type, amount)`. Units given come from the distributor — or, for
 * administrators, from the programme's holder — and units taken back return there. A distributor
 * who is not an administrator gives only what they hold: if the whole command needs more, it is
 * refused entirely (400 insufficientInventory) and nothing is written.
 */
export async function applyToLedger(
  tx: Tx, ctx: RequestContext, key: LedgerKey, recipients: readonly number[],
  type: DistributionType, amountOf: (userId: number) => number, reason: string | null,
): Promise<DistributionOutcome> {
  const giver = hasUnlimitedInventory(ctx.userType) ? null : ctx.userId;
  if (givesUnits(type)) await ensureBalances(tx, key, recipients);
  else if (giver !== null) await ensureBalances(tx, key, [giver]);
  const held = await lockBalances(tx, key, giver === null ? recipients : [giver, ...recipients]);

  const movements: Movement[] = [];
  let given = 0;
  let returned = 0;
  for (const userId of recipients) {
    const current = held.get(userId)!;
    const delta = applyDistribution(current, type, amountOf(userId)) - current;
    if (delta > 0) {
      movements.push({ fromUserId: giver, toUserId: userId, amount: delta });
      given += delta;
    } else if (delta < 0) {
      movements.push({ fromUserId: userId, toUserId: giver, amount: -delta });
      returned -= delta;
    }
  }
  if (giver !== null && given > held.get(giver)!) throw insufficient();
  await postMovements(tx, key, { createdById: ctx.userId, distributionType: type, reason, procedureId: null }, movements, held);
  return { users: movements.length, units: given - returned };
}

/**
 * Runs a ledger transaction, again if another one made the server abort it. A balance the CHECK
 * refuses is insufficient stock; one past the integer range is a 400 too, never a 500.
 */
export async function ledgerTransaction<T>({ db }: Deps, run: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await retryOnConflict(() => db.transaction(run));
  } catch (error) {
    if (isCheckViolation(error)) throw insufficient();
    if (isNumericOverflow(error)) throw new AppError('inventoryBalanceTooLarge', 400);
    throw error;
  }
}

const auditId = (key: LedgerKey) => `${key.inventoryType}:${key.groupId}:${key.itemId}`;

/** `POST /movements/inventory/distribute`: one distribution command, all or nothing, audited. */
export async function distribute(deps: Deps, ctx: RequestContext, cmd: DistributeCommand): Promise<DistributionOutcome> {
  const key = await ledgerKeyOf(deps.db, ctx, cmd);
  return ledgerTransaction(deps, async (tx) => {
    const recipients = await recipientsOf(tx, ctx, key.programId, cmd);
    const outcome = await applyToLedger(tx, ctx, key, recipients, cmd.distributionType, () => cmd.amount, cmd.reason ?? null);
    await recordAudit(tx, {
      actorId: ctx.userId, action: 'inventory.distribute', entity: 'inventory', entityId: auditId(key), ip: ctx.ip,
      after: {
        programId: key.programId, distributionType: cmd.distributionType, amount: cmd.amount, reason: cmd.reason ?? null,
        allMatching: cmd.allMatching, userType: cmd.userType ?? null, filter: cmd.filter ?? null, recipients, ...outcome,
      },
    });
    return outcome;
  });
}

export { auditId };
