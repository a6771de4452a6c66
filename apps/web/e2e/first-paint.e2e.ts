import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { closePage, launchBrowser, newPhonePage } from './support/browser.ts';
import { url } from './support/env.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Holds every script of the app until `release` is called: what a slow phone sees while they download. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

const appRootHidden = (page: Page) => page.locator('#root').evaluate((root) => getComputedStyle(root).display === 'none');

it('a public page shows its frame and title before its scripts arrive, and the app takes their place', async () => {
  const page = await newPhonePage(browser);
  try {
    const scripts = await holdScripts(page);
    await page.goto(url('/contents?program=BEMESTAR'), { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: 'Conteúdos' });
    await title.waitFor();
    await page.getByText('Artigos, novidades e perguntas frequentes do programa.').waitFor();
    await page.getByRole('banner').getByText('Portal de Programas').waitFor();
    expect(await appRootHidden(page)).toBe(true);

    scripts.release();
    await page.getByTestId('contents-search').waitFor();
    // The app's render stands where the first paint stood: one title, one page, the root shown.
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.locator('#first-paint-style').count()).toBe(0);
    expect(await title.count()).toBe(1);
    expect(await appRootHidden(page)).toBe(false);
    await page.getByTestId('content-como-solicitar-exames-pelo-portal').waitFor();
  } finally {
    await closePage(page);
  }
});

it("the patient's link shows its card loading before its scripts arrive, then the link's own answer", async () => {
  const page = await newPhonePage(browser);
  try {
    const scripts = await holdScripts(page);
    await page.goto(url('/p/NAOEXISTE00'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Confirmação de cadastro' }).waitFor();
    await page.getByRole('progressbar', { name: 'Carregando' }).waitFor();

    scripts.release();
    await page.getByTestId('link-invalid').waitFor();
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  } finally {
    await closePage(page);
  }
});

it('a visitor who names no programme gets no first paint: the programme chooser comes with the app', async () => {
  const page = await newPhonePage(browser);
  try {
    const scripts = await holdScripts(page);
    await page.goto(url('/contents'), { waitUntil: 'commit' });
    // The root comes after where the first paint would stand: the document is read that far.
    await page.locator('#root').waitFor({ state: 'attached' });
    // The contents' title and intro would stand for a moment, then give way to the chooser.
    expect(await page.locator('#first-paint').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Conteúdos' }).count()).toBe(0);

    scripts.release();
    await page.getByTestId('program-chooser').getByRole('dialog').waitFor();
  } finally {
    await closePage(page);
  }
});
