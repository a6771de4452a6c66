import { z } from './zod-config.ts';
import { DISTRIBUTION_TYPES, INVENTORY_TYPES, USER_TYPES } from '../enums/index.ts';
import { pageOf, pageQuerySchema, recordIdSchema, recordIdValue } from './common.ts';

/**
 * Spec §3 "Distribution command", §4 Distribution, §7 Inventory. An inventory is keyed by
 * programme, type, group and item: FIRST_MEDICINE product/presentation, CLINICAL_EXAMINATION exam
 * group/exam, PATIENT_PROCEDURE product/patient procedure, SUPPLY supply group/supply.
 */
const id = recordIdSchema;

export const inventoryKeySchema = z.object({
  programId: id,
  inventory: z.enum(INVENTORY_TYPES),
  groupId: id,
  itemId: id,
});
export type InventoryKey = z.infer<typeof inventoryKeySchema>;

/** Amount answers: -1 means unlimited (administrators, spec §6). */
export const UNLIMITED_AMOUNT = -1;
export const amountSchema = z.object({ amount: z.number().int() });

/** `GET /movements/inventory/amount`: the caller's balance, or a user's below them. */
export const amountQuerySchema = inventoryKeySchema.extend({ userId: id.optional() });

/** `GET /movements/inventory/distribution/amount`: what the caller may give (-1 unlimited). */
export const distributionAmountQuerySchema = inventoryKeySchema;

export const distributeCommandSchema = z.object({
  programId: id,
  inventoryType: z.enum(INVENTORY_TYPES),
  groupId: id,
  itemId: id,
  distributionType: z.enum(DISTRIBUTION_TYPES),
  /** The API accepts 0 and more (spec §5); the screen keeps submit disabled at 0. */
  amount: z.number().int().min(0).max(1_000_000),
  userType: z.enum(USER_TYPES).optional(),
  userIds: z.array(recordIdValue).max(10_000).default([]),
  /** With `allMatching`, every user matching `userType` and `filter` below the caller, not only `userIds`. */
  allMatching: z.boolean().default(false),
  filter: z.string().trim().max(200).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type DistributeCommand = z.infer<typeof distributeCommandSchema>;

export const distributeResultSchema = z.object({
  /** Users whose balance the command changed. */
  users: z.number().int(),
  /** Units moved in all (given minus taken back). */
  units: z.number().int(),
});

/** `GET /users/for-distribution`: the users the caller may distribute to, with their balance. */
export const distributionUsersQuerySchema = pageQuerySchema.extend({
  programId: id,
  inventoryType: z.enum(INVENTORY_TYPES),
  groupId: id,
  itemId: id,
  userType: z.enum(USER_TYPES).optional(),
});
export const distributionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  crm: z.string().nullable(),
  uf: z.string().nullable(),
  amount: z.number().int(),
});
export const distributionUsersPageSchema = pageOf(distributionUserSchema);

/** `GET /movements/inventory/doctor-amounts`: the caller's and the doctor's balances of a group. */
export const doctorAmountsQuerySchema = z.object({
  programId: id,
  userId: id,
  inventory: z.enum(INVENTORY_TYPES),
  groupId: id.optional(),
});
export const amountEntrySchema = z.object({ groupId: z.number().int(), itemId: z.number().int(), amount: z.number().int() });
export const doctorAmountsSchema = z.object({ user: z.array(amountEntrySchema), doctor: z.array(amountEntrySchema) });

/** `GET /movements/inventory`: balances the caller holds and, for managers, those below them hold. */
export const inventoryListQuerySchema = pageQuerySchema.extend({
  programId: id,
  inventory: z.enum(INVENTORY_TYPES).optional(),
  userId: id.optional(),
});
export const inventoryBalanceSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  inventoryType: z.enum(INVENTORY_TYPES),
  groupId: z.number().int(),
  groupName: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  amount: z.number().int(),
});
export const inventoryBalancePageSchema = pageOf(inventoryBalanceSchema);

/** The movement history of one holder and item (who gave what to whom, when, why, for which request). */
export const movementHistoryQuerySchema = pageQuerySchema.extend({
  programId: id,
  userId: id.optional(),
  inventory: z.enum(INVENTORY_TYPES).optional(),
  groupId: id.optional(),
  itemId: id.optional(),
});
export const movementHistoryExportQuerySchema = movementHistoryQuerySchema.omit({ skip: true, take: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
const partySchema = z.object({ id: z.number().int(), name: z.string(), type: z.enum(USER_TYPES) }).nullable();
export const movementSchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  /** Null: the programme's holder (administrators' grants come from it, removals go back to it). */
  fromUser: partySchema,
  toUser: partySchema,
  inventoryType: z.enum(INVENTORY_TYPES),
  groupId: z.number().int(),
  groupName: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  amount: z.number().int(),
  distributionType: z.enum(DISTRIBUTION_TYPES).nullable(),
  reason: z.string().nullable(),
  procedureId: z.number().int().nullable(),
  /** The request's code as people know it (the screens and the export show it, not the id). */
  procedureCode: z.string().nullable(),
});
export const movementPageSchema = pageOf(movementSchema);
