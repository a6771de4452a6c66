import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/** A small valid-looking PDF above the 1 KB minimum. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n% Guia do paciente E2E\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('administration catalogue and library', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  const stamp = Date.now();
  const productName = `Produto E2E ${stamp}`;
  const presentationName = `${productName} 10 mg`;
  const fileName = `Guia E2E ${stamp}`;

  it('an admin creates a product and a presentation, uploads a library file and downloads it', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/products'));
      await page.getByTestId('data-table-add').click();
      await page.waitForURL((u) => u.pathname === '/products/register');
      await page.getByTestId('product-form-save').click();
      await page.getByText('Campo obrigatório').first().waitFor();
      await page.getByTestId('name').fill(productName);
      await page.getByTestId('activeIngredients').fill('princípio ativo de teste');
      await page.getByTestId('product-form-save').click();
      await page.getByText('Produto salvo com sucesso.').waitFor();
      await page.waitForURL((u) => u.pathname === '/products');
      await page.getByTestId('data-table-search').fill(String(stamp));
      await page.getByTestId('data-table-row').filter({ hasText: productName }).waitFor();

      await page.goto(url('/presentations'));
      await page.getByTestId('data-table-add').click();
      await choose(page, 'productId', productName);
      await page.getByTestId('name').fill(presentationName);
      await page.getByTestId('discount').fill('15');
      await page.getByTestId('presentation-form-save').click();
      await page.getByText('Apresentação salva com sucesso.').waitFor();
      await page.getByTestId('data-table-search').fill(String(stamp));
      const row = page.getByTestId('data-table-row').filter({ hasText: presentationName });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/15(,00)?%/);

      await page.goto(url('/library'));
      await page.getByTestId('library-upload-name').fill(fileName);
      await page.getByTestId('library-upload-description').fill('Orientações para o paciente');
      // A file too small or of a refused type is refused with the reason.
      await page.getByTestId('library-upload-file').setInputFiles({ name: 'vazio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
      await page.getByTestId('library-upload-submit').click();
      await page.getByText(translate('validation.libraryFileTooSmall')).waitFor();
      await page.getByTestId('library-upload-file').setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: PDF });
      await page.getByTestId('library-upload-submit').click();
      await page.getByText(translate('validation.libraryFileType')).waitFor();
      await page.getByTestId('library-upload-file').setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('library-upload-submit').click();
      await page.getByText('Arquivo enviado com sucesso.').waitFor();
      const card = page.getByRole('button', { name: `Abrir o arquivo ${fileName}` });
      await card.waitFor();

      // Opening the card downloads the file in place: no blank tab is left behind.
      const pagesBefore = page.context().pages().length;
      const [download] = await Promise.all([page.waitForEvent('download'), card.click()]);
      expect(page.context().pages()).toHaveLength(pagesBefore);
      expect(download.suggestedFilename()).toBe(`${fileName}.pdf`);
      const saved = await download.path();
      expect((await readFile(saved)).equals(PDF)).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it('a doctor sees the file in the library, without upload or delete', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/library'));
      await page.getByTestId('library-group-PROGRAM').getByRole('button', { name: `Abrir o arquivo ${fileName}` }).waitFor();
      expect(await page.getByTestId('library-upload').count()).toBe(0);
      expect(await page.locator('[data-testid^="file-delete-"]').count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});
