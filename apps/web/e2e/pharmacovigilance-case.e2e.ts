import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { translate, type AdverseEventProduct } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { baseUrl, url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const PHARMACOVIGILANCE = 'farmacovigilancia@demo.com.br';
/** A term of the demo's MedDRA-format test file (main/seed/pharmacovigilance.ts): not MedDRA. */
const TEST_TERM = 'Urticária (termo de teste, não é MedDRA)';

describe('pharmacovigilance case (decisions 0086–0088)', () => {
  let browser: Browser;
  let doctor: APIRequestContext;
  let visitor: APIRequestContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    doctor = await apiAs(DOCTOR, PROGRAM);
    visitor = await request.newContext({ baseURL: baseUrl() });
  });
  afterAll(async () => {
    await doctor.dispose();
    await visitor.dispose();
    await browser.close();
  });

  it('a report from a patient\'s link is triaged, coded with the test MedDRA file and exported as E2B(R3) by the pharmacovigilance user', async () => {
    // The patient's link of one of the doctor's requests: the public report its page sends.
    const program = await json<{ id: number }>(await doctor.get(`/api/programs/by-slug/${PROGRAM}`));
    const list = await json<{ data: { code: string }[] }>(await doctor.get(`/api/procedures?programId=${program.id}&type=CLINICAL_EXAMINATION&skip=0&take=1`));
    const code = list.data[0]!.code;
    const [product] = await json<AdverseEventProduct[]>(await visitor.get(`/api/procedures/by-code/${code}/adverse-event-products`));
    const sent = await visitor.post(`/api/procedures/by-code/${code}/adverse-events`, {
      data: {
        productId: product!.id, description: 'Placas vermelhas com coceira pelo corpo na manhã seguinte à dose.', onsetDate: '2026-11-20',
        serious: true, outcome: 'RECOVERING', reporterName: 'Paciente do Link E2E', reporterContact: '11987654321',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { protocol } = (await sent.json()) as { protocol: string };

    const page = await newPage(browser);
    try {
      await loginAs(page, PHARMACOVIGILANCE);
      await page.goto(url('/pharmacovigilance/cases'));
      // The new serious case is in the queue with its clock; the reporter's protocol opens it.
      const row = page.getByTestId(`pv-case-${protocol}`);
      await row.waitFor();
      await row.getByRole('link').first().click();
      await page.getByTestId('pv-case-editor').waitFor();

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
      const href = await page.getByTestId('pv-export').getAttribute('href');
      const exported = await page.request.get(url(href!));
      expect(exported.status(), await exported.text()).toBe(200);
      expect(exported.headers()['content-type']).toMatch(/^application\/xml/);
      const xml = await exported.text();
      expect(xml).toContain('urn:hl7-org:v3');
      expect(xml).toContain(protocol);
      expect(xml).toContain('91000004');
    } finally {
      await closePage(page);
    }

    // The reporter still sees only the protocol: the case queue is not theirs.
    expect((await doctor.get(`/api/adverse-events?programId=${program.id}`)).status()).toBe(403);
  });
});
