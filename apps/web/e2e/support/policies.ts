import type { Locator, Page } from 'playwright-core';

/**
 * Opens each usage policy's text inside `scope` (its dialog, closed again) and then ticks its
 * box: a term cannot be accepted before its text was opened.
 */
export async function readAndTickPolicies(page: Page, scope: Locator | Page): Promise<void> {
  for (const term of await scope.locator('[data-testid^="policy-term-"]').all()) {
    const box = term.getByRole('checkbox');
    if (await box.isDisabled()) {
      await term.locator('[data-testid^="policy-read-"]').click();
      const text = page.getByTestId('policy-text-dialog');
      await text.waitFor();
      await text.getByTestId('policy-text-close').click();
      await text.waitFor({ state: 'detached' });
    }
    await box.check();
  }
}
