import { z } from './zod-config.ts';
import { isValidEan } from '../validation/ean.ts';
import { optionalText, toNumber, requiredId, requiredText } from './catalog-fields.ts';

/** Spec §3 Presentation; the discount is a percentage. */
export const presentationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ean: z.string().nullable(),
  wsAcessoCode: z.string().nullable(),
  discount: z.number(),
  product: z.object({ id: z.number().int(), name: z.string() }),
});
export type Presentation = z.infer<typeof presentationSchema>;

/** Spec §5: name, discount and product id required; ean and wsAcessoCode optional. */
export const presentationFormSchema = z.object({
  name: requiredText(150),
  discount: z.preprocess(toNumber, z.number({ error: 'validation.discountRange' })
    .min(0, { error: 'validation.discountRange' }).max(100, { error: 'validation.discountRange' })),
  productId: requiredId,
  ean: optionalText(14).pipe(z.string().refine(isValidEan, { error: 'validation.invalidEan' }).optional()),
  wsAcessoCode: optionalText(50),
});
export type PresentationFormInput = z.input<typeof presentationFormSchema>;
export type PresentationForm = z.infer<typeof presentationFormSchema>;
