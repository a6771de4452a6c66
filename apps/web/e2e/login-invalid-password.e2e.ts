import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { submitLogin } from './support/login.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('a wrong password shows the pt-BR invalid-user text and stays on /login', async () => {
  const page = await newPage(browser);
  try {
    await submitLogin(page, 'medico@demo.com.br', { password: 'Errada@123' });
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(translate('err.invalidUser'));
    expect(new URL(page.url()).pathname).toBe('/login');
  } finally {
    await closePage(page);
  }
});
