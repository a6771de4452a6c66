import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { DEV_CAPTCHA_TOKEN, type Page as ListPage, type TimeToTherapy, type UserGroup, type UserListItem } from '@portal/domain';
import { closePage, launchBrowser, newPage, newPhonePage } from './support/browser.ts';
import { namedIn, openNamingFirstLoads } from './support/first-load.ts';
import { seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits, readSmsCode } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const stamp = String(Date.now());
const visitDoctorName = `Dra. Visita Painel ${stamp}`;

/**
 * A doctor signs up asking for a technical consultant visit (an OPEN SALESFORCE_VISIT request),
 * and the administrator puts them in the representative's team, below the district manager.
 */
async function signUpWithVisit(page: Page, admin: APIRequestContext): Promise<number> {
  const program = await json<{ id: number }>(await admin.get(`/api/programs/by-slug/${PROGRAM}`));
  const phone = `119${randomDigits(8)}`;
  await json(await page.request.post(url('/api/codes'), { data: { type: 'SMS', destination: phone, recaptchaValue: DEV_CAPTCHA_TOKEN } }));
  const { code } = await readSmsCode(page, phone);
  const policies = await json<{ id: number }[]>(await page.request.get(url(`/api/program-usage-policies/public?programId=${program.id}&userType=DOCTOR`)));
  const specialties = await json<{ id: number }[]>(await page.request.get(url(`/api/user-groups/get-specialties?programId=${program.id}`)));
  const { userId } = await json<{ userId: number }>(await page.request.post(url('/api/users/signup'), {
    data: {
      code, type: 'SMS', programId: program.id,
      user: {
        name: visitDoctorName, email: `visita.${stamp}@e2e.com.br`, phone, password: 'Ipe-Amarelo-42', requestVisit: true,
        doctor: { crm: randomDigits(6), uf: 'MG', cpf: randomCpf(), birthDate: '1980-05-17', specialtyIds: specialties.slice(0, 1).map((s) => s.id) },
        acceptedPolicyIds: policies.map((p) => p.id),
      },
    },
  }));
  const representative = (await json<ListPage<UserListItem>>(await admin.get('/api/users?filter=representante%40demo.com.br'))).data[0]!;
  const groups = await json<UserGroup[]>(await admin.get(`/api/user-groups?programId=${program.id}`));
  const doctorsGroup = groups.find((g) => g.name === 'Médicos - acesso completo')!;
  await json(await admin.post(`/api/user-groups/User/${userId}`, { data: { userGroupId: doctorsGroup.id, userId, managerId: representative.id } }));
  return program.id;
}

/**
 * From the next document on, records on the page's own clock (`window[name]`) when `selector` is
 * first in the document.
 */
const recordArrival = (page: Page, selector: string, name: string) => page.addInitScript(([selector, name]) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    (window as unknown as Record<string, number>)[name] = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}, [selector, name] as const);

describe('dashboard', () => {
  let browser: Browser;
  let programId = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    const page = await newPage(browser);
    try {
      programId = await signUpWithVisit(page, admin);
    } finally {
      await closePage(page);
      await admin.dispose();
    }
  });
  afterAll(async () => { await browser.close(); });

  it('the doctor sees the quick-access cards with the counts of their requests and the request boxes, and no manager panel', async () => {
    const api = await apiAs('medico@demo.com.br', PROGRAM);
    const counts = await json<{ type: string; count: number }[]>(await api.get(`/api/procedures/count/${programId}`));
    await api.dispose();
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/dashboard'));
      for (const type of ['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'PATIENT_PROCEDURE']) {
        const expected = String(counts.find((c) => c.type === type)?.count ?? 0);
        await expect.poll(() => page.getByTestId(`dashboard-count-${type}`).textContent()).toBe(expected);
      }
      await page.getByTestId('dashboard-card-CLINICAL_EXAMINATION').getByRole('link').waitFor();
      for (const box of ['medicationsRelease', 'examsRequest', 'patientProceduresRequest']) {
        await page.getByTestId(`dashboard-box-${box}`).waitFor();
      }
      expect(await page.getByTestId('time-to-therapy-panel').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('dashboard-card-CLINICAL_EXAMINATION').getByRole('link').click();
      await page.waitForURL((u) => u.pathname === '/procedures/exams');
    } finally {
      await closePage(page);
    }
  });

  it('the document names what the cards need, each fetched once, and the board\'s, the chart\'s and the bell\'s code is asked for after the cards', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await recordArrival(page, '#dashboard-quick-access', 'cardsAt');
      // A signed-in address's document names the shell's code and the session and programme list
      // the boot asks for: the browser fetches them beside the entry's scripts, once each.
      const named = await openNamingFirstLoads(page, '/dashboard', () => page.getByTestId('notifications-bell').waitFor());
      expect(named).toEqual(expect.arrayContaining(['/api/user', '/api/programs/list/all']));
      expect(named.some((href) => href.includes('/assets/signed-in-'))).toBe(true);
      // The shell's catalogue sections, not the whole catalogue (decision 0105).
      expect(named.some((href) => href.includes('/assets/shell-texts-'))).toBe(true);
      expect(named.filter((href) => /\/assets\/(?:pt-BR|public-data)-/.test(href))).toEqual([]);
      // /login is no signed-in screen: its document names the entry's scripts only.
      const login = namedIn(await (await page.request.get(url('/login'))).text());
      expect(login.length).toBeGreaterThan(0);
      expect(named).toEqual(expect.arrayContaining(login));
      expect(login.length).toBeLessThan(named.length);
      expect(login).not.toContain('/api/user');

      const askedAt = () => page.evaluate(() => {
        const startOf = (chunk: string) => performance.getEntriesByType('resource').find((e) => e.name.includes(`/assets/${chunk}-`))?.startTime;
        return {
          cards: (window as { cardsAt?: number }).cardsAt,
          board: startOf('status-board'), chart: startOf('weekly-volume-panel'), bell: startOf('notifications-bell'), catalogue: startOf('pt-BR'),
        };
      });
      await expect.poll(async () => Object.values(await askedAt()).every((at) => at !== undefined)).toBe(true);
      const asked = await askedAt();
      for (const chunk of ['board', 'chart', 'bell', 'catalogue'] as const) expect(asked[chunk]!, chunk).toBeGreaterThan(asked.cards!);

      // Another signed-in screen opened directly waits for the whole catalogue: the boot asks for it
      // beside the shell, before the frame is on screen.
      await recordArrival(page, '[data-testid="drawer-toggle"]', 'frameAt');
      await page.goto(url('/procedures/exams'));
      await page.getByTestId('procedures-table').waitFor();
      const exams = await page.evaluate(() => ({
        frame: (window as { frameAt?: number }).frameAt,
        catalogue: performance.getEntriesByType('resource').find((e) => e.name.includes('/assets/pt-BR-'))?.startTime,
      }));
      expect(exams.catalogue).toBeLessThan(exams.frame!);
    } finally {
      await closePage(page);
    }
  });

  it('the dashboard paints before the rest of the catalogue arrives, and a screen opened meanwhile waits for it (decision 0105)', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      // The whole catalogue is held until the test lets it go.
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      let asked = false;
      await page.route(/\/assets\/pt-BR-[\w-]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      // Texts still shown as their catalogue keys (`menu.dashboard`), in the screen's content.
      const keysShown = () => page.evaluate(() => {
        const walker = document.createTreeWalker(document.getElementById('conteudo')!, NodeFilter.SHOW_TEXT);
        const keys: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent!.trim();
          if (/^[a-z][A-Za-z]*(?:\.[\w]+)+$/.test(text)) keys.push(text);
        }
        return keys;
      });

      await page.goto(url('/dashboard'));
      await expect.poll(() => page.locator('#dashboard-quick-access').textContent()).toBe('Resumo das solicitações');
      await page.getByTestId('dashboard-box-examsRequest').waitFor();
      // Once painted, the shell asks for the rest; the board by status, whose code comes after the
      // paint too, waits for it behind its placeholder.
      await expect.poll(() => asked).toBe(true);
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/status-board-')))).toBe(true);
      expect(await keysShown()).toEqual([]);

      await page.getByTestId('dashboard-card-CLINICAL_EXAMINATION').getByRole('link').click();
      await page.waitForURL((u) => u.pathname === '/procedures/exams');
      await page.getByRole('progressbar').first().waitFor();
      expect(await keysShown()).toEqual([]);
      expect(await page.getByTestId('procedures-table').count()).toBe(0);

      release();
      await page.getByTestId('procedures-table').waitFor();
      expect(await keysShown()).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('adds the styles a commit brings in batches, not rule by rule (decision 0104)', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      // Counts the rules added one at a time to the components' style tags (emotion's own way).
      await page.addInitScript(() => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- applied below with the sheet as this
        const insertRule = CSSStyleSheet.prototype.insertRule;
        const counter = window as unknown as { rulesOneByOne: number };
        counter.rulesOneByOne = 0;
        CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, ...args: [string, number?]) {
          if ((this.ownerNode as Element | null)?.getAttribute('data-emotion') === 'css') counter.rulesOneByOne += 1;
          return insertRule.apply(this, args);
        };
      });
      await page.goto(url('/dashboard'));
      await page.getByTestId('status-board').waitFor();
      await page.getByTestId('notifications-bell').waitFor();
      expect(await page.evaluate(() => (window as unknown as { rulesOneByOne: number }).rulesOneByOne)).toBe(0);
      const batches = await page.locator('style[data-emotion="css"]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLStyleElement).sheet?.cssRules.length ?? 0));
      expect(Math.max(...batches)).toBeGreaterThan(50);
      // The batches style the page: the bar carries the theme's primary colour.
      expect(await page.locator('header').first().evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(21, 101, 192)');
    } finally {
      await closePage(page);
    }
  });

  it('on a phone, the weekly chart below the fold is asked for only as its place nears the viewport', async () => {
    const page = await newPhonePage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      const asked: string[] = [];
      page.on('request', (r) => { if (/weekly-volume/.test(r.url())) asked.push(new URL(r.url()).pathname); });
      await page.goto(url('/dashboard'));
      await page.getByTestId('status-board-cards').waitFor();
      await page.getByTestId('notifications-bell').waitFor();
      const place = page.getByTestId('near-view-place');
      expect(await place.count()).toBe(1);
      expect(asked).toEqual([]);
      expect(await page.getByTestId('weekly-volume-panel').count()).toBe(0);

      await place.scrollIntoViewIfNeeded();
      await page.getByTestId('weekly-volume-chart').waitFor();
      expect(asked).toEqual(expect.arrayContaining([`/api/procedures/weekly-volume/${programId}`]));
      expect(asked.some((path) => path.startsWith('/assets/weekly-volume-panel-'))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('once the dashboard is painted, the doctor switches programme from the top bar and the screen follows', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/dashboard'));
      await page.getByTestId('dashboard-box-examsRequest').waitFor();
      const switcher = page.getByTestId('program-switcher').getByRole('combobox');
      await expect.poll(() => switcher.textContent()).toBe('Programa Bem Estar');
      await switcher.click();
      await page.getByRole('option', { name: 'Programa Abraçar a Vida' }).click();
      await expect.poll(() => switcher.textContent()).toBe('Programa Abraçar a Vida');
      // There the doctor's group grants the first-medicine release only.
      await page.getByTestId('dashboard-box-medicationsRelease').waitFor();
      await expect.poll(() => page.getByTestId('dashboard-box-examsRequest').count()).toBe(0);
      await switcher.click();
      await page.getByRole('option', { name: 'Programa Bem Estar' }).click();
      await page.getByTestId('dashboard-box-examsRequest').waitFor();
      // By keyboard: Enter opens the list on the current programme, Escape closes it back on the switcher.
      await expect.poll(() => switcher.isEnabled()).toBe(true);
      await switcher.focus();
      await page.keyboard.press('Enter');
      const current = page.getByRole('listbox', { name: 'Programa' }).getByRole('option', { name: 'Programa Bem Estar' });
      await expect.poll(() => current.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Programa Bem Estar');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
      await expect.poll(() => switcher.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it('the district manager sees the time-to-therapy panel with the visit waiting in it, linking to its detail', async () => {
    const api = await apiAs('distrital@demo.com.br', PROGRAM);
    const { waiting } = await json<TimeToTherapy>(await api.get(`/api/procedures/time-to-therapy/${programId}`));
    await api.dispose();
    expect(waiting.length).toBeGreaterThan(0);
    const page = await newPage(browser);
    try {
      await loginAs(page, 'distrital@demo.com.br');
      await page.goto(url('/dashboard'));
      const panel = page.getByTestId('time-to-therapy-panel');
      await panel.getByRole('heading', { name: 'Tempo até a terapia' }).waitFor();
      await panel.getByTestId('waiting-requests-table').waitFor();
      // The answer's ten longest-waiting requests, in order; the new visit among them unless ten older ones wait.
      const rows = panel.getByTestId('waiting-requests-table').locator('tbody tr');
      expect(await rows.count()).toBe(waiting.length);
      const visit = waiting.find((w) => w.requester === visitDoctorName);
      if (waiting.length < 10) expect(visit).toBeDefined();
      const shown = visit ?? waiting[0]!;
      const row = panel.getByTestId(`waiting-request-${shown.id}`);
      await row.getByText(shown.requester).waitFor();
      if (visit) await row.getByText('Visita de consultor técnico').waitFor();
      expect(await row.getByRole('link').getAttribute('href')).toBe(`/procedures/${shown.id}`);
      // The demo history of concluded visits fills the chart and its table.
      await panel.getByTestId('time-to-therapy-window-90').click();
      await panel.getByTestId('time-to-therapy-chart').waitFor();
      await panel.getByTestId('time-to-therapy-row-SALESFORCE_VISIT').getByRole('rowheader', { name: 'Visita de consultor técnico' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Request boxes are the doctor's: a manager has none.
      expect(await page.getByTestId('dashboard-box-examsRequest').count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it('the BEMESTAR representative (first medicine and exams only) waits on no other type, and every link opens its request', async () => {
    const api = await apiAs('representante@demo.com.br', PROGRAM);
    const { waiting } = await json<TimeToTherapy>(await api.get(`/api/procedures/time-to-therapy/${programId}`));
    await api.dispose();
    expect(waiting.map((w) => w.type).filter((type) => !['FIRST_MEDICINE', 'CLINICAL_EXAMINATION', 'SALESFORCE_VISIT'].includes(type))).toEqual([]);
    const shown = waiting.find((w) => w.type === 'CLINICAL_EXAMINATION') ?? waiting[0]!;
    const page = await newPage(browser);
    try {
      await loginAs(page, 'representante@demo.com.br');
      await page.goto(url('/dashboard'));
      const table = page.getByTestId('time-to-therapy-panel').getByTestId('waiting-requests-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(waiting.length);
      await table.getByTestId(`waiting-request-${shown.id}`).getByRole('link').click();
      await page.waitForURL((u) => u.pathname === `/procedures/${shown.id}`);
      await page.getByText(shown.code).first().waitFor();
      await page.getByTestId('procedure-back').waitFor();
    } finally {
      await closePage(page);
    }
  });
});
