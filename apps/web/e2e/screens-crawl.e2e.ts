import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OutboxMessage } from '@portal/domain';
import { webPtBR } from '../src/lib/i18n/web-pt-BR.ts';
import { DEMO_ACCOUNTS, PENDING_DOCTOR } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import {
  awaitScreen, checkAtEveryWidth, currentSession, expectedTitle, linkTargets, matchRoute, navigate, sessionRoutes, signIn, WIDTHS,
  type CrawlRoute,
} from './support/crawl.ts';
import { url } from './support/env.ts';
import { checkedConsentBoxes } from './support/consent.ts';
import { apiAs, randomCpf } from './support/onboarding.ts';
import { watch, type PageWatch } from './support/screen-checks.ts';

/**
 * Every demo account, in both demo programmes, opens every screen it may (its menu, its forms,
 * and the first row's detail and edit screens reached from each list), as do visitors the public
 * pages; each screen is checked at a phone's width (390 px) and a laptop's (1366 px): no page wider
 * than the window, no button or link outside it, no serious accessibility violation, no console
 * error, no raw catalogue key, and a title naming the screen, distinct from every other screen's.
 *
 * To keep the walk short, a screen is opened once for every set of accounts that may open the same
 * screens (regional, district manager and representative share theirs; the second programme adds
 * only the screens the first did not have), each account and programme in one browser context,
 * and the widths are switched on the loaded screen instead of opening it again.
 *
 * On every screen, no checkbox named for a consent is checked when it opens (decision 0072); the
 * forms that show their consent boxes only after a step (the first-medicine registration of a
 * patient not yet known) take that step on the screen already loaded, without another page load.
 */

const PROGRAMS = ['BEMESTAR', 'ABRACARAVIDA'] as const;
const page_ = webPtBR.page;

async function newCrawlPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; state: PageWatch }> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: WIDTHS[0] });
  const page = await context.newPage();
  return { context, page, state: watch(page) };
}

/** A request's code (any procedure's code opens the patient's link) and a set-password link, for the public pages. */
async function publicFixtures(): Promise<{ code: string; setPassword: string }> {
  const admin = await apiAs('admin@demo.com.br', 'BEMESTAR');
  try {
    const { programId } = (await (await admin.get('/api/user')).json()) as { programId: number };
    const list = (await (await admin.get(`/api/procedures?programId=${programId}&type=SALESFORCE_VISIT&take=1`)).json()) as { data?: { code: string }[] };
    const code = list.data?.[0]?.code;
    if (!code) throw new Error('no demo request to open /p/{code} with');
    await admin.post('/api/password-reset', { data: { email: PENDING_DOCTOR } });
    const messages = (await (await admin.get('/api/dev/outbox?take=50')).json()) as OutboxMessage[];
    const mail = messages.filter((m) => m.channel === 'EMAIL' && m.destination === PENDING_DOCTOR).sort((a, b) => b.id - a.id)[0];
    const link = /https?:\/\/\S+\/set-password\?\S+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error(`no set-password link for ${PENDING_DOCTOR}`);
    const { pathname, search } = new URL(link);
    return { code, setPassword: `${pathname}${search}` };
  } finally {
    await admin.dispose();
  }
}

describe('every screen, for every demo account and visitors, at a phone’s and a laptop’s width', () => {
  let browser: Browser;
  /** Screens already walked, by the set of screens the account may open (`signature|routeKey`) and by account (`email|routeKey`). */
  const walked = new Set<string>();
  let visits = 0;
  /** Consent boxes found checked when a form opened, over the whole crawl: must stay 0. */
  let consentsChecked = 0;
  const started = Date.now();

  /** The consent boxes checked on the screen as it opened, as findings (and counted). */
  const consentFindings = async (page: Page): Promise<string[]> => {
    const names = await checkedConsentBoxes(page);
    consentsChecked += names.length;
    return names.map((name) => `consent checkbox "${name}" checked when the form opened`);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    console.info(`screens crawl: ${visits} screens × ${WIDTHS.length} widths in ${Math.round((Date.now() - started) / 1000)} s; `
      + `consent checkboxes checked on open: ${consentsChecked}`);
  });

  it('public pages', { timeout: 120_000 }, async () => {
    const { code, setPassword } = await publicFixtures();
    const { context, page, state } = await newCrawlPage(browser);
    const findings: string[] = [];
    const titles = new Map<string, string>();
    const pages: { path: string; name: string }[] = [
      { path: '/', name: page_.home },
      { path: '/login?program=BEMESTAR', name: page_.login },
      { path: '/signup?program=BEMESTAR', name: page_.signup },
      { path: '/recover-login?program=BEMESTAR', name: page_.recoverLogin },
      { path: '/forgot-password', name: page_.forgotPassword },
      { path: setPassword, name: page_.setPassword },
      { path: `/p/${code}`, name: page_.patientConfirmation },
      { path: '/contents', name: page_.contents },
      { path: '/pcdt', name: page_.pcdt },
    ];
    try {
      for (let i = 0; i < pages.length; i++) {
        const { path, name } = pages[i]!;
        await page.goto(url(path));
        const title = expectedTitle(name);
        const found = await awaitScreen(page, state, title);
        found.push(...(await consentFindings(page)));
        if (path === '/contents') {
          const detail = (await linkTargets(page, 'main a[href]')).find((href) => /^\/contents\/[^/?]+/.test(href));
          if (detail) pages.push({ path: detail, name: page_.contents });
        }
        const other = titles.get(title);
        if (other !== undefined && !path.startsWith('/contents')) found.push(`same title "${title}" as ${other}`);
        titles.set(title, path);
        found.push(...(await checkAtEveryWidth(page, state)));
        visits += 1;
        findings.push(...found.map((f) => `${path}: ${f}`));
      }
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  });

  const ONLY = process.env.CRAWL_ACCOUNTS?.split(',');
  const sessions = DEMO_ACCOUNTS.filter((a) => !ONLY || ONLY.some((o) => a.startsWith(o)))
    .flatMap((email) => PROGRAMS.map((slug) => [email, slug] as const));
  // One test per account and programme: the system administrator's first programme alone opens
  // some seventy screens, each checked twice, which takes minutes on a slow machine.
  it.each(sessions)('%s in %s', { timeout: 600_000 }, async (email, slug) => {
    const { context, page, state } = await newCrawlPage(browser);
    const findings: string[] = [];
    try {
      await signIn(page, email, slug);
      const { user, program } = await currentSession(page);
      const routes = sessionRoutes(user, program);
      // The FAQ is the programme's, not the account's: it does not tell accounts apart.
      const signature = routes.filter((r) => r.key !== 'faq').map((r) => r.key).sort().join(',');
      const titles = new Map<string, string>();
      const opened = new Set<string>();

      await page.goto(url('/'));
      await page.getByTestId('drawer-toggle').waitFor();
      // The landing screen, then every screen without parameters (menu, forms, profile), then
      // what their links lead to: the first row's detail, edit and sub-screens.
      const queue: string[] = [new URL(page.url()).pathname, ...routes.filter((r) => !r.path.includes(':')).map((r) => r.path)];
      for (let first = true; queue.length > 0; first = false) {
        const target = queue.shift()!;
        const route = matchRoute(new URL(target, 'http://x').pathname, routes);
        if (!route || opened.has(route.key)) continue;
        opened.add(route.key);
        // The landing screen of each programme is always checked: it carries the programme's name.
        // A screen this account, or one allowed the same screens, has already walked is not walked again.
        const seen = walked.has(`${signature}|${route.key}`) || walked.has(`${email}|${route.key}`);
        walked.add(`${signature}|${route.key}`);
        walked.add(`${email}|${route.key}`);
        if (seen && !first) continue;

        const t0 = Date.now();
        if (!first) await navigate(page, target);
        const found = await screenFindings(page, state, route, program.name, routes, titles);
        found.push(...(await consentFindings(page)));
        if (route.key === 'medicationsRelease') found.push(...(await registrationConsents(page, consentFindings)));
        for (const link of await linkTargets(page, 'main a[href]')) queue.push(link);
        found.push(...(await checkAtEveryWidth(page, state)));
        visits += 1;
        findings.push(...found.map((f) => `${slug} ${target}: ${f}`));
        if (process.env.CRAWL_LOG) appendFileSync(process.env.CRAWL_LOG, `${email} ${slug} ${target} ${Date.now() - t0}ms\n${found.map((f) => `  ${f}\n`).join('')}`);
      }
      const unreached = routes.filter((r) => !opened.has(r.key)).map((r) => r.key);
      if (unreached.length > 0) console.info(`${email} in ${slug}: no link reached ${unreached.join(', ')}`);
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});

/** The screen opened where it should, titled with its name, and no other screen of this session has that title. */
async function screenFindings(
  page: Page, state: PageWatch, route: CrawlRoute, programName: string, routes: readonly CrawlRoute[], titles: Map<string, string>,
): Promise<string[]> {
  const title = expectedTitle(route.screenName, programName);
  const found = await awaitScreen(page, state, title);
  const landed = matchRoute(new URL(page.url()).pathname, routes);
  if (landed?.key !== route.key) found.push(`led to ${new URL(page.url()).pathname}`);
  const actual = await page.title();
  const other = titles.get(actual);
  if (other !== undefined && other !== route.key) found.push(`same title "${actual}" as ${other}`);
  titles.set(actual, route.key);
  return found;
}

/**
 * The first-medicine form shows its consent boxes with the registration of a patient the service
 * does not know: on the loaded screen, the first medicine and presentation, an unknown CPF, then
 * the boxes as the registration opens.
 */
async function registrationConsents(page: Page, consentFindings: (page: Page) => Promise<string[]>): Promise<string[]> {
  const pick = async (testId: string) => {
    await page.getByTestId(testId).click();
    await page.locator(`[data-testid^="${testId}-option-"]`).first().click();
  };
  await pick('fm-productId');
  await pick('fm-presentationId');
  await page.getByTestId('fm-cpf').fill(randomCpf());
  await page.getByTestId('fm-search').click();
  await page.getByTestId('fm-registration').waitFor();
  return (await consentFindings(page)).map((f) => `registration: ${f}`);
}
