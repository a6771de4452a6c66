import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate } from '@portal/domain';
import { PENDING_DOCTOR } from './support/accounts.ts';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { loginAs } from './support/login.ts';
import { readAndTickPolicies } from './support/policies.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('an unapproved doctor sees only the pending-approval screen (after accepting pending terms)', async () => {
  const page = await newPage(browser);
  try {
    await loginAs(page, PENDING_DOCTOR);
    const policies = page.getByTestId('usage-policy-dialog');
    const pending = page.getByTestId('pending-approval');
    await policies.or(pending).first().waitFor();
    if (await policies.isVisible()) {
      const accept = policies.getByTestId('usage-policy-accept');
      expect(await accept.isDisabled()).toBe(true);
      // A term cannot be ticked before its text was opened.
      expect(await policies.getByRole('checkbox').first().isDisabled()).toBe(true);
      await readAndTickPolicies(page, policies);
      await accept.click();
    }
    await pending.waitFor();
    expect(await pending.textContent()).toContain(translate('msg.pendingApproval'));
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await pending.getByRole('link').count()).toBe(1);
  } finally {
    await closePage(page);
  }
});
