import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { todayInBrazil, translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { readAndTickPolicies } from './support/policies.ts';
import { apiAs, chooseUf, randomCpf, randomDigits } from './support/onboarding.ts';

/**
 * Signup's birth-date rule on the form, the SMS resend countdown driven by the page clock, the
 * development outbox in pt-BR, and the global loading overlay (spec §4 Session).
 */
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser.close(); });

/** ddMMyyyy (what the masked field takes) of today in São Paulo moved by years and days. */
function typedDate(years: number, days = 0): string {
  const today = todayInBrazil();
  const d = new Date(`${String(Number(today.slice(0, 4)) + years)}${today.slice(4)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const iso = d.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
}

/** Steps 0 and 1 of BEMESTAR's signup (it asks CPF and birth date) up to the birth date. */
async function fillSignupForm(page: Page, phone: string): Promise<void> {
  const crm = randomDigits(6);
  const email = `dra.regras.${crm}@exemplo.com.br`;
  await page.goto(url('/signup?program=BEMESTAR'));
  await page.getByTestId('crm-input').fill(crm);
  await chooseUf(page, 'uf-select', 'MG');
  await page.getByTestId('crm-search').click();
  await page.getByTestId('signup-name').fill('Helena Prado Ribeiro');
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-confirm-email').fill(email);
  await page.getByTestId('signup-phone').fill(phone);
  await page.getByTestId('signup-cpf').fill(randomCpf());
  if (await page.getByTestId('specialties-select').count()) {
    await page.getByTestId('specialties-select').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('signup-password').fill('Cadastro@2026');
  await page.getByTestId('signup-confirm-password').fill('Cadastro@2026');
  await page.getByTestId('dev-captcha').check();
  await readAndTickPolicies(page, page);
}

/** The birth-date field's message under it. */
const birthDateMessage = (page: Page, key: string) =>
  page.getByTestId('signup-birth-date').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').getByText(translate(key));

describe('signup birth date, resend countdown and outbox', () => {
  it('names the birth-date rule on the form, then counts the resend down and enables it, and the outbox reads in pt-BR', async () => {
    const page = await newPage(browser);
    try {
      // The page's clock is ours: the countdown is advanced, not waited for.
      await page.clock.install();
      const phone = `119${randomDigits(8)}`;
      await fillSignupForm(page, phone);

      await page.getByTestId('signup-birth-date').fill(typedDate(-17));
      await page.getByTestId('signup-register').click();
      await birthDateMessage(page, 'validation.mustBeAdult').waitFor();

      await page.getByTestId('signup-birth-date').fill(typedDate(0, 1));
      await page.getByTestId('signup-register').click();
      await birthDateMessage(page, 'validation.birthDateInFuture').waitFor();
      expect(await page.getByTestId('code-dialog').count()).toBe(0);

      await page.getByTestId('signup-birth-date').fill(typedDate(-30));
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/codes') && r.request().method() === 'POST');
      await page.getByTestId('signup-register').click();
      expect((await sent).status()).toBe(200);

      // The resend button says how long is left and stays disabled until the count reaches 0.
      const resend = page.getByTestId('code-resend');
      await resend.waitFor();
      const secondsLeft = async () => Number(/(\d+)\s*s/.exec((await resend.textContent()) ?? '')?.[1] ?? 0);
      expect(await resend.textContent()).toMatch(/^Reenviar código em \d+ s$/);
      expect(await resend.isDisabled()).toBe(true);
      const first = await secondsLeft();
      expect(first).toBeGreaterThan(50);
      await page.clock.runFor(10_000);
      await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 10);
      expect(await resend.isDisabled()).toBe(true);
      await page.clock.runFor(60_000);
      await expect.poll(async () => resend.textContent()).toBe(translate('signup.resendCode'));
      expect(await resend.isEnabled()).toBe(true);

      // The development outbox shows the SMS with its channel and status in pt-BR, no raw enum values.
      await page.goto(url('/dev/outbox'));
      const row = page.getByTestId('outbox-table').getByRole('row').filter({ hasText: phone }).first();
      await row.waitFor();
      const statuses = await page.getByTestId('outbox-status').allTextContents();
      const channels = await page.getByTestId('outbox-channel').allTextContents();
      const ptStatuses = ['PENDING', 'SENT', 'FAILED'].map((s) => translate(`devOutbox.status${s}`));
      expect(statuses.length).toBeGreaterThan(0);
      for (const status of statuses) expect(ptStatuses).toContain(status.trim());
      for (const channel of channels) expect(['SMS', 'E-mail']).toContain(channel.trim());
      expect(statuses.join(' ')).not.toMatch(/\b(PENDING|SENT|FAILED)\b/);
    } finally {
      await closePage(page);
    }
  });
});

describe('signup retried with the same mobile within the minute', () => {
  it.each([
    { name: 'laptop', viewport: { width: 1366, height: 768 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ])('opens the code step with the time left counting down ($name)', async ({ viewport }) => {
    const page = await newPage(browser);
    try {
      await page.setViewportSize(viewport);
      await page.clock.install();
      const phone = `119${randomDigits(8)}`;
      await fillSignupForm(page, phone);
      await page.getByTestId('signup-birth-date').fill(typedDate(-30));
      const first = page.waitForResponse((r) => r.url().endsWith('/api/codes') && r.request().method() === 'POST');
      await page.getByTestId('signup-register').click();
      expect((await first).status()).toBe(200);
      await page.getByTestId('code-dialog').waitFor();

      // The user starts over (a reload) with the same mobile ten seconds later: the code sent is still valid.
      await page.clock.runFor(10_000);
      await fillSignupForm(page, phone);
      await page.getByTestId('signup-birth-date').fill(typedDate(-30));
      const again = page.waitForResponse((r) => r.url().endsWith('/api/codes') && r.request().method() === 'POST');
      await page.getByTestId('signup-register').click();
      expect((await again).status()).toBe(429);
      await page.getByTestId('code-dialog').waitFor();
      const resend = page.getByTestId('code-resend');
      await expect.poll(async () => resend.textContent()).toMatch(/^Reenviar código em \d+ s$/);
      const left = Number(/(\d+)\s*s/.exec((await resend.textContent()) ?? '')?.[1] ?? 0);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60);
      expect(await resend.isDisabled()).toBe(true);
      await page.clock.runFor(61_000);
      await expect.poll(async () => resend.textContent()).toBe(translate('signup.resendCode'));
      expect(await resend.isEnabled()).toBe(true);
    } finally {
      await closePage(page);
    }
  });
});

describe('the exam request\'s agreement code', () => {
  it('counts the resend down on the button and enables it after 60 s', async () => {
    const api = await apiAs('medico@demo.com.br', 'BEMESTAR');
    const program = (await (await api.get('/api/programs/by-slug/BEMESTAR')).json()) as { id: number };
    const followups = (await (await api.get(`/api/programs/${program.id}/followups`)).json()) as { id: number; name: string }[];
    const followup = followups.find((f) => f.name === 'Oncologia')!;
    const groups = (await (await api.get(`/api/followups/${followup.id}/exam-groups`)).json()) as { id: number; name: string }[];
    const group = groups.find((g) => g.name === 'Testes genéticos com consentimento')!;
    await api.dispose();

    const page = await newPage(browser);
    try {
      await page.clock.install();
      await loginAs(page, 'medico@demo.com.br');
      await page.request.post(url('/api/doctors/program-notice/seen'));
      await page.goto(url('/exams/request'));
      await page.getByTestId('followupId').click();
      await page.getByTestId(`followupId-option-${followup.id}`).click();
      await page.getByTestId('groupId').click();
      await page.getByTestId(`groupId-option-${group.id}`).click();
      await page.getByTestId('section-patient').waitFor();
      await page.getByTestId('patient-cpf').fill(randomCpf());
      await page.getByTestId('patient-name').fill('Paciente da Contagem');
      await page.getByTestId('patient-phone').fill(`119${randomDigits(8)}`);
      await page.getByTestId('agreement-CODE').check();

      const send = page.getByTestId('send-agreement-code');
      await send.click();
      await page.getByTestId('agreement-code-sent').getByText(translate('examRequest.codeSent')).waitFor();
      expect(await send.textContent()).toMatch(/^Reenviar código em \d+ s$/);
      expect(await send.isDisabled()).toBe(true);
      await page.clock.runFor(61_000);
      await expect.poll(async () => send.textContent()).toBe(translate('examRequest.resendCode'));
      expect(await send.isEnabled()).toBe(true);
    } finally {
      await closePage(page);
    }
  });
});

describe('global loading overlay', () => {
  it('shows a busy progress bar only after 300 ms of a write in flight, and leaves when it ends', async () => {
    const page = await newPage(browser);
    try {
      await page.clock.install();
      await page.goto(url('/login?program=BEMESTAR'));
      await page.locator('input[name="username"]').fill('ninguem.overlay@demo.com.br');
      await page.locator('input[name="password"]').fill('Senha@Errada1');

      // The login answer waits until the test lets it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route('**/api/login', async (route) => { await held; await route.continue(); });

      await page.clock.pauseAt(Date.now() + 2_000);
      const requested = page.waitForRequest((r) => r.url().endsWith('/api/login'));
      await page.getByTestId('login-submit').click();
      await requested;
      const overlay = page.getByRole('progressbar', { name: translate('common.loadingOverlay') });
      await page.clock.runFor(200);
      expect(await overlay.count()).toBe(0);
      await page.clock.runFor(200);
      await overlay.waitFor();
      expect(await overlay.getAttribute('aria-busy')).toBe('true');

      release();
      await page.clock.resume();
      await page.getByTestId('login-error').waitFor();
      await overlay.waitFor({ state: 'detached' });
    } finally {
      await closePage(page);
    }
  });
});
