import { use, useSyncExternalStore, type ReactNode } from 'react';
import { coreTexts } from './core-catalogue.ts';
import { createTranslator, mergeCatalogues, type Texts, type TOptions } from './translator.ts';
import { webPtBR } from './web-pt-BR.ts';

export type { TFunction, TOptions, Texts } from './translator.ts';

/** Starts with the core sections (core-catalogue.ts); the others are added as screens load them. */
const translator = createTranslator(coreTexts);

let fullCatalogue: Promise<void> | undefined;

/**
 * Loads the whole pt-BR catalogue of @portal/domain (menu, statuses, screen sections…). Every
 * lazy screen but /login and the signed-in user's first screen awaits it with its own code
 * (app/lazy-pages.ts, app/protected-routes.tsx), so /login stays small however large the catalogue
 * grows. Mounted components that looked up a text in vain re-render with the new texts. A failed
 * load is asked again by the next caller.
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('@portal/domain/i18n/catalogue').then(({ ptBR }) => {
    translator.add(mergeCatalogues(webPtBR, ptBR));
  }, (error: unknown) => {
    fullCatalogue = undefined;
    throw error;
  });
  return fullCatalogue;
}

/** A module that shows texts beyond the shell's or the public pages' sections: it resolves with the whole catalogue. */
export const withFullCatalogue = <T>(load: Promise<T>): Promise<T> => Promise.all([load, loadFullCatalogue()]).then(([m]) => m);

/**
 * Renders its children once the whole catalogue has loaded (suspending until then), or at once
 * when `already` says the texts they show are loaded.
 */
export function FullCatalogueGate({ children, already = false }: { children: ReactNode; already?: boolean }) {
  if (!already) use(loadFullCatalogue());
  return children;
}

let shellCatalogue: Promise<void> | undefined;

/**
 * The sections the signed-in frame and the dashboard show at first paint (shell-catalogue.ts): the
 * shell awaits these; the whole catalogue follows once it has painted.
 */
export function loadShellCatalogue(): Promise<void> {
  shellCatalogue ??= import('./shell-catalogue.ts').then(({ shellTexts }) => {
    translator.add(mergeCatalogues(webPtBR, shellTexts));
  });
  return shellCatalogue;
}

let publicCatalogue: Promise<void> | undefined;

/**
 * The sections the public pages show at first paint (public-catalogue.ts): /contents, /pcdt and
 * /p/{code} await these instead of the whole catalogue; whatever they open later loads the rest.
 */
export function loadPublicCatalogue(): Promise<void> {
  publicCatalogue ??= import('./public-catalogue.ts').then(({ publicTexts }) => {
    translator.add(mergeCatalogues(webPtBR, publicTexts));
  });
  return publicCatalogue;
}

/** The current texts outside React (e.g. in a toast callback). */
export const i18n = {
  t: ((key: string, options?: TOptions) => translator.current().t(key, options)) satisfies Texts['t'],
  exists: (key: string) => translator.current().exists(key),
};

/**
 * `const { t, i18n } = useTranslation()`, as with react-i18next: `t` and `i18n` keep their
 * identity until more texts arrive, then the component re-renders with new ones.
 */
export function useTranslation(): { t: Texts['t']; i18n: Texts } {
  // The same texts on the server: the build renders the public pages' first paint (app/first-paint).
  const texts = useSyncExternalStore(translator.subscribe, translator.current, translator.current);
  return { t: texts.t, i18n: texts };
}
