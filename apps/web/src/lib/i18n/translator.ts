/**
 * A small translator over nested pt-BR catalogues: the part of i18next the portal uses, without
 * its weight on every page. `t(key, { name })` fills `{{name}}` placeholders (a placeholder with no
 * value is left as written, the value is not escaped: React escapes); `count` picks the
 * `key_zero` (count 0), `key_one` / `key_other` (pt-BR plural rules) variant when the catalogue
 * has one, else `key`; `defaultValue` answers an unknown key, which otherwise answers itself.
 */
export type Catalogue = { [key: string]: string | Catalogue };

export interface TOptions {
  /** A number picks the plural variant; any value fills `{{count}}`. */
  count?: number | string;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/**
 * What `useTranslation()` hands out: a view of the texts, replaced when added texts could change what
 * it has already answered (see `add`).
 */
export interface Texts {
  t: TFunction;
  exists: (key: string) => boolean;
}

export interface Translator {
  /** The current texts; a new object after each `add`, so it can key memos and effects. */
  current: () => Texts;
  /**
   * Merges a catalogue over the current one (the added one wins on a leaf both define). When it only
   * adds texts nobody has looked up in vain, the current view answers them too and no listener is
   * called: what is on screen cannot differ, so nothing re-renders. Otherwise (a lookup missed since
   * the last change, or a text changed) there is a new view and the listeners are called.
   */
  add: (catalogue: Catalogue) => void;
  subscribe: (listener: () => void) => () => void;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const isCatalogue = (value: unknown): value is Catalogue => typeof value === 'object' && value !== null;

/** Deep merge where `over` wins on every leaf both define. */
export function mergeCatalogues(base: Catalogue, over: Catalogue): Catalogue {
  const result: Catalogue = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = result[key];
    result[key] = isCatalogue(value) && isCatalogue(current) ? mergeCatalogues(current, value) : value;
  }
  return result;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (!isCatalogue(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    if (value === undefined || value === null) return placeholder;
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  });
}

/** Whether `over` gives a leaf that `base` already has another text (or a section) for. */
function changesAny(base: Catalogue, over: Catalogue): boolean {
  return Object.entries(over).some(([key, value]) => {
    if (!Object.hasOwn(base, key)) return false;
    const current = base[key];
    return isCatalogue(value) && isCatalogue(current) ? changesAny(current, value) : current !== value;
  });
}

/** The catalogue a translator's views read, and whether any lookup has found nothing since it last changed. */
interface Store { catalogue: Catalogue; missed: boolean }

function textsOf(store: Store, plural: Intl.PluralRules): Texts {
  const find = (key: string, count: unknown): string | undefined => {
    const { catalogue } = store;
    let text: string | undefined;
    if (typeof count === 'number') {
      text = (count === 0 ? lookup(catalogue, `${key}_zero`) : undefined) ?? lookup(catalogue, `${key}_${plural.select(count)}`);
    }
    text ??= lookup(catalogue, key);
    if (text === undefined) store.missed = true;
    return text;
  };
  return {
    t: (key, options) => {
      const text = find(key, options?.count) ?? options?.defaultValue ?? key;
      return options ? interpolate(text, options) : text;
    },
    exists: (key) => find(key, undefined) !== undefined,
  };
}

export function createTranslator(initial: Catalogue, locale = 'pt-BR'): Translator {
  const plural = new Intl.PluralRules(locale);
  const store: Store = { catalogue: initial, missed: false };
  let texts = textsOf(store, plural);
  const listeners = new Set<() => void>();
  return {
    current: () => texts,
    add(more) {
      const shownTextsChange = store.missed || changesAny(store.catalogue, more);
      store.catalogue = mergeCatalogues(store.catalogue, more);
      if (!shownTextsChange) return;
      store.missed = false;
      texts = textsOf(store, plural);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
