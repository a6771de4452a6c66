import { PROCEDURE_TYPES, reachableRequestTypes, type ModuleContext, type ProcedureType } from '@portal/domain';

declare const requestTypesBrand: unique symbol;

/**
 * The request (procedure) types a request may reach: those whose module the caller holds
 * (`reachableRequestTypes`). Only this module makes one, once per request in the request context,
 * and every repository of requests takes it, so a query that forgets the module rule does not
 * compile and a request of another type answers exactly like a missing one.
 */
export type RequestTypes = readonly ProcedureType[] & { readonly [requestTypesBrand]: true };

export const requestTypesOf = (viewer: ModuleContext): RequestTypes =>
  Object.freeze(reachableRequestTypes(viewer)) as RequestTypes;

export const reachesType = (types: RequestTypes, type: ProcedureType): boolean => types.includes(type);

/** Every type: the caller reaches all of them, so a query needs no type condition. */
export const reachesEveryType = (types: RequestTypes): boolean => types.length === PROCEDURE_TYPES.length;

/** A key of the set, for answers shared between callers who reach the same types. */
export const requestTypesKey = (types: RequestTypes): string => types.join(',');
