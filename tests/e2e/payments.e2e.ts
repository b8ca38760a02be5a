import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import type { RunningServer } from '../../server/main';
import { startFakeStripe } from '../support/fake-stripe/fake-stripe';
import type { FakeStripe } from '../support/fake-stripe/fake-stripe';
import { signedDelivery } from '../support/fake-stripe/signed-delivery';
import { expect, freePort, test as base } from './fixtures';
import { AuthPages } from './pages/auth-pages';
import { PaymentPages } from './pages/payment-pages';

interface PaidServer {
  url: string;
  stripe: FakeStripe;
  server: RunningServer;
}

/** The app with payments on: the real Stripe SDK talks to a stand-in of Stripe this worker starts. */
const test = base.extend<object, { paid: PaidServer }>({
  paid: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stripe = await startFakeStripe();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-e2e-pay-'));
      const port = await freePort();
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
        ...stripe.env(),
      });
      const server = await startServer(config);
      await use({ url: config.publicUrl, stripe, server });
      await server.close();
      await stripe.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ paid }, use) => {
    await use(paid.url);
  },
});

/** Stripe's side: posts the events since `mark` to the webhook, signed, as Stripe would. */
async function deliverWebhooks(paid: PaidServer, mark: number): Promise<void> {
  for (const event of paid.stripe.eventsSince(mark)) {
    const { payload, headers } = signedDelivery(event);
    const res = await fetch(`${paid.url}/api/payments/webhook`, { method: 'POST', headers, body: payload });
    expect(res.status, event.type).toBe(200);
  }
}

async function signUp(page: Page, name: string): Promise<void> {
  await new AuthPages(page).register({ email: `${name.toLowerCase()}-${Date.now()}@example.com`, fullName: `${name} Payer`, password: 'pay-me-back-please' });
  await expect(page).toHaveURL(/\/home$/);
}

test('choose £5, Donate, pay on Checkout, and come back to the thank-you', async ({ page, paid }) => {
  await signUp(page, 'Dana');
  const pay = new PaymentPages(page);
  await pay.donate('£5.00');
  await expect(page.getByTestId('amount')).toHaveText('£5.00');
  await pay.payOnCheckout();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
  // What the stand-in was asked for: a one-off Checkout of 500 pence in pounds.
  const created = paid.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST').at(-1);
  expect(created?.body).toMatchObject({ mode: 'payment', line_items: [{ price_data: { currency: 'gbp', unit_amount: '500' } }] });
});

test('cancelling on Checkout comes back saying nothing was charged', async ({ page }) => {
  await signUp(page, 'Cass');
  const pay = new PaymentPages(page);
  await pay.donate('£10.00');
  await pay.cancelOnCheckout();
  await expect(page.getByText('Your donation was cancelled. Nothing was charged.')).toBeVisible();
  await expect(pay.donateForm()).toBeVisible();
});

test('subscribe to Pro, the webhook arrives, the Pro badge shows; cancel and see when it ends', async ({ page, paid }) => {
  await signUp(page, 'Pat');
  const pay = new PaymentPages(page);
  await expect(pay.accountMenuButton()).not.toContainText('Pro');
  const mark = paid.stripe.state.events.length;
  await pay.subscribeToPro();
  await pay.payOnCheckout();
  await expect(page).toHaveURL(/\/settings$/);
  // Back from Checkout, Pro is not on yet: only Stripe's webhook switches it on.
  await expect(pay.proPanel()).toContainText('Your payment is being confirmed');
  await expect(pay.accountMenuButton()).not.toContainText('Pro');
  await deliverWebhooks(paid, mark);
  await expect(pay.proPanel()).toContainText('You are on Pro. It renews on');
  await expect(pay.accountMenuButton()).toContainText('Pro');
  await pay.cancelPro();
  await expect(pay.proPanel()).toContainText(/Pro ends on .+\. It will not renew\./);
  await expect(pay.proPanel().getByText('Keep Pro')).toBeVisible();
  // Still Pro until then.
  await expect(pay.accountMenuButton()).toContainText('Pro');
});

test('the donate page and the Pro panel meet WCAG 2.1 AA as axe checks them, at 360 px', async ({ page }) => {
  await signUp(page, 'Axel');
  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  await page.goto('/donate');
  await new PaymentPages(page).donateForm().waitFor();
  // An amount typed and refused shows the alert too.
  await page.getByLabel('Or another amount (£)').fill('0.5');
  await new PaymentPages(page).donateForm().getByText('Donate', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Minimum donation amount is £1.00');
  expect(await violations()).toEqual([]);
  await page.goto('/settings');
  await expect(new PaymentPages(page).proPanel()).toContainText('You are not on Pro.');
  expect(await violations()).toEqual([]);
});
