import type { Page } from 'playwright-core';

/**
 * The detail's timeline as shown agrees with itself and the status: no step done after one still
 * waiting, and a concluded, rejected or cancelled request has no step waiting.
 */
export async function timelineAgrees(page: Page): Promise<boolean> {
  await page.getByTestId('procedure-timeline').waitFor();
  await page.getByTestId('procedure-header').waitFor();
  const done = await page.locator('[data-testid="procedure-timeline"] [data-done]').evaluateAll((steps) => steps.map((s) => s.getAttribute('data-done') === 'true'));
  // Read at once, not waited for: an invitation's header has no status, and waiting held the locator's whole timeout.
  const status = await page.locator('[data-testid="procedure-header"] [data-status]').evaluateAll((found) => found[0]?.getAttribute('data-status') ?? null);
  const ordered = done.every((d, i) => !d || done.slice(0, i).every(Boolean));
  const ended = status === 'CONCLUDED' || status === 'REJECTED' || status === 'CANCELED';
  return done.length > 0 && ordered && (!ended || done.every(Boolean));
}
