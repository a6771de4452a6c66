import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { loginAs } from './support/login.ts';

/** A programme's messaging settings (decision 0078), as its administrator edits them. */
describe('messaging settings of the programme', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('the administrator sees which secrets the environment holds, is told a bad template name, and saves the programme\'s names', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.getByTestId('side-menu').getByRole('link', { name: 'Mensagens' }).click();
      await page.waitForURL((u) => u.pathname === '/messaging-settings');
      const environment = page.getByTestId('messaging-environment');
      await environment.waitFor();
      // Offline defaults: no secret is set, and none is ever shown.
      expect(await page.getByTestId('secret-whatsappToken').textContent()).toContain('não configurado');
      await page.getByText('Em branco, usa o padrão do ambiente: convite_paciente').waitFor();

      const invitation = page.getByTestId('template-patientInvitation');
      await invitation.fill('Convite Novo');
      await page.getByTestId('messaging-settings-form-save').click();
      await page.getByText('Use apenas letras minúsculas, números e _ (como o modelo aprovado no WhatsApp)').waitFor();

      await invitation.fill('convite_e2e');
      await page.getByTestId('emailFromName').fill('Programa Bem Estar');
      await page.getByTestId('messaging-settings-form-save').click();
      await page.getByText('Configurações de mensagens salvas com sucesso.').waitFor();
      await page.reload();
      await page.getByTestId('messaging-environment').waitFor();
      expect(await page.getByTestId('template-patientInvitation').inputValue()).toBe('convite_e2e');
      expect(await page.getByTestId('emailFromName').inputValue()).toBe('Programa Bem Estar');

      // Back to the environment's defaults, as the programme started.
      await page.getByTestId('template-patientInvitation').fill('');
      await page.getByTestId('emailFromName').fill('');
      await page.getByTestId('messaging-settings-form-save').click();
      await page.getByText('Configurações de mensagens salvas com sucesso.').first().waitFor();
    } finally {
      await closePage(page);
    }
  });
});
