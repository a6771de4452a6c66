import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import type { ProcedureCreated, ProcedureDetail, UserDetail } from '@portal/domain';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations, sidewaysOverflow } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { json } from './support/api.ts';
import { examRequests } from './support/exam-requests.ts';

/**
 * Deciding from "Aguardando minha decisão" (decision 0049), at a laptop's and a phone's width: the
 * district manager approves two requests at once at 1366 px and rejects two at 390 px (with the
 * summary, the required reason and the minute's undo); a rejected request says who rejected it,
 * on its detail and in the list. The requests are made once, through the API, for the whole file.
 */
const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const DISTRICT = 'distrital@demo.com.br';
const ADMIN = 'admin@demo.com.br';
const WIDTHS = { laptop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Five exam requests of the demo doctor, paid by vouchers the admin gives; the fifth rejected by the district manager. */
async function seed(admin: APIRequestContext, doctor: APIRequestContext, district: APIRequestContext): Promise<ProcedureCreated[]> {
  const names = ['Fila Um', 'Fila Dois', 'Fila Três', 'Fila Quatro', 'Fila Rejeitada'].map((name) => `Paciente ${name}`);
  const { requests } = await examRequests(admin, doctor, names);
  await json(await district.put(`/api/procedures/${requests[4]!.id}/status`, { data: { status: 'REJECTED', reason: 'Fora do protocolo' } }));
  return requests;
}

async function open(browser: Browser, width: keyof typeof WIDTHS, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: WIDTHS[width] });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** The queue, fifty rows a page, with these requests' rows on screen; each is ticked. */
async function tickInQueue(page: Page, codes: readonly string[]) {
  await page.goto(url('/procedures/queue?rows=50'));
  const table = page.getByTestId('decision-queue');
  for (const code of codes) {
    const row = table.getByTestId('data-table-row').filter({ hasText: code });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toMatch(/agora mesmo|há \d+ minutos?/);
    await row.getByRole('checkbox').check();
  }
  return table;
}

describe('the decision queue', () => {
  let browser: Browser;
  let requests: ProcedureCreated[];
  beforeAll(async () => {
    browser = await launchBrowser();
    const [admin, doctor, district] = await Promise.all([apiAs(ADMIN, PROGRAM), apiAs(DOCTOR, PROGRAM), apiAs(DISTRICT, PROGRAM)]);
    try {
      requests = await seed(admin, doctor, district);
    } finally {
      await Promise.all([admin.dispose(), doctor.dispose(), district.dispose()]);
    }
  });
  afterAll(async () => { await browser.close(); });

  it('at 1366 px the district manager approves two requests at once, after a summary', async () => {
    const page = await open(browser, 'laptop', DISTRICT);
    try {
      const codes = [requests[0]!.code, requests[1]!.code];
      const table = await tickInQueue(page, codes);
      // The buttons count properly: no number for one, disabled with none.
      const approve = page.getByTestId('queue-approve');
      const rowOf = (code: string) => table.getByTestId('data-table-row').filter({ hasText: code }).getByRole('checkbox');
      await rowOf(codes[1]!).uncheck();
      expect(await approve.textContent()).toBe('Aprovar solicitação');
      expect(await page.getByTestId('queue-reject').textContent()).toBe('Rejeitar solicitação');
      await rowOf(codes[0]!).uncheck();
      expect(await approve.textContent()).toBe('Aprovar solicitações');
      expect(await approve.isDisabled()).toBe(true);
      for (const code of codes) await rowOf(code).check();
      await page.getByTestId('queue-approve').filter({ hasText: 'Aprovar 2 solicitações' }).click();
      const summary = page.getByTestId('bulk-decision-summary');
      for (const code of codes) await summary.getByText(code, { exact: false }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('bulk-decision-confirm').click();
      await page.getByText('2 solicitações aprovadas.').waitFor();
      for (const code of codes) await table.getByTestId('data-table-row').filter({ hasText: code }).waitFor({ state: 'detached' });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('at 390 px the district manager rejects two with a reason, and undoes it within the minute', async () => {
    const page = await open(browser, 'phone', DISTRICT);
    try {
      const codes = [requests[2]!.code, requests[3]!.code];
      const table = await tickInQueue(page, codes);
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The select-all box over the cards says what it does.
      expect(await page.getByTestId('data-table-select-all-label').isVisible()).toBe(true);
      expect(await table.getByRole('checkbox', { name: 'Selecionar todos' }).count()).toBe(1);
      await page.getByTestId('queue-reject').click();
      await page.getByTestId('bulk-decision-confirm').click();
      await page.getByText('Informe o motivo da rejeição.').waitFor();
      await page.getByTestId('bulk-decision-reason').fill('Pedido duplicado');
      await page.getByTestId('bulk-decision-confirm').click();
      await page.getByText('2 solicitações rejeitadas.').waitFor();
      for (const code of codes) await table.getByTestId('data-table-row').filter({ hasText: code }).waitFor({ state: 'detached' });
      await page.getByTestId('rejection-undo-button').click();
      await page.getByText('Rejeição desfeita: a solicitação voltou a aguardar decisão.').waitFor();
      for (const code of codes) await table.getByTestId('data-table-row').filter({ hasText: code }).waitFor();
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await page.context().close();
    }
  });

  for (const width of ['laptop', 'phone'] as const) {
    it(`a rejected request says who rejected it, on its detail and in the list (${WIDTHS[width].width} px)`, async () => {
      const page = await open(browser, width, DOCTOR);
      const rejected = requests[4]!;
      try {
        await page.goto(url(`/procedures/exams/${rejected.id}`));
        await page.getByTestId('procedure-decision-by').filter({ hasText: 'Rejeitado por Diego Gerente Distrital' }).waitFor();
        expect(await page.getByTestId('procedure-decision-by').innerText()).not.toContain('Aprovado');
        await page.goto(url('/procedures/exams'));
        const list = page.getByTestId('procedures-table');
        await list.getByTestId('data-table-search').fill(rejected.code);
        await list.getByTestId('data-table-search').press('Enter');
        await list.getByTestId('data-table-row').filter({ hasText: rejected.code }).filter({ hasText: 'Rejeitado por Diego Gerente Distrital' })
          .waitFor({ timeout: 15_000 });
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }

  /**
   * The administrator names another CRM for the request's doctor; the council's simulator answers it at once (999999/SP:
   * suspended, and the doctor goes back to awaiting approval: decision 0065). Answers the doctor's user id.
   */
  async function setRequesterCrm(admin: APIRequestContext, procedureId: number, crm: string): Promise<number> {
    const doctorId = (await json<ProcedureDetail>(await admin.get(`/api/procedures/${procedureId}`))).createdBy.id;
    const user = await json<UserDetail>(await admin.get(`/api/users/${doctorId}`));
    const { cpf, birthDate } = user.doctor ?? {};
    await json(await admin.put(`/api/users/${doctorId}`, {
      data: { name: user.name, email: user.email, phone: user.phone, type: user.type, doctor: { crm, uf: 'SP', ...(cpf ? { cpf } : {}), ...(birthDate ? { birthDate } : {}) } },
    }));
    return doctorId;
  }

  it('a request of a doctor whose CRM the council holds suspended says so in the queue and on its detail, and cannot be approved (decision 0060)', async () => {
    const admin = await apiAs(ADMIN, PROGRAM);
    const page = await open(browser, 'laptop', ADMIN);
    const waiting = requests[2]!;
    try {
      await setRequesterCrm(admin, waiting.id, '999999');
      const table = await tickInQueue(page, [waiting.code]);
      const badge = table.getByTestId('data-table-row').filter({ hasText: waiting.code }).getByTestId('requester-council-badge');
      expect(await badge.innerText()).toMatch(/^CRM inativo no conselho: Suspenso\s+Última verificação no CFM: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      // At 1366 the requester's column has room: the badge on one line.
      const chip = badge.locator('.MuiChip-label');
      const lineHeight = await chip.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      expect((await chip.boundingBox())!.height).toBeLessThan(lineHeight * 1.8);
      await page.getByTestId('queue-approve').click();
      await page.getByTestId('bulk-decision-blocked').filter({ hasText: waiting.code }).waitFor();
      expect(await page.getByTestId('bulk-decision-confirm').isDisabled()).toBe(true);
      await page.goto(url(`/procedures/exams/${waiting.id}`));
      await page.getByTestId('requester-council-notice').filter({ hasText: 'consta como "Suspenso"' }).waitFor();
    } finally {
      // The demo doctor's own CRM back, and their approval with it, for the journeys after this one.
      const doctorId = await setRequesterCrm(admin, waiting.id, '123456');
      await json(await admin.put(`/api/users/${doctorId}/approved`, { data: { approved: true } }));
      await admin.dispose();
      await page.context().close();
    }
  });
});
