import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { url } from './env.ts';

/** What an HTML document has the browser fetch: its scripts and preloads (the icon aside). */
export const namedIn = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((href) => href !== '/favicon.svg');

/**
 * Opens an address and waits for `ready`, then checks that everything its document names was
 * fetched exactly once: no preload went unused or was fetched again by the app. Returns those names.
 */
export async function openNamingFirstLoads(page: Page, address: string, ready: () => Promise<unknown>): Promise<string[]> {
  const fetched: string[] = [];
  const onRequest = (request: Request) => fetched.push(new URL(request.url()).pathname);
  page.on('request', onRequest);
  const response = await page.goto(url(address));
  await ready();
  page.off('request', onRequest);
  const named = namedIn(await response!.text());
  for (const href of named) expect(fetched.filter((path) => path === href), href).toHaveLength(1);
  return named;
}
