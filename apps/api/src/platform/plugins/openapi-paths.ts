/**
 * One name per path parameter: handlers may call the same position `:id` in one route and
 * `:programId` in its sibling, but an OpenAPI document with `/programs/{id}` and
 * `/programs/{programId}` declares one path twice, which generators and gateways refuse. Paths of
 * the same shape take the names of the first one declared, and their operations are merged.
 */

interface Parameter { in: string; name: string; [key: string]: unknown }
type Operation = { parameters?: Parameter[]; [key: string]: unknown };
type PathItem = Record<string, Operation>;

const PARAM = /\{([^}]+)\}/g;
const shapeOf = (path: string) => path.replace(PARAM, '{}');
const namesIn = (path: string) => [...path.matchAll(PARAM)].map((m) => m[1]!);

export function unifyPathParameters(paths: Record<string, PathItem>): Record<string, PathItem> {
  const canonical = new Map<string, string>();
  const unified: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const target = canonical.get(shapeOf(path)) ?? path;
    canonical.set(shapeOf(path), target);
    const renames = new Map(namesIn(path).map((name, i) => [name, namesIn(target)[i]!]));
    const merged = (unified[target] ??= {});
    for (const [method, operation] of Object.entries(item)) {
      if (merged[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${path} and ${target} are the same operation`);
      merged[method] = {
        ...operation,
        ...(operation.parameters ? {
          parameters: operation.parameters.map((p) => (p.in === 'path' ? { ...p, name: renames.get(p.name) ?? p.name } : p)),
        } : {}),
      };
    }
  }
  return unified;
}

/** Drops component schemas nothing references (the input twin of an output-only schema). */
export function withoutUnusedSchemas<D extends { components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: undefined } });
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)));
  return { ...document, components: { ...document.components, schemas: used } };
}
