import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { loginAs } from './support/login.ts';

async function choose(page: Page, testId: string, option: string | RegExp, { multiple = false } = {}) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
  if (multiple) await page.keyboard.press('Escape');
}

/** Opens the edit screen of the list row that matches the search. */
async function editRow(page: Page, search: string) {
  await page.getByTestId('data-table-search').fill(search);
  const row = page.getByTestId('data-table-row').filter({ hasText: search });
  await row.waitFor();
  await row.getByTestId('row-action-edit').click();
}

describe('programme configuration', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  const stamp = Date.now();
  const kitGroup = `Kits E2E ${stamp}`;
  const kit = `Kit de coleta E2E ${stamp}`;
  const examGroup = `Painel E2E ${stamp}`;

  it('the system administrator configures an exam group with two exams and a supply', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'sysadmin@demo.com.br');

      // A supply group and its supply (kit).
      await page.getByTestId('side-menu').getByRole('link', { name: 'Grupos de kits' }).click();
      await page.waitForURL((u) => u.pathname === '/supply-groups');
      await page.getByTestId('data-table-add').click();
      await page.getByTestId('name').fill(kitGroup);
      await page.getByTestId('supply-group-form-save').click();
      await page.getByText('Grupo de kits salvo com sucesso.').waitFor();
      await editRow(page, kitGroup);
      await page.getByTestId('supplies-add').click();
      await page.getByTestId('supply-name').fill(kit);
      await page.getByTestId('maxQuantityPerRequest').fill('2');
      await page.getByTestId('supply-dialog-save').click();
      await page.getByText('Kit salvo com sucesso.').waitFor();
      await page.getByTestId('supplies-row').filter({ hasText: kit }).waitFor();

      // The exam group: required fields first, then its flags and laboratory.
      await page.getByTestId('side-menu').getByRole('link', { name: 'Grupos de exames' }).click();
      await page.waitForURL((u) => u.pathname === '/exam-groups');
      await page.getByTestId('data-table-add').click();
      await page.getByTestId('exam-group-form-save').click();
      await page.getByText('Campo obrigatório').first().waitFor();
      await choose(page, 'followupId', 'Oncologia');
      await page.getByTestId('name').fill(examGroup);
      await choose(page, 'institutionIds', 'Laboratório Diagnóstico Brasil', { multiple: true });
      await page.getByTestId('requiresSampleWithdrawal').check();
      await page.getByTestId('exam-group-form-save').click();
      await page.getByText('Grupo de exames salvo com sucesso.').waitFor();
      await page.waitForURL((u) => u.pathname === '/exam-groups');

      // Two exams on the group's edit screen, the first shipping the new kit.
      await editRow(page, examGroup);
      await page.getByTestId('exams').waitFor();
      expect(await page.getByTestId('requiresSampleWithdrawal').isChecked()).toBe(true);
      await page.getByTestId('exams-add').click();
      await page.getByTestId('examTypeName').fill('Hemograma completo');
      await page.getByTestId('required').check();
      await choose(page, 'supplyIds', `${kitGroup} – ${kit}`, { multiple: true });
      await page.getByTestId('exam-dialog-save').click();
      await page.getByText('Exame salvo com sucesso.').waitFor();
      await page.getByTestId('exams-row').filter({ hasText: 'Hemograma completo' }).waitFor();

      await page.getByTestId('exams-add').click();
      await page.getByTestId('examTypeName').fill('Perfil lipídico');
      await page.getByTestId('exam-dialog-save').click();
      await page.getByTestId('exams-row').filter({ hasText: 'Perfil lipídico' }).waitFor();

      const rows = page.getByTestId('exams-row');
      expect(await rows.count()).toBe(2);
      expect(await rows.filter({ hasText: 'Hemograma completo' }).textContent()).toContain(kit);

      // The list counts the group's exams.
      await page.getByTestId('side-menu').getByRole('link', { name: 'Grupos de exames' }).click();
      await page.getByTestId('data-table-search').fill(examGroup);
      // The cached page may show first while the list refetches: wait for the fresh count.
      await page.getByTestId('data-table-row').filter({ hasText: examGroup }).filter({ hasText: /Oncologia\s*2/ }).waitFor();
    } finally {
      await closePage(page);
    }
  });
});
