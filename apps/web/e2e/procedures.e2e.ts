import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import type { Exam, ExamGroup, ProcedureCreated, ProcedureDetail } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations, sidewaysOverflow } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { json } from './support/api.ts';
import { EXAM_GROUP, examRequests } from './support/exam-requests.ts';
import { timelineAgrees } from './support/timeline.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const DISTRICT = 'distrital@demo.com.br';
const ADMIN = 'admin@demo.com.br';

interface Seeded { group: ExamGroup; exams: Exam[]; approve: ProcedureCreated; reject: ProcedureCreated; partial: ProcedureCreated }

/** Three exam requests of the demo doctor (support/exam-requests.ts); the third approved whole. */
async function seed(admin: APIRequestContext, doctor: APIRequestContext, district: APIRequestContext): Promise<Seeded> {
  const { group, exams, requests } = await examRequests(admin, doctor, ['Paciente Aprovação Parcial', 'Paciente Rejeição', 'Paciente Conclusão Parcial']);
  const [approve, reject, partial] = requests as [ProcedureCreated, ProcedureCreated, ProcedureCreated];
  // The third is approved whole by the district manager, so the admin can conclude one exam of it.
  const third = await json<ProcedureDetail>(await district.get(`/api/procedures/${partial.id}`));
  await json(await district.put(`/api/procedures/${partial.id}/status`, {
    data: { status: 'APPROVED', procedureIds: third.children.map((c) => c.id) },
  }));
  return { group, exams, approve, reject, partial };
}

const chip = (page: Page) => page.getByTestId('procedure-header').getByTestId('procedure-status');

/** The exams list, narrowed to the exam group and searched by a request code. */
async function openFromList(page: Page, code: string) {
  await page.goto(url('/procedures/exams'));
  const table = page.getByTestId('procedures-table');
  await table.getByTestId('data-table-filter-examGroup').click();
  await page.getByRole('option', { name: EXAM_GROUP, exact: true }).click();
  await page.keyboard.press('Escape');
  await table.getByTestId('data-table-search').fill(code);
  await table.getByTestId('data-table-search').press('Enter');
  const row = table.getByTestId('data-table-row').filter({ hasText: code });
  await expect.poll(() => table.getByTestId('data-table-row').count(), { timeout: 15_000 }).toBe(1);
  await row.getByRole('link').first().click();
  await page.getByTestId('procedure-code').filter({ hasText: code }).waitFor();
}

describe('procedure lists and detail', () => {
  let browser: Browser;
  let seeded: Seeded;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [admin, doctor, district] = await Promise.all([apiAs(ADMIN, PROGRAM), apiAs(DOCTOR, PROGRAM), apiAs(DISTRICT, PROGRAM)]);
    try {
      seeded = await seed(admin, doctor, district);
    } finally {
      await Promise.all([admin.dispose(), doctor.dispose(), district.dispose()]);
    }
  });
  afterAll(async () => { await browser.close(); });

  it('the district manager filters the exams list, opens a request and approves the selected exam', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, DISTRICT);
      await openFromList(page, seeded.approve.code);
      expect(await chip(page).getAttribute('data-status')).toBe('OPEN');
      await page.getByTestId('timeline-authorization').filter({ hasText: 'Aguardando autorização' }).waitFor();
      const exams = page.getByTestId('procedure-children-exams');
      await exams.getByTestId('data-table-row').first().getByRole('checkbox').check();
      expect(await page.getByTestId('procedure-reject').isDisabled()).toBe(true);
      // The selection is the whole request's: every tab's items, one control to tick them all.
      const count = page.getByTestId('procedure-selection-count');
      await count.filter({ hasText: /^1 de \d+ itens selecionados/ }).waitFor();
      const total = Number(/de (\d+) itens/.exec(await count.innerText())![1]);
      await page.getByTestId('procedure-select-all-items').click();
      await count.filter({ hasText: `${total} de ${total} itens` }).waitFor();
      await page.getByTestId('procedure-select-all-items').click();
      await exams.getByTestId('data-table-row').first().getByRole('checkbox').check();
      // Before it is sent, the dialog says what is approved and what is rejected.
      await page.getByTestId('procedure-approve').click();
      await page.getByTestId('decision-summary-approved').waitFor();
      expect(await page.getByTestId('decision-summary-approved').getByRole('listitem').count()).toBe(1);
      expect(await page.getByTestId('decision-summary-rejected').getByRole('listitem').count()).toBe(total - 1);
      await page.getByTestId('decision-summary-confirm').click();
      await page.getByText('Solicitação aprovada com sucesso.').waitFor();
      await expect.poll(() => chip(page).getAttribute('data-status')).toBe('APPROVED');
      await page.getByTestId('timeline-authorization').filter({ hasText: 'Autorizado' }).waitFor();
      expect(await page.getByTestId('procedure-decision').count()).toBe(0);

      // Back on the filtered list, the CSV export downloads what the filters select.
      await page.getByTestId('procedure-back').click();
      await page.getByTestId('procedures-table').getByTestId('data-table-row').filter({ hasText: seeded.approve.code }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('procedures-export-csv').click()]);
      const csv = await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      });
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv).toContain(seeded.approve.code);
      expect(csv).not.toContain(seeded.reject.code);
    } finally {
      await closePage(page);
    }
  });

  it('the doctor sees the new status, with the patient, on a phone', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await loginAs(page, DOCTOR);
      await page.goto(url('/procedures/exams'));
      const table = page.getByTestId('procedures-table');
      await table.getByTestId('data-table-search').fill(seeded.approve.code);
      await table.getByTestId('data-table-search').press('Enter');
      const row = table.getByTestId('data-table-row').filter({ hasText: seeded.approve.code });
      await row.filter({ hasText: 'Paciente Aprovação Parcial' }).waitFor({ timeout: 15_000 });
      expect(await row.getByTestId('procedure-status').getAttribute('data-status')).toBe('APPROVED');
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('the district manager rejects a request, with a reason; reject waits until no exam is selected', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, DISTRICT);
      await page.goto(url(`/procedures/exams/${seeded.reject.id}`));
      await page.getByTestId('procedure-code').filter({ hasText: seeded.reject.code }).waitFor();
      const box = page.getByTestId('procedure-children-exams').getByTestId('data-table-row').first().getByRole('checkbox');
      await box.check();
      expect(await page.getByTestId('procedure-reject').isDisabled()).toBe(true);
      await box.uncheck();
      // Keyboard only: focus the reject button and press Enter.
      await page.getByTestId('procedure-reject').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('reject-reason').fill('Paciente fora do protocolo');
      await page.getByTestId('reject-dialog-confirm').click();
      await page.getByText('Solicitação rejeitada com sucesso.').waitFor();
      await expect.poll(() => chip(page).getAttribute('data-status')).toBe('REJECTED');
      await page.getByTestId('procedure-rejection-reason').filter({ hasText: 'Paciente fora do protocolo' }).waitFor();
      await page.getByTestId('timeline-authorization').filter({ hasText: 'Rejeitado' }).waitFor();
      await page.getByTestId('procedure-decision-by').filter({ hasText: 'Rejeitado por Diego Gerente Distrital' }).waitFor();
    } finally {
      await closePage(page);
    }
  });

  it("the doctor's detail lists their exam requests in its exams tab", async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, DISTRICT);
      const doctors = await json<{ data: { id: string; email: string }[] }>(await page.request.get(url(`/api/doctors?filter=${DOCTOR}`)));
      const doctorId = doctors.data.find((d) => d.email === DOCTOR)!.id;
      await page.goto(url(`/doctors/${doctorId}`));
      await page.getByTestId('doctor-tab-exams').click();
      const table = page.getByTestId('doctor-requests-CLINICAL_EXAMINATION');
      await table.getByTestId('data-table-row').filter({ hasText: seeded.reject.code }).getByTestId('procedure-status')
        .and(page.locator('[data-status="REJECTED"]')).waitFor({ timeout: 15_000 });
    } finally {
      await closePage(page);
    }
  });

  it('the admin concludes one exam of an approved request and the status shows PARTIAL', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, ADMIN);
      await page.goto(url(`/procedures/exams/${seeded.partial.id}`));
      await page.getByTestId('procedure-code').filter({ hasText: seeded.partial.code }).waitFor();
      expect(await chip(page).getAttribute('data-status')).toBe('APPROVED');
      const first = page.getByTestId('procedure-children-exams').getByTestId('data-table-row').first();
      await first.getByRole('button', { name: 'Concluir' }).click();
      await page.getByTestId('progress-dialog-confirm').click();
      await page.getByText('Etapa registrada com sucesso.').waitFor();
      await expect.poll(() => chip(page).getAttribute('data-status')).toBe('PARTIAL');
      expect(await first.getByTestId('child-status').getAttribute('data-status')).toBe('CONCLUDED');
      await page.getByTestId('timeline-conclusion').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // The timeline agrees with the status at both widths: nothing done after a step still waiting.
      for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(viewport);
        expect(await timelineAgrees(page), `${viewport.width}`).toBe(true);
      }
    } finally {
      await closePage(page);
    }
  });
});
