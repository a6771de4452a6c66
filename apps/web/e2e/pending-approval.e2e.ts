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
      // The gate is titled for the terms, not the login page, and offers a way out.
      await expect.poll(() => page.title()).toContain(translate('pendingDoctor.termsTitle'));
      expect(await policies.getByTestId('usage-policy-logout').getAttribute('href')).toBe('/logout');
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
    // How long, and whom to call: the programme's phone lines.
    await pending.getByText(translate('pendingDoctor.timeframe')).waitFor();
    await pending.getByTestId('pending-contact').getByText('Oncologia: (11) 4000-1001').waitFor();
    // The programme is named once ("central do programa Programa Bem Estar" no more), and the e-mail is promised once.
    const text = (await pending.textContent()) ?? '';
    expect(text).not.toMatch(/programa Programa/i);
    expect(text.match(/e-mail/g)).toHaveLength(1);
    await expect.poll(() => page.title()).toContain(translate('pendingDoctor.title'));
  } finally {
    await closePage(page);
  }
});
