import { z } from './zod-config.ts';
import { MAX_RECORD_ID } from './common.ts';
import { DISTRIBUTION_TYPES, INVENTORY_TYPES, USER_TYPES } from '../enums/index.ts';
import { blankToUndefined, optionalText, toNumber } from './catalog-fields.ts';
import { distributeCommandSchema } from './inventory.ts';

const MAX_AMOUNT = distributeCommandSchema.shape.amount.maxValue ?? 1_000_000;
const pickedId = z.preprocess(toNumber, z.number({ error: 'validation.requiredSelect' }).int().positive({ error: 'validation.requiredSelect' }).max(MAX_RECORD_ID));

/**
 * Spec §2/§5 distribution screen: inventory, distribution and user type, the item picked in the
 * catalogue, an amount of at least 0 (the screen keeps submit disabled at 0) and an optional
 * reason kept in the movement history. The users come from the table's selection.
 */
export const distributionFormSchema = z.object({
  inventoryType: z.enum(INVENTORY_TYPES, { error: 'validation.requiredSelect' }),
  distributionType: z.enum(DISTRIBUTION_TYPES, { error: 'validation.requiredSelect' }),
  userType: z.preprocess(blankToUndefined, z.enum(USER_TYPES).optional()),
  groupId: pickedId,
  itemId: pickedId,
  amount: z.preprocess(toNumber, z.number({ error: 'validation.requiredField' })
    .int({ error: 'validation.invalidField' })
    .min(0, { error: 'validation.amountMin' })
    .max(MAX_AMOUNT, { error: 'validation.invalidField' })),
  reason: optionalText(500),
});
export type DistributionFormInput = z.input<typeof distributionFormSchema>;
export type DistributionFormValues = z.output<typeof distributionFormSchema>;
