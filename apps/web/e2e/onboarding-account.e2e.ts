import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('profile edit: nothing changed says so; a new phone and address are saved; cancel reloads', async () => {
  const page = await newPage(browser);
  try {
    await loginAs(page, 'medico@demo.com.br');
    const original = (await (await page.request.get(url('/api/users/me'))).json()) as {
      name: string; phone: string; address: Record<string, string | number | null> | null;
    };
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-profile').click();
    await page.waitForURL((u) => u.pathname === '/user/edit');
    await page.getByTestId('profile-name').waitFor();
    expect(await page.getByTestId('profile-crm').inputValue()).toBe('123456');
    // The login e-mail is not edited here: it is read-only and points to "Editar conta", which warns.
    expect(await page.getByTestId('profile-email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByTestId('profile-email-edit-account').getAttribute('href')).toBe('/users/change-email');

    await page.getByTestId('profile-save').click();
    await page.getByText(translate('msg.noChangesToSave')).waitFor();

    await page.getByTestId('profile-phone').fill('21912345678');
    await page.getByTestId('address-cep').fill('20010000');
    await expect.poll(() => page.getByTestId('address-city').inputValue()).toBe('Rio de Janeiro');
    await page.getByTestId('address-number').fill('100');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PUT');
    await page.getByTestId('profile-save').click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { profile: { phone: string; address: { cep: string; number: string } | null } };
    expect(body.profile.phone).toBe('21912345678');
    expect(body.profile.address?.cep).toBe('20010000');
    expect(body.profile.address?.number).toBe('100');

    await page.getByTestId('profile-name').fill('Nome Temporário');
    await page.getByTestId('profile-cancel').click();
    await expect.poll(() => page.getByTestId('profile-name').inputValue()).not.toBe('Nome Temporário');
    expect(await page.getByTestId('profile-phone').inputValue()).toBe('(21) 91234-5678');

    // Leave the demo doctor as it was for the other journeys.
    const { id: _id, ...address } = original.address ?? {};
    const restored = await page.request.put(url('/api/users/me'), {
      data: { name: original.name, phone: original.phone, ...(original.address ? { address } : {}) },
    });
    expect(restored.status()).toBe(200);
  } finally {
    await closePage(page);
  }
});

it('change password refuses a wrong current password', async () => {
  const page = await newPage(browser);
  try {
    await loginAs(page, 'medico@demo.com.br');
    await page.goto(url('/change-password'));
    await page.getByTestId('current-password').fill('errada123');
    await page.getByTestId('new-password').fill('NovaSenha@1');
    await page.getByTestId('confirm-new-password').fill('NovaSenha@1');
    await page.getByTestId('change-password-save').click();
    await page.getByText(translate('err.invalidPassword')).waitFor();
  } finally {
    await closePage(page);
  }
});
