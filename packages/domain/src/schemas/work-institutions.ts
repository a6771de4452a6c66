import { z } from './zod-config.ts';
import { WORK_INSTITUTION_MIN, WORK_INSTITUTION_SEPARATOR } from '../constants.ts';
import { normalizeWorkInstitutions } from '../rules/work-institutions.ts';
import { recordIdValue } from './common.ts';

/** At least one institution, each 2+ characters once trimmed, no separator inside one entry. */
export const workInstitutionsSchema = z.array(z.string().max(150, { error: 'validation.maxLength' }), { error: 'validation.workInstitutionRequired' })
  .max(20)
  .transform((list) => normalizeWorkInstitutions(list))
  .pipe(z.array(
    z.string().min(WORK_INSTITUTION_MIN, { error: 'validation.workInstitutionMin' })
      .refine((v) => !v.includes(WORK_INSTITUTION_SEPARATOR), { error: 'validation.invalidField' }),
  ).min(1, { error: 'validation.workInstitutionRequired' }));

/** `PUT /doctors/work-institutions`. */
export const workInstitutionsUpdateSchema = z.object({
  doctorId: recordIdValue,
  workInstitutions: workInstitutionsSchema,
  programId: recordIdValue,
});
export type WorkInstitutionsUpdateInput = z.infer<typeof workInstitutionsUpdateSchema>;
export const workInstitutionsResponseSchema = z.object({ workInstitutions: z.string() });
