import type { Page } from 'playwright-core';
import { DASHBOARD_STATUS_LISTS, type ProcedureStatusCounts, type SessionUser, type WeeklyVolume } from '@portal/domain';
import { url } from './env.ts';

/**
 * Types `term` in the top bar's search and reads the open dialog: how many results are whole inside
 * it (inside its scrolling content and the window), and whether the field's floating label is cut
 * by that content's edge. Closes the dialog after.
 */
export async function searchShowsResults(page: Page, term: string): Promise<{ fullyVisible: number; labelClipped: boolean; labelTop: number; dialogHeight: number }> {
  await page.getByTestId('global-search-button').click();
  await page.getByTestId('global-search-input').fill(term);
  const options = page.locator('[data-testid^="global-search-option-"]');
  await options.nth(4).waitFor({ timeout: 15_000 });
  const shown = await page.evaluate(() => {
    const content = document.querySelector('.MuiDialog-paper .MuiDialogContent-root')!.getBoundingClientRect();
    const paper = document.querySelector('.MuiDialog-paper')!.getBoundingClientRect();
    const inside = (r: DOMRect) => r.top >= content.top - 0.5 && r.bottom <= content.bottom + 0.5 && r.top >= 0 && r.bottom <= innerHeight + 0.5;
    const fullyVisible = [...document.querySelectorAll('[data-testid^="global-search-option-"]')]
      .filter((o) => inside(o.getBoundingClientRect())).length;
    const label = document.querySelector('.MuiDialog-paper label')!.getBoundingClientRect();
    return { fullyVisible, labelClipped: label.top < content.top - 0.5, labelTop: Math.round(label.top - content.top), dialogHeight: Math.round(paper.height) };
  });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  return shown;
}

/**
 * The dashboard's two panels count the same thing: the weekly chart's requests (last twelve weeks)
 * are at most the status table's (all time, same types), and both say their period.
 */
export async function weeklyMatchesBoard(page: Page): Promise<{ weeklyWithinBoard: boolean; periodsStated: boolean }> {
  const { programId } = (await (await page.request.get(url('/api/user'))).json()) as SessionUser;
  const weeks = (await (await page.request.get(url(`/api/procedures/weekly-volume/${programId}`))).json()) as WeeklyVolume;
  const counts = (await (await page.request.get(url(`/api/procedures/status-counts/${programId}`))).json()) as ProcedureStatusCounts;
  const listed = new Set(DASHBOARD_STATUS_LISTS.map((l) => l.type));
  const inWeeks = weeks.reduce((sum, w) => sum + w.count, 0);
  const onBoard = counts.filter((c) => listed.has(c.type)).reduce((sum, c) => sum + c.count, 0);
  const text = await page.locator('main').innerText();
  return { weeklyWithinBoard: inWeeks <= onBoard, periodsStated: /até hoje/.test(text) && /últimas 12 semanas/.test(text) };
}
