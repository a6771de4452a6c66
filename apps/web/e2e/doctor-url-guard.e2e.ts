import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { allowedRoutes, defaultRoute } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { expectedMenuTestIds } from './support/menu.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('a doctor typing /users sees the page-not-found page (with the way home), not the users screen', async () => {
  const page = await newPage(browser);
  try {
    await loginAs(page, 'medico@demo.com.br');
    const { user, program } = await expectedMenuTestIds(page);
    const landing = defaultRoute(allowedRoutes(user.type, program.modules, user.modules));
    expect(allowedRoutes(user.type, program.modules, user.modules).some((r) => r.key === 'users')).toBe(false);
    await page.goto(url('/users'));
    await page.getByTestId('side-menu').waitFor();
    const notFound = page.getByTestId('page-not-found');
    await notFound.waitFor();
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(await notFound.getByRole('link').getAttribute('href')).toBe(landing);
    expect(await page.getByTestId('screen-users').count()).toBe(0);
    expect(await page.getByTestId('menu-users').count()).toBe(0);
  } finally {
    await closePage(page);
  }
});
