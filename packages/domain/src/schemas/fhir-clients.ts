import { z } from './zod-config.ts';
import { recordIdSchema } from './common.ts';

/**
 * SMART Backend Services clients and Bulk Data exports (decisions 0083 and 0084): what a
 * programme's administrator registers, and what the screens list.
 */

/** The resource types a partner may be granted, one scope each (or all of them with `system/*.read`). */
export const FHIR_SCOPE_TYPES = [
  'Patient', 'Practitioner', 'Organization', 'Consent', 'ServiceRequest', 'Task', 'MedicationRequest', 'SupplyRequest', 'AdverseEvent', 'Group',
] as const;
export type FhirScopeType = (typeof FHIR_SCOPE_TYPES)[number];

/** `system/*.read`, `system/Patient.read`, or the SMART v2 spelling `system/Patient.rs`. */
export const FHIR_SCOPE_PATTERN = new RegExp(`^system/(\\*|${FHIR_SCOPE_TYPES.join('|')})\\.(read|rs)$`);

/** The scope strings of a space-separated scope: each must match FHIR_SCOPE_PATTERN. */
export const fhirScopesOf = (scope: string): string[] => scope.split(/\s+/).filter(Boolean);
export const isFhirScope = (scope: string): boolean => FHIR_SCOPE_PATTERN.test(scope);

/** The resource types a set of scopes grants: 'all' for `system/*`. */
export function fhirTypesOf(scopes: readonly string[]): readonly FhirScopeType[] | 'all' {
  const types = new Set<FhirScopeType>();
  for (const scope of scopes) {
    const match = FHIR_SCOPE_PATTERN.exec(scope);
    if (!match) continue;
    if (match[1] === '*') return 'all';
    types.add(match[1] as FhirScopeType);
  }
  return [...types];
}

const scopeField = z.string().trim().max(1000)
  .refine((value) => { const all = fhirScopesOf(value); return all.length > 0 && all.every(isFhirScope); }, { error: 'validation.fhirScope' })
  .transform((value) => [...new Set(fhirScopesOf(value))].join(' '));

/** One public JSON Web Key: a key type, and no private part. */
const publicJwk = z.looseObject({ kty: z.enum(['RSA', 'EC']), kid: z.string().max(200).optional() })
  .refine((key) => !('d' in key), { error: 'validation.fhirJwksPrivate' });

/** A public key set as pasted (JSON text) or sent (an object): one to ten keys. */
export const fhirJwksSchema = z.preprocess(
  (value) => { if (typeof value !== 'string') return value; try { return JSON.parse(value) as unknown; } catch { return value; } },
  z.object({ keys: z.array(publicJwk).min(1).max(10) }, { error: 'validation.fhirJwks' }),
);

/** POST /fhir/clients: a key set, or the https URL the client publishes it at. */
export const fhirClientFormSchema = z.object({
  programId: recordIdSchema,
  name: z.string().trim().min(1).max(120),
  jwks: fhirJwksSchema.optional(),
  jwksUrl: z.url({ protocol: /^https$/, error: 'validation.fhirJwksUrl' }).max(2000).optional(),
  scope: scopeField,
}).refine((v) => Boolean(v.jwks) !== Boolean(v.jwksUrl), { error: 'validation.fhirJwksOrUrl', path: ['jwks'] });
export type FhirClientForm = z.input<typeof fhirClientFormSchema>;
export type FhirClientValues = z.output<typeof fhirClientFormSchema>;

export const fhirClientRotateSchema = z.object({ jwks: fhirJwksSchema });

export const fhirClientSchema = z.object({
  clientId: z.string(),
  programId: z.number().int(),
  name: z.string(),
  scope: z.string(),
  /** The key ids of the registered key set (or the URL it is fetched from). */
  keyIds: z.array(z.string()),
  jwksUrl: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  jwksUpdatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type FhirClient = z.infer<typeof fhirClientSchema>;

export const fhirClientListSchema = z.object({ items: z.array(fhirClientSchema) });
export const fhirClientCreatedSchema = z.object({ clientId: z.string() });

/** POST /fhir/token, form-encoded: every field optional here, so a missing one answers an OAuth error, not a validation one. */
export const fhirTokenRequestSchema = z.looseObject({
  grant_type: z.string().optional(),
  client_assertion_type: z.string().optional(),
  client_assertion: z.string().optional(),
  scope: z.string().optional(),
});
export const fhirTokenSchema = z.object({
  access_token: z.string(), token_type: z.literal('bearer'), expires_in: z.number().int(), scope: z.string(),
});
/** RFC 6749 §5.2. */
export const fhirOAuthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

export const FHIR_EXPORT_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;

/** One export as the administrator's list shows it. */
export const fhirExportSchema = z.object({
  id: z.string(),
  programId: z.number().int(),
  level: z.enum(['group', 'patient']),
  requestedBy: z.string().nullable(),
  clientName: z.string().nullable(),
  types: z.array(z.string()),
  since: z.string().nullable(),
  status: z.enum(FHIR_EXPORT_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  resources: z.number().int(),
  bytes: z.number().int(),
});
export type FhirExport = z.infer<typeof fhirExportSchema>;
export const fhirExportListSchema = z.object({ items: z.array(fhirExportSchema) });
