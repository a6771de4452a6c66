import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PROCEDURE_TYPES, type PublicProgram } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { apiAs, randomCpf } from './support/onboarding.ts';

let browser: Browser;
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // The link of any request the demo doctor can see.
  const doctor = await apiAs('medico@demo.com.br', 'BEMESTAR');
  try {
    const program = (await (await doctor.get('/api/programs/by-slug/BEMESTAR')).json()) as PublicProgram;
    for (const type of PROCEDURE_TYPES) {
      const page = (await (await doctor.get(`/api/procedures?programId=${program.id}&type=${type}`)).json()) as { data?: { code?: string }[] };
      const found = page.data?.find((p) => p.code)?.code;
      if (found) { code = found; break; }
    }
  } finally {
    await doctor.dispose();
  }
});
afterAll(async () => {
  await browser.close();
});

it('the link\'s CPF field says what is wrong under it: on submit, then as it is typed, then the server\'s answer', async () => {
  expect(code, 'a request with a link in the demo data').toBeTruthy();
  const page = await newPage(browser);
  try {
    await page.goto(url(`/p/${code}`));
    const field = page.getByTestId('link-cpf');
    // The field's message, as the field announces it.
    const message = async () => page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`).textContent();
    await page.getByTestId('link-cpf-submit').click();
    await page.getByText('Campo obrigatório').waitFor();
    expect(await message()).toBe('Campo obrigatório');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'link-cpf');
    await field.pressSequentially('123');
    await page.getByText('CPF inválido').waitFor();
    await field.fill('');
    await field.pressSequentially(randomCpf());
    await page.getByText('CPF inválido').waitFor({ state: 'detached' });
    // The check runs as the digits arrive: the field's state settles on the last one.
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('false');
    await page.getByTestId('link-cpf-submit').click();
    await page.getByText('Solicitação não encontrada.').first().waitFor();
    expect([await message(), await field.getAttribute('aria-invalid')]).toEqual(['Solicitação não encontrada.', 'true']);
  } finally {
    await closePage(page);
  }
});
