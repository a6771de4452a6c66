import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { contract, routeManifest } from '@portal/domain/contracts';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * The shared domain package is a barrel whose schemas call zod at module level and whose pt-BR
 * catalogue grows with every screen. Declaring its modules free of side effects (all but the zod
 * configuration) lets the bundler keep both out of /login's initial JavaScript: the login form
 * loads the schemas when it first validates, and the catalogue beyond its core sections comes
 * with the first other screen (src/lib/i18n).
 */
const domainModuleSideEffects = (id: string): boolean | undefined =>
  id.startsWith(domainSrc) ? id.endsWith('zod-config.ts') : undefined;

/** `virtual:api-manifest`: each endpoint's method and path, read from the contracts at build time. */
function apiManifest(): Plugin {
  const id = 'virtual:api-manifest';
  return {
    name: 'api-manifest',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? `export default ${JSON.stringify(routeManifest(contract))};` : undefined),
  };
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), apiManifest()],
  define: {
    // The dev server and test builds (API_VALIDATE=1) check every API answer against its contract.
    __API_VALIDATE__: JSON.stringify(command === 'serve' || process.env.API_VALIDATE === '1'),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The import paths of screens written when the portal ran on i18next: its own translator now.
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/index.ts', import.meta.url)) },
      { find: /^i18next$/, replacement: fileURLToPath(new URL('./src/lib/i18n/compat/i18next.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: domainModuleSideEffects },
    },
  },
}));
