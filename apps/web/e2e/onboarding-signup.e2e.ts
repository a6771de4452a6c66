import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { readAndTickPolicies } from './support/policies.ts';
import { apiAs, chooseUf, randomCpf, randomDigits, readSmsCode } from './support/onboarding.ts';

const PROGRAM = 'BEMESTAR';
const PASSWORD = 'Jabuticaba#Azul7';
const crm = randomDigits(6);
const phone = `119${randomDigits(8)}`;
const email = `dra.helena.${crm}@exemplo.com.br`;
let userId = 0;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(code, { delay: 30 });
}

describe('a new doctor signs up, waits for approval and reaches the dashboard', () => {
  it('signs up with CRM, form, captcha, terms and the SMS code (a wrong code first)', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url(`/signup?program=${PROGRAM}`));
      // Step 0: CRM (leading zeros stripped) and state.
      await page.getByTestId('crm-input').fill(`00${crm}`);
      await chooseUf(page, 'uf-select', 'MG');
      await page.getByTestId('crm-search').click();

      // Step 1: the form, CRM and state read-only.
      await page.getByTestId('signup-name').waitFor();
      expect(await page.getByTestId('signup-crm').inputValue()).toBe(crm);
      expect(await page.getByTestId('signup-uf').inputValue()).toBe('MG');
      await page.getByTestId('signup-name').fill('Helena Prado Ribeiro');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-confirm-email').fill(email);
      await page.getByTestId('signup-phone').fill(phone);
      expect(await page.getByTestId('signup-phone').inputValue()).toMatch(/^\(11\) 9\d{4}-\d{4}$/);
      if (await page.getByTestId('signup-cpf').count()) {
        await page.getByTestId('signup-cpf').fill(randomCpf());
        await page.getByTestId('signup-birth-date').fill('15041980');
      }
      if (await page.getByTestId('specialties-select').count()) {
        await page.getByTestId('specialties-select').click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
      }
      await page.getByTestId('signup-password').fill(PASSWORD);
      await page.getByTestId('signup-confirm-password').fill(PASSWORD);

      // Registering without captcha and terms is refused on the page.
      await page.getByTestId('signup-register').click();
      await page.getByText(translate('validation.recaptchaRequired')).waitFor();

      await page.getByTestId('dev-captcha').check();
      await readAndTickPolicies(page, page);
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/codes') && r.request().method() === 'POST');
      await page.getByTestId('signup-register').click();
      expect((await sent).status()).toBe(200);

      // Step 2: the code dialog with a running resend countdown.
      const dialog = page.getByTestId('code-dialog');
      await dialog.waitFor();
      expect(await page.getByTestId('code-resend').isDisabled()).toBe(true);
      const { code } = await readSmsCode(page, phone);

      const wrong = code.split('').map((d, i) => (i === 0 ? String((Number(d) + 1) % 10) : d)).join('');
      await typeCode(page, wrong);
      await page.getByTestId('code-error').getByText(translate('err.invalidCode')).waitFor();
      for (let i = 0; i < 5; i++) expect(await page.getByTestId(`code-digit-${i}`).inputValue()).toBe('');

      const created = page.waitForResponse((r) => r.url().endsWith('/api/users/signup'));
      await typeCode(page, code);
      const response = await created;
      expect(response.status()).toBe(201);
      userId = ((await response.json()) as { userId: number }).userId;

      // Step 3: the success card with its link to login.
      await page.getByTestId('signup-success').waitFor();
      expect(await page.getByTestId('signup-go-login').getAttribute('href')).toBe(`/login?program=${PROGRAM}`);
    } finally {
      await closePage(page);
    }
  });

  it('the new doctor logging in sees the pending-approval screen', async () => {
    expect(userId).toBeGreaterThan(0);
    const page = await newPage(browser);
    try {
      await loginAs(page, email, { password: PASSWORD, program: PROGRAM });
      await page.getByTestId('pending-approval').waitFor();
      expect(await page.getByTestId('side-menu').count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it('after an admin approves, the doctor accepts any pending terms and reaches the dashboard', async () => {
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    try {
      const approved = await admin.put(`/api/users/${userId}/approved`, { data: { approved: true } });
      expect(approved.status()).toBe(200);
    } finally {
      await admin.dispose();
    }

    const page = await newPage(browser);
    try {
      await loginAs(page, email, { password: PASSWORD, program: PROGRAM });
      const policies = page.getByTestId('usage-policy-dialog');
      const menu = page.getByTestId('side-menu');
      await policies.or(menu).first().waitFor();
      if (await policies.isVisible()) {
        await readAndTickPolicies(page, policies);
        await policies.getByTestId('usage-policy-accept').click();
      }
      await menu.waitFor();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      expect(await page.getByTestId('pending-approval').count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });
});

it('a CRM already registered in the programme is told to log in, with the link', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url(`/signup?program=${PROGRAM}`));
    await page.getByTestId('crm-input').fill('123456');
    await chooseUf(page, 'uf-select', 'SP');
    await page.getByTestId('crm-search').click();
    const link = page.getByTestId('login-link-message');
    await link.waitFor();
    expect(await link.textContent()).toBe(translate('err.doctorExists'));
    expect(await link.getAttribute('href')).toBe(`/login?program=${PROGRAM}`);
  } finally {
    await closePage(page);
  }
});
