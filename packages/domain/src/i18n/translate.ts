import { ptBR } from './pt-BR.ts';

/** Every dotted path to a string in a nested catalogue ('err.invalidUser', 'menu.group.menu'). */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type MessageKey = Paths<typeof ptBR>;

/** i18next's default interpolation syntax: {{name}}, spaces allowed inside the braces. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(key: string): string | undefined {
  let node: unknown = ptBR;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The pt-BR text of a dotted key, with `{{name}}` placeholders filled from params as i18next
 * does (a placeholder without a value is left as written). An unknown key returns the key itself.
 */
export function translate(key: string, params?: Record<string, string | number>): string {
  const text = lookup(key);
  if (text === undefined) return key;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder);
}
