import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { common } from '@portal/domain/i18n/sections/common';
import { sessionErr } from '@portal/domain/i18n/sections/errors-session';
import { validation } from '@portal/domain/i18n/sections/validation';
import { shellTexts } from './shell-catalogue.ts';
import { createTranslator, mergeCatalogues } from './translator.ts';
import { webPtBR } from './web-pt-BR.ts';

/** What the signed-in frame and the dashboard paint first with: the core sections (index.ts) and the shell's. */
const { exists } = createTranslator(mergeCatalogues(mergeCatalogues(webPtBR, { err: sessionErr, validation, common }), shellTexts)).current();

/**
 * The modules the signed-in frame and the dashboard render before the whole catalogue has loaded
 * (the shell asks for it once it has painted), and what the bar opens without a screen of its own
 * (the menu, the search, the user menu's items).
 */
const FIRST_PAINT = [
  'app/shell/app-shell.tsx', 'app/shell/top-bar.tsx', 'app/shell/program-switcher.tsx', 'app/shell/user-menu.tsx',
  'app/shell/user-menu-items.tsx', 'app/shell/side-menu.tsx', 'app/shell/app-footer.tsx', 'app/screens.tsx',
  'components/skip-link.tsx', 'components/loading-screen.tsx', 'lib/a11y/document-title.tsx',
  'features/dashboard/routes/dashboard-page.tsx', 'features/dashboard/components/quick-access-cards.tsx',
  'features/dashboard/components/status-board-frame.tsx', 'features/dashboard/components/request-boxes.tsx',
  'features/search/components/global-search-button.tsx', 'features/search/components/global-search-dialog.tsx',
];

/** A key built at run time (`menu.${key}`) is answered when its whole section is one of the shell's. */
const SHELL_SECTIONS = new Set(Object.keys(shellTexts));

describe('the signed-in frame\'s catalogue sections', () => {
  it.each(FIRST_PAINT)('hold every text %s shows', (file) => {
    const source = fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const keys = [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!);
    const built = [...source.matchAll(/\bt\(\s*`([\w.]*)\$\{/g)].map((m) => m[1]!);
    expect(keys.length + built.length, 'texts found').toBeGreaterThan(0);
    expect(keys.filter((key) => !exists(key) && !exists(`${key}_other`))).toEqual([]);
    expect(built.filter((prefix) => !SHELL_SECTIONS.has(prefix.split('.')[0]!))).toEqual([]);
  });
});
