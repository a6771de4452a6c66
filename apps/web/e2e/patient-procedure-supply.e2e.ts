import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { translate, type DoctorAddress, type PatientProcedure, type Product, type Supply, type SupplyGroup } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';

interface Demo { programId: number; doctorId: number; product: Product; assisted: PatientProcedure; kits: SupplyGroup; homeKit: Supply }

async function demoCatalogue(api: APIRequestContext): Promise<Demo> {
  const program = await json<{ id: number }>(await api.get(`/api/programs/by-slug/${PROGRAM}`));
  const me = await json<{ id: number }>(await api.get('/api/user'));
  const products = await json<Product[]>(await api.get(`/api/programs/${program.id}/products`));
  const product = products.find((p) => p.name === 'Imunovita')!;
  const procedures = await json<PatientProcedure[]>(await api.get(`/api/products/${product.id}/patient-procedures`));
  const groups = await json<SupplyGroup[]>(await api.get(`/api/programs/${program.id}/supply-groups`));
  const kits = groups.find((g) => g.name === 'Kits de aplicação')!;
  const supplies = await json<Supply[]>(await api.get(`/api/supply-groups/${kits.id}/supplies`));
  return {
    programId: program.id, doctorId: me.id, product, assisted: procedures.find((p) => p.name === 'Aplicação assistida')!,
    kits, homeKit: supplies.find((s) => s.name === 'Kit de aplicação domiciliar')!,
  };
}

const stockOf = async (page: Page) => Number(await page.getByTestId('stock-chip').and(page.locator('[data-amount]')).getAttribute('data-amount'));

async function pick(page: Page, testId: string, value: number | string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(`${testId}-option-${value}`).click();
}

async function signIn(page: Page, path: string) {
  await loginAs(page, DOCTOR);
  await page.request.post(url('/api/doctors/program-notice/seen'));
  await page.goto(url(path));
}

describe('patient-procedure and supply requests', () => {
  let browser: Browser;
  let doctor: APIRequestContext;
  let demo: Demo;
  beforeAll(async () => {
    browser = await launchBrowser();
    doctor = await apiAs(DOCTOR, PROGRAM);
    demo = await demoCatalogue(doctor);
  });
  afterAll(async () => {
    await doctor.dispose();
    await browser.close();
  });

  it('the demo doctor requests a patient procedure: one unit of stock is spent and the form starts over', async () => {
    const page = await newPage(browser);
    try {
      await signIn(page, '/patient-procedures/request');
      await pick(page, 'productId', demo.product.id);
      await pick(page, 'patientProcedureId', demo.assisted.id);
      await page.getByTestId('section-patient').waitFor();
      const before = await stockOf(page);
      expect(before).toBeGreaterThan(0);
      await page.getByTestId('patient-cpf').fill(randomCpf());
      await page.getByTestId('patient-name').fill('Paciente Procedimento E2E');
      await page.getByTestId('patient-phone').fill(`119${randomDigits(8)}`);
      // Required dynamic fields: the form refuses until they are answered.
      await page.getByTestId('patient-procedure-request-submit').click();
      await page.getByText(translate('validation.requiredField')).first().waitFor();
      await pick(page, 'field-localAplicacao', 'Domicílio');
      await page.getByTestId('field-pacienteAlergico-no').check();
      await page.getByTestId('patient-procedure-request-submit').click();
      await page.getByText(translate('msg.successToRequestPatientProcedure')).waitFor();
      await page.locator(`[data-testid="stock-chip"][data-amount="${before - 1}"]`).waitFor();
      expect(await page.getByTestId('patient-name').inputValue()).toBe('');
    } finally {
      await closePage(page);
    }
  });

  it('requests a kit to a new address saved for reuse, then a second kit to the saved address', async () => {
    const page = await newPage(browser);
    const recipient = `Clínica E2E ${randomDigits(6)}`;
    try {
      await signIn(page, '/supply/request');
      await pick(page, 'supplyGroupId', demo.kits.id);
      await pick(page, 'supplyId', demo.homeKit.id);
      await page.getByTestId('section-recipient').waitFor();
      const before = await stockOf(page);
      await pick(page, 'quantity', 2);
      await page.getByTestId('recipientName').fill(recipient);
      await pick(page, 'recipientType', 'CLINIC');
      await page.getByTestId('address-cep').fill('01310-100');
      await page.locator('[data-testid="address-city"]:not([value=""])').waitFor();
      await page.getByTestId('address-placeDescription').fill('Avenida Paulista');
      await page.getByTestId('address-number').fill('1000');
      await page.getByTestId('recipientCpf').fill(randomCpf());
      await page.getByTestId('saveAddress').check();
      await page.getByTestId('supply-request-submit').click();
      await page.getByText(translate('msg.successToRequestSupply')).waitFor();
      await page.locator(`[data-testid="stock-chip"][data-amount="${before - 2}"]`).waitFor();

      const saved = (await json<DoctorAddress[]>(await doctor.get(`/api/programs/${demo.programId}/doctors/${demo.doctorId}/addresses/intern`)))
        .find((a) => a.recipientName === recipient)!;
      expect(saved).toMatchObject({ recipientType: 'CLINIC', placeDescription: 'Avenida Paulista', number: '1000' });

      // The second kit reuses it: only the recipient's CPF is typed again.
      await page.getByTestId('supply-request-submit').waitFor();
      await pick(page, 'addressChoice', saved.id);
      await page.getByTestId('saved-address-summary').getByText(recipient).waitFor();
      await page.getByTestId('recipientCpf').fill(randomCpf());
      await page.getByTestId('supply-request-submit').click();
      await page.getByText(translate('msg.successToRequestSupply')).nth(0).waitFor();
      await page.locator(`[data-testid="stock-chip"][data-amount="${before - 3}"]`).waitFor();
    } finally {
      await closePage(page);
    }
  });
});
