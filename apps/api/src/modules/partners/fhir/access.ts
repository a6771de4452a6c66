import type { DoctorPatients } from '#platform/context/patient-scope.ts';
import { patientsOfCaller } from '#platform/context/patient-scope.ts';
import type { RequestContext } from '#platform/context/request-context.ts';
import type { ScopedProgramId } from '#platform/context/scope.ts';
import { programOfGrant } from '#platform/context/scope.ts';
import { reachOf, type RequestReach } from '#platform/lib/request-type-filter.ts';
import type { FhirResourceType } from './resources/types.ts';

/** A backend client's grant, from a verified SMART access token. */
export interface FhirClientGrant { readonly programId: number; readonly clientId: string; /** 'all' for system/*.read */ readonly resourceTypes: readonly string[] | 'all' }
export type FhirBearerResolver = (token: string) => Promise<FhirClientGrant | null>;

/** The resolver until SMART Backend Services are wired: no bearer token is a client's (401). */
export const noBearerClients: FhirBearerResolver = () => Promise.resolve(null);

/**
 * Who reads through `/fhir/R4`, and so which rows a query may return:
 * - a signed-in portal user, with the JSON API's relationship rules (programme, hierarchy, request
 *   modules, a doctor's own patients);
 * - a backend client, with the whole programme of its grant but only its resource types, and never
 *   a patient whose data-sharing consent does not stand (decision 0080).
 */
export type FhirAccess =
  | { readonly kind: 'session'; readonly programId: ScopedProgramId; readonly ctx: RequestContext; readonly requests: RequestReach; readonly doctor: DoctorPatients | null }
  | { readonly kind: 'client'; readonly programId: ScopedProgramId; readonly grant: FhirClientGrant };

/** A signed-in user's access: the session's programme, with the reach the JSON API gives them. */
export function sessionAccess(ctx: RequestContext): FhirAccess {
  const programId = ctx.scope.programId;
  return { kind: 'session', programId, ctx, requests: reachOf(ctx, programId), doctor: patientsOfCaller(ctx, programId) };
}

/** A backend client's access, from a grant the SMART token endpoint issued (and the Bulk export uses). */
export const clientAccess = (grant: FhirClientGrant): FhirAccess => ({ kind: 'client', programId: programOfGrant(grant.programId), grant });

/** Whether the access may read a resource type at all (a client's scopes). */
export const readsType = (access: FhirAccess, type: FhirResourceType): boolean =>
  access.kind === 'session' || access.grant.resourceTypes === 'all' || access.grant.resourceTypes.includes(type);
