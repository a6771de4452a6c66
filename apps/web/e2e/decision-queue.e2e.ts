import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import type { Exam, ExamGroup, Followup, ProcedureCreated, SessionUser } from '@portal/domain';
import { launchBrowser } from './support/browser.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf } from './support/onboarding.ts';

/**
 * Deciding from "Aguardando minha decisão" (decision 0049), at a laptop's and a phone's width: the
 * district manager approves two requests at once at 1366 px and rejects two at 390 px (with the
 * summary, the required reason and the minute's undo); a rejected request says who rejected it,
 * on its detail and in the list. The requests are made once, through the API, for the whole file.
 */
const PROGRAM = 'BEMESTAR';
const GROUP = 'Painel genético';
const DOCTOR = 'medico@demo.com.br';
const DISTRICT = 'distrital@demo.com.br';
const ADMIN = 'admin@demo.com.br';
const WIDTHS = { laptop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Five exam requests of the demo doctor, paid by vouchers the admin gives; the fifth rejected by the district manager. */
async function seed(admin: APIRequestContext, doctor: APIRequestContext, district: APIRequestContext): Promise<ProcedureCreated[]> {
  const me = await json<SessionUser>(await doctor.get('/api/user'));
  const followups = await json<Followup[]>(await admin.get(`/api/programs/${me.programId}/followups`));
  let group: ExamGroup | undefined;
  for (const f of followups) group ??= (await json<ExamGroup[]>(await admin.get(`/api/followups/${f.id}/exam-groups`))).find((g) => g.name === GROUP);
  if (!group) throw new Error(`no exam group ${GROUP}`);
  const exams = await json<Exam[]>(await admin.get(`/api/exam-groups/${group.id}/exams`));
  for (const exam of exams) {
    await json(await admin.post('/api/movements/inventory/distribute', {
      data: {
        programId: me.programId, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: exam.id,
        distributionType: 'ADD_UNITS', amount: 5, userType: 'DOCTOR', userIds: [me.id],
      },
    }));
  }
  const institution = exams.flatMap((e) => e.institutions)[0] ?? group.institutions[0]!;
  const requests: ProcedureCreated[] = [];
  for (const name of ['Fila Um', 'Fila Dois', 'Fila Três', 'Fila Quatro', 'Fila Rejeitada']) {
    requests.push(await json<ProcedureCreated>(await doctor.post('/api/procedures', {
      headers: { 'Idempotency-Key': `e2e-queue-${name}-${Date.now()}` },
      data: {
        type: 'CLINICAL_EXAMINATION', programId: me.programId, followupId: group.followupId, groupId: group.id,
        itemIds: exams.map((e) => e.id), institutionId: institution.id,
        patient: { cpf: randomCpf(), name: `Paciente ${name}`, phone: '11987654321', birthDate: '1980-05-10' },
      },
    })));
  }
  await json(await district.put(`/api/procedures/${requests[4]!.id}/status`, { data: { status: 'REJECTED', reason: 'Fora do protocolo' } }));
  return requests;
}

async function open(browser: Browser, width: keyof typeof WIDTHS, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: WIDTHS[width] });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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
      await page.getByTestId('queue-approve').filter({ hasText: 'Aprovar 2 solicitações' }).click();
      const summary = page.getByTestId('bulk-decision-summary');
      for (const code of codes) await summary.getByText(code, { exact: false }).waitFor();
      expect(await seriousAxe(page)).toEqual([]);
      await page.getByTestId('bulk-decision-confirm').click();
      await page.getByText('2 solicitações aprovadas.').waitFor();
      for (const code of codes) await table.getByTestId('data-table-row').filter({ hasText: code }).waitFor({ state: 'detached' });
      expect(await seriousAxe(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('at 390 px the district manager rejects two with a reason, and undoes it within the minute', async () => {
    const page = await open(browser, 'phone', DISTRICT);
    try {
      const codes = [requests[2]!.code, requests[3]!.code];
      const table = await tickInQueue(page, codes);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
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
      expect(await overflow(page)).toBeLessThanOrEqual(0);
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
        expect(await seriousAxe(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
