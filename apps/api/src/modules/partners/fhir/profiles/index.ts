import fs from 'node:fs';
import type { StructureDefinition } from '@medplum/fhirtypes';

/** An own profile as served: it always names its type and canonical URL. */
export type OwnProfile = StructureDefinition & { type: string; url: string };

/** The ids of the portal's own profiles (decision 0081), each a StructureDefinition with its snapshot beside this file. */
export const OWN_PROFILE_IDS = ['portal-patient', 'portal-practitioner', 'portal-consent', 'portal-task'] as const;
export type OwnProfileId = (typeof OWN_PROFILE_IDS)[number];

/**
 * The profiles, read once at start. `scripts/fhir/profiles.ts` writes them from base R4's
 * snapshots and the portal's constraints.
 */
export const OWN_PROFILES: Readonly<Record<string, OwnProfile>> = Object.freeze(Object.fromEntries(OWN_PROFILE_IDS.map((id) => [
  id, JSON.parse(fs.readFileSync(new URL(`./${id}.json`, import.meta.url), 'utf8')) as OwnProfile,
])));

/** The canonical URL a resource's `meta.profile` names. */
export const profileUrl = (id: OwnProfileId): string => OWN_PROFILES[id]!.url;
