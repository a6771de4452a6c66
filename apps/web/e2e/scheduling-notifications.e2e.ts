import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import type { NotificationList, OutboxMessage, ProcedureCreated } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { seriousViolations, sidewaysOverflow } from './support/a11y.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs } from './support/onboarding.ts';
import { json } from './support/api.ts';
import { examRequests } from './support/exam-requests.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const ADMIN = 'admin@demo.com.br';
const PLACE = 'Laboratório Central, sala 3';

/** The doctor's exam request (paid by vouchers the admin grants), approved whole by the admin. */
async function approvedRequest(admin: APIRequestContext, doctor: APIRequestContext): Promise<ProcedureCreated> {
  const created = (await examRequests(admin, doctor, ['Paciente Agendamento'])).requests[0]!;
  const detail = await json<{ children: { id: number }[] }>(await admin.get(`/api/procedures/${created.id}`));
  await json(await admin.put(`/api/procedures/${created.id}/status`, { data: { status: 'APPROVED', procedureIds: detail.children.map((c) => c.id) } }));
  return created;
}

describe('scheduling a request and telling the doctor', () => {
  let browser: Browser;
  let request: ProcedureCreated;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [admin, doctor] = await Promise.all([apiAs(ADMIN, PROGRAM), apiAs(DOCTOR, PROGRAM)]);
    try {
      request = await approvedRequest(admin, doctor);
      // The doctor starts with nothing unread. Other journeys' rejections of this doctor's requests may
      // still be told after their undo minute (decision 0057), so the bell may count more than this one.
      await json(await doctor.post('/api/notifications/read', { data: {} }));
    } finally {
      await Promise.all([admin.dispose(), doctor.dispose()]);
    }
  });
  afterAll(async () => { await browser.close(); });

  it('the administrator schedules an exam with its São Paulo date, time and place; the timeline shows them', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, ADMIN);
      await page.goto(url(`/procedures/exams/${request.id}`));
      await page.getByTestId('procedure-code').filter({ hasText: request.code }).waitFor();
      await page.getByTestId('procedure-children-exams').getByTestId('data-table-row').first().getByRole('button', { name: 'Agendar' }).click();
      const dialog = page.getByTestId('progress-dialog');
      // No date, no confirmation.
      expect(await page.getByTestId('progress-dialog-confirm').isDisabled()).toBe(true);
      await dialog.getByLabel('Data e hora (horário de Brasília)').fill('2031-05-20T14:30');
      await page.getByTestId('progress-place').fill(PLACE);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('progress-dialog-confirm').click();
      await page.getByText('Etapa registrada com sucesso.').waitFor();
      await page.getByTestId('timeline-appointment').filter({ hasText: '20/05/2031 14:30 (horário de Brasília)' }).filter({ hasText: PLACE }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The message waits in the development outbox (the job queue sends it within a poll).
      await expect.poll(async () => {
        const messages = await json<OutboxMessage[]>(await page.request.get(url('/api/dev/outbox?take=100')));
        return messages.find((m) => m.destination === DOCTOR && m.body.includes(request.code) && m.body.includes(PLACE))?.subject ?? null;
      }, { timeout: 20_000, interval: 500 }).toBe(`Solicitação ${request.code} agendada para 20/05/2031 14:30`);
    } finally {
      await closePage(page);
    }
  });

  it('the doctor, on a phone, sees the bell count, the update in the list, and the appointment on the request', async () => {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await loginAs(page, DOCTOR);
      const count = page.getByTestId('notifications-count');
      await expect.poll(async () => Number(await count.textContent()), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      await page.getByTestId('notifications-bell').click();
      const item = page.getByTestId('notification-item').filter({ hasText: `Solicitação ${request.code} agendada` });
      await item.filter({ hasText: `Local: ${PLACE}` }).filter({ hasText: '20/05/2031 14:30' }).waitFor();
      expect(await item.getAttribute('data-unread')).toBe('true');
      // Judged once the popover has faded in: mid-transition its text is translucent.
      await page.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-paper')].every((e) => getComputedStyle(e).opacity === '1'));
      expect(await seriousViolations(page)).toEqual([]);
      await item.click();
      await page.getByTestId('procedure-code').filter({ hasText: request.code }).waitFor();
      await page.getByTestId('timeline-appointment').filter({ hasText: PLACE }).waitFor();
      // Opening the notice read it.
      await expect.poll(async () => (await json<NotificationList>(await page.request.get(url('/api/notifications')))).items
        .find((n) => n.kind === 'REQUEST_SCHEDULED' && n.data.procedureId === request.id)?.readAt ?? null).not.toBeNull();
      await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('the doctor chooses SMS on the profile; the choice is kept', async () => {
    const page = await newPage(browser);
    try {
      await loginAs(page, DOCTOR);
      await page.goto(url('/user/edit'));
      const card = page.getByTestId('notification-channels');
      // SMS and WhatsApp both go to the profile's phone: read the SMS channel's own hint.
      await card.locator('#notification-channel-SMS-hint', { hasText: 'Enviado para (11) 98765-0006' }).waitFor();
      await page.getByTestId('notification-channel-SMS').check();
      await page.getByTestId('notification-channels-save').click();
      await page.getByText('Preferências de aviso salvas.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.reload();
      await expect.poll(() => page.getByTestId('notification-channel-SMS').isChecked(), { timeout: 15_000 }).toBe(true);
    } finally {
      await closePage(page);
    }
  });
});
