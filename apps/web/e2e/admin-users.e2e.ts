import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { json } from './support/api.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { shownMenuTestIds } from './support/menu.ts';

/** Picks an option of an MUI select opened by its data-testid. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('users and user-groups administration', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('admin creates a group with a permission, assigns a user, and the user menu changes', async () => {
    const admin = await newPage(browser);
    const rep = await newPage(browser);
    const groupName = `Grupo kits E2E ${Date.now()}`;
    try {
      await loginAs(rep, 'representante@demo.com.br');
      expect(await shownMenuTestIds(rep)).not.toContain('menu-supplyRequests');

      await loginAs(admin, 'admin@demo.com.br');
      await admin.goto(url('/user-groups'));
      await admin.getByTestId('data-table-add').click();
      await admin.getByTestId('user-group-name').fill(groupName);
      await admin.getByTestId('user-group-save').click();
      await admin.getByTestId('data-table-search').fill('kits E2E');
      const groupRow = admin.getByTestId('data-table-row').filter({ hasText: groupName });
      await groupRow.getByTestId('row-action-permissions').click();
      await admin.getByRole('heading', { name: new RegExp(groupName) }).waitFor();

      await admin.getByTestId('data-table-add').click();
      // "Todos" is shown in the empty selects: every label sits above its value, none drawn over it.
      await admin.getByTestId('permission-type').click();
      await admin.getByTestId('permission-type-CLINICAL_EXAMINATION').click();
      const dialog = admin.getByTestId('permission-dialog');
      await dialog.getByTestId('permission-followup').waitFor();
      for (const label of await dialog.locator('label').all()) expect(await label.getAttribute('data-shrink')).toBe('true');
      await admin.getByTestId('permission-type').click();
      await admin.getByTestId('permission-type-SUPPLY').click();
      await admin.getByTestId('permission-save').click();
      await admin.getByTestId('permissions-table').getByTestId('data-table-row').filter({ hasText: 'Kits' }).waitFor();

      await admin.goto(url('/users?filter=representante%40demo'));
      const repRow = admin.getByTestId('data-table-row').filter({ hasText: 'representante@demo.com.br' });
      await repRow.getByTestId('row-action-user-groups').click();
      await admin.getByTestId('memberships-table').waitFor();
      await admin.getByTestId('data-table-add').click();
      await choose(admin, 'membership-group', groupName);
      await admin.getByTestId('membership-save').click();
      const membershipRow = admin.getByTestId('memberships-table').getByTestId('data-table-row').filter({ hasText: groupName });
      await membershipRow.waitFor();

      await rep.reload();
      await expect.poll(() => shownMenuTestIds(rep)).toContain('menu-supplyRequests');

      // Removing the membership takes the screen away again.
      await membershipRow.getByTestId('row-action-remove').click();
      await admin.getByTestId('confirm-dialog-confirm').click();
      await membershipRow.waitFor({ state: 'detached' });
      await rep.reload();
      await expect.poll(() => shownMenuTestIds(rep)).not.toContain('menu-supplyRequests');
    } finally {
      await closePage(admin);
      await closePage(rep);
    }
  });

  it('admin adds a user of another programme to a group by e-mail, and finds them in the users list (decision 0065)', async () => {
    const email = `outro-programa-${Date.now()}@demo.com.br`;
    // A representative of the other programme only: created there by its administrator.
    const other = await apiAs('admin@demo.com.br', 'ABRACARAVIDA');
    await json(await other.post('/api/users', { data: { name: 'Representante de Outro Programa', email, phone: '11987651234', type: 'REPRESENTATIVE' } }));
    await other.dispose();
    const admin = await newPage(browser);
    try {
      await loginAs(admin, 'admin@demo.com.br');
      await admin.goto(url(`/users?filter=${encodeURIComponent(email)}`));
      await admin.getByText('Nenhum registro encontrado').waitFor();
      await admin.goto(url('/user-groups'));
      const groupRow = admin.getByTestId('data-table-row').filter({ hasText: 'Campo - exames e medicamentos' });
      await groupRow.getByTestId('row-action-add-existing-user').click();
      await admin.getByTestId('existing-member-email').fill(email);
      await admin.getByTestId('existing-member-save').click();
      await admin.getByText('Representante de Outro Programa foi adicionado ao programa e ao grupo Campo - exames e medicamentos.').waitFor();
      await admin.goto(url(`/users?filter=${encodeURIComponent(email)}`));
      await admin.getByTestId('data-table-row').filter({ hasText: email }).waitFor();
    } finally {
      await closePage(admin);
    }
  });

  it('keeps the users list search, rows and page in the URL across a reload', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users'));
      await page.getByTestId('data-table-search').fill('usuario.demo');
      await page.waitForURL((u) => u.searchParams.get('filter') === 'usuario.demo');
      await page.getByTestId('data-table-pagination').getByRole('combobox').click();
      await page.getByRole('option', { name: '25' }).click();
      await page.waitForURL((u) => u.searchParams.get('rows') === '25');
      await expect.poll(() => page.getByTestId('data-table-row').count()).toBe(25);
      const firstOfPage0 = await page.getByTestId('data-table-row').first().textContent();
      await page.getByRole('button', { name: /próxima|next/i }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '1');
      const pagination = page.getByTestId('data-table-pagination');
      await expect.poll(() => pagination.textContent()).toMatch(/26–50 de 200/);
      // The previous page stays on screen while the next one loads.
      await expect.poll(() => page.getByTestId('data-table-row').first().textContent()).not.toBe(firstOfPage0);
      const firstRow = await page.getByTestId('data-table-row').first().textContent();

      await page.reload();
      await expect.poll(() => page.getByTestId('data-table-pagination').textContent()).toMatch(/26–50 de 200/);
      expect(await page.getByTestId('data-table-search').inputValue()).toBe('usuario.demo');
      expect(await page.getByTestId('data-table-row').first().textContent()).toBe(firstRow);
      expect(await page.getByTestId('data-table-row').count()).toBe(25);
    } finally {
      await closePage(page);
    }
  });
});
