import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Buying a plan in real Chromium against the whole product with the built-in test-mode
// provider: the plan cards, a signed-out visitor sent to sign in and back, the test-mode
// checkout paid by keyboard, the result page waiting for the payment event, and the profile's
// subscription tab with the test-mode customer portal.

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('plans', { ownWebBuild: true });
  context = await harness.newContext();
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

/** Screenshots to look at, written when PLANS_E2E_SCREENSHOTS names a folder. */
async function screenshot(name: string) {
  const folder = process.env.PLANS_E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

describe('buying a plan in test mode', () => {
  it('shows the plans to a visitor and sends them to sign in before subscribing', async () => {
    await page.goto(`${harness.product.url}/get-pro`);
    await page.getByRole('heading', { level: 1, name: 'Choose your plan' }).waitFor();
    for (const plan of ['Composer', 'Pro', 'Studio'])
      await page.getByRole('heading', { level: 2, name: plan, exact: true }).waitFor();
    // Prices from the tier contract: 9, 24 and 49 euros a month.
    await page.getByText('€24.00 per month').waitFor();
    await page.getByText('8 render jobs at once').waitFor();
    await page.getByText('You came for this plan').waitFor();
    await screenshot('plans');
    const signInButtons = page.getByRole('button', { name: 'Sign in to subscribe' });
    expect(await signInButtons.count()).toBe(3);
    await signInButtons.nth(1).click();
    await page.waitForURL(`${harness.product.url}/login?redirect=%2Fget-pro`);
    await harness.signIn(page, 'plans@example.com');
    await page.waitForURL(`${harness.product.url}/get-pro`);
  });

  it('pays for Pro on the test-mode checkout with the keyboard and shows the plan once the payment is applied', async () => {
    await page.getByRole('button', { name: 'Subscribe to Pro' }).click();
    await page.waitForURL(/\/stripe\/test-mode\/checkout\/cs_test_/);
    await page.getByText('Test mode: no real payment').waitFor();
    await page.getByRole('cell', { name: 'Atelier Pro' }).waitFor();
    await screenshot('checkout');
    const pay = page.getByRole('button', { name: 'Pay €24.00' });
    // The Pay button has the focus when the page opens: Enter pays.
    expect(await pay.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/get-pro\/result\?checkoutSessionId=cs_test_/);
    await page.getByText('Your Pro plan is active.').waitFor();
    await page.getByRole('link', { name: 'Go to your projects' }).waitFor();
    await screenshot('result');
  });

  it('shows the subscription in the profile and changes it to Studio in the test-mode portal', async () => {
    await page.goto(`${harness.product.url}/account/subscription`);
    await page.getByRole('heading', { level: 2, name: 'Subscription' }).waitFor();
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('Pro');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    await page.getByText('Renews on').waitFor();
    await page.getByRole('button', { name: 'Manage', exact: true }).click();
    await page.waitForURL(/\/stripe\/test-mode\/portal\?return_url=/);
    await page.getByText('Test mode: no real payment').waitFor();
    await page.getByLabel('Change to').selectOption('studio');
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.waitForURL(/\/stripe\/test-mode\/portal\?return_url=/);
    await page.getByRole('heading', { level: 2, name: 'Studio' }).waitFor();
    await screenshot('portal');
    await page.getByRole('link', { name: 'Back to Atelier' }).click();
    await page.waitForURL(`${harness.product.url}/account/subscription`);
    await page.getByTestId('subscription-plan').getByText('Studio').waitFor();
    await screenshot('subscription');
  });
});
