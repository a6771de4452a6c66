import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate, type Followup, type ProcedureCreated, type TravelGroupDetail } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const DISTRICT = 'distrital@demo.com.br';

describe('travel request', () => {
  let browser: Browser;
  let followup: Followup;
  let group: TravelGroupDetail;
  beforeAll(async () => {
    browser = await launchBrowser();
    const doctor = await apiAs(DOCTOR, PROGRAM);
    const program = await json<{ id: number }>(await doctor.get(`/api/programs/by-slug/${PROGRAM}`));
    [followup] = await json<Followup[]>(await doctor.get(`/api/programs/${program.id}/followups?showOnlyWithTravelActive=true`)) as [Followup];
    group = await json<TravelGroupDetail>(await doctor.get(`/api/followups/${followup.id}/travel-group`));
    await doctor.dispose();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the demo doctor requests a travel to a new address; the district manager approves it and the timeline shows it', async () => {
    const ticket = group.aids.find((a) => a.name === 'Passagem aérea')!;
    let created: ProcedureCreated;
    const page = await newPage(browser);
    try {
      await loginAs(page, DOCTOR);
      await page.request.post(url('/api/doctors/program-notice/seen'));
      await page.goto(url('/travel/request'));
      await page.getByTestId('followupId').click();
      await page.getByTestId(`followupId-option-${followup.id}`).click();
      await page.getByTestId('section-patient').waitFor();

      await page.getByTestId('patient-cpf').fill(randomCpf());
      await page.getByTestId('patient-name').fill('Paciente Viagem E2E');
      await page.getByTestId('patient-phone').fill(`119${randomDigits(8)}`);
      await page.getByTestId('patient-birthDate').fill('1970-03-15');
      await page.getByTestId('patient-caregiverName').fill('Cuidadora da Paciente');
      await page.getByTestId('field-motivoViagem').fill('Sessão de radioterapia');
      await page.getByTestId('field-dataConsulta').fill('2031-09-15');
      await page.getByTestId('field-meioTransporte').click();
      await page.getByRole('option', { name: 'Aéreo' }).click();
      await page.getByTestId('field-patologia').click();
      await page.getByRole('option').first().click();
      await page.getByTestId('field-declaracaoVeracidade').check();

      // No aid ticked yet: the aids say so, and nothing is sent.
      await page.getByTestId('travel-request-submit').click();
      await page.getByTestId('aids-error').getByText(translate('err.unselectedTravelOption')).waitFor();
      for (const field of ticket.aidFields) await page.getByTestId(`aid-field-${field.id}`).check();

      // OTHER reveals the new location's name and address (the CEP fills the street).
      await page.getByTestId('treatmentLocationId').click();
      await page.getByTestId('treatmentLocationId-option-OTHER').click();
      await page.getByTestId('treatmentLocation-name').fill('Clínica Oncológica Paulista');
      await page.getByTestId('address-cep').fill('01310100');
      await expect.poll(() => page.getByTestId('address-city').inputValue()).toBe('São Paulo');
      await page.getByTestId('address-number').fill('900');

      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/procedures') && r.request().method() === 'POST'),
        page.getByTestId('travel-request-submit').click(),
      ]);
      expect(response.status()).toBe(201);
      created = (await response.json()) as ProcedureCreated;
      await page.getByText(translate('msg.successToRequestTravel')).waitFor();
      // The form starts over on the same follow-up.
      await expect.poll(() => page.getByTestId('patient-name').inputValue()).toBe('');
      expect(await page.getByTestId('new-location').count()).toBe(0);
    } finally {
      await closePage(page);
    }

    const manager = await newPage(browser);
    try {
      await loginAs(manager, DISTRICT);
      await manager.goto(url(`/travel-requests/${created.id}`));
      await manager.getByText(created.code).first().waitFor();
      await manager.getByText('Clínica Oncológica Paulista', { exact: false }).waitFor();
      await manager.getByTestId('timeline-authorization').filter({ hasText: 'Aguardando autorização' }).waitFor();
      await manager.getByTestId('timeline-scheduling').waitFor();
      await manager.getByTestId('timeline-conclusion').waitFor();
      await manager.getByTestId('procedure-approve').click();
      await manager.getByTestId('decision-summary-confirm').click();
      await manager.getByText('Solicitação aprovada com sucesso.').waitFor();
      await manager.getByTestId('timeline-authorization').filter({ hasText: 'Autorizado' }).waitFor();
      expect(await manager.getByTestId('procedure-decision').count()).toBe(0);
    } finally {
      await closePage(manager);
    }
  });
});
