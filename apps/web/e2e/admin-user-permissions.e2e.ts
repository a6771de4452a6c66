import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

describe("a user's permissions", () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('admin sees what a user holds and grants more by adding them to a group', async () => {
    const admin = await newPage(browser);
    try {
      await loginAs(admin, 'admin@demo.com.br');
      await admin.goto(url('/users?filter=distrital%40demo'));
      await admin.getByTestId('data-table-row').filter({ hasText: 'distrital@demo.com.br' }).getByTestId('row-action-permissions').click();
      const table = admin.getByTestId('user-permissions-table');
      await table.getByTestId('data-table-row').filter({ hasText: 'Gestão comercial' }).waitFor();
      expect(await table.getByTestId('data-table-row').filter({ hasText: 'Todos os módulos' }).count()).toBe(1);

      await admin.getByTestId('data-table-add').click();
      await admin.getByTestId('membership-group').click();
      await admin.getByRole('option', { name: 'Campo - exames e medicamentos' }).click();
      await admin.getByTestId('membership-save').click();
      await table.getByTestId('data-table-row').filter({ hasText: 'Campo - exames e medicamentos' }).first().waitFor();
      expect(await table.getByTestId('data-table-row').filter({ hasText: 'Campo - exames e medicamentos' }).count()).toBe(2);
    } finally {
      await closePage(admin);
    }
  });
});
