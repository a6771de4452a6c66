import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from '@portal/domain';
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

export const LANGUAGE = 'pt-BR';

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  resources: { [LANGUAGE]: { translation: merge(webPtBR as Catalogue, ptBR as Catalogue) } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { i18n };
