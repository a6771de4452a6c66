import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OutboxMessage, PublicProgram } from '@portal/domain';
import { launchBrowser } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { randomCpf, randomDigits } from './support/onboarding.ts';

const PHONE_WIDTH = 360;

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: PHONE_WIDTH, height: 760 }, isMobile: true, hasTouch: true, acceptDownloads: true });
  return context.newPage();
}

/** The code of the link in the newest SMS to the phone, from the development outbox. */
async function linkCodeSentTo(page: Page, phone: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const messages = (await (await page.request.get(url('/api/dev/outbox?take=50'))).json()) as OutboxMessage[];
    const sms = messages.filter((m) => m.channel === 'SMS' && m.destination === phone).sort((a, b) => b.id - a.id)[0];
    const code = sms ? /\/p\/([A-Z0-9]+)/.exec(sms.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation SMS to ${phone}`);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the patient link on a phone: invitation, confirmation and the privacy centre', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('the doctor invites; the patient confirms from the SMS, revokes SMS, downloads the data and sees the doctor\'s read', async () => {
    const doctor = await phonePage(browser);
    const patient = await phonePage(browser);
    const cpf = randomCpf();
    const phone = `119${randomDigits(8)}`;
    try {
      // The doctor's invite screen: the missing fields are toasted in order, then the invitation goes out.
      await loginAs(doctor, 'medico@demo.com.br');
      await doctor.goto(url('/patients/invitation'));
      await doctor.getByTestId('invite-submit').click();
      await doctor.getByText(/Nome do paciente: /).waitFor();
      await doctor.getByTestId('invite-name').fill('Clara Convidada Nunes');
      await doctor.getByTestId('invite-cpf').fill(cpf);
      await doctor.getByTestId('invite-phone').fill(phone);
      await doctor.getByTestId('invite-submit').click();
      await doctor.getByText('Paciente convidado com sucesso.').waitFor();
      const code = await linkCodeSentTo(doctor, phone);

      // The patient opens the link: the programme has the benefits module, so step 3 opens with the consent term.
      await patient.goto(url(`/p/${code}`));
      await patient.getByTestId('consent-term-dialog').waitFor();
      await patient.keyboard.press('Escape');
      await patient.getByTestId('step-pharmacies').waitFor();
      await patient.getByTestId('pharmacy-finder').waitFor();
      await patient.getByRole('button', { name: 'Voltar' }).click();

      // Steps 0 and 1 with the keyboard only: the step title takes the focus, Tab reaches the field, Enter submits.
      await patient.getByTestId('choose-confirm').focus();
      await patient.keyboard.press('Enter');
      await patient.getByTestId('link-cpf').waitFor();
      await patient.keyboard.press('Tab');
      expect(await patient.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('link-cpf');
      await patient.keyboard.type(randomCpf());
      await patient.keyboard.press('Enter');
      await patient.getByText('Solicitação não encontrada.').first().waitFor();
      await patient.getByTestId('link-cpf').fill('');
      await patient.getByTestId('link-cpf').pressSequentially(cpf);
      await patient.keyboard.press('Enter');

      // Step 2: the invited data is there; the rest is filled and every consent starts ticked.
      await patient.getByTestId('link-email').waitFor();
      expect(await patient.getByTestId('link-name').inputValue()).toBe('Clara Convidada Nunes');
      expect(await patient.getByTestId('link-accept-sms').isChecked()).toBe(true);
      await patient.getByTestId('link-gender').click();
      await patient.getByTestId('link-gender-option-FEMALE').click();
      await patient.getByTestId('link-birth-date').fill('1975-08-20');
      await patient.getByTestId('link-email').fill('clara@exemplo.com.br');
      expect(await noSideScroll(patient)).toBeLessThanOrEqual(PHONE_WIDTH);
      await patient.getByTestId('link-confirm').click();
      await patient.getByText('Cadastro confirmado com sucesso.').waitFor();
      await patient.getByTestId('step-pharmacies').waitFor();

      // Step 3: pharmacies near a CEP, in the list and then on the map.
      await patient.getByTestId('pharmacy-cep').fill('01310100');
      await patient.getByTestId('pharmacy-search').click();
      await patient.getByTestId('pharmacy-item').first().waitFor();
      const listed = await patient.getByTestId('pharmacy-item').count();
      expect(listed).toBeGreaterThan(0);
      await patient.getByTestId('pharmacy-view-map').click();
      await patient.getByTestId('pharmacy-map').locator('.leaflet-marker-icon, path.leaflet-interactive').first().waitFor();
      expect(await patient.getByTestId('pharmacy-map').locator('.leaflet-marker-icon, path.leaflet-interactive').count()).toBe(listed);
      expect(await noSideScroll(patient)).toBeLessThanOrEqual(PHONE_WIDTH);

      // Someone in the programme reads the patient's record: the doctor's CPF lookup of a request form.
      const program = (await (await doctor.request.get(url('/api/programs/by-slug/BEMESTAR'))).json()) as PublicProgram;
      expect((await doctor.request.get(url(`/api/patients/data-by-cpf/${cpf}/${program.id}`))).status()).toBe(200);

      // The privacy centre, from the same link.
      await patient.getByTestId('open-privacy').click();
      await patient.getByTestId('privacy-centre').waitFor();
      await patient.getByTestId('consent-SMS').getByText('Concedido').waitFor();
      await patient.getByTestId('patient-reads').getByText('Dr. Marcos Medeiros').waitFor();
      await patient.getByTestId('revoke-SMS').click();
      await patient.getByTestId('confirm-dialog').getByRole('button', { name: 'Revogar' }).click();
      await patient.getByTestId('consent-SMS').getByText('Revogado').waitFor();
      expect(await patient.getByTestId('revoke-SMS').count()).toBe(0);

      const [download] = await Promise.all([patient.waitForEvent('download'), patient.getByTestId('download-json').click()]);
      expect(download.suggestedFilename()).toBe(`meus-dados-${code}.json`);
      await patient.getByTestId('show-data').click();
      await patient.getByTestId('patient-data-sheet').getByText('clara@exemplo.com.br').waitFor();
      expect(await noSideScroll(patient)).toBeLessThanOrEqual(PHONE_WIDTH);

      // The revocation holds at once: the doctor cannot send this patient another SMS invitation.
      await doctor.goto(url('/patients/invitation'));
      await doctor.getByTestId('invite-name').fill('Clara Convidada Nunes');
      await doctor.getByTestId('invite-cpf').fill(cpf);
      await doctor.getByTestId('invite-phone').fill(phone);
      await doctor.getByTestId('invite-submit').click();
      await doctor.getByText('O paciente revogou o consentimento de SMS neste programa.').waitFor();
    } finally {
      await doctor.context().close();
      await patient.context().close();
    }
  });

  it('shows \'token invalido\' for a code that does not exist', async () => {
    const page = await phonePage(browser);
    try {
      await page.goto(url('/p/NAOEXISTE2345'));
      await page.getByTestId('link-invalid').getByText('token invalido').waitFor();
    } finally {
      await page.context().close();
    }
  });
});
