import { describe, expect, it } from 'vitest';
import { contract } from '@portal/domain/contracts';
import { describeOperation, implicitErrors, operationIdOf, summaryOf } from './openapi-operations.ts';
import { unifyPathParameters, withoutUnusedSchemas } from './openapi-paths.ts';

describe('OpenAPI operations from the contracts', () => {
  it('names an operation from its contract key', () => {
    expect(operationIdOf('users.get')).toBe('usersGet');
    expect(operationIdOf('procedures.validateProgressSpreadsheet')).toBe('proceduresValidateProgressSpreadsheet');
    expect(summaryOf('procedures.validateProgressSpreadsheet')).toBe('Procedures: validate progress spreadsheet');
  });

  it('declares what the guard answers: a signed-in route 401 and 403, a public one neither', () => {
    expect(implicitErrors(contract.users.get, false)).toEqual(expect.arrayContaining([400, 401, 403, 404]));
    expect(implicitErrors(contract.health.check, false)).toEqual([]);
    expect(implicitErrors(contract.auth.login, true)).toEqual(expect.arrayContaining([400, 403, 413, 415, 429]));
    expect(implicitErrors(contract.auth.login, true)).not.toContain(401);
  });

  it('declares the router\'s 414 where a path parameter can be too long (decision 0066)', () => {
    expect(implicitErrors(contract.users.get, false)).toContain(414);
    expect(implicitErrors(contract.auth.login, true)).not.toContain(414);
  });

  it('declares the outage answer on every operation: 503 with Retry-After, unless it declares its own 503 (decision 0062)', () => {
    expect(implicitErrors(contract.users.get, false)).toContain(503);
    expect(implicitErrors(contract.auth.login, true)).toContain(503);
    expect(implicitErrors(contract.health.ready, false)).not.toContain(503);
    const described = describeOperation({ response: { 503: { $ref: 'ApiError' } } }, contract.users.get).response as Record<number, { headers?: object }>;
    expect(described[503]!.headers).toHaveProperty('Retry-After');
    const probe = describeOperation({ response: { 503: { type: 'object' } } }, contract.health.ready).response as Record<number, { headers?: object }>;
    expect(probe[503]!.headers).toBeUndefined();
  });

  it('applies the security schemes to signed-in operations only', () => {
    expect(describeOperation({}, contract.users.get).security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(describeOperation({}, contract.auth.login).security).toEqual([]);
  });

  it('gives a file download its content types and a 204 no body', () => {
    const download = describeOperation({ response: {} }, contract.procedures.export).response as Record<number, { content?: object }>;
    expect(Object.keys(download[200]!.content!)).toContain('text/csv');
    const noContent = describeOperation({ response: { 204: { type: 'object' } } }, contract.auth.logout).response as Record<number, object>;
    expect(noContent[204]).toEqual({ type: 'null', description: 'Sem conteúdo.' });
  });
});

describe('OpenAPI paths', () => {
  it('gives the same path one parameter name and merges its operations', () => {
    const param = (name: string) => ({ in: 'path', name, required: true });
    const paths = unifyPathParameters({
      '/api/programs/{id}': { get: { parameters: [param('id')] } },
      '/api/programs/{programId}': { put: { parameters: [param('programId'), { in: 'query', name: 'programId' }] } },
    });
    expect(Object.keys(paths)).toEqual(['/api/programs/{id}']);
    expect(paths['/api/programs/{id}']!.put!.parameters).toEqual([param('id'), { in: 'query', name: 'programId' }]);
  });

  it('refuses two operations that would become one', () => {
    expect(() => unifyPathParameters({ '/a/{x}': { get: {} }, '/a/{y}': { get: {} } })).toThrow(/same operation/);
  });

  it('drops component schemas nothing references', () => {
    const doc = withoutUnusedSchemas({
      paths: { '/a': { $ref: '#/components/schemas/Used' } },
      components: { schemas: { Used: {}, UsedInput: {} } },
    });
    expect(Object.keys(doc.components.schemas)).toEqual(['Used']);
  });
});
