import type { Plugin, Rolldown } from 'vite';
import { API_BASE, awaitsSessionAtBoot, FIRST_SCREENS, firstScreenDocument, type FirstScreen } from '@portal/domain';
import { contract } from '@portal/domain/contracts';
import {
  PATIENT_LINK_PAGE, PUBLIC_CONTENTS_PAGE, PUBLIC_DATA, PUBLIC_FIRST_STEPS, PUBLIC_PCDT_PAGE, reach, SHELL_TEXTS, SIGNED_IN_ROOTS,
} from './screen-chunks.ts';

type Chunk = Rolldown.OutputChunk;

/**
 * The modules each first screen loads at boot (app/lazy-pages.ts `preloadScreenOf`): its screen and
 * what it awaits beside it, the shell's catalogue sections and the full API manifest for a
 * signed-in screen (`signedInFrame`), the public sections and endpoints for a public page
 * (`publicScreen`), and for the patient's link its first step too.
 */
const SIGNED_IN_AWAITS = /virtual:api-manifest\/full$/;
const SCREEN_MODULES: Record<FirstScreen, (id: string) => boolean> = {
  signedIn: (id) => SIGNED_IN_ROOTS.test(id) || SHELL_TEXTS.test(id) || SIGNED_IN_AWAITS.test(id),
  contents: (id) => PUBLIC_CONTENTS_PAGE.test(id) || PUBLIC_DATA.test(id),
  pcdt: (id) => PUBLIC_PCDT_PAGE.test(id) || PUBLIC_DATA.test(id),
  patientLink: (id) => PATIENT_LINK_PAGE.test(id) || PUBLIC_FIRST_STEPS.test(id) || PUBLIC_DATA.test(id),
};

/** The answers the boot asks for first on those addresses (app/lazy-pages.ts `startFirstAnswersOf`). */
const SESSION_AND_PROGRAMS = [contract.auth.session, contract.programs.listPublic].map((endpoint) => `${API_BASE}${endpoint.path}`);

/**
 * Writes, beside index.html, one copy of it per first screen (`index.signedIn.html`…) that also
 * names what that screen loads once the app's scripts have run: its chunks, and the session and
 * the programme list. The server sends each for its addresses (`firstScreenOf` in
 * @portal/domain), so the browser fetches all of it beside the entry's scripts rather than a round
 * trip after their evaluation (decision 0102). A fetch preload is taken by the app's own
 * same-origin `fetch` of that address: the answer is requested once.
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
      for (const screen of FIRST_SCREENS) {
        const roots = chunks.filter((c) => c.moduleIds.some(SCREEN_MODULES[screen]));
        if (roots.length === 0) this.error(`first-load-hints: no chunk holds the modules of ${screen}`);
        const scripts = [...reach(roots, byFile, false, () => false)].filter((c) => !entry.has(c)).map((c) => c.fileName).sort();
        const hints = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...(awaitsSessionAtBoot(screen) ? SESSION_AND_PROGRAMS : []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
        ];
        const source = String(html.source).replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: firstScreenDocument(screen), source });
      }
    },
  };
}
