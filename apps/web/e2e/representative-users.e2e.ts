import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';

/**
 * Who may act on whom (decision 0040), as a representative sees it: the users list holds their own
 * subtree only — the demo doctor they manage, not the self-signed-up doctor nobody manages yet, nor
 * their district manager — while the administrator's list holds all of them.
 */
const rows = (page: Page) => page.getByTestId('data-table-row');

/** Opens the users list searched for `email` and waits until it shows that user. */
async function shown(page: Page, email: string): Promise<void> {
  await page.goto(url(`/users?filter=${encodeURIComponent(email)}`));
  await rows(page).filter({ hasText: email }).first().waitFor();
}

/** Opens the users list searched for `email` and waits until it answers with no row. */
async function absent(page: Page, email: string): Promise<void> {
  await page.goto(url(`/users?filter=${encodeURIComponent(email)}`));
  const empty = page.getByTestId('data-table-empty');
  await empty.waitFor();
  await expect.poll(() => empty.textContent()).toBe(translate('dataTable.empty'));
  expect(await rows(page).count()).toBe(0);
}

describe('a representative\'s users list', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('shows their own doctors only', async () => {
    const rep = await newPage(browser);
    const admin = await newPage(browser);
    try {
      await loginAs(rep, 'representante@demo.com.br');
      await shown(rep, 'medico@demo.com.br');
      await absent(rep, 'pendente@demo.com.br');
      await absent(rep, 'distrital@demo.com.br');

      await loginAs(admin, 'admin@demo.com.br');
      await shown(admin, 'pendente@demo.com.br');
      await shown(admin, 'distrital@demo.com.br');
    } finally {
      await closePage(rep);
      await closePage(admin);
    }
  });
});
