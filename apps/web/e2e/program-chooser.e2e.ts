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

it('/login?program=SLUG shows no other programme while it loads, and the card keeps its place when it arrives', async () => {
  const page = await newPage(browser);
  try {
    const programs = await (await page.request.get(url('/api/programs/list/all'))).json() as { name: string }[];
    expect(programs.length).toBeGreaterThan(1);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => { answer = resolve; });
    await page.route('**/api/programs/by-slug/**', async (route) => {
      await held;
      await route.continue();
    });
    // The visitor's default programme answers meanwhile: it must not stand in for the named one.
    const defaultAnswered = page.waitForResponse((res) => res.url().endsWith('/api/programs/list/all'));
    await page.goto(url('/login?program=BEMESTAR'));
    await defaultAnswered;
    await page.waitForTimeout(500);
    const forgotLogin = page.locator('main a').first();
    await forgotLogin.waitFor();
    await page.locator('main [role="status"]').waitFor();
    const waiting = await page.locator('main').innerText();
    for (const { name } of programs) expect(waiting).not.toContain(name);
    expect(await page.locator('main img').count()).toBe(0);
    const before = (await forgotLogin.boundingBox())!;

    answer();
    await page.locator('input[name="username"]').waitFor();
    await page.locator('main img').waitFor();
    const after = (await forgotLogin.boundingBox())!;
    // Within a pixel: the held line's blank and the name may round differently.
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(after.x).toBe(before.x);
  } finally {
    await closePage(page);
  }
});
