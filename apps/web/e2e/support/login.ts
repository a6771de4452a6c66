import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PROGRAM } from './accounts.ts';
import { url } from './env.ts';

export interface LoginOptions {
  password?: string;
  program?: string;
}

/** Fills and submits the login form of /login?program=SLUG. */
export async function submitLogin(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await page.goto(url(`/login?program=${options.program ?? DEMO_PROGRAM}`));
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
}

/** Signs in and waits for what a signed-in user sees first: the shell, pending terms or the approval wait. */
export async function loginAs(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await submitLogin(page, email, options);
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 });
  await page
    .getByTestId('side-menu')
    // On a phone the menu is a closed drawer: the top bar's toggle shows the shell is there.
    .or(page.getByTestId('drawer-toggle'))
    .or(page.getByTestId('usage-policy-dialog'))
    .or(page.getByTestId('pending-approval'))
    .first()
    .waitFor({ timeout: 30_000 });
}
