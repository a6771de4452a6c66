import { z } from './zod-config.ts';
import { requiredText } from './catalog-fields.ts';
import { recordIdSchema } from './common.ts';

/** Spec §3 Client: id, name. */
export const clientSchema = z.object({ id: z.number().int(), name: z.string() });
export type Client = z.infer<typeof clientSchema>;

/** Client form {name}. */
export const clientFormSchema = z.object({ name: requiredText(150) });
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientForm = z.infer<typeof clientFormSchema>;

export const clientPageQuerySchema = z.object({ programId: recordIdSchema.optional() });
