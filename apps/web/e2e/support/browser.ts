import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless; never a downloaded browser (ENGINEERING §2). */
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** A page in its own context (fresh cookies and storage); axe needs pages made this way. */
export async function newPage(browser: Browser, phone = false): Promise<Page> {
  const context = await browser.newContext(phone
    ? { locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    : { locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // A dead renderer leaves the next action waiting out its timeout; say so where the run is read.
  page.on('crash', () => console.error(`the page's renderer crashed at ${page.url()}`));
  return page;
}

/** The same at a phone's width (390 × 844, touch). */
export const newPhonePage = (browser: Browser): Promise<Page> => newPage(browser, true);

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}
