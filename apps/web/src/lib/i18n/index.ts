import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from '@portal/domain/i18n/sections/common';
import { sessionErr } from '@portal/domain/i18n/sections/errors-session';
import { validation } from '@portal/domain/i18n/sections/validation';
import { webPtBR } from './web-pt-BR.ts';

type Catalogue = { [key: string]: string | Catalogue };

const isCatalogue = (value: unknown): value is Catalogue => typeof value === 'object' && value !== null;

/** Deep merge where `over` wins on every leaf both define. */
function merge(base: Catalogue, over: Catalogue): Catalogue {
  const result: Catalogue = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isCatalogue(value) && isCatalogue(current) ? merge(current, value) : value;
  }
  return result;
}

const LANGUAGE = 'pt-BR';
const NAMESPACE = 'translation';

/**
 * The sections /login and the app frame show (the session and login errors, validation, common
 * words) plus the web-only texts. The shared catalogue wins on any key both define.
 */
const core = merge(webPtBR, { err: sessionErr, validation, common });

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: { [LANGUAGE]: { [NAMESPACE]: core } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

let fullCatalogue: Promise<void> | undefined;

/**
 * Loads the whole pt-BR catalogue of @portal/domain (menu, statuses, screen sections…). Every
 * lazy screen but /login awaits it with its own code (app/lazy-pages.ts), so /login stays small
 * however large the catalogue grows.
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('@portal/domain/i18n/catalogue').then(({ ptBR }) => {
    i18n.addResourceBundle(LANGUAGE, NAMESPACE, merge(webPtBR, ptBR), true, true);
  });
  return fullCatalogue;
}

export { i18n };
