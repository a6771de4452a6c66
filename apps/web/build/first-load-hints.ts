import type { Plugin } from 'vite';
import { FIRST_LOAD_HINTS_FILE, type FirstLoadHints } from '@portal/domain';
import { LOGIN_PAGE, SIGNED_IN_SCREEN, reach, type Chunk } from './screen-chunks.ts';

/**
 * What each kind of first page loads once the entry has run, by module: /login its page; a
 * signed-in page the shell, the dashboard, the full pt-BR catalogue and the full API manifest
 * (src/app/lazy-pages.ts `preloadScreenOf`).
 */
const FIRST_SCREENS: Record<keyof FirstLoadHints, RegExp[]> = {
  login: [LOGIN_PAGE],
  signedIn: [SIGNED_IN_SCREEN, /packages[\\/]domain[\\/]src[\\/]i18n[\\/]pt-BR\.ts$/, /^\0virtual:api-manifest\/full$/],
};

/**
 * Writes, for each kind of first page, the chunks it needs beyond those index.html already lists,
 * so that the server can announce them with the page (`Link: rel=modulepreload`) and the browser
 * fetches them beside the entry instead of after it has run: one round of requests, not two.
 */
export const firstLoadHints: Plugin = {
  name: 'first-load-hints',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const initial = reach(chunks.filter((c) => c.isEntry), byFile, false, () => false);
    const filesOf = (roots: RegExp[]): string[] => {
      const holding = chunks.filter((c) => Object.keys(c.modules).some((id) => roots.some((root) => root.test(id))));
      if (holding.length < roots.length) this.error(`first-load-hints: a first screen's module is in no chunk (${roots.join(', ')})`);
      return [...reach(holding, byFile, false, () => false)].filter((c) => !initial.has(c)).map((c) => c.fileName).sort();
    };
    const hints: FirstLoadHints = { login: filesOf(FIRST_SCREENS.login), signedIn: filesOf(FIRST_SCREENS.signedIn) };
    this.emitFile({ type: 'asset', fileName: FIRST_LOAD_HINTS_FILE, source: JSON.stringify(hints) });
  },
};
