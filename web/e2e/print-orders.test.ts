import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paymentQueues, type OrderPaidEvent } from '@atelier/contracts';
import { createBus, type Bus } from '@atelier/platform';
import { natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Ordering prints in real Chromium against the whole product with its render worker: from the
// editor's Export dialog, a mug with its print area, the delivery address checked, the print
// file rendered from the design and shown, Pay opening the checkout; once the payment event
// arrives, the profile's orders list follows the order to shipped. The sandbox print provider
// takes a second per state here.

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;
let bus: Bus;
const busPrefix = uniqueTestPrefix('print-orders-e2e');
const email = 'prints@example.com';

beforeAll(async () => {
  process.env.PRINT_SANDBOX_STEP_SECONDS = '1';
  harness = await startBrowserTestProduct('print-orders', {
    product: { renderWorkers: 1, busPrefix },
    ownWebBuild: true,
  });
  bus = await createBus({ natsUrl: await natsUrlForTests(), prefix: busPrefix });
  context = await harness.newContext();
  page = await context.newPage();
  await harness.signInTo(page, email, '/projects');
  await page.getByRole('heading', { level: 1, name: 'All projects' }).waitFor();
}, 300_000);

afterAll(async () => {
  delete process.env.PRINT_SANDBOX_STEP_SECONDS;
  await context?.close();
  await bus?.close();
  await harness?.stop();
});

/** Screenshots to look at, written when PRINT_E2E_SCREENSHOTS names a folder. */
async function screenshot(name: string) {
  const folder = process.env.PRINT_E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** A 400 × 400 gradient exported as PNG: the sunset poster example, made small. */
function smallPoster(): string {
  const graph = JSON.parse(
    readFileSync(path.join(repositoryRoot, 'examples/image/gradient-poster-2048.json'), 'utf8'),
  ) as { nodes: Array<{ type: string; controls?: Array<Array<{ id: string; value: unknown }>> }> };
  for (const node of graph.nodes)
    for (const row of node.controls ?? [])
      for (const control of row) if (control.id === 'width' || control.id === 'height') control.value = 400;
  return JSON.stringify(graph);
}

/** Creates a project and saves the graph as its version, as the editor does. */
async function projectWithGraph(name: string, graph: string): Promise<string> {
  return page.evaluate(
    async ({ name, graph }) => {
      const csrf = decodeURIComponent(/(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const created = await fetch('/project/version/create/new?environment=pro&state=active', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
        body: JSON.stringify({ name }),
      });
      const projectId = ((await created.json()) as { project: { id: string } }).project.id;
      const form = new FormData();
      form.append('nodegraph', new Blob([graph], { type: 'application/json' }), 'nodegraph.json');
      const saved = await fetch(`/project/version/create/${projectId}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-CSRF-Token': csrf },
      });
      if (saved.status !== 201) throw new Error(`saving the graph answered ${saved.status}`);
      return projectId;
    },
    { name, graph },
  );
}

/** The page's horizontal overflow of an element, in pixels (0 when it fits). */
function overflowOf(selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return Math.max(0, element.scrollWidth - element.clientWidth, box.right - window.innerWidth, -box.left);
    });
}

describe('ordering prints', () => {
  it('renders the print file from the design, opens the payment, and follows the paid order to shipped', async () => {
    // Nothing ordered yet.
    await page.goto(`${harness.product.url}/account/subscription`);
    await page.getByText('No print orders yet. Open a design, choose Export, then Order prints.').waitFor();

    const projectId = await projectWithGraph('Sunset mug', smallPoster());
    await page.goto(`${harness.product.url}/editor/${projectId}`);
    await page
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Export…' })
      .click();
    const exportDialog = page.getByRole('dialog', { name: 'Export' });
    await exportDialog.getByRole('button', { name: 'Order prints…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order prints' });
    await dialog.getByRole('radio', { name: /T-shirt/ }).waitFor();

    // The products are a radio group: the arrow keys move the choice from the T-shirt to the mug.
    await dialog.getByRole('radio', { name: /T-shirt/ }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Mug');
    expect(await dialog.getByRole('radio', { name: /Mug/ }).getAttribute('aria-checked')).toBe('true');
    // 1350 / 150 × 2.54 = 22.86 cm and 525 / 150 × 2.54 = 8.89 cm.
    await dialog.getByText('Print file 1350 × 525 px at 150 dpi (22.9 × 8.9 cm)').waitFor();
    // A mug at 9.95 and standard shipping at 4.99.
    expect(await dialog.locator('.print-costs dd').last().textContent()).toBe('€14.94');

    // Without an address the form names what is missing and goes to the first field.
    await dialog.getByRole('button', { name: 'Render print file' }).click();
    expect(await dialog.getByText('Required').count()).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.id.endsWith('-name'))).toBe(true);
    await page.keyboard.type('Ada Lovelace');
    await dialog.getByLabel('Street address').fill('12 St James Square');
    await dialog.getByLabel('City').fill('London');
    await dialog.getByLabel('ZIP code').fill('SW1Y 4JH');
    await dialog.getByLabel('Country').selectOption('GB');
    expect(await dialog.getByText('Required').count()).toBe(0);
    await screenshot('order-prints-form-1280-dark');
    // On a phone the form fits the width.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowOf('.print-dialog')).toBe(0);
    await screenshot('order-prints-form-390-dark');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Render print file' }).click();

    // The print file renders on a render worker, then shows.
    await dialog.getByText('Print file ready').waitFor({ timeout: 120_000 });
    const preview = dialog.getByRole('img', { name: /Print file of White Glossy Mug/ });
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([1350, 525]);
    await screenshot('order-prints-ready-1280-dark');

    // The real answer passes through untouched; it is read on the way, since the page leaves at once.
    let checkout: { url: string; checkout_session_id: string } | undefined;
    let orderId = '';
    await page.route('**/printful/order/*/checkout', async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      checkout = (await response.json()) as { url: string; checkout_session_id: string };
      orderId = /\/printful\/order\/([^/]+)\/checkout$/.exec(route.request().url())![1]!;
      await route.fulfill({ response });
    });
    await dialog.getByRole('button', { name: 'Pay €14.94' }).click();
    await expect.poll(() => checkout?.checkout_session_id).toBeTruthy();
    await page.waitForURL((url) => url.href.includes(checkout!.checkout_session_id));

    // The payment provider's webhook, as the payment service passes it on.
    const { userId } = await harness.tokenFor(email);
    const paid: OrderPaidEvent = {
      checkoutSessionId: checkout!.checkout_session_id,
      userId,
      orderId,
      amountTotal: 1494,
      currency: 'eur',
      paidAt: new Date().toISOString(),
    };
    await (await bus.workQueue(paymentQueues.printOrderPaid)).enqueue(paid);

    await page.goto(`${harness.product.url}/account/subscription?print_order=${orderId}`);
    const panel = page.getByRole('region', { name: 'Print orders' });
    await panel.getByText('Thank you! Production starts as soon as your payment is confirmed.').waitFor();
    const order = panel.locator('.print-order').first();
    // The list refreshes by itself while the order moves, until it has shipped.
    await order.locator('.print-badge', { hasText: 'Shipped' }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => order.locator('.print-tracking').textContent())
      .toMatch(/^Shipped with Sandbox Parcel, tracking number \d{12}\.\s*$/);
    expect(await order.getByText('1 × White Glossy Mug (White / 11 oz) · Print area').count()).toBe(1);
    await screenshot('print-orders-1280-dark');

    // A phone, in both themes: the list fits.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(theme);
      expect(await overflowOf('.print-panel')).toBe(0);
      await screenshot(`print-orders-390-${theme}`);
    }
  }, 300_000);
});
