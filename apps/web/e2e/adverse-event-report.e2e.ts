import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { sidewaysOverflow } from './support/a11y.ts';
import { settle, watch } from './support/screen-checks.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

const DOCTOR = 'medico@demo.com.br';

describe('adverse-event report (RDC 406/2020)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('the demo doctor reports from the menu at phone width, gets a protocol, and the report reaches pharmacovigilance by e-mail', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, DOCTOR);
      await page.request.post(url('/api/doctors/program-notice/seen'));
      const state = watch(page);
      await page.goto(url('/dashboard'));
      await page.getByTestId('menu-adverseEventReport').click();
      await page.getByTestId('adverse-event-form').waitFor();
      await settle(page, state);
      // The window is a phone's, and the screen has followed it, before anything is touched.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(360);
      await settle(page, state);

      // Nothing filled: each required field says so and nothing is sent.
      await page.getByTestId('adverse-submit').click();
      await page.getByText(translate('validation.requiredSelect')).first().waitFor();
      expect(await page.getByText(translate('validation.requiredField')).count()).toBeGreaterThanOrEqual(2);

      const product = page.getByTestId('adverse-productId');
      const firstProduct = await product.locator('option').nth(1).textContent();
      await product.selectOption({ index: 1 });
      await page.getByTestId('adverse-description').fill('Erupção cutânea generalizada dois dias após o início do tratamento.');
      await page.getByTestId('adverse-onsetDate').fill('2026-10-20');
      await page.getByTestId('adverse-serious').check();
      await page.getByTestId('adverse-outcome').selectOption('RECOVERING');
      await page.getByTestId('adverse-patientInitials').fill('JPS');
      await page.getByTestId('adverse-patientBirthDate').fill('1975-08-30');

      // Phone-first: the form fits 360 px without sideways scrolling.
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByTestId('adverse-submit').click();
      const protocol = (await page.getByTestId('adverse-event-protocol').textContent())!;
      expect(protocol).toMatch(/^FV-\d{4}-\d{6}$/);

      const outbox = (await (await page.request.get(url('/api/dev/outbox?take=50'))).json()) as { subject: string; body: string; destination: string }[];
      const mail = outbox.find((m) => m.subject.includes(protocol));
      expect(mail?.destination).toBeTruthy();
      expect(mail!.body).toContain(`Produto: ${firstProduct!}`);
      expect(mail!.body).toContain('Paciente: JPS (30/08/1975)');
      expect(mail!.body).toContain('Grave: Sim');

      // Another report starts from an empty form.
      await page.getByRole('button', { name: translate('adverseEvents.another') }).click();
      expect(await page.getByTestId('adverse-description').inputValue()).toBe('');
    } finally {
      await closePage(page);
    }
  });
});
