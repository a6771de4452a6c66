import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/** The texts of the table's first column, in order. */
const firstColumn = (page: Page) => page.getByTestId('data-table-row').locator('td:first-child').allTextContents();

/** Waits until the table shows rows for the URL's current query (not the previous page's). */
async function rowsAfter(page: Page, check: (u: URL) => boolean) {
  await page.waitForURL(check);
  await page.getByTestId('data-table-loading').waitFor({ state: 'detached' });
  await page.getByTestId('data-table-row').first().waitFor();
}

describe('catalogue screens as a new administrator finds them', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });
  const stamp = Date.now();

  it('a treatment location takes the shared address block: CEP mask and lookup, UF select, complement kept', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/treatment-location/register'));
      await page.getByTestId('address-complement').fill('Sala 5');
      await page.getByTestId('address-cep').fill('01310100');
      expect(await page.getByTestId('address-cep').inputValue()).toBe('01310-100');
      await expect.poll(() => page.getByTestId('address-placeDescription').inputValue()).toBe('Avenida Paulista');
      expect(await page.getByTestId('address-state').textContent()).toBe('SP');
      expect(await page.getByTestId('address-city').inputValue()).toBe('São Paulo');
      // The street's range note ("de 612 a 1510 - lado par") is not the user's complement.
      expect(await page.getByTestId('address-complement').inputValue()).toBe('Sala 5');

      await page.getByTestId('travelGroupId').click();
      await page.getByRole('option').first().click();
      await page.getByTestId('name').fill(`Local E2E ${stamp}`);
      await page.getByTestId('address-number').fill('1000');
      await page.getByTestId('treatment-location-form-save').click();
      await page.waitForURL((u) => u.pathname === '/treatment-location');
      await page.getByTestId('data-table-search').fill(String(stamp));
      await page.getByTestId('data-table-row').filter({ hasText: `Local E2E ${stamp}` }).filter({ hasText: 'São Paulo/SP' }).waitFor();

      // The record opens read-only, with breadcrumbs back to its list.
      await page.getByTestId('data-table-row').filter({ hasText: `Local E2E ${stamp}` }).getByTestId('row-action-view').click();
      const detail = page.getByTestId('treatment-location-detail');
      await detail.getByRole('heading', { name: `Local E2E ${stamp}` }).waitFor();
      await detail.getByText('01310-100').waitFor();
      expect(await detail.getByText('Sala 5').count()).toBe(1);
      expect(await detail.locator('input').count()).toBe(0);
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Locais de tratamento' }).click();
      await page.waitForURL((u) => u.pathname === '/treatment-location');
    } finally {
      await closePage(page);
    }
  });

  it('catalogue lists sort by their columns through the server, both ways', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      for (const [path, column] of [['/products', 'name'], ['/presentations', 'product'], ['/followups', 'name'], ['/treatment-location', 'city']] as const) {
        await page.goto(url(path));
        await page.getByTestId('data-table-row').first().waitFor();
        await page.getByTestId(`data-table-sort-${column}`).click();
        await rowsAfter(page, (u) => u.searchParams.get('sort') === column && u.searchParams.get('order') !== 'desc');
        const asc = await firstColumn(page);
        await page.getByTestId(`data-table-sort-${column}`).click();
        await rowsAfter(page, (u) => u.searchParams.get('order') === 'desc');
        await expect.poll(() => firstColumn(page), { message: `${path} by ${column}` }).not.toEqual(asc.length > 1 ? asc : ['']);
      }
    } finally {
      await closePage(page);
    }
  });

  it('the audit trail speaks pt-BR, filters by author, action and days, and shows details as labelled fields', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'sysadmin@demo.com.br');
      await page.goto(url('/audit'));
      await page.getByTestId('data-table-row').first().waitFor();
      const body = await page.getByTestId('audit-table').textContent();
      expect(body).not.toMatch(/\buser\.create\b|\bprogramFile\b|\bloginFailed\b/);

      await page.getByTestId('data-table-filter-action').click();
      await page.getByRole('option', { name: 'Login', exact: true }).click();
      await rowsAfter(page, (u) => u.searchParams.get('action') === 'login');
      const actions = () => page.getByTestId('data-table-row').locator('td:nth-child(3)').allTextContents();
      await expect.poll(async () => [...new Set(await actions())]).toEqual(['Login']);

      await page.getByTestId('data-table-filter-actorId').click();
      await page.getByRole('option', { name: /Sofia/ }).first().click();
      await rowsAfter(page, (u) => u.searchParams.has('actorId'));

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      await page.getByTestId('data-table-filter-from').fill('2000-01-01');
      await page.getByTestId('data-table-filter-to').fill('2000-01-31');
      await page.getByTestId('data-table-empty').waitFor();
      await page.getByTestId('data-table-filter-to').fill(today);
      await page.getByTestId('data-table-row').first().waitFor();

      // A creation's details: the record's fields, labelled.
      const created = await page.request.post(url('/api/clients'), { data: { name: `Cliente auditado ${stamp}` } });
      expect(created.status()).toBe(201);
      await page.goto(url(`/audit?action=create&from=${today}&to=${today}&sort=at&order=desc`));
      await page.getByTestId('data-table-row').filter({ hasText: 'Cliente' }).first().getByTestId('row-action-view').click();
      const details = page.getByTestId('audit-details');
      await details.getByTestId('audit-details-fields').waitFor();
      expect(await details.textContent()).not.toMatch(/[{}]/);
      expect(await details.getByRole('columnheader', { name: 'Campo' }).count()).toBe(1);
      await details.getByRole('rowheader', { name: 'Nome' }).waitFor();
      await details.getByText(`Cliente auditado ${stamp}`).waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('a deletion names the record and says Excluir; an edit with changes asks before leaving', async () => {
    const page = await newPage(browser);
    const name = `Cliente E2E ${stamp}`;
    try {
      await loginAs(page, 'sysadmin@demo.com.br');
      await page.goto(url('/clients/register'));
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Clientes' }).waitFor();
      await page.getByTestId('name').fill(name);
      // Leaving with unsaved changes asks; staying keeps the text.
      await page.getByRole('button', { name: 'Cancelar' }).click();
      const ask = page.getByTestId('confirm-dialog');
      await ask.getByText('Há alterações que ainda não foram salvas. Deseja sair sem salvar?').waitFor();
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/clients/register');
      expect(await page.getByTestId('name').inputValue()).toBe(name);
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Clientes' }).click();
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
      await page.waitForURL((u) => u.pathname === '/clients');

      // The browser's back/forward asks too: staying undoes it, leaving replays it.
      await page.getByTestId('data-table-search').waitFor();
      await page.evaluate(() => window.history.back());
      await page.waitForURL((u) => u.pathname === '/clients/register');
      await page.getByTestId('name').fill(name);
      await page.evaluate(() => window.history.forward());
      await ask.waitFor();
      await page.waitForURL((u) => u.pathname === '/clients/register');
      await ask.getByRole('button', { name: 'Cancelar' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await page.getByTestId('name').inputValue()).toBe(name);
      await page.evaluate(() => window.history.forward());
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
      await page.waitForURL((u) => u.pathname === '/clients');

      // Saving goes back to the list without asking.
      await page.goto(url('/clients/register'));
      await page.getByTestId('name').fill(name);
      await page.getByTestId('client-form-save').click();
      await page.waitForURL((u) => u.pathname === '/clients');
      expect(await page.getByTestId('confirm-dialog').count()).toBe(0);

      await page.getByTestId('data-table-search').fill(String(stamp));
      const row = page.getByTestId('data-table-row').filter({ hasText: name });
      await row.getByRole('button', { name: 'Excluir' }).click();
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.getByText(`Deseja realmente excluir "${name}"?`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Excluir' }).click();
      await row.waitFor({ state: 'detached' });
    } finally {
      await closePage(page);
    }
  });

  it('programme modules show as chips', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'sysadmin@demo.com.br');
      await page.goto(url('/programs'));
      const chips = page.getByTestId('data-table-row').first().getByTestId('module-chips').locator('.MuiChip-root');
      await chips.first().waitFor();
      expect(await chips.count()).toBeGreaterThan(1);
    } finally {
      await closePage(page);
    }
  });
});
