import type { Page } from 'playwright-core';

/**
 * The detail's timeline as shown agrees with itself and the status: no step done after one still
 * waiting, and a concluded, rejected or cancelled request has no step waiting.
 */
export async function timelineAgrees(page: Page): Promise<boolean> {
  await page.getByTestId('procedure-timeline').waitFor();
  const done = await page.locator('[data-testid="procedure-timeline"] [data-done]').evaluateAll((steps) => steps.map((s) => s.getAttribute('data-done') === 'true'));
  const status = await page.locator('[data-testid="procedure-header"] [data-status]').first().getAttribute('data-status').catch(() => null);
  const ordered = done.every((d, i) => !d || done.slice(0, i).every(Boolean));
  const ended = status === 'CONCLUDED' || status === 'REJECTED' || status === 'CANCELED';
  return done.length > 0 && ordered && (!ended || done.every(Boolean));
}
