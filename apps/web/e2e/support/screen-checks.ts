import type { Page } from 'playwright-core';
import { seriousViolations } from './a11y.ts';

/**
 * What a user must never see on a screen, checked at the width the page has now: raw catalogue
 * keys, English validation messages, serious accessibility violations, a page wider than the
 * window, a button or link outside the window, uncaught errors and console errors.
 */

/** A text node that is only a catalogue key, e.g. "users.title" or "err.notFound". */
const RAW_KEY = /^(err|msg|validation|menu|common|[a-z]+)\.[A-Za-z0-9_.]+$/;
/** zod's built-in English messages, which the catalogue must replace. */
const ENGLISH_ZOD = /\b(Invalid input|Too small|Too big|Invalid (?:email|string|enum|date|type)|Expected (?:string|number|boolean|object|array)|Required)\b/;
/** Chromium logs each failed request as a console error; 4xx answers are expected (e.g. a refused action). */
const NETWORK_4XX = /status of 4\d\d/;

export interface PageWatch {
  /** Uncaught errors and console errors since the last check. */
  errors: string[];
  /** API requests under way. */
  inflight: number;
}

/** Listens to the page's errors and counts its API requests under way (to know when a screen has loaded). */
export function watch(page: Page): PageWatch {
  const state: PageWatch = { errors: [], inflight: 0 };
  page.on('pageerror', (error) => state.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (NETWORK_4XX.test(text)) return;
    state.errors.push(`console error: ${text}`);
  });
  const isApi = (u: string) => new URL(u).pathname.startsWith('/api/');
  page.on('request', (r) => { if (isApi(r.url())) state.inflight += 1; });
  const done = (r: { url: () => string }) => { if (isApi(r.url())) state.inflight = Math.max(0, state.inflight - 1); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

const QUIET_MS = 250;

/**
 * Waits until the screen has stopped loading: no API request, no progress indicator and no finite
 * animation or transition running, for a short while.
 */
export async function settle(page: Page, state: PageWatch, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy = state.inflight > 0 || (await page.evaluate(() =>
      [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].some((el) => el.checkVisibility())
      // A dialog still fading in: contrast and visibility read mid-transition are not the screen's.
      || document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)));
    if (busy) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/** Visible text nodes (and labelling attributes) that are raw catalogue keys. */
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

/**
 * The page is no wider than the window, and every visible button and link lies inside it
 * horizontally (one scrolled away inside a sideways-scrolling box counts: a user cannot see it).
 * A finding names the outermost elements that stick out.
 */
function layoutFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label') ?? (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = [...el.classList].find((c) => c.startsWith('Mui'));
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${cls ? ` .${cls}` : ''}>${label ? ` "${label}"` : ''}`;
    };
    const findings: string[] = [];
    if (root.scrollWidth > width + 1) {
      const sticking = [...document.body.querySelectorAll('*')].filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1) return false;
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= width + 1;
      });
      findings.push(`page ${root.scrollWidth} px wide in a ${width} px window: ${sticking.slice(0, 3).map(name).join(', ')}`);
    }
    const offScreen = [...document.querySelectorAll('a[href]:not([role]), button:not([role]), [role="button"], [role="link"]')].filter((el) => {
      if (el.getAttribute('data-testid') === 'skip-link' || el.closest('[aria-hidden="true"]')) return false;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1);
    });
    if (offScreen.length > 0) {
      findings.push(`${offScreen.length} action(s) outside the ${width} px window: ${offScreen.slice(0, 3)
        .map((el) => { const r = el.getBoundingClientRect(); return `${name(el)} at ${Math.round(r.left)}–${Math.round(r.right)}`; }).join(', ')}`);
    }
    return findings;
  });
}

/** Every check on the screen as it is now; the errors seen since the last check are taken. */
export async function checkScreen(page: Page, state: PageWatch): Promise<string[]> {
  const findings: string[] = [];
  for (const key of await rawKeysOnScreen(page)) findings.push(`raw catalogue key "${key}"`);
  const text = await page.locator('body').innerText();
  const english = ENGLISH_ZOD.exec(text);
  if (english) findings.push(`English validation message "${english[0]}"`);
  findings.push(...(await layoutFindings(page)));
  findings.push(...(await seriousViolations(page)));
  findings.push(...state.errors.splice(0));
  return findings;
}
