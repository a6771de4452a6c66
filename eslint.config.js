import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const API = 'apps/api/src';
const WEB = 'apps/web/src';
const SRC = '*.{ts,tsx}';

/** @typedef {{ regex: string, message: string }} Pattern */

/** Names of the folders directly inside `dir` (read on every run, so new modules are covered). */
const foldersIn = (/** @type {string} */ dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/**
 * `dir` and every folder below it, relative to the repository root.
 * @param {string} dir
 * @returns {string[]}
 */
const treeOf = (dir) => [dir, ...foldersIn(dir).flatMap((name) => treeOf(`${dir}/${name}`))];

const esc = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (/** @type {string[]} */ names) => `(?:${names.map(esc).join('|')})`;

/**
 * no-restricted-imports keeps only the options of the LAST config block that matches a file, so
 * every block below carries the complete list for its files: `restrict(files, ...groups)` joins the
 * groups. Patterns are regular expressions on the import specifier as written (relative paths are
 * matched per folder, hence the generated blocks).
 * @param {string[]} files
 * @param {...Pattern[]} groups
 */
const restrict = (files, ...groups) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: groups.flat() }] },
});

// --- Shared domain package --------------------------------------------------------------------

/** @type {unknown} */
const domainPackage = JSON.parse(fs.readFileSync(path.join(root, 'packages/domain/package.json'), 'utf8'));
const domainEntries = Object.keys(/** @type {{ exports: Record<string, string> }} */ (domainPackage).exports)
  .filter((key) => key !== '.')
  .map((key) => esc(key.slice(2)).replace('\\*', '[^/]+'));
/**
 * Apps use @portal/domain only through the entries its package.json `exports` declares: the rest
 * is internal and may move, and a relative path into packages/domain bypasses the package.
 */
const domainPublic = [
  {
    regex: `^@portal/domain/(?!(?:${domainEntries.join('|')})$)`,
    message: `Import @portal/domain or one of its declared entries (${domainEntries.length} in packages/domain/package.json exports).`,
  },
  { regex: '(?:^|/)packages/domain/|^(?:\\.\\./)+domain/src/', message: 'Import @portal/domain, not its source files.' },
];

// --- API ---------------------------------------------------------------------------------------

const apiModules = foldersIn(`${API}/modules`);

/**
 * Another module's files other than its index.ts (and its shared test helpers), reached through
 * `prefix` from the importing folder.
 * @param {string} prefix
 * @param {string | null} self
 * @param {string} why
 * @returns {Pattern[]}
 */
const otherModule = (prefix, self, why) => {
  const others = apiModules.filter((m) => m !== self);
  return others.length === 0
    ? []
    : [{ regex: `^${esc(prefix)}${oneOf(others)}/(?!index\\.ts$)(?![^/]+\\.test-helpers\\.ts$)`, message: why }];
};
/** A module's index.ts is its public surface, so its routes, services and SQL can change without touching the others. */
const moduleBoundaryWhy = "A module's index.ts is its public surface for the rest of the API; import that instead.";

/** Only repositories (and db/, lib/, jobs/, tests, seeds) touch Drizzle, so the SQL stays in one layer per module. */
const noDrizzle = [
  { regex: '^drizzle-orm(?:/|$)', message: 'Only *.repository.ts files use Drizzle; call a repository function.' },
  { regex: '(?:^|/)db/schema(?:/|$)', message: 'Only *.repository.ts files use the table definitions; call a repository function.' },
];
/** Routes are thin: they call the service, which owns rules, scoping and transactions. */
const noRepository = [{ regex: '\\.repository(?:\\.ts)?$', message: 'A route calls its service, never a repository.' }];
/** Services take (deps, ctx, ...) and stay testable without an HTTP server. */
const noFastify = [{ regex: '^(?:fastify|@fastify/[^/]+)(?:/|$)', message: 'Services do not depend on Fastify; take Deps and the RequestContext.' }];

const apiOutsideModules = foldersIn(API).filter((dir) => dir !== 'modules');
const drizzleAllowed = ['db', 'lib', 'jobs', 'test'];

const apiBoundaries = [
  // Files directly under src/ (app.ts, server.ts, config.ts).
  restrict([`${API}/*.ts`], domainPublic, otherModule('./modules/', null, moduleBoundaryWhy), noDrizzle),
  // Folders outside modules/ reach a module only through its index.ts.
  ...apiOutsideModules.flatMap((dir) =>
    treeOf(`${API}/${dir}`).map((folder) => {
      const up = '../'.repeat(folder.split('/').length - API.split('/').length);
      return restrict(
        [`${folder}/*.ts`],
        domainPublic,
        otherModule(`${up}modules/`, null, moduleBoundaryWhy),
        drizzleAllowed.includes(dir) ? [] : noDrizzle,
      );
    }),
  ),
  // The module registry and shared route files directly in modules/.
  restrict([`${API}/modules/*.ts`], domainPublic, otherModule('./', null, moduleBoundaryWhy), noDrizzle),
  restrict([`${API}/modules/*.routes.ts`], domainPublic, otherModule('./', null, moduleBoundaryWhy), noDrizzle, noRepository),
  ...apiModules.flatMap((m) =>
    treeOf(`${API}/modules/${m}`).flatMap((folder) => {
      const up = '../'.repeat(folder.split('/').length - `${API}/modules`.split('/').length);
      const base = [domainPublic, otherModule(up, m, moduleBoundaryWhy), otherModule(`${up}../modules/`, m, moduleBoundaryWhy)];
      return [
        restrict([`${folder}/*.ts`], ...base, noDrizzle),
        restrict([`${folder}/*.routes.ts`], ...base, noDrizzle, noRepository),
        restrict([`${folder}/*.service.ts`], ...base, noDrizzle, noFastify),
        // Repositories own the SQL; tests and their helpers set up and inspect rows directly.
        restrict([`${folder}/*.repository.ts`, `${folder}/*.test.ts`, `${folder}/*.test-helpers.ts`], ...base),
      ];
    }),
  ),
];

// --- Web ---------------------------------------------------------------------------------------

const webFeatures = foldersIn(`${WEB}/features`);

/**
 * A feature is used by other features only through its index.ts, so its pages, hooks and API calls
 * can change freely. app/ is the composition root and imports pages directly (each page is its own
 * lazily loaded chunk, which an index.ts re-export would merge).
 * @param {string} folder
 * @param {string} self
 * @returns {Pattern[]}
 */
const otherFeature = (folder, self) => {
  const up = '../'.repeat(folder.split('/').length - `${WEB}/features`.split('/').length);
  const others = webFeatures.filter((f) => f !== self);
  return [
    {
      regex: `^(?:@/features/|${esc(up)}(?:\\.\\./features/)?)${oneOf(others)}/(?!index\\.ts$)`,
      message: "Another feature is reached only through its index.ts (export what is shared from there).",
    },
  ];
};
/**
 * The web's layers, lowest first: config/ (paths, brand), lib/ and components/ (shared), features/,
 * and app/ (the composition root: router, shell, providers); none imports a layer above it.
 * `folder` is a top-level folder of src/, reached through the `@/` alias or a relative path (no other
 * folder of src/ is named app, features or components outside a feature).
 * @param {string} folder
 * @param {string} message
 * @returns {Pattern[]}
 */
const noLayer = (folder, message) => [{ regex: `^(?:@/|\\.{1,2}/(?:.*/)?)${esc(folder)}(?:/|$)`, message }];
/** Shared code sits below the features: a feature may use lib/ and components/, never the reverse. */
const noFeatures = [{ regex: '^@/features/|(?:^|/)features/', message: 'lib/ and components/ never import a feature; move the shared part down.' }];
/** app/ wires the screens together; what the layers below need from it belongs in config/, lib/ or components/. */
const noApp = noLayer('app', 'Only app/ and main.tsx import app/ (the composition root); move what is shared to config/, lib/ or components/.');
/** config/ holds plain settings that app/, features and components read, so it imports none of them. */
const configAlone = [
  ...noApp,
  ...noLayer('features', 'config/ holds plain settings and imports no feature.'),
  ...noLayer('components', 'config/ holds plain settings and imports no component.'),
];

const webBoundaries = [
  restrict(['apps/web/**/*.{ts,tsx}'], domainPublic),
  restrict([`${WEB}/config/**/${SRC}`], domainPublic, configAlone),
  restrict([`${WEB}/lib/**/${SRC}`, `${WEB}/components/**/${SRC}`], domainPublic, noFeatures, noApp),
  ...webFeatures.flatMap((f) =>
    treeOf(`${WEB}/features/${f}`).map((folder) => restrict([`${folder}/${SRC}`], domainPublic, otherFeature(folder, f), noApp)),
  ),
];

// --- Rules -------------------------------------------------------------------------------------

const reactHooksRules = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
);

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'data/**', '.tmp/**',
    // Type-checked against the generated OpenAPI client by `npm run test:openapi`, which lints nothing else.
    'scripts/openapi/integrator.ts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers read naturally in messages and paths; objects, nullish values and unions still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Off, stylistic: it forbids `onClick={() => setOpen(false)}` and `async (scope) => xRoutes(scope)`
      // (~120 hits); returning a void value is harmless and the types already say void.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Off: Fastify's register() takes an async plugin that need not await (a sync one must call
      // `done`), and async interface methods (captcha, CEP simulators) may answer synchronously.
      // Forgotten awaits are caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The recommended set, warnings included, as errors: CI fails on any of them.
    rules: reactHooksRules,
  },
  ...apiBoundaries,
  ...webBoundaries,
  {
    // Requests are read through lib/request-type-filter.ts, which adds the module of their type to the
    // programme and hierarchy (decision 0042): a repository that used the bare filter would skip it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/lib/request-type-filter.ts', 'apps/api/src/lib/scope-filter.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportSpecifier[imported.name='requestsVisibleTo']",
        message: 'Filter requests with requestsReachable or requestsOfType (lib/request-type-filter.ts): they add the module rule.',
      }],
    },
  },
  {
    // Domain schemas take `z` from zod-config.ts so the catalogue-key messages travel with every chunk.
    files: ['packages/domain/src/schemas/**/*.ts'],
    ignores: ['packages/domain/src/schemas/zod-config.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from './zod-config.ts'." }] }] },
  },
);
