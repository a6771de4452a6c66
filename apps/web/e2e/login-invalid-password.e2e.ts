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

it('after repeated failures the form shows the captcha the server asks for, and a ticked one is accepted', async () => {
  const page = await newPage(browser);
  const email = `captcha.${Date.now()}@demo.com.br`;
  try {
    const alert = page.getByTestId('login-error');
    for (let i = 0; i < 3; i++) {
      await submitLogin(page, email, { password: 'Errada@123' });
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(translate('err.invalidUser'));
    }
    await submitLogin(page, email, { password: 'Errada@123' });
    await page.getByText(translate('err.loginCaptchaRequired')).waitFor();
    const captcha = page.getByTestId('dev-captcha');
    await page.getByText(translate('captcha.notARobot')).waitFor();
    await captcha.check();
    await page.getByTestId('login-submit').click();
    // The server verified the captcha and then checked the password.
    await page.getByText(translate('err.invalidUser')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  } finally {
    await closePage(page);
  }
});
