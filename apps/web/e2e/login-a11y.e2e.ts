import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('/login has no serious or critical axe violations', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/login?program=BEMESTAR'));
    await page.locator('input[name="username"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await closePage(page);
  }
});
