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

/** What `useTranslation()` hands out: an immutable view, replaced whenever texts are added. */
export interface Texts {
  t: TFunction;
  exists: (key: string) => boolean;
}

export interface Translator {
  /** The current texts; a new object after each `add`, so it can key memos and effects. */
  current: () => Texts;
  /** Merges a catalogue over the current one (the added one wins on a leaf both define). */
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

function textsOf(catalogue: Catalogue, plural: Intl.PluralRules): Texts {
  const find = (key: string, count: unknown): string | undefined => {
    if (typeof count === 'number') {
      const variant = (count === 0 ? lookup(catalogue, `${key}_zero`) : undefined) ?? lookup(catalogue, `${key}_${plural.select(count)}`);
      if (variant !== undefined) return variant;
    }
    return lookup(catalogue, key);
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
  let catalogue = initial;
  let texts = textsOf(catalogue, plural);
  const listeners = new Set<() => void>();
  return {
    current: () => texts,
    add(more) {
      catalogue = mergeCatalogues(catalogue, more);
      texts = textsOf(catalogue, plural);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
