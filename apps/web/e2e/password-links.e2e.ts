import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs, submitLogin } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';

interface OutboxMessage { id: number; channel: string; destination: string; body: string }

/** The set-password link of the newest e-mail to `email`, read in the development outbox page. */
async function linkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto(url('/dev/outbox'));
  await page.getByTestId('outbox-table').getByRole('row').filter({ hasText: email }).first().waitFor();
  const messages = (await (await page.request.get(url('/api/dev/outbox?take=50'))).json()) as OutboxMessage[];
  const message = messages.filter((m) => m.channel === 'EMAIL' && m.destination === email).sort((a, b) => b.id - a.id)[0];
  const link = /https?:\/\/\S+\/set-password\?\S+/.exec(message?.body ?? '')?.[0];
  if (!link) throw new Error(`no set-password link for ${email}`);
  // The link's own path and query, opened on the server under test.
  const { pathname, search } = new URL(link);
  return url(`${pathname}${search}`);
}

describe('password links', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('a user created by the administrator opens the invitation, sets a first password and logs in', async () => {
    const admin = await newPage(browser);
    const invited = await newPage(browser);
    const email = `convidado.${Date.now()}@exemplo.com.br`;
    try {
      await loginAs(admin, 'admin@demo.com.br');
      await admin.goto(url('/users/register'));
      await admin.getByTestId('user-name').fill('Representante Convidado E2E');
      await admin.getByTestId('user-email').fill(email);
      await admin.getByTestId('user-phone').fill('11987654321');
      await admin.getByTestId('user-type').click();
      await admin.getByTestId('user-type-REPRESENTATIVE').click();
      await admin.getByTestId('user-save').click();
      await admin.waitForURL((u) => u.pathname === '/users');

      // The row offers a resend while no password is set.
      await admin.goto(url(`/users?filter=${encodeURIComponent(email)}`));
      const row = admin.getByTestId('data-table-row').filter({ hasText: email });
      await row.getByTestId('row-action-resend-invitation').click();
      await admin.getByText('Convite enviado.').waitFor();

      await invited.goto(await linkFromOutbox(invited, email));
      await invited.getByRole('heading', { name: 'Defina sua senha' }).waitFor();
      await invited.getByTestId('password-rules').waitFor();
      await invited.getByTestId('set-password-new').fill('Primeira@2026');
      await invited.getByTestId('set-password-confirm').fill('Primeira@2026');
      await invited.getByTestId('set-password-save').click();
      await invited.waitForURL((u) => u.pathname === '/login');

      await loginAs(invited, email, { password: 'Primeira@2026' });
      expect(new URL(invited.url()).pathname).not.toBe('/login');

      await admin.reload();
      await row.waitFor();
      expect(await row.getByTestId('row-action-resend-invitation').count()).toBe(0);
    } finally {
      await closePage(admin);
      await closePage(invited);
    }
  });

  it('the login page leads to a reset; the e-mailed link sets a new password', async () => {
    const page = await newPage(browser);
    const email = `reset.${Date.now()}@exemplo.com.br`;
    const admin = await apiAs('admin@demo.com.br', 'BEMESTAR');
    const created = await admin.post('/api/users', { data: { name: 'Representante Reset E2E', email, phone: '11987654321', type: 'REPRESENTATIVE' } });
    expect(created.status()).toBe(201);
    try {
      await submitLogin(page, email, { password: 'errada-123' });
      await page.getByTestId('login-error').waitFor();
      await page.getByTestId('forgot-password-link').click();
      await page.getByTestId('reset-email').fill(email);
      await page.getByTestId('reset-submit').click();
      await page.getByTestId('password-reset-sent').waitFor();

      await page.goto(await linkFromOutbox(page, email));
      await page.getByRole('heading', { name: 'Cadastre uma nova senha' }).waitFor();
      // A common password is the field's error; the link stays usable.
      await page.getByTestId('set-password-new').fill('Senha@123');
      await page.getByTestId('set-password-confirm').fill('Senha@123');
      await page.getByTestId('set-password-save').click();
      await page.getByText(translate('validation.commonPassword')).waitFor();
      expect(await page.getByTestId('password-link-refused').count()).toBe(0);
      await page.getByTestId('set-password-new').fill('Redefinida@2026');
      await page.getByTestId('set-password-confirm').fill('Redefinida@2026');
      await page.getByTestId('set-password-save').click();
      // The login after the reset keeps the programme the reset was asked from.
      await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('program') === 'BEMESTAR');
      await loginAs(page, email, { password: 'Redefinida@2026' });
    } finally {
      await admin.dispose();
      await closePage(page);
    }
  });
});
