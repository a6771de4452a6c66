import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { translate, type OutboxMessage } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const PHARMACOVIGILANCE = 'farmacovigilancia@demo.com.br';
/** A term of the demo's MedDRA-format test file (main/seed/pharmacovigilance.ts): not MedDRA. */
const TEST_TERM = 'Urticária (termo de teste, não é MedDRA)';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The text of the file a button downloads. */
async function downloaded(page: Page, testId: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return fs.readFileSync(await file.path(), 'utf8');
}

/** The page is no wider than the window: nothing scrolls sideways. */
const fitsWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The newest invitation SMS to the phone in the development outbox, and the code of the link it carries. */
async function linkCodeSentTo(api: APIRequestContext, phone: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const messages = await json<OutboxMessage[]>(await api.get('/api/dev/outbox?take=50'));
    const sms = messages.filter((m) => m.channel === 'SMS' && m.destination === phone).sort((a, b) => b.id - a.id)[0];
    const code = sms ? /\/p\/([A-Z0-9]+)/.exec(sms.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation SMS to ${phone}`);
}

describe('pharmacovigilance case (decisions 0086–0088)', () => {
  let browser: Browser;
  let doctor: APIRequestContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    doctor = await apiAs(DOCTOR, PROGRAM);
  });
  afterAll(async () => {
    await doctor.dispose();
    await browser.close();
  });

  it('a report from a patient\'s link is triaged, coded with the test MedDRA file and exported as E2B(R3) by the pharmacovigilance user', async () => {
    // The doctor invites a patient; the patient opens the SMS's link on a phone, confirms, and reports from its form.
    const program = await json<{ id: number }>(await doctor.get(`/api/programs/by-slug/${PROGRAM}`));
    const cpf = randomCpf();
    const phone = `119${randomDigits(8)}`;
    const invited = await doctor.post('/api/patients', { data: { patientName: 'Paula Paciente do Link', patientCpf: cpf, destination: phone } });
    expect(invited.status(), await invited.text()).toBe(201);
    const code = await linkCodeSentTo(doctor, phone);
    const patient = await (await browser.newContext({ locale: 'pt-BR', viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
    let protocol: string;
    try {
      await patient.goto(url(`/p/${code}`));
      await patient.getByTestId('link-cpf').pressSequentially(cpf);
      await patient.getByTestId('link-cpf-submit').click();
      await patient.getByTestId('link-email').waitFor();
      await patient.getByTestId('link-gender').click();
      await patient.getByTestId('link-gender-option-FEMALE').click();
      await patient.getByTestId('link-birth-date').fill('1982-03-14');
      await patient.getByTestId('link-email').fill('paula@exemplo.com.br');
      await patient.getByTestId('link-accept-sms').check();
      await patient.getByTestId('link-accept-terms').check();
      await patient.getByTestId('link-confirm').click();
      await patient.getByTestId('step-pharmacies').waitFor();
      await patient.getByTestId('open-adverse-event').click();
      await patient.getByTestId('adverse-event-form').waitFor();
      await patient.getByTestId('adverse-productId').selectOption({ index: 1 });
      await patient.getByTestId('adverse-description').fill('Placas vermelhas com coceira pelo corpo na manhã seguinte à dose.');
      await patient.getByTestId('adverse-onsetDate').fill('2026-11-20');
      await patient.getByTestId('adverse-serious').check();
      await patient.getByTestId('adverse-outcome').selectOption('RECOVERING');
      await patient.getByTestId('adverse-reporterName').fill('Paula Paciente do Link');
      await patient.getByTestId('adverse-reporterContact').fill(phone);
      expect(await fitsWindow(patient), 'the report form at 390 px').toBe(true);
      await patient.getByTestId('adverse-submit').click();
      // The reporter gets the protocol, and only that.
      protocol = (await patient.getByTestId('adverse-event-protocol').textContent())!;
      expect(protocol).toMatch(/^FV-\d{4}-\d{6}$/);
    } finally {
      await closePage(patient);
    }

    const page = await newPage(browser);
    try {
      await loginAs(page, PHARMACOVIGILANCE);
      await page.goto(url('/pharmacovigilance/cases'));
      // The new serious case is in the queue with its clock; the reporter's protocol opens it.
      const row = page.getByTestId(`pv-case-${protocol}`);
      await row.waitFor();
      expect(await fitsWindow(page), 'the case queue at 1366 px').toBe(true);
      await row.getByRole('link').first().click();
      await page.getByTestId('pv-case-editor').waitFor();
      expect(await fitsWindow(page), 'the case editor at 1366 px').toBe(true);
      // Exported before it is coded, the case is refused in place, naming the missing E2B elements.
      await page.getByTestId('pv-export').click();
      await page.getByText(/não pode ser exportado em E2B\(R3\): faltam os elementos .*E\.i\.2\.1b/).waitFor();

      // Triage: prefilled from the report (a consumer in Brazil, the product as suspect, the narrative); the
      // pharmacovigilance user names the criterion and codes the reaction from the company's release.
      await page.getByRole('checkbox', { name: translate('pvCases.criteria.otherMedicallyImportant') }).waitFor();
      await page.getByRole('checkbox', { name: translate('pvCases.criteria.hospitalisation') }).check();
      const search = page.getByLabel(translate('pvCases.meddraSearch'));
      await search.fill('Urtic');
      await page.getByRole('option', { name: TEST_TERM }).click();
      await page.getByTestId('pv-save').click();
      await page.getByText(translate('pvCases.saved', { version: 1 })).waitFor();

      // The export: the latest version as an HL7 v3 E2B(R3) message naming the case by its protocol.
      const xml = await downloaded(page, 'pv-export');
      expect(xml.startsWith('<?xml')).toBe(true);
      expect(xml).toContain('urn:hl7-org:v3');
      expect(xml).toContain(protocol);
      expect(xml).toContain('91000004');

      // The same work on a 390 px phone: the queue's rows are cards, the editor and the uploads fit the
      // window (nothing scrolls sideways) and a follow-up is coded, saved and exported from there.
      await page.setViewportSize(PHONE);
      await page.goto(url('/pharmacovigilance/cases'));
      await page.getByTestId(`pv-case-${protocol}`).waitFor();
      await page.getByTestId('pv-meddra-upload').waitFor();
      expect(await fitsWindow(page), 'the case queue and uploads at 390 px').toBe(true);
      await page.getByTestId(`pv-case-${protocol}`).getByRole('link').first().click();
      await page.getByTestId('pv-case-editor').waitFor();
      expect(await fitsWindow(page), 'the case editor at 390 px').toBe(true);
      await page.getByTestId('pv-add-reaction').click();
      await page.getByTestId('pv-reaction-1').getByLabel(translate('pvCases.reportedTerm')).fill('Cefaleia');
      await page.getByTestId('pv-reaction-1').getByLabel(translate('pvCases.meddraSearch')).fill('Cefa');
      await page.getByRole('option', { name: 'Cefaleia (termo de teste, não é MedDRA)' }).click();
      expect(await fitsWindow(page), 'the case editor with two reactions at 390 px').toBe(true);
      await page.getByTestId('pv-save').click();
      await page.getByText(translate('pvCases.saved', { version: 2 })).waitFor();
      const followUp = await downloaded(page, 'pv-export');
      expect(followUp).toContain('91000003');
      await page.goto(url('/pharmacovigilance/settings'));
      await page.getByTestId('pv-settings-form').waitFor();
      expect(await fitsWindow(page), 'the settings at 390 px').toBe(true);
      await page.setViewportSize(DESKTOP);
      expect(await fitsWindow(page), 'the settings at 1366 px').toBe(true);
    } finally {
      await closePage(page);
    }

    // The reporter still sees only the protocol: the case queue is not theirs.
    expect((await doctor.get(`/api/adverse-events?programId=${program.id}`)).status()).toBe(403);
  });
});
