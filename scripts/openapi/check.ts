/**
 * The API as an integrator meets it (`npm run test:openapi`, part of `npm test`): the served
 * OpenAPI document must be valid for swagger-parser, pass `redocly lint` (recommended rules,
 * `redocly.yaml`) with no error, and a TypeScript client generated from it by openapi-typescript
 * must type-check with the integrator's calls in `integrator.ts`. A contract change that breaks
 * integrators breaks the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { servedDocument } from './document.ts';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, '.tmp/openapi');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const step = (label: string) => console.log(`openapi: ${label}`);

const document = await servedDocument({ PUBLIC_URL: 'https://portal.example.com.br' });
await fs.mkdir(out, { recursive: true });
const file = path.join(out, 'openapi.json');
await fs.writeFile(file, JSON.stringify(document, null, 1));
step(`${Object.keys(document.paths as object).length} paths written to ${path.relative(root, file)}`);

await SwaggerParser.validate(structuredClone(document) as never);
step('swagger-parser: valid');

execFileSync(bin('redocly'), ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary'], {
  stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});

await fs.writeFile(path.join(out, 'schema.ts'), astToString(await openapiTS(document as never)));
execFileSync(bin('tsc'), ['-p', path.join(root, 'scripts/openapi/tsconfig.integrator.json')], { stdio: 'inherit' });
step('generated client type-checks');
