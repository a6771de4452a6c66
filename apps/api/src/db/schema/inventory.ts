import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { procedureChildren, procedures } from './procedures.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

const INVENTORY_TYPES = ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SUPPLY'] as const;
const DISTRIBUTION_TYPES = ['INCREASE', 'REDUCE', 'ADD_UNITS', 'REMOVE_UNITS'] as const;

/**
 * The inventory ledger (spec §4 Distribution): every change of anyone's stock is one appended
 * movement of `amount` units from a holder to another. A null `from_user_id`/`to_user_id` is the
 * programme's holder: administrators' grants come from it and removals go back to it, so units
 * are never created or destroyed outside it. Rows are never updated or deleted.
 *
 * Group and item are polymorphic by inventory type (FIRST_MEDICINE product/presentation,
 * CLINICAL_EXAMINATION exam group/exam, PATIENT_PROCEDURE product/patient procedure, SUPPLY
 * supply group/supply), so they carry no foreign key; the API checks them on the way in.
 */
export const inventoryMovements = pgTable('inventory_movements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  createdById: integer('created_by_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'restrict' }),
  toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'restrict' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  inventoryType: text('inventory_type', { enum: INVENTORY_TYPES }).notNull(),
  groupId: integer('group_id').notNull(),
  itemId: integer('item_id').notNull(),
  amount: integer('amount').notNull(),
  /** Null when the movement is not a distribution (a request consuming stock). */
  distributionType: text('distribution_type', { enum: DISTRIBUTION_TYPES }),
  reason: text('reason'),
  /** The request (and its child) that consumed or returned the units, when one did. */
  procedureId: integer('procedure_id').references(() => procedures.id, { onDelete: 'restrict' }),
  procedureChildId: integer('procedure_child_id').references(() => procedureChildren.id, { onDelete: 'restrict' }),
}, (t) => [
  check('inventory_movements_amount_positive', sql`${t.amount} > 0`),
  check('inventory_movements_two_parties', sql`${t.fromUserId} is distinct from ${t.toUserId}`),
  index('inventory_movements_to_idx').on(t.toUserId, t.programId, t.inventoryType, t.groupId, t.itemId),
  index('inventory_movements_from_idx').on(t.fromUserId, t.programId, t.inventoryType, t.groupId, t.itemId),
  index('inventory_movements_program_idx').on(t.programId, t.id),
  index('inventory_movements_procedure_idx').on(t.procedureId).where(sql`${t.procedureId} is not null`),
  // The history search's reasons (docs/decisions/0023-search-plans.md).
  index('inventory_movements_reason_trgm').using('gin', sql`${t.reason} gin_trgm_ops`).with({ fastupdate: false }),
]);

/**
 * What each user holds of each item, kept in the transaction that appends the movements: always
 * the units moved to the user minus the units moved from them (the reconciliation check proves
 * it). The programme's holder has no row: its stock is unlimited.
 */
export const inventoryBalances = pgTable('inventory_balances', {
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  inventoryType: text('inventory_type', { enum: INVENTORY_TYPES }).notNull(),
  groupId: integer('group_id').notNull(),
  itemId: integer('item_id').notNull(),
  amount: integer('amount').notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  primaryKey({ columns: [t.programId, t.userId, t.inventoryType, t.groupId, t.itemId] }),
  check('inventory_balances_amount_not_negative', sql`${t.amount} >= 0`),
  index('inventory_balances_item_idx').on(t.programId, t.inventoryType, t.groupId, t.itemId),
]);
