import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD_MIN, translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

describe('choosing a password', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('the change-password form hints weak, medium or strong as one types, and the server refuses a common password on the field', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'representante@demo.com.br');
      await page.goto(url('/change-password'));
      const field = page.getByTestId('new-password');
      const hint = page.getByTestId('password-strength');
      await field.waitFor();
      expect(await hint.count()).toBe(0);

      await field.fill('123456');
      await hint.waitFor();
      expect(await hint.getAttribute('data-level')).toBe('weak');
      expect(await hint.textContent()).toContain(`${translate('passwordHint.label')}: ${translate('passwordHint.weak')}.`);
      expect(await hint.textContent()).toContain(translate('passwordHint.tooShort', { min: PASSWORD_MIN }));

      // The user's own name is weak whatever else it carries.
      await field.fill('Representante#2026-Xy');
      await page.locator('[data-testid="password-strength"][data-level="weak"]').waitFor();
      expect(await hint.textContent()).toContain(translate('passwordHint.personal'));

      await field.fill('Flamengo2024!');
      await page.locator('[data-testid="password-strength"][data-level="medium"]').waitFor();
      expect(await hint.textContent()).toContain(translate('passwordHint.wordAndTail'));

      await field.fill('Tucano#Verde42');
      await page.locator('[data-testid="password-strength"][data-level="strong"]').waitFor();

      // A medium-looking password from the breach list: the server names the reason on the field.
      await page.getByTestId('current-password').fill(DEMO_PASSWORD);
      await field.fill('Flamengo2024!');
      await page.getByTestId('confirm-new-password').fill('Flamengo2024!');
      await page.getByTestId('change-password-save').click();
      await page.getByText(translate('validation.commonPassword')).waitFor();
      expect(new URL(page.url()).pathname).toBe('/change-password');
    } finally {
      await closePage(page);
    }
  });
});
