import fs from 'node:fs';
import { createTranslator, mergeCatalogues, type Catalogue } from './translator.ts';
import { coreTexts } from './core-catalogue.ts';

/**
 * For the catalogue tests of a first paint (shell-catalogue.test.ts, public-catalogue.test.ts): what
 * a module of apps/web/src shows, read from its source, against the core sections and `sections`.
 * `missing` are its literal keys that would show as keys; `built` the static start of each key it
 * builds at run time (`menu.` for `t(\`menu.${key}\`)`), which no lookup can check.
 */
export function firstPaintTexts(file: string, sections: Catalogue): { found: number; missing: string[]; built: string[] } {
  const { exists } = createTranslator(mergeCatalogues(coreTexts, sections)).current();
  const source = fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  const keys = [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!);
  const built = [...source.matchAll(/\bt\(\s*`([\w.]*)/g)].map((m) => m[1]!);
  return { found: keys.length + built.length, missing: keys.filter((key) => !exists(key) && !exists(`${key}_other`)), built };
}
