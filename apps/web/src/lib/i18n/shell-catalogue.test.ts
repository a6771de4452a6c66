import { describe, expect, it } from 'vitest';
import { firstPaintTexts } from './first-paint-texts.ts';
import { shellTexts } from './shell-catalogue.ts';

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
    const { found, missing, built } = firstPaintTexts(file, shellTexts);
    expect(found, 'texts found').toBeGreaterThan(0);
    expect(missing).toEqual([]);
    expect(built.filter((prefix) => !SHELL_SECTIONS.has(prefix.split('.')[0]!))).toEqual([]);
  });
});
