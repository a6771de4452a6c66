import { request, type APIRequestContext, type Page } from 'playwright-core';
import type { OutboxMessage, PublicProgram } from '@portal/domain';
import { DEMO_PASSWORD } from './accounts.ts';
import { baseUrl, url } from './env.ts';

/** A CPF with valid check digits, different on every call. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (base.every((d) => d === base[0])) base[0] = (base[0]! + 1) % 10;
  const check = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  const second = check([...base, first]);
  return [...base, first, second].join('');
}

/** A random number of `length` digits that does not start with 0. */
export const randomDigits = (length: number): string =>
  String(1 + Math.floor(Math.random() * 9)) + Array.from({ length: length - 1 }, () => Math.floor(Math.random() * 10)).join('');

/** Picks a state in a StateSelect opened by its data-testid. */
export async function chooseUf(page: Page, testId: string, uf: string): Promise<void> {
  await page.getByTestId(testId).click();
  const menu = page.getByRole('listbox');
  // On a loaded machine a click on the option can be lost while the menu opens, and the open menu's
  // backdrop then takes every later click: choose again until the menu has closed.
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(`uf-option-${uf}`).click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await menu.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** The newest SMS code sent to `phone`, read from the development outbox API (polls until one newer than `afterId`). */
export async function readSmsCode(page: Page, phone: string, afterId = 0): Promise<{ code: string; id: number }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await page.request.get(url('/api/dev/outbox?take=50'));
    const messages = (await response.json()) as OutboxMessage[];
    const sms = messages
      .filter((m) => m.channel === 'SMS' && m.destination.replace(/\D/g, '').endsWith(phone) && m.id > afterId)
      .sort((a, b) => b.id - a.id)[0];
    const code = sms ? /\b(\d{5})\b/.exec(sms.body)?.[1] : undefined;
    if (sms && code) return { code, id: sms.id };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS code for ${phone} in the outbox`);
}

/** An API client signed in as a demo account in the given programme. */
export async function apiAs(email: string, programSlug: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: baseUrl() });
  const program = (await (await context.get(`/api/programs/by-slug/${programSlug}`)).json()) as PublicProgram;
  const login = await context.post('/api/login', { data: { username: email, password: DEMO_PASSWORD, programId: program.id } });
  if (!login.ok()) throw new Error(`login of ${email} failed: ${login.status()} ${await login.text()}`);
  return context;
}
