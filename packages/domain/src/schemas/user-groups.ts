import { z } from './zod-config.ts';
import { PERMISSION_TYPES, USER_TYPES } from '../enums/index.ts';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { recordIdSchema, MAX_RECORD_ID } from './common.ts';
import { emailSchema } from './person-fields.ts';

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  recordIdSchema.optional(),
);
const nullableId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  recordIdSchema.nullable(),
);

export const userGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  programId: z.number().int(),
  clientId: z.number().int(),
  defaultForNewUsers: z.boolean(),
  defaultUserTypes: z.array(z.enum(USER_TYPES)),
  specialty: z.boolean(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** GET /user-groups: the programme's groups; with `take` the answer is a page. */
export const userGroupListQuerySchema = z.object({
  programId: recordIdSchema.optional(),
  skip: z.coerce.number().int().min(0).optional(),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  filter: z.string().trim().max(200).optional(),
});

/** POST /user-groups: creates, or updates when id is given (spec §7). */
const userGroupFields = z.object({
  id: optionalId,
  name: z.string().trim().min(1).max(100),
  programId: recordIdSchema,
  defaultForNewUsers: z.boolean().default(false),
  /** Which new users a default group takes in: at least one type when the group is a default. */
  defaultUserTypes: z.array(z.enum(USER_TYPES)).max(USER_TYPES.length).default([]),
  specialty: z.boolean().default(false),
});
const defaultHasTypes = (g: { defaultForNewUsers: boolean; defaultUserTypes: readonly string[] }) =>
  !g.defaultForNewUsers || g.defaultUserTypes.length > 0;
const needsTypes = () => ({ path: ['defaultUserTypes'], message: 'validation.minSelect' });
export const userGroupSaveSchema = userGroupFields.refine(defaultHasTypes, needsTypes());
/** What the group dialog edits; the programme and the id come from the screen. */
export const userGroupFormSchema = userGroupFields
  .pick({ name: true, defaultForNewUsers: true, defaultUserTypes: true, specialty: true })
  .refine(defaultHasTypes, needsTypes());
export type UserGroupSaveInput = z.input<typeof userGroupSaveSchema>;

export const userGroupIdParamSchema = z.object({ userGroupId: recordIdSchema });

/** A user's membership of a group (spec §3 UserGroupUser). */
export const userGroupUserSchema = z.object({
  id: z.number().int(),
  userGroupId: z.number().int(),
  userGroup: z.object({ name: z.string() }),
  manager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.date().or(z.string()),
  createdBy: z.object({ name: z.string() }).nullable(),
  active: z.boolean(),
});
export type UserGroupUser = z.infer<typeof userGroupUserSchema>;

export const userGroupUserSaveSchema = z.object({
  userGroupUserId: optionalId,
  userGroupId: z.coerce.number().int().positive({ error: 'validation.requiredSelect' }).max(MAX_RECORD_ID),
  userId: recordIdSchema,
  managerId: nullableId.optional(),
});
export type UserGroupUserSaveInput = z.input<typeof userGroupUserSaveSchema>;

/**
 * `POST /user-groups/{userGroupId}/Users`: an existing user, named by their exact login e-mail (no
 * search, so no other programme's users can be listed), added to the group and so to its
 * programme (decision 0065). The manager is optional, as in `userGroupUserSaveSchema`.
 */
export const userGroupMemberAddSchema = z.object({
  email: emailSchema,
  managerId: nullableId.optional(),
});
export type UserGroupMemberAddInput = z.input<typeof userGroupMemberAddSchema>;

/** The membership made, with whom it names and whether they joined the programme with it. */
export const userGroupMemberAddedSchema = userGroupUserSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), type: z.enum(USER_TYPES) }),
  joinedProgram: z.boolean(),
});
export type UserGroupMemberAdded = z.infer<typeof userGroupMemberAddedSchema>;

export const userGroupUserParamsSchema = z.object({
  userGroupId: recordIdSchema,
  userGroupUserId: recordIdSchema,
});

/** A group permission; group and item name the catalogue rows the ids point at. */
export const userGroupPermissionSchema = z.object({
  id: z.number().int(),
  userGroupId: z.number().int(),
  type: z.enum(PERMISSION_TYPES).nullable(),
  groupId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  item: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserGroupPermission = z.infer<typeof userGroupPermissionSchema>;

/** A permission a user holds, with the group it comes from (/users/:id/permissions). */
export const userPermissionSchema = userGroupPermissionSchema.extend({
  userGroup: z.object({ id: z.number().int(), name: z.string() }),
});
export type UserPermission = z.infer<typeof userPermissionSchema>;

export const userGroupPermissionsResponseSchema = z.object({
  userGroup: userGroupSchema,
  permissions: z.array(userGroupPermissionSchema),
});

/** POST /user-groups/{id}/Permissions: type null grants every module; group and item are optional. */
export const userGroupPermissionSaveSchema = z.object({
  userGroupId: recordIdSchema,
  type: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(PERMISSION_TYPES).nullable()),
  groupId: nullableId.default(null),
  itemId: nullableId.default(null),
});
export type UserGroupPermissionSaveInput = z.input<typeof userGroupPermissionSaveSchema>;

export const userGroupPermissionParamsSchema = z.object({
  userGroupId: recordIdSchema,
  userGroupPermissionId: recordIdSchema,
});

/**
 * The levels of the permission pickers (spec §2): FIRST_MEDICINE product → presentation;
 * CLINICAL_EXAMINATION follow-up → exam group (group) → exam (item); PATIENT_PROCEDURE product →
 * patient procedure; SUPPLY supply group → supply.
 */
export const PERMISSION_OPTION_LEVELS = ['followup', 'group', 'item'] as const;
export type PermissionOptionLevel = (typeof PERMISSION_OPTION_LEVELS)[number];

/** The permission types whose group and item point at catalogue rows. */
export const CATALOGUE_PERMISSION_TYPES = ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE', 'SUPPLY'] as const;
export type CataloguePermissionType = (typeof CATALOGUE_PERMISSION_TYPES)[number];
export const isCataloguePermissionType = (type: string | null | undefined): type is CataloguePermissionType =>
  (CATALOGUE_PERMISSION_TYPES as readonly string[]).includes(type ?? '');

export const permissionOptionsQuerySchema = z.object({
  programId: recordIdSchema.optional(),
  type: z.enum(CATALOGUE_PERMISSION_TYPES),
  level: z.enum(PERMISSION_OPTION_LEVELS),
  parentId: recordIdSchema.optional(),
});

export const permissionOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type PermissionOption = z.infer<typeof permissionOptionSchema>;

/** The permission types a programme offers (only those whose module it has). */
export const permissionTypesResponseSchema = z.array(z.enum(PERMISSION_TYPES));
