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

  it('eMAG shortcuts move the focus: Alt+1 content, Alt+2 menu, Alt+3 search, Alt+4 footer', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users'));
      await page.getByTestId('data-table-search').waitFor();
      const focused = () => page.evaluate(() => {
        const el = document.activeElement;
        return { tag: el?.tagName.toLowerCase(), id: el?.id, inNav: Boolean(el?.closest('nav')), inFooter: Boolean(el?.closest('footer')) };
      });
      await page.keyboard.press('Alt+3');
      expect((await focused()).id).toBe('data-table-search');
      await page.keyboard.press('Alt+2');
      expect((await focused()).inNav).toBe(true);
      await page.keyboard.press('Alt+4');
      expect((await focused()).inFooter).toBe(true);
      await page.keyboard.press('Alt+1');
      expect((await focused()).tag).toBe('main');
    } finally {
      await closePage(page);
    }
  });
});
