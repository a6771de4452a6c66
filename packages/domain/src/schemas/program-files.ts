import { z } from './zod-config.ts';
import { FILE_TYPES, LIBRARY_TYPES, UFS, type LibraryType, type Module } from '../enums/index.ts';
import { PCDT_GENERAL } from '../constants.ts';
import { isModuleEnabled, type ModuleContext } from '../rules/modules.ts';
import { blankToUndefined, optionalText, requiredText, toNumber } from './catalog-fields.ts';
import { recordIdSchema, recordIdValue } from './common.ts';

/** Spec §3 Program file; programId null means a GENERAL file shared by every programme. */
export const programFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  programId: z.number().int().nullable(),
  fileType: z.enum(FILE_TYPES),
  procedureType: z.enum(LIBRARY_TYPES).nullable(),
  groupId: z.number().int().nullable(),
  itemId: z.number().int().nullable(),
  /** The names of the group and item the file is attached to (the library list shows them). */
  groupName: z.string().nullable().optional(),
  itemName: z.string().nullable().optional(),
  uf: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.date().or(z.string()),
});
export type ProgramFile = z.infer<typeof programFileSchema>;

const optionalId = z.preprocess(toNumber, recordIdValue.optional());

/**
 * Spec §5 program file upload (multipart fields besides the file): LIBRARY files carry their
 * library type; CONTENTS files are the PCDT protocols, with an optional state (default Geral).
 */
export const programFileUploadSchema = z.object({
  name: requiredText(150),
  description: optionalText(500),
  fileType: z.enum(['LIBRARY', 'CONTENTS']),
  procedureType: z.preprocess(blankToUndefined, z.enum(LIBRARY_TYPES).optional()),
  groupId: optionalId,
  itemId: optionalId,
  uf: z.preprocess(blankToUndefined, z.enum(UFS).optional()),
}).refine((v) => v.fileType === 'CONTENTS' || v.procedureType !== undefined, {
  path: ['procedureType'], error: 'validation.requiredField',
});
export type ProgramFileUpload = z.infer<typeof programFileUploadSchema>;

/**
 * The library types whose files may name a group and an item of the programme (decision 0079): an
 * exam group and exam, a kit group and kit, a travel group and aid.
 */
export const LIBRARY_TARGET_TYPES = ['CLINICAL_EXAMINATION', 'SUPPLY', 'TRAVEL'] as const satisfies readonly LibraryType[];
export type LibraryTargetType = (typeof LIBRARY_TARGET_TYPES)[number];
export const isLibraryTargetType = (type: string | null | undefined): type is LibraryTargetType =>
  (LIBRARY_TARGET_TYPES as readonly string[]).includes(type ?? '');

/** GET /program-files/targets: the groups of a type in the programme, or the items of one group. */
export const libraryTargetsQuerySchema = z.object({
  programId: recordIdSchema,
  procedureType: z.enum(LIBRARY_TARGET_TYPES),
  groupId: recordIdSchema.optional(),
});
export const libraryTargetSchema = z.object({ id: z.number().int(), name: z.string() });
export type LibraryTarget = z.infer<typeof libraryTargetSchema>;

/** The stored name of a PCDT file: the state (or Geral) plus ' - ' plus the name. */
export const pcdtFileName = (uf: string | undefined | null, name: string): string => `${uf ?? PCDT_GENERAL} - ${name}`;

export const programFileDownloadSchema = z.object({ url: z.string().min(1) });

/** Library types tied to a programme module; GENERAL, PROGRAM and PCDT need none. */
export const LIBRARY_TYPE_MODULE: Partial<Record<LibraryType, Module>> = {
  FIRST_MEDICINE: 'firstMedicine',
  CLINICAL_EXAMINATION: 'clinicalExamination',
  PATIENT_PROCEDURE: 'patientProcedure',
  SALESFORCE_VISIT: 'salesforceVisit',
  SUPPLY: 'supply',
  DOCTOR_BENEFITS: 'doctorBenefits',
  AID: 'travel',
  TRAVEL: 'travel',
  PATIENTS: 'patients',
};

/** Spec §2 programme files: groups show only for GENERAL, PROGRAM or library types whose module is enabled. */
export function isLibraryTypeVisible(type: LibraryType, ctx: ModuleContext): boolean {
  if (type === 'GENERAL' || type === 'PROGRAM') return true;
  if (type === 'PCDT') return false;
  const module = LIBRARY_TYPE_MODULE[type];
  return module !== undefined && isModuleEnabled(module, ctx);
}

/** Library types an uploader may choose (PCDT files go through the PCDT screen). */
export const LIBRARY_UPLOAD_TYPES: readonly LibraryType[] = LIBRARY_TYPES.filter((t) => t !== 'PCDT');

/** GET /program-files/:programId: a programme's library or PCDT files (agreement files never list). */
export const programFileListParamsSchema = z.object({ programId: recordIdSchema });
export const programFileListQuerySchema = z.object({ fileType: z.enum(FILE_TYPES).exclude(['PATIENT_AGREEMENT']).optional() });

export const programFileIdParamSchema = z.object({ programFileId: recordIdSchema });

/** The signed link's query: it is the credential of the content endpoint. */
export const programFileLinkQuerySchema = z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(1).max(100) });

/** GET /program-files/pcdt/zip: every PCDT file of one state (or Geral) in one download. */
export const pcdtZipQuerySchema = z.object({ programId: recordIdSchema, uf: z.enum([PCDT_GENERAL, ...UFS]).default(PCDT_GENERAL) });
/** A PCDT state: Geral or a state's code. */
export type PcdtState = z.output<typeof pcdtZipQuerySchema>['uf'];

/** The public /pcdt page names its programme by slug (spec §2: visitors download the protocols). */
export const publicPcdtParamsSchema = z.object({ programSlug: z.string().trim().min(1).max(100) });
export const publicPcdtFileParamsSchema = publicPcdtParamsSchema.extend(programFileIdParamSchema.shape);
export const publicPcdtZipQuerySchema = pcdtZipQuerySchema.pick({ uf: true });
