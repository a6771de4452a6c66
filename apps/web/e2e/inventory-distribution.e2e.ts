import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { translate, VOUCHER_TEMPLATE_HEADERS, type Page as ListPage, type Presentation, type Product, type UserDetail, type UserGroup, type UserListItem } from '@portal/domain';
import { libreOfficeStyleXlsx, type LibreCell } from '../../api/src/platform/lib/spreadsheet/xlsx-fixtures.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { documentWidth, seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomDigits } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTORS = 51;
const stamp = String(Date.now());
const productName = `Produto Estoque ${stamp}`;
const presentationName = `${productName} 10 mg`;
const doctorName = (n: number) => `Dr Estoque ${stamp} ${String(n).padStart(2, '0')}`;
/** A unique EAN-13 with its GS1 check digit (weights 3 and 1 from the right). */
const ean = ((body: string) => {
  const sum = Array.from(body, Number).reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
})(`78${stamp.slice(-10)}`);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A fresh product and presentation (so every balance starts at 0) and 51 doctors below the district manager. */
async function seed(admin: APIRequestContext) {
  const program = await json<{ id: number }>(await admin.get(`/api/programs/by-slug/${PROGRAM}`));
  const product = await json<Product>(await admin.post('/api/products', { data: { programId: program.id, name: productName } }));
  const presentation = await json<Presentation>(await admin.post('/api/presentations', {
    data: { productId: product.id, name: presentationName, discount: 0, ean },
  }));
  const findUser = async (email: string) =>
    (await json<ListPage<UserListItem>>(await admin.get(`/api/users?filter=${encodeURIComponent(email)}`))).data.find((u) => u.email === email)!;
  const distrital = await findUser('distrital@demo.com.br');
  const representative = await findUser('representante@demo.com.br');
  const groups = await json<UserGroup[]>(await admin.get(`/api/user-groups?programId=${program.id}`));
  const doctorsGroup = groups.find((g) => g.name === 'Médicos - acesso completo')!;
  const crms = new Map<string, string>();
  for (let n = 1; n <= DOCTORS; n++) {
    const crm = randomDigits(6);
    crms.set(doctorName(n), crm);
    const doctor = await json<UserDetail>(await admin.post('/api/users', {
      data: {
        name: doctorName(n), email: `estoque.${stamp}.${n}@e2e.com.br`, phone: `119${randomDigits(8)}`, type: 'DOCTOR',
        doctor: { crm, uf: 'SP' },
      },
    }));
    await json(await admin.post(`/api/user-groups/User/${doctor.id}`, {
      data: { userGroupId: doctorsGroup.id, userId: doctor.id, managerId: representative.id },
    }));
  }
  return { programId: program.id, product, presentation, distrital, crms };
}

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** Inventory type, distribution type, user type and the seeded presentation. */
async function pickItem(page: Page, userType: 'DISTRICT_MANAGER' | 'DOCTOR') {
  await page.goto(url('/inventory/distribution'));
  await page.getByTestId('inventoryType').click();
  await page.getByTestId('inventoryType-option-FIRST_MEDICINE').click();
  await page.getByTestId('distributionType').click();
  await page.getByTestId('distributionType-option-ADD_UNITS').click();
  await page.getByTestId('userType').click();
  await page.getByTestId(`userType-option-${userType}`).click();
  await choose(page, 'distribution-group', productName);
  await choose(page, 'distribution-item', presentationName);
  await page.getByTestId('distribution-users-table').waitFor();
}

const cardValue = (page: Page, card: string) => page.getByTestId(`${card}-value`).textContent();
const cardStatus = (page: Page, card: string) => page.getByTestId(card).getAttribute('data-status');
const usersTable = (page: Page) => page.getByTestId('distribution-users-table');

/** Searches the users table and waits for the filtered page: `rows` on screen of `total`. */
async function search(page: Page, text: string, rows: number, total = rows) {
  await usersTable(page).getByTestId('data-table-search').fill(text);
  const pager = usersTable(page).getByTestId('data-table-pagination');
  await expect.poll(() => pager.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`–${rows} de ${total}$`));
  await expect.poll(() => usersTable(page).getByTestId('data-table-row').count()).toBe(rows);
}

describe('inventory distribution', () => {
  let browser: Browser;
  let seeded: Awaited<ReturnType<typeof seed>>;
  /** The doctor the district manager could not give to. */
  let lastDoctor = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    try {
      seeded = await seed(admin);
    } finally {
      await admin.dispose();
    }
  });
  afterAll(async () => { await browser.close(); });

  it('the admin, whose stock is unlimited, gives the district manager 500 units', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await pickItem(page, 'DISTRICT_MANAGER');
      await expect.poll(() => cardValue(page, 'stock-available')).toBe('Ilimitado');
      await search(page, 'distrital@demo.com.br', 1);
      await usersTable(page).getByTestId('data-table-row').getByRole('checkbox').check();
      await page.getByTestId('amount').fill('500');
      await expect.poll(() => cardValue(page, 'stock-required')).toBe('500');
      expect(await cardStatus(page, 'stock-required')).toBe('ok');
      await page.getByTestId('distribution-preview-row').filter({ hasText: 'Diego Gerente Distrital' }).filter({ hasText: '0 → 500' }).waitFor();
      await page.getByTestId('distribution-submit').click();
      await page.getByText('Estoque distribuído com sucesso.').waitFor();
      await usersTable(page).getByTestId('data-table-row').filter({ hasText: '500' }).waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('the district manager gives 10 each to 50 doctors, and is refused the 51st', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'distrital@demo.com.br');
      await pickItem(page, 'DOCTOR');
      await expect.poll(() => cardValue(page, 'stock-available')).toBe('500');

      // 50 rows a page; select the page, then every doctor of the filter: 51 × 10 is more than the stock.
      await usersTable(page).getByTestId('data-table-pagination').getByRole('combobox').click();
      await page.getByRole('option', { name: '50', exact: true }).click();
      await search(page, `Dr Estoque ${stamp}`, 50, DOCTORS);
      await usersTable(page).getByRole('checkbox', { name: 'Selecionar todos' }).check();
      await page.getByTestId('data-table-select-all-matching').click();
      await page.getByTestId('amount').fill('10');
      await expect.poll(() => cardValue(page, 'stock-selected')).toBe('51');
      await expect.poll(() => cardValue(page, 'stock-required')).toBe('510');
      expect(await cardStatus(page, 'stock-required')).toBe('over');
      expect(await cardStatus(page, 'stock-available')).toBe('over');
      expect(await page.getByTestId('distribution-submit').isDisabled()).toBe(true);

      // Only this page's 50: exactly the stock (yellow), and the preview shows 0 → 10.
      await page.getByTestId('data-table-clear-selection').click();
      await usersTable(page).getByRole('checkbox', { name: 'Selecionar todos' }).check();
      await expect.poll(() => cardValue(page, 'stock-required')).toBe('500');
      expect(await cardStatus(page, 'stock-required')).toBe('equal');
      expect(await page.getByTestId('distribution-preview-row').first().textContent()).toContain('0 → 10');
      expect(await page.getByTestId('distribution-submit').isDisabled()).toBe(false);
      await page.getByTestId('distribution-submit').click();
      await page.getByText('Estoque distribuído com sucesso.').waitFor();
      await expect.poll(() => cardValue(page, 'stock-available')).toBe('0');

      // The 51st doctor, on the next page: nothing left to give.
      await usersTable(page).getByTestId('data-table-pagination').getByRole('button', { name: /próxima/i }).click();
      await expect.poll(() => usersTable(page).getByTestId('data-table-row').count()).toBe(1);
      const last = usersTable(page).getByTestId('data-table-row');
      await last.getByRole('checkbox').check();
      await page.getByTestId('amount').fill('10');
      await expect.poll(() => cardStatus(page, 'stock-required')).toBe('over');
      expect(await page.getByTestId('distribution-submit').isDisabled()).toBe(true);

      // The server refuses it too, whatever a screen shows.
      const lastName = (await last.locator('td').nth(1).textContent()) ?? '';
      lastDoctor = lastName;
      const api = await apiAs('distrital@demo.com.br', PROGRAM);
      try {
        const users = await json<ListPage<{ id: number; name: string }>>(await api.get('/api/users/for-distribution', {
          params: {
            programId: seeded.programId, inventoryType: 'FIRST_MEDICINE', groupId: seeded.product.id, itemId: seeded.presentation.id,
            userType: 'DOCTOR', filter: lastName, take: 10,
          },
        }));
        const refused = await api.post('/api/movements/inventory/distribute', {
          data: {
            programId: seeded.programId, inventoryType: 'FIRST_MEDICINE', groupId: seeded.product.id, itemId: seeded.presentation.id,
            distributionType: 'ADD_UNITS', amount: 10, userIds: users.data.map((u) => u.id),
          },
        });
        expect(refused.status()).toBe(400);
        expect(((await refused.json()) as { code: string }).code).toBe('insufficientInventory');
      } finally {
        await api.dispose();
      }
    } finally {
      await closePage(page);
    }
  });

  it('by spreadsheet: rows beyond the stock are explained and nothing saved; the admin\'s file is saved', async () => {
    const header: LibreCell[] = VOUCHER_TEMPLATE_HEADERS.map((h) => ({ shared: h }));
    const file = (amount: string) => ({
      name: 'vouchers.xlsx', mimeType: XLSX,
      buffer: libreOfficeStyleXlsx([header, [{ textNumber: seeded.crms.get(lastDoctor)! }, { inline: 'SP' }, { textNumber: ean }, { textNumber: amount }]]),
    });
    const page = await newPage(browser);
    try {
      // The district manager has nothing left: the row is refused and explained.
      await loginAs(page, 'distrital@demo.com.br');
      await page.goto(url('/inventory/distribution'));
      const template = await page.getByTestId('distribution-import-template').getAttribute('href');
      expect((await page.request.get(url(template!))).status()).toBe(200);
      await page.getByTestId('distribution-import-file').setInputFiles(file('10'));
      await page.getByTestId('distribution-import-save').click();
      const dialog = page.getByTestId('critique-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('critique-invalid').textContent()).toBe('1');
      await dialog.getByTestId('critique-close').click();
      const errors = page.getByTestId('distribution-import-errors-table').getByTestId('data-table-row');
      await expect.poll(() => errors.count()).toBe(1);
      expect(await errors.first().textContent()).toContain(translate('validation.insufficientInventory'));
    } finally {
      await closePage(page);
    }

    const admin = await newPage(browser);
    try {
      await loginAs(admin, 'admin@demo.com.br');
      await admin.goto(url('/inventory/distribution'));
      await admin.getByTestId('distribution-import-file').setInputFiles(file('7'));
      await admin.getByTestId('distribution-import-save').click();
      await admin.getByTestId('distribution-import-import').click();
      await admin.getByText(translate('msg.successToDistributeUploadXlsx')).waitFor();
    } finally {
      await closePage(admin);
    }
  });

  it('the inventory list shows the balances and each movement', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'distrital@demo.com.br');
      // The stamp names both the item and the doctors, whichever of them the search matches.
      await page.goto(url(`/inventory?filter=${stamp}&rows=50`));
      const table = page.getByTestId('inventory-table');
      const doctorRows = () => table.getByTestId('data-table-row').filter({ hasText: presentationName }).filter({ hasText: 'Dr Estoque' });
      await doctorRows().first().waitFor({ timeout: 15_000 });

      // A doctor's history: the district manager gave 10, with CSV and XLSX export.
      const given = doctorRows().filter({ has: page.locator('td:nth-child(5)', { hasText: /^10$/ }) }).first();
      const name = ((await given.locator('td').first().textContent()) ?? '').replace('Médico', '').trim();
      await given.getByTestId('row-action-history').click();
      const movement = page.getByTestId('movement-history-table').getByTestId('data-table-row').filter({ hasText: 'Diego Gerente Distrital' });
      await movement.filter({ hasText: 'Adicionar unidades' }).filter({ hasText: name }).first().waitFor();
      const csv = await page.getByTestId('movement-history-csv').getAttribute('href');
      const xlsx = await page.getByTestId('movement-history-xlsx').getAttribute('href');
      expect((await page.request.get(url(csv!))).status()).toBe(200);
      expect((await page.request.get(url(xlsx!))).status()).toBe(200);
      await page.getByTestId('movement-history-close').click();

      // Every page of the filter: 50 doctors hold 10 each, the 51st the 7 of the admin's spreadsheet.
      const balances: string[] = [];
      for (;;) {
        for (const row of await doctorRows().all()) balances.push(((await row.locator('td').nth(4).textContent()) ?? '').trim());
        const next = table.getByTestId('data-table-pagination').getByRole('button', { name: /próxima/i });
        if (await next.isDisabled()) break;
        const first = await table.getByTestId('data-table-row').first().textContent();
        await next.click();
        await expect.poll(() => table.getByTestId('data-table-row').first().textContent()).not.toBe(first);
      }
      expect(balances.filter((b) => b === '10')).toHaveLength(50);
      expect(balances.filter((b) => b !== '10')).toEqual(['7']);
    } finally {
      await closePage(page);
    }
  });

  it('fits a 390 px phone without sideways scrolling, with no serious axe violation', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await loginAs(page, 'distrital@demo.com.br');
      await pickItem(page, 'DOCTOR');
      await search(page, `Dr Estoque ${stamp}`, 10, DOCTORS);
      await usersTable(page).getByRole('checkbox', { name: 'Selecionar todos' }).check();
      await page.getByTestId('amount').fill('1');
      await page.getByTestId('distribution-preview-row').first().waitFor();
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
