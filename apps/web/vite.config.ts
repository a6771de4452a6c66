import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * The shared domain package is one barrel whose schemas call zod at module level and whose pt-BR
 * catalogue grows with every screen. Declaring its modules free of side effects (all but the zod
 * configuration) lets the bundler keep both out of /login's initial JavaScript: the login form
 * loads the schemas when it first validates, and the catalogue beyond its core sections comes
 * with the first other screen (src/lib/i18n). The aliases below name those modules directly.
 */
const domainModuleSideEffects = (id: string): boolean | undefined =>
  id.startsWith(domainSrc) ? id.endsWith('zod-config.ts') : undefined;

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@portal\/domain\/schemas$/, replacement: `${domainSrc}schemas/index.ts` },
      { find: /^@portal\/domain\/i18n\/catalogue$/, replacement: `${domainSrc}i18n/pt-BR.ts` },
      { find: /^@portal\/domain\/i18n\/sections\/([\w-]+)$/, replacement: `${domainSrc}i18n/pt-BR/$1.ts` },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
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
});
