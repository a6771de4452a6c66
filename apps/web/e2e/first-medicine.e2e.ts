import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { translate, type FirstMedicineMedicine, type FirstMedicinePresentation } from '@portal/domain';
import { SIMULATOR_CPFS } from '../../api/src/integrations/wsacesso/simulator-data.ts';
import { closePage, launchBrowser } from './support/browser.ts';
import { documentWidth } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
/** The demo doctor's FIRST_MEDICINE vouchers are of this presentation (main/seed/inventory.ts, first-medicine.ts). */
const PRODUCT = 'Imunovita';
const PRESENTATION_EAN = '7891234567895';
/** The simulator's questionnaire of that product (integrations/wsacesso/simulator-data.ts). */
const INDICATION = 501;
const USED_BEFORE = 510;
const WHICH_ONE = 511;
const PATIENT_QUESTION_KNOWN_PROGRAMME = 512;

interface Demo { programId: number; product: FirstMedicineMedicine; presentation: FirstMedicinePresentation }

async function demoCatalogue(doctor: APIRequestContext): Promise<Demo> {
  const program = await json<{ id: number }>(await doctor.get(`/api/programs/by-slug/${PROGRAM}`));
  const medicines = await json<FirstMedicineMedicine[]>(await doctor.get(`/api/integration/wsacesso/medicines?programId=${program.id}`));
  const product = medicines.find((m) => m.name === PRODUCT)!;
  const presentations = await json<FirstMedicinePresentation[]>(
    await doctor.get(`/api/integration/wsacesso/presentations?programId=${program.id}&productId=${product.productId}`),
  );
  return { programId: program.id, product, presentation: presentations.find((p) => p.ean === PRESENTATION_EAN)! };
}

const vouchersOf = async (doctor: APIRequestContext, demo: Demo) => (await json<{ amount: number }>(await doctor.get(
  `/api/movements/inventory/amount?programId=${demo.programId}&inventory=FIRST_MEDICINE&groupId=${demo.product.productId}&itemId=${demo.presentation.presentationId}`,
))).amount;

/** A phone-sized page (390 px wide), as a doctor in the clinic would use it. */
async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function openForm(page: Page, demo: Demo) {
  await loginAs(page, DOCTOR);
  await page.goto(url('/medications/release'));
  await page.getByTestId('fm-productId').click();
  await page.getByTestId(`fm-productId-option-${demo.product.productId}`).click();
  await page.getByTestId('fm-presentationId').click();
  await page.getByTestId(`fm-presentationId-option-${demo.presentation.presentationId}`).click();
}

/** Types the CPF and presses Enter in the field (Buscar from the keyboard). */
async function lookUp(page: Page, cpf: string, state: 'registered' | 'notRegistered') {
  await page.getByTestId('fm-cpf').fill(cpf);
  await page.getByTestId('fm-cpf').press('Enter');
  await page.locator(`[data-testid="fm-lookup-state"][data-state="${state}"]`).waitFor();
}

/** Presses Tab until the element with `testId` has the focus (keyboard only). */
async function tabTo(page: Page, testId: string) {
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** Opens a select from the keyboard and picks the option `text` with the arrow keys. */
async function chooseByKeyboard(page: Page, testId: string, text: string) {
  await tabTo(page, testId);
  await page.keyboard.press('Enter');
  // The options arrive with their query; the open list shows them when they do.
  await page.getByRole('option', { name: text, exact: true }).waitFor();
  const index = (await page.getByRole('option').allTextContents()).indexOf(text);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const stockChip = (page: Page, amount: number) => page.locator(`[data-testid="fm-stock"][data-amount="${amount}"]`);

describe('first-medicine release', () => {
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

  it('the demo doctor registers a new patient and releases a first medicine on a phone, spending one voucher', async () => {
    const before = await vouchersOf(doctor, demo);
    expect(before).toBeGreaterThan(0);
    const page = await phonePage(browser);
    try {
      await openForm(page, demo);
      await stockChip(page, before).waitFor();

      // An invalid CPF is refused before the service is asked.
      await page.getByTestId('fm-cpf').fill('111.111.111-11');
      await page.getByTestId('fm-search').click();
      await page.getByText(translate('validation.invalidCpf')).waitFor();

      // Any CPF the simulator does not list is a patient it does not know (like SIMULATOR_CPFS.notRegistered).
      await lookUp(page, randomCpf(), 'notRegistered');
      await page.getByTestId('fm-registration').waitFor();
      // No consent starts ticked: each is the patient's choice (decision 0072).
      for (const c of ['contact', 'sms', 'phone', 'mail', 'email']) expect(await page.getByTestId(`fm-consent-${c}`).isChecked()).toBe(false);

      // Solicitar with nothing filled: the registration's first message in §5 order is announced.
      await page.getByTestId('fm-patient-name').fill('');
      await page.getByTestId('fm-submit').click();
      await page.getByRole('alert').getByText(translate('validation.firstMedicine.patientName')).first().waitFor();
      await page.getByText(translate('validation.firstMedicine.patientCep')).waitFor();

      await page.getByTestId('fm-patient-name').fill('Paciente Primeiro Medicamento E2E');
      await page.getByTestId('fm-patient-gender').click();
      await page.getByTestId('fm-patient-gender-option-FEMALE').click();
      await page.getByTestId('fm-patient-birthDate').fill('1980-05-10');
      await page.getByTestId('fm-patient-email').fill('paciente.e2e@example.com');
      await page.getByTestId('fm-patient-mobile').fill(`119${randomDigits(8)}`);
      await page.getByTestId('address-cep').fill('01310100');
      await expect.poll(() => page.getByTestId('address-placeDescription').inputValue()).toBe('Avenida Paulista');
      await page.getByTestId('address-number').fill('1000');
      // The SMS consent is required; the patient gave it.
      await page.getByTestId('fm-consent-sms').check();
      // The prescriber starts as the signed-in doctor; the CRM takes at most 6 characters.
      expect(await page.getByTestId('fm-doctor-crm').inputValue()).toBe('123456');
      expect(await page.getByTestId('fm-doctor-crm').getAttribute('maxlength')).toBe('6');

      // The questionnaire: the indication of this presentation, and a nested question shown by its parent's answer.
      await page.getByTestId(`fm-question-${INDICATION}-1`).check();
      expect(await page.getByTestId(`fm-question-${WHICH_ONE}`).count()).toBe(0);
      await page.getByTestId(`fm-question-${USED_BEFORE}-1`).check();
      await page.getByTestId(`fm-question-${WHICH_ONE}`).fill('Imunoglobulina humana');
      await page.getByTestId(`fm-question-${PATIENT_QUESTION_KNOWN_PROGRAMME}`).waitFor();

      // Nothing wider than the phone.
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(390);

      await page.getByTestId('fm-submit').click();
      await page.getByTestId('fm-success').waitFor();
      await page.getByTestId('fm-success-registered').getByText(translate('msg.successToRegisterPatient')).waitFor();
      await page.getByTestId('fm-success-released').getByText(translate('msg.successToReleaseMedicationWithin30Days')).waitFor();
      // Each sentence once; the code opens the request.
      expect(await page.getByTestId('fm-success').getByText(/30 dias/).count()).toBe(1);
      expect(await page.getByTestId('fm-success-code-link').getAttribute('href')).toMatch(/^\/procedures\/\d+$/);
      await page.getByTestId('fm-success-close').click();

      // The screen starts over with the same presentation: one voucher less.
      await stockChip(page, before - 1).waitFor();
      expect(await page.getByTestId('fm-cpf').inputValue()).toBe('');
      expect(await vouchersOf(doctor, demo)).toBe(before - 1);
    } finally {
      await closePage(page);
    }
  });

  it('a registered patient is asked only the CRM, its UF and the indication, and the request shows no CPF as a name', async () => {
    const page = await phonePage(browser);
    try {
      await openForm(page, demo);
      await lookUp(page, SIMULATOR_CPFS.registered, 'registered');
      await page.getByTestId('fm-prescriber').waitFor();
      expect(await page.getByTestId('fm-registration').count()).toBe(0);
      expect(await page.getByTestId('fm-doctor-name').count()).toBe(0);
      expect(await page.getByTestId('fm-doctor-crm').isVisible()).toBe(true);
      expect(await page.getByTestId('fm-doctor-uf').isVisible()).toBe(true);
      await page.getByTestId(`fm-question-${INDICATION}`).waitFor();
      expect(await page.getByTestId(`fm-question-box-${USED_BEFORE}`).count()).toBe(0);

      // CRM and UF are required.
      await page.getByTestId('fm-doctor-crm').fill('');
      await page.getByTestId('fm-submit').click();
      await page.getByRole('alert').getByText(translate('validation.firstMedicine.doctorCrm')).first().waitFor();

      // Released: only the CPF is on file, and the request says so instead of showing the CPF as a name.
      await page.getByTestId('fm-doctor-crm').fill('123456');
      await page.getByTestId(`fm-question-${INDICATION}-1`).check();
      await page.getByTestId('fm-submit').click();
      await page.getByTestId('fm-success-code-link').click();
      await expect.poll(() => page.getByTestId('procedure-patient').textContent())
        .toBe(`${translate('procedures.patientWithoutName')} · 529.982.247-25`);
    } finally {
      await closePage(page);
    }
  });

  it('a patient not eligible for treatment start gets its message and the next step in place, with what was typed kept (keyboard only)', async () => {
    const before = await vouchersOf(doctor, demo);
    const page = await phonePage(browser);
    try {
      await loginAs(page, DOCTOR);
      await page.goto(url('/medications/release'));
      await page.getByTestId('fm-form').waitFor();
      await chooseByKeyboard(page, 'fm-productId', demo.product.name);
      await chooseByKeyboard(page, 'fm-presentationId', demo.presentation.name);
      await stockChip(page, before).waitFor();
      await tabTo(page, 'fm-cpf');
      await page.keyboard.type(SIMULATOR_CPFS.notEligible);
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="fm-lookup-state"][data-state="registered"]').waitFor();
      // The prescriber's CRM and UF start as the signed-in doctor's; the indication is a radio answered with Space.
      await tabTo(page, `fm-question-${INDICATION}-1`);
      await page.keyboard.press('Space');
      expect(await page.getByTestId(`fm-question-${INDICATION}-1`).isChecked()).toBe(true);
      await tabTo(page, 'fm-submit');
      await page.keyboard.press('Enter');
      const failure = page.getByTestId('fm-release-failure');
      await failure.getByText(translate('err.patientNotEligibleForTreatment'), { exact: false }).waitFor();
      await failure.getByText(translate('firstMedicine.notEligibleNextStep')).waitFor();
      expect((await page.getByTestId('fm-cpf').inputValue()).replace(/\D/g, '')).toBe(SIMULATOR_CPFS.notEligible.replace(/\D/g, ''));
      expect(await page.getByTestId(`fm-question-${INDICATION}-1`).isChecked()).toBe(true);
      expect(await vouchersOf(doctor, demo)).toBe(before);
    } finally {
      await closePage(page);
    }
  });
});
