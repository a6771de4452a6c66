import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

describe('walkthrough defects: users status and the manager picker', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('an admin deactivates a user after a confirmation naming them, filters by status, and reactivates them', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users?filter=usuario.demo'));
      const row = page.getByTestId('data-table-row').first();
      await row.waitFor();
      const name = (await row.locator('td').first().textContent())!.trim();
      await row.getByTestId('row-action-deactivate').click();
      const dialog = page.getByTestId('confirm-dialog');
      expect(await dialog.textContent()).toContain(name);
      const saved = page.waitForResponse((r) => /\/api\/users\/\d+\/active$/.test(r.url()));
      await dialog.getByRole('button').last().click();
      expect((await saved).status()).toBe(200);

      const named = page.getByTestId('data-table-row').filter({ hasText: name });
      await named.getByTestId('row-action-reactivate').waitFor();
      expect(await named.textContent()).toContain('Desativado');

      await named.getByTestId('row-action-reactivate').click();
      expect(await page.getByTestId('confirm-dialog').textContent()).toContain(name);
      await page.getByTestId('confirm-dialog').getByRole('button').last().click();
      await named.getByTestId('row-action-deactivate').waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('the membership manager picker asks the server for what is typed', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users?filter=medico%40demo'));
      await page.getByTestId('data-table-row').first().getByTestId('row-action-user-groups').click();
      await page.getByTestId('memberships-table').waitFor();
      await page.getByTestId('data-table-add').click();
      const searched = page.waitForResponse((r) => r.url().includes('/api/users/managers') && r.url().includes('filter=distrital'));
      await page.getByTestId('membership-manager').fill('distrital');
      expect((await searched).status()).toBe(200);
      await page.getByRole('option', { name: /Distrital/i }).first().waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('"Esqueci meu login" and the signup link keep the programme of the login page', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/login?program=BEMESTAR'));
      // The links name the programme once it is loaded (the form shows then).
      await page.locator('input[name="username"]').waitFor();
      const recover = page.locator('a[href^="/recover-login"]');
      expect(await recover.getAttribute('href')).toContain('program=BEMESTAR');
      expect(await page.locator('a[href^="/signup"]').getAttribute('href')).toContain('program=BEMESTAR');
    } finally {
      await closePage(page);
    }
  });
});
