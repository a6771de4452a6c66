/**
 * Calls an integrator writes against the generated client (`.tmp/openapi/schema.ts`): if a
 * contract change renames an operation, a path or a field they rely on, this stops compiling.
 * Checked only by `npm run test:openapi`, after the client is generated.
 */
import type { operations, paths } from '../../.tmp/openapi/schema.ts';

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Ok<O> = O extends { responses: { 200: infer R } } ? Json<R> : never;

// A user by id, through the session cookie or a bearer token.
type UserDetail = Ok<operations['usersGet']>;
export const userEmail = (user: UserDetail): string => user.email;
export type UserPath = paths['/api/users/{id}']['get']['parameters']['path']['id'];

// Requests: the list a call centre pages through.
type ProcedurePage = Ok<operations['proceduresList']>;
export const procedureIds = (page: ProcedurePage): number[] => page.data.map((row) => row.id);

// Every failure answers the one error shape with a stable code.
type Failure = Json<operations['usersGet']['responses'][404]>;
export const errorCode = (failure: Failure): string => failure.code;

// A login answers the session (the bearer token when asked for it).
export type LoginBody = NonNullable<operations['authLogin']['requestBody']>['content']['application/json'];

// The spec's names (§7): the CPF pre-fill, the exam sub-status code, sorting a list by the spec's sort.
type PatientData = NonNullable<Ok<operations['proceduresPatientDataByCpf']>>;
export const patientName = (data: PatientData): string => data.patientName;
export const subStatusCodes = (detail: Ok<operations['proceduresGet']>): (number | null)[] => detail.children.map((child) => child.subStatusCode);
export type UsersSortQuery = NonNullable<operations['usersList']['parameters']['query']>['sortBy'];
