import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The journeys' accessibility and phone-width checks, judged on the screen at rest.
 *
 * axe-core runs in the page itself: the playwright wrapper opens a blank page per analysis to
 * finish it (for frames, which the portal has none of), five to ten times the cost of the run, and
 * its partial results were once judged on a document mid-navigation.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }

/** Waits (up to `timeoutMs`) until no finite animation or transition runs: a fade read midway has the wrong contrast. */
export async function animationsEnded(page: Page, timeoutMs = 5_000): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity),
    undefined, { timeout: timeoutMs, polling: 50 },
  ).catch(() => undefined);
}

async function axeOnce(page: Page, include?: string): Promise<string[]> {
  // Injected once per document: it stays through the app's client-side navigations.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const results = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, include ?? null);
  return violations.map((v) => `axe ${v.impact} ${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/**
 * The serious and critical axe violations of the screen (or of the part `include` selects), once
 * its transitions have ended. A violation must be seen twice, a moment apart, to count: a screen
 * caught between two renders is not the screen a user reads, and a real defect stays put.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsEnded(page);
  const first = await axeOnce(page, include);
  if (first.length === 0) return first;
  await page.waitForTimeout(300);
  await animationsEnded(page);
  const second = new Set(await axeOnce(page, include));
  return first.filter((v) => second.has(v));
}

/** How many pixels the page scrolls sideways (0 when it fits its window). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The document's full width, to compare with a phone's. */
export const documentWidth = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth);
