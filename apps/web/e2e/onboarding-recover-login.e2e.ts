import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { maskEmail, translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { chooseUf } from './support/onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('recover-login shows the masked e-mail of CRM 123456/SP, and offers signup for an unknown CRM', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/recover-login'));
    await page.getByTestId('crm-input').fill('123456');
    await chooseUf(page, 'uf-select', 'SP');
    await page.getByTestId('crm-search').click();
    const found = page.getByTestId('recover-login-found');
    await found.waitFor();
    const masked = maskEmail('medico@demo.com.br');
    expect(await found.textContent()).toContain(masked);
    expect(await found.textContent()).not.toContain('medico@demo.com.br');
    expect(await found.getByRole('link').getAttribute('href')).toBe('/login');

    await found.getByRole('button', { name: translate('common.back') }).click();
    await page.getByTestId('crm-input').fill('999991');
    await page.getByTestId('crm-search').click();
    const missing = page.getByTestId('recover-login-not-found');
    await missing.waitFor();
    expect(await missing.textContent()).toContain(translate('err.failedToSearchDoctor'));
    expect(await missing.getByRole('link').getAttribute('href')).toBe('/signup');
  } finally {
    await closePage(page);
  }
});
