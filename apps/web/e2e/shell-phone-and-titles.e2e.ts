import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { programFormSchema, type Program } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { documentWidth } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

describe('the shell on a phone, titles, the skip link, the footer and refused records', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser.close(); });

  it('keeps the whole width for the page and opens the menu as a drawer that closes on navigation', async () => {
    const page = await phonePage(browser);
    try {
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users'));
      await page.getByTestId('users-table').waitFor();
      const main = await page.locator('main').boundingBox();
      expect(main!.width).toBeGreaterThanOrEqual(380);
      expect(await page.getByTestId('menu-users').isVisible()).toBe(false);

      // Rows are stacked cards: the row actions and the pager are in view, nothing overflows.
      const edit = page.getByTestId('data-table-row').first().getByTestId('row-action-edit');
      const box = await edit.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      const pager = await page.getByTestId('data-table-pagination').getByRole('button', { name: /próxima/i }).boundingBox();
      expect(pager!.x + pager!.width).toBeLessThanOrEqual(390);
      await expect.poll(() => documentWidth(page)).toBeLessThanOrEqual(390);

      await page.getByTestId('drawer-toggle').click();
      await page.getByTestId('menu-userGroups').click();
      await page.waitForURL(/\/user-groups$/);
      await page.getByTestId('menu-userGroups').waitFor({ state: 'hidden' });
      expect(await page.title()).toBe('Grupos de usuários · Programa Bem Estar · Portal de Programas');
    } finally {
      await closePage(page);
    }
  });

  it('titles every screen with its name and programme, and the skip link is the first Tab stop', async () => {
    const page = await newPage(browser);
    try {
      await page.goto(url('/login?program=BEMESTAR'));
      await page.waitForFunction(() => document.title === 'Entrar · Portal de Programas');
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url('/users'));
      await page.waitForFunction(() => document.title === 'Usuários · Programa Bem Estar · Portal de Programas');
      expect(await page.locator('#route-announcer').textContent()).toBe('Usuários · Programa Bem Estar · Portal de Programas');

      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('skip-link');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    } finally {
      await closePage(page);
    }
  });

  it('says in place that a user above the admin is not found (like a missing one), and keeps the session', async () => {
    const page = await newPage(browser);
    const sysadmin = await apiAs('sysadmin@demo.com.br', 'BEMESTAR');
    try {
      const list = await (await sysadmin.get('/api/users?filter=sysadmin%40demo.com.br')).json() as { data: { id: number }[] };
      await loginAs(page, 'admin@demo.com.br');
      await page.goto(url(`/users/${list.data[0]!.id}/edit`));
      // An outranking user answers like a missing one, so the edit screen cannot tell who exists above.
      await page.getByTestId('load-failure').getByText('Usuário não encontrado.').waitFor();
      expect(page.url()).toContain('/edit');
      expect(await (await page.request.get(url('/api/user'))).json()).toHaveProperty('id');

      await page.goto(url('/users/999999/edit'));
      await page.getByTestId('load-failure').getByText('Usuário não encontrado.').waitFor();

      let calledApi = false;
      page.on('request', (request) => { if (request.url().includes('/api/users/abc')) calledApi = true; });
      await page.goto(url('/users/abc/edit'));
      await page.getByTestId('load-failure').getByText('Usuário não encontrado.').waitFor();
      expect(calledApi).toBe(false);
    } finally {
      await sysadmin.dispose();
      await closePage(page);
    }
  });

  it('shows the programme\'s footer HTML once scrolled to, without the tags and attributes outside its allow-list', async () => {
    const sysadmin = await apiAs('sysadmin@demo.com.br', 'BEMESTAR');
    const { id } = (await (await sysadmin.get('/api/programs/by-slug/BEMESTAR')).json()) as { id: number };
    const program = (await (await sysadmin.get(`/api/programs/${id}`)).json()) as Program;
    // The form's fields of the programme as it stands (absent rather than null), to restore it after.
    const form = programFormSchema.parse(Object.fromEntries(Object.entries(program).map(([key, value]) => [key, value ?? undefined])));
    const footer = '<p><strong>Central 0800</strong> <a href="https://example.com" onclick="window.clicked=1">site</a></p>'
      + '<style>main{display:none}</style><form action="https://example.com"><input name="cpf"></form><img src="x" onerror="window.hit=1">';
    const page = await phonePage(browser);
    try {
      expect((await sysadmin.put(`/api/programs/${id}`, { data: { ...form, customHtmlFooter: footer } })).status()).toBe(200);
      await loginAs(page, 'medico@demo.com.br');
      await page.goto(url('/dashboard'));
      await page.getByTestId('screen-dashboard').waitFor();
      await page.getByTestId('app-footer').scrollIntoViewIfNeeded();
      await page.getByTestId('app-footer').getByText('Central 0800').waitFor();
      const shown = await page.getByTestId('app-footer').evaluate((el) => ({
        tags: [...el.querySelectorAll('style, form, input, script')].length,
        handlers: [...el.querySelectorAll('*')].filter((node) => [...node.attributes].some((a) => a.name.startsWith('on'))).length,
        link: el.querySelector('a')?.getAttribute('href'),
      }));
      expect(shown).toEqual({ tags: 0, handlers: 0, link: 'https://example.com' });
      expect(await page.locator('main').isVisible()).toBe(true);
    } finally {
      await sysadmin.put(`/api/programs/${id}`, { data: form });
      await closePage(page);
      await sysadmin.dispose();
    }
  });
});
