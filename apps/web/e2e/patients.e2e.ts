import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser } from './support/browser.ts';
import { documentWidth } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/**
 * The demo doctor, on a phone, opens their patients (from the patient-care simulator), pages the
 * list, opens a patient and sees the access phases (every one completed), the data cards and the
 * medications with their status chips, then tracks the application.
 */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

const rows = (page: Page, table: string) => page.getByTestId(table).getByTestId('data-table-row');
const STATUSES = ['OPEN', 'SCHEDULED', 'REALIZED', 'CANCELED'] as const;

describe('the doctor\'s patients', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('lists the patients at phone size, opens one with its phases, data and medications, and tracks the application', async () => {
    const page = await phonePage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/patients'));
      await page.getByRole('heading', { name: translate('patientCare.title'), exact: true }).waitFor();
      await rows(page, 'patients-table').first().waitFor();
      expect(await rows(page, 'patients-table').count()).toBe(10);
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(360);

      // The next page (one-based on the wire) holds other patients.
      const firstName = await rows(page, 'patients-table').first().locator('td').first().textContent();
      await page.getByTestId('data-table-pagination').getByRole('button', { name: /próxima/i }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '1');
      await page.waitForFunction(
        (name) => document.querySelector('[data-testid="patients-table"] [data-testid="data-table-row"] td')?.textContent !== name, firstName,
      );

      // The first patient of the first page who has medications.
      await page.goto(url('/patients'));
      await rows(page, 'patients-table').first().waitFor();
      const hrefs = await rows(page, 'patients-table').getByTestId('row-action-view').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
      let opened = false;
      for (const href of hrefs) {
        await page.goto(url(href));
        await page.getByTestId('access-phases').waitFor();
        const medications = page.getByTestId('patient-medications');
        await medications.getByTestId('data-table-row').or(medications.getByTestId('data-table-empty')).first().waitFor();
        if (await medications.getByTestId('data-table-row').count() > 0) {
          opened = true;
          break;
        }
      }
      expect(opened).toBe(true);

      // Every access-history entry is a completed step.
      const steps = page.getByTestId('access-phases').locator('[data-status]');
      expect(await steps.count()).toBeGreaterThan(0);
      const statuses = await steps.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
      expect(new Set(statuses)).toEqual(new Set(['COMPLETED']));
      await page.getByTestId('patient-personal-card').getByText(translate('patientCare.cpf')).waitFor();
      await page.getByTestId('patient-treatment-card').waitFor();

      // Medications carry a status chip.
      const chips = page.getByTestId('patient-medications').locator('[data-testid^="medication-status-"]');
      expect(await chips.count()).toBeGreaterThan(0);
      const chipIds = await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(chipIds.every((id) => STATUSES.some((s) => id === `medication-status-${s}`))).toBe(true);

      // Track application opens the medication administration of the same patient.
      const detailUrl = new URL(page.url());
      const patientId = detailUrl.pathname.split('/').pop()!;
      await page.getByTestId('track-application').click();
      await page.waitForURL((u) => u.pathname === `/medication-administration/${patientId}`);
      await page.getByRole('heading', { name: translate('patientCare.administrationTitle'), exact: true }).waitFor();
      await rows(page, 'medication-administration').first().waitFor();
      expect(await page.getByTestId('medication-administration').locator('[data-testid^="medication-status-"]').count()).toBeGreaterThan(0);
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(360);
    } finally {
      await closePage(page);
    }
  });

  it('a patient that is not the doctor\'s says so in place, with the way back', async () => {
    const page = await phonePage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/patients/000000000000000'));
      await page.getByTestId('load-failure').getByText(translate('err.carePatientNotFound')).waitFor();
    } finally {
      await closePage(page);
    }
  });
});
