/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as still bound by the enum: null is allowed
 * only when the enum lists it (the 3.0.3 clarification; validators such as ajv follow it). The zod
 * converter writes a nullable enum as `{ nullable: true, enum: [...] }` without null, so an answer
 * holding null (the council status of an unregistered doctor) did not validate against the
 * document. Every nullable enum gets null in its list, in place.
 */
export function withNullInNullableEnums<T>(document: T): T {
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    const schema = node as { nullable?: unknown; enum?: unknown };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) (schema.enum as unknown[]).push(null);
    pending.push(...(Object.values(node) as unknown[]));
  }
  return document;
}
