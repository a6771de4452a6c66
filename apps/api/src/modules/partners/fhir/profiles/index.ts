import type { StructureDefinition } from '@medplum/fhirtypes';

/** The portal's own profiles, by id (decision 0081). */
export const OWN_PROFILES: Record<string, StructureDefinition & { type: string; url: string }> = {};
