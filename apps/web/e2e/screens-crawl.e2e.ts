import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from './support/accounts.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { loginAs } from './support/login.ts';

/**
 * Every demo account opens every item of its side menu, as a user would, and each screen is
 * checked for what a user must never see: raw catalogue keys, English validation messages, uncaught
 * errors, console errors (other than expected 4xx answers) and serious accessibility violations.
 * All findings of an account are collected and reported together.
 */

/** A text node that is only a catalogue key, e.g. "users.title" or "err.notFound". */
const RAW_KEY = /^(err|msg|validation|menu|common|[a-z]+)\.[A-Za-z0-9_.]+$/;
/** zod's built-in English messages, which the catalogue must replace. */
const ENGLISH_ZOD = /\b(Invalid input|Too small|Too big|Invalid (?:email|string|enum|date|type)|Expected (?:string|number|boolean|object|array)|Required)\b/;
/** Chromium logs each failed request as a console error; 4xx answers are expected (e.g. a refused action). */
const NETWORK_4XX = /status of 4\d\d/;

interface Listeners {
  errors: string[];
}

function listen(page: Page): Listeners {
  const state: Listeners = { errors: [] };
  page.on('pageerror', (error) => state.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (NETWORK_4XX.test(text)) return;
    state.errors.push(`console error: ${text}`);
  });
  return state;
}

/** Waits until the screen has stopped loading: no progress indicator for a short while. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const deadline = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = await page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible').count();
    if (busy === 0) {
      if (quietSince === 0) quietSince = Date.now();
      if (Date.now() - quietSince >= 400) return;
    } else {
      quietSince = 0;
    }
    await page.waitForTimeout(100);
  }
}

/** Visible text nodes that are raw catalogue keys. */
function rawKeysOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || !re.test(text)) continue;
      if (parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      found.add(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
      for (const attr of ['placeholder', 'aria-label', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && re.test(value)) found.add(`${value} (${attr})`);
      }
    }
    return [...found];
  }, RAW_KEY.source);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')})`);
}

async function checkScreen(page: Page, listeners: Listeners): Promise<string[]> {
  await settle(page);
  const findings: string[] = [];
  for (const key of await rawKeysOnScreen(page)) findings.push(`raw catalogue key "${key}"`);
  const text = await page.locator('body').innerText();
  const english = ENGLISH_ZOD.exec(text);
  if (english) findings.push(`English validation message "${english[0]}"`);
  findings.push(...(await seriousAxeViolations(page)));
  findings.push(...listeners.errors.splice(0));
  return findings;
}

describe('every screen of every demo account’s menu renders cleanly', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(DEMO_ACCOUNTS)('%s', { timeout: 240_000 }, async (email) => {
    const page = await newPage(browser);
    const listeners = listen(page);
    const findings: string[] = [];
    try {
      await loginAs(page, email);
      const landing = new URL(page.url()).pathname;
      for (const finding of await checkScreen(page, listeners)) findings.push(`${landing} (landing): ${finding}`);

      const menu = page.getByTestId('side-menu');
      const items = await menu.locator('[data-testid^="menu-"]').evaluateAll((nodes) =>
        nodes.map((n) => ({ testId: n.getAttribute('data-testid') ?? '', href: n.getAttribute('href') ?? '' })),
      );
      expect(items.length).toBeGreaterThan(0);

      for (const item of items) {
        await menu.getByTestId(item.testId).click();
        await page.waitForURL((u) => u.pathname === item.href, { timeout: 15_000 }).catch(() => {
          findings.push(`${item.testId}: the menu link to ${item.href} led to ${new URL(page.url()).pathname}`);
        });
        for (const finding of await checkScreen(page, listeners)) findings.push(`${item.href} (${item.testId}): ${finding}`);
      }
    } finally {
      await closePage(page);
    }
    expect(findings).toEqual([]);
  });
});
