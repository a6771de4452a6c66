import type { Plugin, Rolldown } from 'vite';
import { API_BASE, SIGNED_IN_DOCUMENT } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import { reach, SIGNED_IN_ROOTS } from './screen-chunks.ts';

type Chunk = Rolldown.OutputChunk;

/** What every signed-in screen awaits beside the shell (app/lazy-pages.ts `screen`): the full catalogue and API manifest. */
const SIGNED_IN_AWAITS = /(?:packages[\\/]domain[\\/]src[\\/]i18n[\\/]pt-BR\.ts|virtual:api-manifest\/full)$/;

/** The answers the boot asks for first on a signed-in address (app/lazy-pages.ts `startFirstAnswersOf`). */
const SIGNED_IN_ANSWERS = [contract.auth.session, contract.programs.listPublic].map((endpoint) => `${API_BASE}${endpoint.path}`);

/**
 * Writes `index.signed-in.html` beside index.html: the same document, naming what a signed-in
 * address loads once the app's scripts have run (the shell's chunks, the full catalogue and
 * manifest, the session and the programme list). The server sends it for those addresses
 * (`firstLoadOf` in @portal/domain), so the browser fetches all of it beside the entry's scripts
 * rather than a round trip after their evaluation (decision 0102). A fetch preload is taken by the
 * app's own same-origin `fetch` of that address: the answer is requested once.
 */
export function firstLoadHints(): Plugin {
  let base = '/';
  return {
    name: 'first-load-hints',
    enforce: 'post',
    configResolved(config) { base = config.base; },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = reach(chunks.filter((c) => c.isEntry), byFile, false, () => false);
      const roots = chunks.filter((c) => c.moduleIds.some((id) => SIGNED_IN_ROOTS.test(id) || SIGNED_IN_AWAITS.test(id)));
      if (roots.length === 0) this.error('first-load-hints: no chunk holds the shell, the catalogue or the manifest');
      const scripts = [...reach(roots, byFile, false, () => false)].filter((c) => !entry.has(c)).map((c) => c.fileName).sort();
      const hints = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ...SIGNED_IN_ANSWERS.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
      ];
      const source = String(html.source).replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: SIGNED_IN_DOCUMENT, source });
    },
  };
}
