import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { common } from '@portal/domain/i18n/sections/common';
import { sessionErr } from '@portal/domain/i18n/sections/errors-session';
import { validation } from '@portal/domain/i18n/sections/validation';
import { publicTexts } from './public-catalogue.ts';
import { createTranslator, mergeCatalogues } from './translator.ts';
import { webPtBR } from './web-pt-BR.ts';

/** What the public pages paint first with: the core sections (index.ts) and the public ones. */
const { exists } = createTranslator(mergeCatalogues(mergeCatalogues(webPtBR, { err: sessionErr, validation, common }), publicTexts)).current();

/** The modules /contents, /pcdt and /p/{code} render before anything loads the full catalogue. */
const FIRST_PAINT = [
  'features/contents/components/contents-list.tsx', 'features/contents/components/content-card.tsx',
  'features/pcdt/components/pcdt-files.tsx', 'features/pcdt/routes/public-pcdt-page.tsx', 'components/program-files/file-card.tsx',
  'features/patient-confirmation/routes/patient-confirmation-page.tsx', 'features/patient-confirmation/components/link-error.tsx',
  'features/patient-confirmation/components/step-cpf.tsx', 'features/patient-confirmation/components/terms-panel.tsx',
  'features/patient-confirmation/components/step-pharmacies.tsx',
  'features/pharmacy-finder/components/pharmacy-finder.tsx', 'features/pharmacy-finder/components/cep-search-form.tsx',
  'features/pharmacy-finder/components/pharmacy-list.tsx', 'components/public-layout.tsx', 'components/program-chooser-dialog.tsx',
];

describe('the public pages\' catalogue sections', () => {
  it.each(FIRST_PAINT)('hold every text %s shows', (file) => {
    const source = fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const keys = [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!);
    expect(keys.length, 'texts found').toBeGreaterThan(0);
    expect(keys.filter((key) => !exists(key) && !exists(`${key}_other`))).toEqual([]);
    // A key built at run time could name a section these pages do not load.
    expect(source.match(/\bt\(\s*`/g) ?? []).toEqual([]);
  });
});
