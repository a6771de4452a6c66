import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { translate } from '@portal/domain';
import { closePage, launchBrowser, newPage } from './support/browser.ts';
import { url } from './support/env.ts';
import { chooseUf, randomDigits } from './support/onboarding.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('the ABRACARAVIDA signup fills the address from the CEP and clears it for an unknown CEP', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/signup?program=ABRACARAVIDA'));
    await page.getByTestId('crm-input').fill(randomDigits(6));
    await chooseUf(page, 'uf-select', 'SP');
    await page.getByTestId('crm-search').click();

    const block = page.getByTestId('address-block');
    await block.waitFor();
    await page.getByTestId('address-cep').fill('01310100');
    expect(await page.getByTestId('address-cep').inputValue()).toBe('01310-100');
    await expect.poll(() => page.getByTestId('address-placeDescription').inputValue()).toBe('Avenida Paulista');
    expect(await page.getByTestId('address-neighborhood').inputValue()).toBe('Bela Vista');
    expect(await page.getByTestId('address-city').inputValue()).toBe('São Paulo');
    expect(await page.getByTestId('address-state').textContent()).toBe('SP');

    await page.getByTestId('address-cep').fill('99999999');
    await page.getByText(translate('err.cepNotFound')).waitFor();
    await expect.poll(() => page.getByTestId('address-placeDescription').inputValue()).toBe('');
    expect(await page.getByTestId('address-city').inputValue()).toBe('');
  } finally {
    await closePage(page);
  }
});

it('the BEMESTAR signup has no address block', async () => {
  const page = await newPage(browser);
  try {
    await page.goto(url('/signup?program=BEMESTAR'));
    await page.getByTestId('crm-input').fill(randomDigits(6));
    await chooseUf(page, 'uf-select', 'RS');
    await page.getByTestId('crm-search').click();
    await page.getByTestId('signup-name').waitFor();
    expect(await page.getByTestId('address-block').count()).toBe(0);
  } finally {
    await closePage(page);
  }
});
