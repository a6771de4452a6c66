import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

describe('pages the spec gives a meaning to', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('/users/change-profile opens the profile edit and /faq lists the programme questions', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br', { program: 'ABRACARAVIDA' });
      await page.goto(url('/users/change-profile'));
      await page.getByTestId('profile-name').waitFor();
      expect(new URL(page.url()).pathname).toBe('/users/change-profile');

      await page.goto(url('/faq'));
      await page.getByTestId('faq-list').waitFor();
      await page.getByRole('button', { name: 'Esqueci minha senha. O que faço?' }).click();
      await page.getByText('válido por 1 hora').waitFor();
    } finally {
      await closePage(page);
    }
  });
});
