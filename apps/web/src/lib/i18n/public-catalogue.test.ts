import { describe, expect, it } from 'vitest';
import { firstPaintTexts } from './first-paint-texts.ts';
import { publicTexts } from './public-catalogue.ts';

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
    const { found, missing, built } = firstPaintTexts(file, publicTexts);
    expect(found, 'texts found').toBeGreaterThan(0);
    expect(missing).toEqual([]);
    // A key built at run time could name a section these pages do not load.
    expect(built).toEqual([]);
  });
});
