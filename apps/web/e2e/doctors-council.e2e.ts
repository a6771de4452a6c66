import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { documentWidth } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/**
 * The doctors list filters by the registration the medical council answered, and the detail shows
 * it (decision 0055): the demo doctor is active on the simulator, with specialties and RQE.
 */
const tableRows = (page: Page) => page.getByTestId('doctors-table').getByTestId('data-table-row');

async function filterCouncil(page: Page, status: 'ACTIVE' | 'UNVERIFIED') {
  await page.getByTestId('data-table-filter-councilStatus').click();
  await page.getByRole('option', { name: translate(`council.statuses.${status}`), exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('councilStatus') === status);
}

describe('doctors list and detail: registration with the medical council', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('administrator: filters by registration status and reads the registration on the detail, at 1366 and 390 px', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/doctors?filter=Marcos'));
      await page.getByRole('heading', { name: translate('doctors.title'), exact: true }).waitFor();
      await tableRows(page).first().waitFor();

      await filterCouncil(page, 'UNVERIFIED');
      await page.getByTestId('doctors-table').getByTestId('data-table-empty').waitFor();
      await filterCouncil(page, 'ACTIVE');
      await expect.poll(() => tableRows(page).count()).toBe(1);
      await tableRows(page).first().getByTestId('council-status-ACTIVE').waitFor();

      await tableRows(page).first().getByTestId('row-action-view').click();
      const council = page.getByTestId('doctor-council');
      await council.getByTestId('council-status-ACTIVE').waitFor();
      expect(await council.getByTestId('doctor-council-type').textContent()).toBe(translate('council.types.PRINCIPAL'));
      expect(await council.getByTestId('doctor-council-name').textContent()).toBe('MARCOS ANTONIO MEDEIROS');
      expect(await council.getByTestId('doctor-council-specialties').textContent()).toContain('Reumatologia (RQE 51234)');
      expect(await council.getByTestId('doctor-council-checked').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

      await page.setViewportSize({ width: 390, height: 844 });
      await council.getByTestId('doctor-council-specialties').waitFor();
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(390);
    } finally {
      await closePage(page);
    }
  });
});
