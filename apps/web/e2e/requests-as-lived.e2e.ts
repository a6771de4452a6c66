import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate, type Exam, type ExamGroup, type Followup, type Page as ListPage, type UserListItem } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { navigate, signIn, WIDTHS } from './support/crawl.ts';
import { url } from './support/env.ts';
import { apiAs, randomCpf, randomDigits } from './support/onboarding.ts';
import { checkScreen, settle, watch, type PageWatch } from './support/screen-checks.ts';
import { json } from './support/api.ts';

/**
 * Requests as a doctor lives them, at a laptop's and a phone's width, on one signed-in page: a
 * request made lands on its code (with the link to its detail) above a clean form; an address that
 * leads nowhere says so; a toast leaves with the screen that raised it.
 */
const PROGRAM = 'BEMESTAR';
const DOCTOR = 'medico@demo.com.br';
const GENETIC_GROUP = 'Painel genético';

/**
 * The screen's own findings: the top bar (its search, bell and user menu) is another screen's part
 * and is walked by the screens crawl; here only what these journeys change is judged.
 */
const screenFindings = async (page: Page, state: PageWatch) =>
  (await checkScreen(page, state)).filter((finding) => !finding.includes('data-testid=user-menu-button'));

describe('requests as their users live them', () => {
  let browser: Browser;
  let page: Page;
  let state: PageWatch;
  let followup: Followup;
  let group: ExamGroup;

  beforeAll(async () => {
    browser = await launchBrowser();
    // One voucher of the group's required exam for each width, so the journey never depends on what other journeys spent.
    const admin = await apiAs('admin@demo.com.br', PROGRAM);
    const program = await json<{ id: number }>(await admin.get(`/api/programs/by-slug/${PROGRAM}`));
    followup = (await json<Followup[]>(await admin.get(`/api/programs/${program.id}/followups`))).find((f) => f.name === 'Oncologia')!;
    group = (await json<ExamGroup[]>(await admin.get(`/api/followups/${followup.id}/exam-groups`))).find((g) => g.name === GENETIC_GROUP)!;
    const required = (await json<Exam[]>(await admin.get(`/api/exam-groups/${group.id}/exams`))).find((e) => e.required)!;
    const users = await json<ListPage<UserListItem>>(await admin.get(`/api/users?filter=${encodeURIComponent(DOCTOR)}`));
    await json(await admin.post('/api/movements/inventory/distribute', {
      data: {
        programId: program.id, inventoryType: 'CLINICAL_EXAMINATION', groupId: group.id, itemId: required.id,
        distributionType: 'ADD_UNITS', amount: WIDTHS.length, userIds: [users.data.find((u) => u.email === DOCTOR)!.id],
      },
    }));
    await admin.dispose();

    page = await newPage(browser);
    state = watch(page);
    await signIn(page, DOCTOR, PROGRAM);
    await page.request.post(url('/api/doctors/program-notice/seen'));
  });
  afterAll(async () => {
    await closePage(page);
    await browser.close();
  });

  for (const size of WIDTHS) {
    describe(`at ${size.width} px`, () => {
      beforeAll(async () => {
        await page.setViewportSize(size);
      });

      it('a doctor submits an exam request and lands on its code, with a link to it and a clean form', async () => {
        await page.goto(url('/exams/request'));
        await page.getByTestId('followupId').click();
        await page.getByTestId(`followupId-option-${followup.id}`).click();
        await page.getByTestId('groupId').click();
        await page.getByTestId(`groupId-option-${group.id}`).click();
        await page.getByTestId('patient-cpf').fill(randomCpf());
        await page.getByTestId('patient-name').fill('Paciente da Jornada E2E');
        await page.getByTestId('patient-phone').fill(`119${randomDigits(8)}`);
        const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/procedures');
        await page.getByTestId('exam-request-submit').click();
        const { id, code } = (await (await created).json()) as { id: number; code: string };

        const notice = page.getByTestId('request-sent');
        await notice.getByText(translate('requestSent.title', { code })).waitFor();
        await notice.getByText(translate('msg.successToRequestExams')).waitFor();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('request-sent');
        // A clean form: no group chosen, so nothing of the last patient is left.
        await page.getByTestId('exam-request-pick-group').waitFor();
        await settle(page, state);
        expect(await screenFindings(page, state)).toEqual([]);

        await notice.getByTestId('request-sent-link').click();
        await page.waitForURL((u) => u.pathname === `/procedures/${id}`);
        await page.getByTestId('procedure-code').getByText(code, { exact: false }).waitFor();
      });

      it('an unknown address and a request that is not there show their not-found pages', async () => {
        await page.goto(url('/nao-existe/de-jeito-nenhum'));
        const unknown = page.getByTestId('page-not-found');
        await unknown.getByRole('heading', { name: translate('notFound.pageTitle') }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/nao-existe/de-jeito-nenhum');
        await settle(page, state);
        expect(await screenFindings(page, state)).toEqual([]);

        // A list this profile may not open is not a request id: nothing asks the API for it.
        const asked: string[] = [];
        const listen = (r: { url: () => string }) => { if (new URL(r.url()).pathname.startsWith('/api/procedures/')) asked.push(r.url()); };
        page.on('request', listen);
        await navigate(page, '/procedures/visits');
        await unknown.waitFor();
        await navigate(page, '/procedures/999999999');
        await page.getByTestId('request-not-found').getByRole('heading', { name: translate('notFound.requestTitle') }).waitFor();
        page.off('request', listen);
        expect(asked.map((u) => new URL(u).pathname)).toEqual(['/api/procedures/999999999']);
        await settle(page, state);
        expect(await screenFindings(page, state)).toEqual([]);
      });

      if (size.width >= 1024) {
        it('the exams list shows every column header clear of the pinned actions column', async () => {
          await page.goto(url('/procedures/exams'));
          await page.getByTestId('data-table-row').first().waitFor();
          const overlap = await page.evaluate(() => {
            const headers = [...document.querySelectorAll('thead th')];
            const actions = headers.at(-1)!.getBoundingClientRect();
            return headers.slice(0, -1).filter((th) => th.getBoundingClientRect().right > actions.left + 1).map((th) => th.textContent);
          });
          expect(overlap).toEqual([]);
        });
      }

      it('a toast belongs to the screen that raised it: it is gone after navigating away', async () => {
        await page.goto(url('/patients/invitation'));
        await page.getByTestId('invite-submit').click();
        const toast = page.locator('.notistack-Snackbar');
        await toast.first().waitFor();
        await navigate(page, '/dashboard');
        await page.getByTestId('screen-dashboard').waitFor();
        await toast.first().waitFor({ state: 'detached' });
        expect(await toast.count()).toBe(0);
      });
    });
  }
});
