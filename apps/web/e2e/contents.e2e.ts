import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations } from './support/a11y.ts';
import { url } from './support/env.ts';
import { openNamingFirstLoads } from './support/first-load.ts';
import { loginAs } from './support/login.ts';
import { apiAs, chooseUf } from './support/onboarding.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('a visitor reads the contents of ?program=BEMESTAR, filters them and opens a post', async () => {
  const page = await newPage(browser);
  try {
    // The document names the page's code, the session and the programme list, each fetched once.
    const named = await openNamingFirstLoads(page, '/contents?program=BEMESTAR',
      () => page.getByTestId('content-como-solicitar-exames-pelo-portal').waitFor());
    expect(named).toEqual(expect.arrayContaining(['/api/user', '/api/programs/list/all']));
    expect(named.some((href) => href.includes('/assets/public-contents-page-'))).toBe(true);
    expect(await page.getByTestId('content-novas-diretrizes-cancer-de-mama').count()).toBe(1);
    // No admin action on the public page.
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Category select, then a tag chip that no post of that category carries: the empty state.
    await page.getByTestId('contents-category').click();
    await page.getByRole('option', { name: 'Perguntas frequentes' }).click();
    await page.getByTestId('content-faq-liberacao-de-medicamento').waitFor();
    expect(await page.getByTestId('content-como-solicitar-exames-pelo-portal').count()).toBe(0);
    await page.getByTestId('tag-tag-11').click();
    await page.getByTestId('contents-empty').getByText('Nenhum conteúdo encontrado para os filtros selecionados.').waitFor();
    await page.getByTestId('tag-tag-11').click();

    await page.getByTestId('content-faq-liberacao-de-medicamento').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/contents/faq-liberacao-de-medicamento' && u.searchParams.get('program') === 'BEMESTAR');
    await page.getByTestId('content-detail').getByRole('heading', { level: 1, name: 'Como funciona a liberação do primeiro medicamento?' }).waitFor();
    expect(await page.getByTestId('content-body').locator('h3').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(url('/contents/nao-existe?program=BEMESTAR'));
    await page.getByText('Dados não encontrados.').waitFor();
  } finally {
    await closePage(page);
  }
});

it('a post\'s HTML is sanitised before it is shown', async () => {
  const page = await newPage(browser);
  try {
    const post = {
      id: 1, documentId: 'xss', title: 'Conteúdo hostil', url: 'xss', description: null, category: null, tags: [], image: null, publishedAt: null,
      body: '<p id="kept">Texto</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">link</a>',
    };
    await page.route('**/api/integration/cms/get-posts/BEMESTAR/PORTAL_MEDICO/xss', (route) => route.fulfill({ json: post }));
    await page.goto(url('/contents/xss?program=BEMESTAR'));
    await page.locator('#kept').waitFor();
    const body = page.getByTestId('content-body');
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('img').getAttribute('onerror')).toBeNull();
    expect(await body.getByText('link').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await closePage(page);
  }
});

it('a visitor without a programme chooses one first', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/contents'));
    await page.getByTestId('program-choice-ABRACARAVIDA').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/contents' && u.searchParams.get('program') === 'ABRACARAVIDA');
    await page.getByTestId('content-hipercolesterolemia-familiar-diagnostico').waitFor();
  } finally {
    await closePage(page);
  }
});

it('the demo doctor reads a post inside the shell and looks up discounts by medicine and state', async () => {
  const page = await newPage(browser);
  try {
    await loginAs(page, 'medico@demo.com.br');
    await page.goto(url('/contents/novas-diretrizes-cancer-de-mama'));
    await page.getByTestId('content-detail').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('side-menu').or(page.getByTestId('drawer-toggle')).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('content-body').getByRole('link', { name: 'PCDT vigente' }).getAttribute('rel')).toBe('noopener noreferrer');

    await page.goto(url('/discounts'));
    await page.getByTestId('discounts-search').click();
    await page.getByText('Selecione o medicamento.').waitFor();
    await page.getByText('Selecione o estado.').waitFor();

    await page.getByTestId('discounts-medicine').fill('ator');
    await page.getByRole('option', { name: 'Atorvastatina cálcica' }).click();
    await chooseUf(page, 'discounts-state', 'SP');
    await page.getByTestId('discounts-search').click();
    const card = page.getByTestId('discount-rule-31010');
    await card.waitFor();
    for (const text of ['De 1 a 2 caixas', '15% OFF', 'A partir de 6 caixas', '35% OFF']) await card.getByText(text).waitFor();

    await page.getByTestId('discounts-medicine').fill('Ezet');
    await page.getByRole('option', { name: 'Ezetimiba' }).click();
    await page.getByTestId('discounts-search').click();
    await page.getByTestId('discounts-empty').getByText('Não foram encontrados descontos para o medicamento.').waitFor();
  } finally {
    await closePage(page);
  }
});

it('a visitor downloads the protocols of a programme from the public /pcdt, with no upload', async () => {
  const admin = await apiAs('admin@demo.com.br', 'BEMESTAR');
  const name = `Protocolo público ${Date.now()}`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% protocolo\n'), Buffer.alloc(2048, 0x20)]);
  const upload = await admin.post('/api/program-files', {
    multipart: { name, fileType: 'CONTENTS', uf: '', libraryFile: { name: 'protocolo.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const page = await newPage(browser);
  try {
    await page.goto(url('/pcdt'));
    await page.getByTestId('program-choice-BEMESTAR').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/pcdt' && u.searchParams.get('program') === 'BEMESTAR');
    await page.getByRole('button', { name: `Abrir o arquivo Geral - ${name}` }).waitFor();
    expect(await page.getByTestId('pcdt-upload').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Excluir arquivo/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const zip = await page.request.get(url(await page.getByTestId('pcdt-download-all').getAttribute('href') ?? ''));
    expect([zip.status(), zip.headers()['content-type']]).toEqual([200, 'application/zip']);

    // The state field is a select-only combobox: the keyboard opens its list, picks a state and
    // leaves the focus on the field.
    const state = page.getByTestId('pcdt-state');
    await state.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox', { name: 'Estado' }).getByRole('option', { name: 'Geral' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Abrir o arquivo Geral - ${name}` }).waitFor({ state: 'detached' });
    expect([await state.inputValue(), await state.getAttribute('aria-expanded')]).toEqual(['AC - Acre', 'false']);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'pcdt-state');
  } finally {
    await closePage(page);
    await admin.dispose();
  }
});
