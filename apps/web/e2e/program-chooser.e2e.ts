import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHOOSER_PROGRAM_SLUGS } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('/login without ?program opens the chooser, whose access button selects the programme', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/login'));
    await page.getByTestId('program-chooser').getByRole('dialog').waitFor();
    for (const slug of CHOOSER_PROGRAM_SLUGS) {
      const card = page.getByTestId(`program-choice-${slug}`);
      await card.waitFor();
      expect(await card.locator('img').count()).toBe(1);
    }
    await page.getByTestId('program-choice-BEMESTAR').getByRole('link').click();
    await page.waitForURL((u) => u.searchParams.get('program') === 'BEMESTAR');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByTestId('program-chooser').count()).toBe(0);
  } finally {
    await closePage(page);
  }
});
