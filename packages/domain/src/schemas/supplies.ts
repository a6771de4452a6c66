import { z } from './zod-config.ts';
import { RECIPIENT_TYPES } from '../enums/index.ts';
import { requiredId, requiredText } from './catalog-fields.ts';
import { pageQuerySchema } from './common.ts';
import { configPageQueryFields, idListField, namedRefSchema, optionalInt, recipientTypesField } from './config-fields.ts';

/** Spec §3 Supply group (kits) of a programme. */
export const supplyGroupSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  name: z.string(),
});
export type SupplyGroup = z.infer<typeof supplyGroupSchema>;

export const supplyGroupFormSchema = z.object({ programId: requiredId, name: requiredText(150) });
export type SupplyGroupFormInput = z.input<typeof supplyGroupFormSchema>;
export type SupplyGroupForm = z.infer<typeof supplyGroupFormSchema>;

export const supplyGroupPageQuerySchema = pageQuerySchema.extend(configPageQueryFields);

/** Spec §3 Supply; `maxQuantityPerRequest` null means no maximum per request. */
export const supplySchema = z.object({
  id: z.number().int(),
  supplyGroupId: z.number().int(),
  name: z.string(),
  institutions: z.array(namedRefSchema),
  recipientTypes: z.array(z.enum(RECIPIENT_TYPES)),
  maxQuantityPerRequest: z.number().int().nullable(),
  showFieldCpfRequester: z.boolean(),
  showFieldRecipientTypes: z.boolean(),
});
export type Supply = z.infer<typeof supplySchema>;

export const supplyFormSchema = z.object({
  supplyGroupId: requiredId,
  name: requiredText(150),
  institutionIds: idListField,
  recipientTypes: recipientTypesField,
  maxQuantityPerRequest: optionalInt(1, 1000),
  showFieldCpfRequester: z.boolean().default(false),
  showFieldRecipientTypes: z.boolean().default(false),
});
export type SupplyFormInput = z.input<typeof supplyFormSchema>;
export type SupplyForm = z.infer<typeof supplyFormSchema>;
