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

/**
 * The API's areas and what each may import (docs/architecture.md, decision 0069). An area reaches
 * another only through `#<area>/<module>/index.ts`; platform/, db/ and integrations/ sit below
 * every area and import none; main/ composes them all and nothing imports it.
 * @type {Record<string, string[]>}
 */
const AREA_IMPORTS = {
  messaging: [],
  catalogue: [],
  doctors: ['messaging'],
  patients: ['doctors', 'messaging'],
  identity: ['doctors', 'messaging'],
  requests: ['catalogue', 'doctors', 'patients', 'messaging'],
  pharmacovigilance: ['catalogue', 'doctors', 'patients', 'messaging'],
  partners: ['requests', 'catalogue', 'doctors', 'patients', 'messaging'],
};
const areas = Object.keys(AREA_IMPORTS);
const onDisk = foldersIn(`${API}/modules`).sort().join();
if (onDisk !== [...areas].sort().join()) throw new Error(`eslint.config.js AREA_IMPORTS lists ${areas.join()}; ${API}/modules holds ${onDisk}`);
/** The folders below the areas, with their subpath import names (apps/api/package.json `imports`). */
const FOUNDATION = ['platform', 'db', 'integrations'];

/**
 * A relative path that climbs out of the folder's own top (an area, platform/, main/, …): a move
 * would break it silently, and the areas' order could not be read from the specifier.
 * @param {string} folder
 * @param {string} top
 * @returns {Pattern[]}
 */
const climbsOut = (folder, top) => {
  const depth = folder.split('/').length - top.split('/').length;
  return [{ regex: `^(?:\\.\\./){${depth + 1}}`, message: `Reach another part of the API by its subpath import (#platform/…, #<area>/…), not by ${'../'.repeat(depth + 1)}.` }];
};
/** @type {(names: string[], why: string) => Pattern[]} */
const noAlias = (names, why) => (names.length === 0 ? [] : [{ regex: `^#${oneOf(names)}/`, message: why }]);
/** Another area's module is used only through its index.ts (and its shared test helpers). */
const throughIndex = [{ regex: `^#${oneOf(areas)}/[^/]+/(?!index\\.ts$)(?![^/]+\\.test-helpers\\.ts$)`, message: "A module's index.ts is its public surface for the rest of the API; import that instead." }];
/**
 * Within an area, a sibling module is used through its index.ts too.
 * @param {string} folder
 * @param {string} top the area's folder
 * @returns {Pattern[]}
 */
const siblingThroughIndex = (folder, top) => {
  const [self] = folder.slice(top.length + 1).split('/');
  const up = self ? '../'.repeat(folder.split('/').length - top.split('/').length) : './';
  return [{
    regex: `^${esc(up)}${self ? `(?!${esc(self)}/)` : ''}[^./][^/]*/(?!index\\.ts$)(?![^/]+\\.test-helpers\\.ts$)`,
    message: "A module's index.ts is its public surface for the rest of the API, its own area included; import that instead.",
  }];
};
const noMain = noAlias(['main'], 'Nothing imports main/: it is the composition root (app, server, module and job registries, demo seed).');
const noTestSupport = noAlias(['test'], 'Only tests and their helpers use #test/.');

/** Only repositories (and db/, platform/lib, platform/jobs, the seed, tests) touch Drizzle, so the SQL stays in one layer. */
const noDrizzle = [
  { regex: '^drizzle-orm(?:/|$)', message: 'Only *.repository.ts files use Drizzle; call a repository function.' },
  { regex: '(?:^#|/)db/schema(?:/|$)', message: 'Only *.repository.ts files use the table definitions; call a repository function.' },
];
/** Routes are thin: they call the service, which owns rules, scoping and transactions. */
const noRepository = [{ regex: '\\.repository(?:\\.ts)?$', message: 'A route calls its service, never a repository.' }];
/** Services take (deps, ctx, ...) and stay testable without an HTTP server. */
const noFastify = [{ regex: '^(?:fastify|@fastify/[^/]+)(?:/|$)', message: 'Services do not depend on Fastify; take Deps and the RequestContext.' }];

/**
 * The blocks of one folder: plain files, routes, services, repositories, and tests. `code` binds
 * the product's code only: a test sets up through any area's index.ts or test helpers, as a user
 * would reach them over HTTP, and may start the app from main/.
 * @param {string} folder
 * @param {{ all: Pattern[][], code: Pattern[][], drizzle?: boolean }} rules
 */
const folderBlocks = (folder, { all, code, drizzle = false }) => [
  restrict([`${folder}/*.ts`], domainPublic, ...all, ...code, noTestSupport, drizzle ? [] : noDrizzle),
  restrict([`${folder}/*.routes.ts`], domainPublic, ...all, ...code, noTestSupport, noDrizzle, noRepository),
  restrict([`${folder}/*.service.ts`], domainPublic, ...all, ...code, noTestSupport, noDrizzle, noFastify),
  restrict([`${folder}/*.repository.ts`], domainPublic, ...all, ...code, noTestSupport),
  restrict([`${folder}/*.test.ts`, `${folder}/*.test-helpers.ts`], domainPublic, ...all),
];

const apiBoundaries = [
  // The areas: each imports only the areas it lists, never main/.
  ...areas.flatMap((area) => {
    const top = `${API}/modules/${area}`;
    const barred = areas.filter((other) => other !== area && !AREA_IMPORTS[area]?.includes(other));
    return treeOf(top).flatMap((folder) => folderBlocks(folder, {
      all: [climbsOut(folder, top), throughIndex, siblingThroughIndex(folder, top)],
      code: [noMain, noAlias(barred, `modules/${area} may import only ${AREA_IMPORTS[area]?.join(', ') || 'no other area'} (AREA_IMPORTS in eslint.config.js).`)],
    }));
  }),
  // The foundation: no area, no main/. Drizzle in db/, platform/lib and platform/jobs.
  ...FOUNDATION.flatMap((top) => treeOf(`${API}/${top}`).flatMap((folder) => folderBlocks(folder, {
    all: [climbsOut(folder, `${API}/${top}`)],
    code: [noMain, noAlias(areas, `${top}/ sits below every area and imports none; move the shared piece down, or let the area call it.`)],
    drizzle: top === 'db' || folder.startsWith(`${API}/platform/lib`) || folder.startsWith(`${API}/platform/jobs`),
  }))),
  // main/ composes everything (the seed writes rows directly); test/ holds the cross-cutting tests and their support.
  ...treeOf(`${API}/main`).flatMap((folder) => folderBlocks(folder, {
    all: [climbsOut(folder, `${API}/main`), throughIndex], code: [], drizzle: folder.startsWith(`${API}/main/seed`),
  })),
  restrict([`${API}/test/**/*.ts`], domainPublic, throughIndex),
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
    ignores: ['apps/api/src/platform/lib/request-type-filter.ts', 'apps/api/src/platform/lib/scope-filter.ts'],
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
