import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** User groups (profiles) hold the permissions that grant modules in a programme (spec §6). */
export const userGroups = pgTable('user_groups', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  defaultForNewUsers: boolean('default_for_new_users').notNull().default(false),
  /** The user types a default group takes in; another type of new user is not put in it. */
  defaultUserTypes: text('default_user_types', { enum: ['SYSADMIN', 'ADMIN', 'REGIONAL_MANAGER', 'DISTRICT_MANAGER', 'REPRESENTATIVE', 'DOCTOR'] })
    .array().notNull().default(sql`'{}'::text[]`),
  specialty: boolean('specialty').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('user_groups_program_idx').on(t.programId),
  uniqueIndex('user_groups_program_name_unique').on(t.programId, sql`lower(${t.name})`),
  index('user_groups_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const userGroupUsers = pgTable('user_group_users', {
  id: id(),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  managerId: integer('manager_id').references(() => users.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  removedAt: timestampTz('removed_at'),
}, (t) => [
  index('user_group_users_user_idx').on(t.userId),
  index('user_group_users_group_idx').on(t.userGroupId),
  // Serves the hierarchy walk (who answers to whom) that bounds every people list.
  index('user_group_users_manager_idx').on(t.managerId).where(sql`${t.active}`),
  uniqueIndex('user_group_users_active_unique').on(t.userGroupId, t.userId).where(sql`${t.active}`),
]);

export const userGroupPermissions = pgTable('user_group_permissions', {
  id: id(),
  userGroupId: integer('user_group_id').notNull().references(() => userGroups.id, { onDelete: 'cascade' }),
  /** Null grants every module of the programme. */
  type: text('type', {
    enum: ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'PATIENT_INVITATION', 'SUPPLY', 'TRAVEL',
      'PATIENTS', 'EDIT_USER', 'CONTENTS', 'DISCOUNTS', 'PCDT', 'PHARMACOVIGILANCE', 'FHIR_PARTNERS'],
  }),
  groupId: integer('group_id'),
  itemId: integer('item_id'),
  createdAt: createdAt(),
}, (t) => [index('user_group_permissions_group_idx').on(t.userGroupId)]);

export const usagePolicies = pgTable('usage_policies', {
  id: id(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  /** Null applies to every user type. */
  userType: text('user_type'),
  description: text('description').notNull(),
  url: text('url'),
  /** The policy's text, shown in the portal when there is no URL to open. */
  content: text('content'),
  /** Raised when the text changes; an acceptance of an older version asks the user again. */
  version: integer('version').notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [index('usage_policies_program_idx').on(t.programId)]);

export const usagePolicyAcceptances = pgTable('usage_policy_acceptances', {
  id: id(),
  policyId: integer('policy_id').notNull().references(() => usagePolicies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The policy's version the user accepted. */
  version: integer('version').notNull().default(1),
  acceptedAt: createdAt(),
}, (t) => [uniqueIndex('usage_policy_acceptances_unique').on(t.policyId, t.userId)]);
