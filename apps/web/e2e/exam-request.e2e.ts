import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { translate, type Exam, type ExamAvailabilityRow, type ExamGroup, type Followup, type Page as ListPage, type UserListItem } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { timelineAgrees } from './support/timeline.ts';
import { url } from './support/env.ts';
import { loginAs } from './support/login.ts';
import { apiAs, randomCpf, randomDigits, readSmsCode } from './support/onboarding.ts';
import { json } from './support/api.ts';

const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const CONSENT_GROUP = 'Testes genéticos com consentimento';
const CONSENT_EXAM = 'Teste de BRCA germinativo';
const GENETIC_GROUP = 'Painel genético';
const BLOOD_GROUP = 'Hemograma e bioquímica';

interface Demo { programId: number; followup: Followup; groups: ExamGroup[] }

async function demoCatalogue(api: APIRequestContext): Promise<Demo> {
  const program = await json<{ id: number }>(await api.get(`/api/programs/by-slug/${PROGRAM}`));
  const followups = await json<Followup[]>(await api.get(`/api/programs/${program.id}/followups`));
  const followup = followups.find((f) => f.name === 'Oncologia')!;
  const groups = await json<ExamGroup[]>(await api.get(`/api/followups/${followup.id}/exam-groups`));
  return { programId: program.id, followup, groups };
}

const groupNamed = (demo: Demo, name: string) => demo.groups.find((g) => g.name === name)!;

/** The doctor's vouchers of one exam, as the request form's availability call answers. */
async function vouchersOf(doctor: APIRequestContext, programId: number, groupId: number, examId: number): Promise<number> {
  const rows = await json<ExamAvailabilityRow[]>(await doctor.get(`/api/procedures/exam-availability?programId=${programId}&examGroupId=${groupId}`));
  return rows.find((r) => r.examId === examId)!.vouchers;
}

/** Signs the demo doctor in (the one-time programme notice already seen) and opens the form on a group. */
async function openForm(page: Page, demo: Demo, groupName: string) {
  await loginAs(page, DOCTOR);
  await page.request.post(url('/api/doctors/program-notice/seen'));
  await page.goto(url('/exams/request'));
  await page.getByTestId('followupId').click();
  await page.getByTestId(`followupId-option-${demo.followup.id}`).click();
  await page.getByTestId('groupId').click();
  await page.getByTestId(`groupId-option-${groupNamed(demo, groupName).id}`).click();
  await page.getByTestId('section-patient').waitFor();
}

async function fillPatient(page: Page, phone: string) {
  await page.getByTestId('patient-cpf').fill(randomCpf());
  await page.getByTestId('patient-name').fill('Paciente de Teste E2E');
  await page.getByTestId('patient-phone').fill(phone);
}

const successText = translate('msg.successToRequestExams');

/** The element is in the window, wholly below the fixed top bar. */
async function belowTopBar(page: Page, target: Locator): Promise<boolean> {
  const bar = await page.locator('header.MuiAppBar-root').boundingBox();
  const box = await target.boundingBox();
  return bar !== null && box !== null && box.y >= bar.y + bar.height - 0.5 && box.y + box.height <= page.viewportSize()!.height;
}

describe('exam request', () => {
  let browser: Browser;
  let demo: Demo;
  let doctor: APIRequestContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    doctor = await apiAs(DOCTOR, PROGRAM);
    demo = await demoCatalogue(doctor);
  });
  afterAll(async () => {
    await doctor.dispose();
    await browser.close();
  });

  it('the demo doctor requests an exam with the SMS agreement code and spends one voucher', async () => {
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    const group = groupNamed(demo, CONSENT_GROUP);
    const exams = await json<Exam[]>(await admin.get(`/api/exam-groups/${group.id}/exams`));
    const exam = exams.find((e) => e.examType.name === CONSENT_EXAM)!;
    const users = await json<ListPage<UserListItem>>(await admin.get(`/api/users?filter=${encodeURIComponent(DOCTOR)}`));
    const doctorId = users.data.find((u) => u.email === DOCTOR)!.id;
    await json(await admin.post('/api/movements/inventory/distribute', {
      data: {
        programId: demo.programId, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: exam.id,
        distributionType: 'ADD_UNITS', amount: 2, userIds: [doctorId],
      },
    }));
    await admin.dispose();
    const before = await vouchersOf(doctor, demo.programId, group.id, exam.id);

    const page = await newPage(browser);
    try {
      await openForm(page, demo, CONSENT_GROUP);
      const caption = page.getByTestId(`exam-caption-${exam.id}`);
      expect(await caption.getAttribute('data-availability')).toBe('VOUCHER_AVAILABLE');
      expect(await caption.getAttribute('data-vouchers')).toBe(String(before));

      const phone = `119${randomDigits(8)}`;
      await fillPatient(page, phone);
      await page.getByTestId('institutionId').click();
      await page.getByRole('option', { name: 'Genomika Laboratório de Genética' }).click();
      await page.getByTestId(`exam-${exam.id}`).check();
      await page.getByTestId('agreement-CODE').check();
      await page.getByTestId('send-agreement-code').click();
      const { code } = await readSmsCode(page, phone);
      await page.getByTestId('agreement-code-sent').getByText(translate('examRequest.codeSent')).waitFor();
      await page.getByTestId('code-digit-0').fill(code);

      // Sent from a phone: the success notice's title shows below the fixed top bar, not under it.
      await page.setViewportSize({ width: 390, height: 844 });
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/procedures');
      await page.getByTestId('exam-request-submit').click();
      const { id } = (await (await created).json()) as { id: number };
      await page.getByTestId('request-sent').getByText(successText).waitFor();
      await expect.poll(() => belowTopBar(page, page.getByTestId('request-sent').locator('.MuiAlert-message > :first-child'))).toBe(true);
      // The form starts clean; picked again, the group's caption shows one voucher less.
      await page.getByTestId('exam-request-pick-group').waitFor();
      await page.getByTestId('groupId').click();
      await page.getByTestId(`groupId-option-${group.id}`).click();
      await page.locator(`[data-testid="exam-caption-${exam.id}"][data-vouchers="${before - 1}"]`).waitFor();
      expect(await page.getByTestId('patient-name').inputValue()).toBe('');
      expect(await vouchersOf(doctor, demo.programId, group.id, exam.id)).toBe(before - 1);
      // "Acompanhar a solicitação", followed from far down the page, opens the detail at its top: title and code in view.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByTestId('request-sent-link').click();
      await page.waitForURL((u) => u.pathname === `/procedures/${id}`);
      await page.getByTestId('procedure-code').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await belowTopBar(page, page.getByTestId('procedure-code'))).toBe(true);
      // The request's detail says, in words, why the exam was approved.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(url(`/procedures/exams/${id}`));
      await page.getByTestId('procedure-eligibility').getByText(translate('eligibility.voucherAvailable')).waitFor();
      // Still awaiting authorization: eligible by its voucher, not "Aprovado"; the timeline agrees.
      expect(await page.getByTestId('eligibility-result').first().innerText()).toContain(translate('procedures.eligibilityAwaiting.APPROVE'));
      expect(await timelineAgrees(page)).toBe(true);
    } finally {
      await closePage(page);
    }
  });

  it('shows a validation error next to its field', async () => {
    const page = await newPage(browser);
    try {
      await openForm(page, demo, BLOOD_GROUP);
      await fillPatient(page, `119${randomDigits(8)}`);
      // Tomorrow: before the group's minimum of three days from today.
      const tomorrow = new Date(Date.now() + 86_400_000);
      await page.getByTestId('withdrawal-date-0').fill(tomorrow.toISOString().slice(0, 10));
      await page.getByTestId('patient-cpf').fill('111.111.111-11');
      await page.getByTestId('exam-request-submit').click();
      const dateField = page.getByTestId('withdrawal-date-0').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');
      await dateField.getByText(translate('validation.dateNeedBeBigger')).waitFor();
      const cpfField = page.getByTestId('patient-cpf').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');
      await cpfField.getByText(translate('validation.invalidCpf')).waitFor();
      expect(await page.getByText(successText).count()).toBe(0);
    } finally {
      await closePage(page);
    }
  });

  it('a double click on Solicitar creates one request', async () => {
    const group = groupNamed(demo, GENETIC_GROUP);
    const exams = await json<Exam[]>(await doctor.get(`/api/exam-groups/${group.id}/exams`));
    const required = exams.find((e) => e.required)!;
    const before = await vouchersOf(doctor, demo.programId, group.id, required.id);
    const page = await newPage(browser);
    try {
      await openForm(page, demo, GENETIC_GROUP);
      await fillPatient(page, `119${randomDigits(8)}`);
      // The required exam is checked and locked.
      expect(await page.getByTestId(`exam-${required.id}`).isChecked()).toBe(true);
      expect(await page.getByTestId(`exam-${required.id}`).isDisabled()).toBe(true);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/procedures') posts.push(request.headers()['idempotency-key'] ?? '');
      });
      await page.getByTestId('exam-request-submit').dblclick();
      await page.getByText(successText).waitFor();
      expect(posts).toHaveLength(1);
      expect(await vouchersOf(doctor, demo.programId, group.id, required.id)).toBe(before - 1);
    } finally {
      await closePage(page);
    }
  });
});
