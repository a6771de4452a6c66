import type { Page } from 'playwright-core';
import { allowedRoutes, FAQ_PROGRAM_SLUG, ptBR, type PublicProgram, type RouteDef, type SessionUser } from '@portal/domain';
import { webPtBR } from '../../src/lib/i18n/web-pt-BR.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { url } from './env.ts';
import { checkScreen, settle, type PageWatch } from './screen-checks.ts';

/** The two widths every screen is walked at: a phone and a laptop. */
export const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

export const APP_NAME = webPtBR.app.name;
const SEPARATOR = ' · ';

/** A screen the crawl can open: its route key, its pattern and the title it must carry. */
export interface CrawlRoute {
  key: string;
  path: string;
  screenName: string;
}

const menuLabel = (key: string): string => (ptBR.menu as Record<string, unknown>)[key] as string | undefined ?? `menu.${key}`;

/** The screens this session may open (spec §2 route table), plus the FAQ in its programme. */
export function sessionRoutes(user: SessionUser, program: PublicProgram): CrawlRoute[] {
  const routes: CrawlRoute[] = allowedRoutes(user.type, program.modules, user.modules)
    .map((r: RouteDef) => ({ key: r.key, path: r.path, screenName: menuLabel(r.key) }));
  if (program.slug?.toLowerCase() === FAQ_PROGRAM_SLUG) routes.push({ key: 'faq', path: '/faq', screenName: ptBR.faq.title });
  return routes;
}

/**
 * The route a pathname opens: same number of segments, static segments equal; the pattern with
 * the most static segments wins ('/procedures/medications' over '/procedures/:id').
 */
export function matchRoute(pathname: string, routes: readonly CrawlRoute[]): CrawlRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  let best: { route: CrawlRoute; score: number } | undefined;
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    let score = 0;
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) return parts[i] !== '';
      score += 1;
      return segment === parts[i];
    });
    if (fits && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** Same-origin link targets (path and query) inside `selector`, in document order. */
export function linkTargets(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes) => nodes
    .map((n) => new URL((n as HTMLAnchorElement).href, location.href))
    .filter((u) => u.origin === location.origin)
    .map((u) => `${u.pathname}${u.search}`));
}

/** The signed-in user and the programme of the session in `page`'s context. */
export async function currentSession(page: Page): Promise<{ user: SessionUser; program: PublicProgram }> {
  const user = (await (await page.request.get(url('/api/user'))).json()) as SessionUser;
  const programs = (await (await page.request.get(url('/api/programs/list/all'))).json()) as PublicProgram[];
  const program = programs.find((p) => p.id === user.programId);
  if (!program) throw new Error(`programme ${user.programId} of ${user.email} not in /api/programs/list/all`);
  return { user, program };
}

/** Signs `page`'s context in through the API (the login form has its own journeys). */
export async function signIn(page: Page, email: string, programSlug: string): Promise<void> {
  const program = (await (await page.request.get(url(`/api/programs/by-slug/${programSlug}`))).json()) as PublicProgram;
  const login = await page.request.post(url('/api/login'), { data: { username: email, password: DEMO_PASSWORD, programId: program.id } });
  if (!login.ok()) throw new Error(`login of ${email} in ${programSlug} failed: ${login.status()} ${await login.text()}`);
}

/** A client-side navigation, as a link click makes it: the router hears a history change. */
export async function navigate(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, target);
}

/** The expected title: `Screen · [Programme ·] Portal de Programas`. */
export const expectedTitle = (screenName: string, programName?: string): string =>
  [screenName, programName, APP_NAME].filter(Boolean).join(SEPARATOR);

/** Waits for the screen's title, then for it to load; a finding if the title never came. */
export async function awaitScreen(page: Page, state: PageWatch, title: string): Promise<string[]> {
  const titled = await page.waitForFunction((want) => document.title === want, title, { timeout: 15_000, polling: 50 })
    .then(() => true, () => false);
  await settle(page, state);
  if (titled) return [];
  return [`title "${await page.title()}" instead of "${title}"`];
}

/**
 * Checks the loaded screen at every width, starting from the width the page has; leaves the page
 * at the last one. Findings are prefixed with the width.
 */
export async function checkAtEveryWidth(page: Page, state: PageWatch): Promise<string[]> {
  const current = page.viewportSize()?.width;
  const order = [...WIDTHS].sort((a, b) => (a.width === current ? -1 : b.width === current ? 1 : 0));
  const findings: string[] = [];
  for (const [i, size] of order.entries()) {
    if (i > 0) {
      await page.setViewportSize(size);
      // Two frames: the media queries answer and the layout follows.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await settle(page, state);
    }
    for (const finding of await checkScreen(page, state)) findings.push(`@${size.width}: ${finding}`);
  }
  return findings;
}
