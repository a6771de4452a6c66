import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { defaultRoute, allowedRoutes } from '@portal/domain';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { loginAs } from './support/login.ts';
import { expectedMenuTestIds, shownMenuTestIds } from './support/menu.ts';

describe('each demo account sees exactly the menu its type and modules allow', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(DEMO_ACCOUNTS)('%s', async (email) => {
    const page = await newPage(browser);
    try {
      await loginAs(page, email);
      const shown = await shownMenuTestIds(page);
      const { ids: expected, user, program } = await expectedMenuTestIds(page);
      expect(user.email).toBe(email);
      expect(expected.length).toBeGreaterThan(0);
      expect(shown).toEqual(expected);
      const landing = defaultRoute(allowedRoutes(user.type, program.modules, user.modules));
      expect(new URL(page.url()).pathname).toBe(landing);
    } finally {
      await closePage(page);
    }
  });
});
