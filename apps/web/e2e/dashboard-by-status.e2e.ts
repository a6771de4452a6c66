import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ProcedureStatusCounts } from '@portal/domain';
import { closePage, launchBrowser } from './support/browser.ts';
import { documentWidth, seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { examRequests } from './support/exam-requests.ts';
import { weeklyMatchesBoard, searchShowsResults } from './support/search-and-board.ts';

/**
 * The dashboard by status, at 1366 and 390 px: the administrator's counts per type and status open
 * the list filtered by that type and status (the filter shown, the total equal to the count); the
 * top bar's search finds the demo doctor's patient and opens the request, and shows at least five
 * results whole, its field's label unclipped; the weekly chart counts the table's request types.
 * One browser, one sign-in per width; six exam requests are made for the search.
 */
const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
/** Six patients whose names one search term finds: more than the dialog's five a group. */
const SEARCHED = 'Busca Visível';
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

describe('dashboard by status', () => {
  let browser: Browser;
  let counts: ProcedureStatusCounts = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    const program = (await (await admin.get(`/api/programs/by-slug/${PROGRAM}`)).json()) as { id: number };
    const doctor = await apiAs(DOCTOR, PROGRAM);
    await examRequests(admin, doctor, [1, 2, 3, 4, 5, 6].map((n) => `${SEARCHED} ${n}`));
    await doctor.dispose();
    counts = (await (await admin.get(`/api/procedures/status-counts/${program.id}`)).json()) as ProcedureStatusCounts;
    await admin.dispose();
  });
  afterAll(async () => { await browser.close(); });

  for (const { name, viewport, phone } of WIDTHS) {
    it(`${name}: a count opens the list filtered by its type and status, and the search opens a request`, async () => {
      const context = await browser.newContext({ locale: 'pt-BR', viewport, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      try {
        await loginAs(page, 'admin@demo.com.br');
        await page.goto(url('/dashboard'));
        const board = page.getByTestId('status-board');
        await board.getByTestId(phone ? 'status-board-cards' : 'status-board-table').waitFor();
        await page.getByTestId('weekly-volume-chart').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        if (!phone) expect(await weeklyMatchesBoard(page)).toEqual({ weeklyWithinBoard: true, periodsStated: true });
        if (phone) await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(390);

        // An exam count with requests: the demo doctor's exam request is OPEN at least.
        const exam = counts.find((c) => c.type === 'CLINICAL_EXAMINATION' && c.count > 0)!;
        const link = board.getByTestId(`status-count-CLINICAL_EXAMINATION-${exam.status}`);
        expect(await link.textContent()).toBe(String(exam.count));
        await link.click();
        await page.waitForURL((u) => u.pathname === '/procedures/exams' && u.searchParams.get('status') === exam.status);
        const table = page.getByTestId('procedures-table');
        await expect.poll(() => table.locator('.MuiTablePagination-displayedRows').textContent(), { timeout: 15_000 })
          .toMatch(new RegExp(`de ${exam.count}$`));
        if (phone) {
          // The filters are in a drawer; its button counts the one in use.
          expect(await page.getByTestId('list-filters-count').textContent()).toContain('1');
          await page.getByTestId('list-filters-open').click();
          const drawer = page.getByTestId('list-filters-drawer');
          await drawer.waitFor();
          expect(await drawer.getByTestId('data-table-filter-status').textContent()).not.toBe('');
          expect(await seriousViolations(page)).toEqual([]);
          await page.getByTestId('list-filters-apply').click();
          await drawer.waitFor({ state: 'hidden' });
        } else {
          expect(await page.getByTestId('data-table-filter-status').textContent()).not.toBe('');
        }

        // The search: a patient's name, chosen with the keyboard, opens the request's detail.
        await page.getByTestId('global-search-button').click();
        const input = page.getByTestId('global-search-input');
        await input.fill('Mariana Albuquerque');
        await page.locator('[data-testid^="global-search-option-p"]').first().waitFor({ timeout: 15_000 });
        expect(await seriousViolations(page)).toEqual([]);
        // The first result is highlighted as the list opens: Enter opens it.
        await input.press('Enter');
        await page.waitForURL((u) => /^\/procedures\/\d+$/.test(u.pathname));
        expect(page.url()).not.toContain('Mariana');

        // Many results: at least five show whole in the dialog, and the field's label is not clipped.
        const shown = await searchShowsResults(page, SEARCHED);
        expect(shown.fullyVisible, JSON.stringify(shown)).toBeGreaterThanOrEqual(5);
        expect(shown.labelClipped, JSON.stringify(shown)).toBe(false);
      } finally {
        await closePage(page);
      }
    });
  }
});
