import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DOCTOR_TEMPLATE_HEADERS, translate } from '@portal/domain';
import { libreOfficeStyleXlsx, type LibreCell } from '../../api/src/platform/lib/spreadsheet/xlsx-fixtures.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/**
 * The district manager imports doctors from a LibreOffice-made spreadsheet: a file with bad rows
 * is explained and nothing is saved; the clean file is saved whole and listed; then they filter by
 * status, open a pending doctor and approve them.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RUN = Date.now().toString().slice(-5);
const header: LibreCell[] = DOCTOR_TEMPLATE_HEADERS.map((h) => ({ shared: h }));
const row = (name: string, crm: string, uf: string, cpf: string): LibreCell[] => [
  { inline: name }, { textNumber: crm }, { inline: uf }, { textNumber: '11987654321' },
  { inline: `${crm}@exemplo.com.br` }, { textNumber: cpf }, { inline: 'Cardiologia' },
];
const GOOD = [
  row(`Dra. Helena Planilha ${RUN}`, `8${RUN}1`, 'SP', '52998224725'),
  row(`Dr. Igor Planilha ${RUN}`, `8${RUN}2`, 'MG', '11144477735'),
];
const BAD = [
  row(`Dr. CPF Errado ${RUN}`, `8${RUN}3`, 'SP', '52998224726'),
  row(`Dr. UF Errada ${RUN}`, `8${RUN}4`, 'XX', '39053344705'),
];

async function upload(page: Page, rows: LibreCell[][], name: string) {
  await page.getByTestId('doctors-import-file').setInputFiles({ name, mimeType: XLSX, buffer: libreOfficeStyleXlsx([header, ...rows]) });
  await page.getByTestId('doctors-import-save').click();
}

async function search(page: Page, text: string) {
  await page.getByTestId('data-table-search').fill(text);
  await page.waitForURL((u) => u.searchParams.get('filter') === text);
}

const tableRows = (page: Page) => page.getByTestId('doctors-table').getByTestId('data-table-row');

describe('doctors list and spreadsheet import', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('district manager: a file with bad rows is explained and nothing saved, the clean file is saved and listed, a pending doctor is approved', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'distrital@demo.com.br');
      await page.goto(url('/doctors'));
      await page.getByRole('heading', { name: translate('doctors.title'), exact: true }).waitFor();
      await tableRows(page).first().waitFor();

      // Bad rows: the dry run's summary, the critique dialog and the errors table, nothing saved.
      await upload(page, [...GOOD, ...BAD], 'medicos-com-erros.xlsx');
      expect(await page.getByTestId('doctors-import-summary-counts').textContent()).toBe('2 válidas, 2 com erros');
      expect(await page.getByTestId('doctors-import-import').count()).toBe(0);
      const dialog = page.getByTestId('critique-dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('critique-total').textContent()).toBe('4');
      expect(await dialog.getByTestId('critique-valid').textContent()).toBe('2');
      expect(await dialog.getByTestId('critique-invalid').textContent()).toBe('2');
      await dialog.getByTestId('critique-close').click();
      const errors = page.getByTestId('doctors-import-errors-table').getByTestId('data-table-row');
      await expect.poll(() => errors.count()).toBe(2);
      // The wizard's summary and errors table: no serious axe violation.
      expect(await seriousViolations(page, '[data-testid="doctors-import"]')).toEqual([]);
      expect(await errors.nth(0).textContent()).toContain(`CPF: ${translate('validation.invalidCpf')}`);
      expect(await errors.nth(1).textContent()).toContain(`UF: ${translate('validation.invalidUf')}`);
      await search(page, `Planilha ${RUN}`);
      await page.getByTestId('doctors-table').getByTestId('data-table-empty').waitFor();

      // The clean file: choosing it clears the old errors; the dry run says all is valid, then all are saved and counted.
      await page.getByTestId('doctors-import-file').setInputFiles({ name: 'medicos.xlsx', mimeType: XLSX, buffer: libreOfficeStyleXlsx([header, ...GOOD]) });
      expect(await page.getByTestId('doctors-import-errors-table').count()).toBe(0);
      await page.getByTestId('doctors-import-save').click();
      expect(await page.getByTestId('doctors-import-summary-counts').textContent()).toBe('2 válidas, 0 com erros');
      await page.getByTestId('doctors-import-import').click();
      await page.getByText(translate('msg.successToUploadDoctorsXlsx')).waitFor();
      expect(await page.getByTestId('doctors-import-result').textContent()).toContain('2 linhas importadas.');
      await expect.poll(() => tableRows(page).count()).toBe(2);
      for (const r of await tableRows(page).all()) {
        expect(await r.textContent()).toContain(translate('doctorStatus.unregistered'));
      }
      expect(await tableRows(page).first().textContent()).toContain('(11) 98765-4321');

      // Filter by status: the doctor awaiting approval under the representative.
      await search(page, 'Caio');
      await page.getByTestId('data-table-filter-status').click();
      await page.getByRole('option', { name: translate('doctorStatus.preRegistration') }).click();
      await page.waitForURL((u) => u.searchParams.get('status') === 'preRegistration');
      await expect.poll(() => tableRows(page).count()).toBe(1);
      await tableRows(page).first().getByTestId('row-action-view').click();

      // The detail: header card, tabs, and the approval.
      await page.getByTestId('doctor-header').waitFor();
      expect(await page.getByTestId('doctor-name').textContent()).toBe('Dr. Caio Pré-cadastro Moreira');
      expect(await page.getByTestId('doctor-crm').textContent()).toBe('246810/SP');
      await page.getByTestId('doctor-tabpanel').waitFor();
      await page.getByTestId('doctor-tab-vouchers').waitFor();
      await page.getByTestId('doctor-tab-distribution').click();
      await page.getByTestId('doctor-distributions').getByTestId('data-table-empty').waitFor();
      await page.getByTestId('doctor-header').getByTestId('doctor-status-preRegistration').waitFor();
      await page.getByTestId('doctor-approve').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await page.getByText(translate('msg.successToApproveUser')).waitFor();
      await page.getByTestId('doctor-header').getByTestId('doctor-status-registered').waitFor();

      // Back on the list, the doctor is now registered.
      await page.getByTestId('doctor-back').click();
      await search(page, 'Caio');
      await expect.poll(async () => (await tableRows(page).first().textContent()) ?? '').toContain(translate('doctorStatus.registered'));
    } finally {
      await closePage(page);
    }
  });
});
