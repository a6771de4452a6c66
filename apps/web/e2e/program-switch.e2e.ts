import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { json } from './support/api.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { settle, watch, type PageWatch } from './support/screen-checks.ts';

const ADMIN = 'admin@demo.com.br';
const BEMESTAR = 'Programa Bem Estar';
const ABRACAR = 'Programa Abraçar a Vida';

/** Every API answer and request from now on, as "STATUS METHOD /path?query". */
function record(page: Page): { answers: string[]; stop: () => void } {
  const answers: string[] = [];
  const listen = (r: Response) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) answers.push(`${r.status()} ${r.request().method()} ${u.pathname}${u.search}`);
  };
  page.on('response', listen);
  return { answers, stop: () => page.off('response', listen) };
}

async function switchTo(page: Page, name: string): Promise<void> {
  const switcher = page.getByTestId('program-switcher').getByRole('combobox');
  await expect.poll(() => switcher.isEnabled()).toBe(true);
  await switcher.click();
  await page.getByRole('option', { name }).click();
  await expect.poll(() => switcher.textContent()).toBe(name);
}

/** A 200 answer to the list of requests of one programme (with this status filter) among the recorded ones. */
const listOf = (answers: readonly string[], programId: number, status?: string) => answers.some((a) => {
  const [code, , href] = a.split(' ');
  const u = new URL(href!, 'http://portal');
  return code === '200' && u.pathname === '/api/procedures' && u.searchParams.get('programId') === String(programId)
    && (status === undefined || u.searchParams.get('status') === status);
});

/** The answers that are not a success (a 404 for the old programme's record, a 400 for its ids). */
const refused = (answers: readonly string[]) => answers.filter((a) => !/^[23]/.test(a));

describe('switching programme from the top bar', () => {
  let browser: Browser;
  let page: Page;
  let state: PageWatch;
  const ids = { bemestar: 0, abracar: 0, exam: 0 };

  beforeAll(async () => {
    const admin = await apiAs(ADMIN, 'BEMESTAR');
    try {
      for (const [key, slug] of [['bemestar', 'BEMESTAR'], ['abracar', 'ABRACARAVIDA']] as const) {
        ids[key] = (await json<{ id: number }>(await admin.get(`/api/programs/by-slug/${slug}`))).id;
      }
      const exams = await json<{ data: { id: number }[] }>(await admin.get(`/api/procedures?programId=${ids.bemestar}&type=CLINICAL_EXAMINATION&take=1`));
      ids.exam = exams.data[0]!.id;
    } finally {
      await admin.dispose();
    }
    browser = await launchBrowser();
    page = await newPage(browser);
    state = watch(page);
    await loginAs(page, ADMIN);
  });
  afterAll(async () => {
    await closePage(page);
    await browser.close();
  });

  it('on a request of the old programme lands on the new programme\'s list without asking for it; a list keeps its filters', async () => {
    // A request of Bem Estar: its screen must not ask Abraçar a Vida for it.
    await page.goto(url(`/procedures/exams/${ids.exam}`));
    await page.getByTestId('procedure-code').waitFor();
    await settle(page, state);
    const network = record(page);
    await switchTo(page, ABRACAR);
    await settle(page, state);
    expect(refused(network.answers)).toEqual([]);
    expect(network.answers.filter((a) => a.includes(`/api/procedures/${ids.exam}`))).toEqual([]);
    expect(await page.locator('.notistack-MuiContent-error').count()).toBe(0);
    await page.waitForURL((u) => u.pathname === '/procedures/exams' && u.search === '');
    await settle(page, state);
    expect(listOf(network.answers, ids.abracar)).toBe(true);
    expect(await page.getByTestId('procedure-code').count()).toBe(0);

    // A list reloads for the new programme, keeping its status filter but not its page.
    await page.goto(url('/procedures/exams?status=OPEN&page=1'));
    await page.getByTestId('program-switcher').waitFor();
    await settle(page, state);
    network.answers.length = 0;
    await switchTo(page, BEMESTAR);
    await page.waitForURL((u) => u.pathname === '/procedures/exams' && u.search === '?status=OPEN');
    await settle(page, state);
    network.stop();
    expect(listOf(network.answers, ids.bemestar, 'OPEN')).toBe(true);
    expect(refused(network.answers)).toEqual([]);
    expect(await page.locator('.notistack-MuiContent-error').count()).toBe(0);
  });
});

describe('a session that expires on a page of the second programme', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it.each([
    { name: 'laptop', viewport: { width: 1366, height: 768 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ])('signs in again without the chooser and returns to the same page in the same programme ($name)', async ({ viewport }) => {
    const page = await newPage(browser);
    const state = watch(page);
    try {
      await page.setViewportSize(viewport);
      await loginAs(page, ADMIN, { program: 'ABRACARAVIDA' });
      // A list the user has filtered: its address carries the search.
      await page.goto(url('/procedures/exams?status=OPEN'));
      await page.getByTestId('data-table-search').waitFor();
      // The bell asks for its answer after the first paint: settled, the typing below is the next call.
      await page.getByTestId('notifications-bell').waitFor();
      await settle(page, state);

      // The session ends on the server; the next call answers 401.
      await page.context().clearCookies();
      await page.getByTestId('data-table-search').fill('sessao-expirada');
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
      const login = new URL(page.url());
      expect(login.searchParams.get('program')).toBe('ABRACARAVIDA');
      const next = login.searchParams.get('next') ?? '';
      expect(next.startsWith('/procedures/exams?')).toBe(true);
      expect(next).toContain('status=OPEN');
      // The chooser stays closed over the "session expired" message: the form is there to sign in again.
      await page.locator('input[name="username"]').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.locator('input[name="username"]').fill(ADMIN);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.pathname === '/procedures/exams' && u.searchParams.get('status') === 'OPEN', { timeout: 30_000 });
      await expect.poll(() => page.getByTestId('program-switcher').getByRole('combobox').textContent()).toBe(ABRACAR);

      // A reload of a signed-in page with the session gone does the same (the programme kept in this browser).
      await page.context().clearCookies();
      await page.goto(url('/procedures/exams?status=OPEN'));
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/procedures/exams?status=OPEN');
      await page.locator('input[name="username"]').fill(ADMIN);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.pathname === '/procedures/exams' && u.search === '?status=OPEN', { timeout: 30_000 });
      await expect.poll(() => page.getByTestId('program-switcher').getByRole('combobox').textContent()).toBe(ABRACAR);

      // The bare /procedures is no unknown address: it opens the first request list this user may see.
      await page.goto(url('/procedures'));
      await page.waitForURL((u) => /^\/procedures\/(medications|exams|patient-procedures|visits)$/.test(u.pathname));
      await page.getByTestId('data-table-search').waitFor();
      expect(await page.getByTestId('page-not-found').count()).toBe(0);

      // Only a path of this portal is returned to: another host is ignored.
      for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        await page.context().clearCookies();
        await page.goto(url(`/login?program=ABRACARAVIDA&next=${encodeURIComponent(evil)}`));
        await page.locator('input[name="username"]').fill(ADMIN);
        await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
        await page.getByTestId('login-submit').click();
        await page.waitForURL((u) => u.pathname !== '/login', { timeout: 30_000 });
        expect(new URL(page.url()).origin).toBe(new URL(url('/')).origin);
      }
    } finally {
      await closePage(page);
    }
  });
});
