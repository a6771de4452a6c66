import { afterAll, beforeAll, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
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
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  } finally {
    await closePage(page);
  }
});
