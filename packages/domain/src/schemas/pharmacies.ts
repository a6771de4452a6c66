import { z } from './zod-config.ts';
import { onlyDigits } from '../validation/index.ts';
import { ufSchema } from './person-fields.ts';

/** Spec §3 Accredited pharmacy, §5 Pharmacy search, §7 `/procedures/by-code/{code}/accredited`, place autocomplete. */

/** The procedure code of a public link (`/p/{code}`). */
export const procedureCodeParamSchema = z.object({ code: z.string().trim().min(1).max(64) });

const cepDigits = z.string({ error: 'validation.requiredField' }).transform((v) => onlyDigits(v))
  .pipe(z.string().length(8, { error: 'validation.invalidCep' }));

/** The search: a postal code (masked or not) and, optionally, the state it must be in. */
export const accreditedQuerySchema = z.object({ postalCode: cepDigits, uf: ufSchema.optional() });
export type AccreditedQuery = z.infer<typeof accreditedQuerySchema>;

export const accreditedPharmacySchema = z.object({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  uf: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type AccreditedPharmacy = z.infer<typeof accreditedPharmacySchema>;

/** The finder's form: a CEP, or an address chosen from the place autocomplete (which must carry a CEP). */
export const pharmacySearchFormSchema = z.object({ postalCode: cepDigits });
export type PharmacySearchFormValues = z.input<typeof pharmacySearchFormSchema>;

// Place autocomplete (restricted to Brazil)
export const placeAutocompleteQuerySchema = z.object({ input: z.string().trim().min(3).max(200) });
export const placeSuggestionSchema = z.object({ placeId: z.string(), description: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeIdParamSchema = z.object({ placeId: z.string().trim().min(1).max(200) });
/** A chosen place; `postalCode` null means the place has none (the form says `validation.placeWithoutCep`). */
export const placeDetailsSchema = z.object({
  placeId: z.string(),
  description: z.string(),
  postalCode: z.string().nullable(),
  uf: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

/** The pharmacy map's tile layer; null tiles mean markers only (offline default). */
export const mapConfigSchema = z.object({ tileUrl: z.string().nullable(), attribution: z.string().nullable() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
