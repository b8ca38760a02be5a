import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProStatusResponse } from '@contracts/payments/schemas';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { PAYMENTS_OFF, PRO_ACTIVE, makePaymentsConfig, makeProStatus } from './payments-fixtures';
import { signIn } from './support/sign-in';

const assign = vi.fn();
beforeEach(() => {
  signIn('tok');
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign, pathname: window.location.pathname, origin: window.location.origin });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const panel = async () => screen.findByRole('region', { name: /Gather Pro/ });
const api = (pro: ProStatusResponse, routes: Parameters<typeof fakeApi>[0] = {}, userPro = pro.is_pro) =>
  fakeApi({
    'GET /auth/me': { body: makeUser({ is_pro: userPro }) },
    'GET /config': CONFIG_RESPONSE,
    'GET /payments/config': { body: makePaymentsConfig() },
    'GET /payments/pro': { body: pro },
    ...routes,
  });

describe('the Pro panel in /settings', () => {
  it('offers Pro with its price and what it gives, and sends the browser to Checkout', async () => {
    const calls = api(makeProStatus(), { 'POST /payments/subscribe-pro': { body: { checkout_url: 'https://checkout.example/pay/cs_pro' } } });
    renderRoutes('/settings');
    const pro = await panel();
    expect(await within(pro).findByText('You are not on Pro.')).toBeTruthy();
    expect(pro.textContent).toContain('A Pro badge beside your name');
    expect(pro.textContent).toContain('Up to 500 invitation e-mails an hour, instead of 50');
    expect(pro.textContent).toContain('10× the developer API rate limit');
    fireEvent.click(within(pro).getByText('Subscribe for £4.00 a month'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_pro'));
    expect(calls.filter((c) => c.path === '/payments/subscribe-pro')).toHaveLength(1);
  });

  it('shows when Pro renews, and cancels only after the member confirms, then says when it ends', async () => {
    const ending = { ...PRO_ACTIVE, renews_on: null, ends_on: PRO_ACTIVE.renews_on, can_cancel: false, can_resume: true };
    const calls = api(PRO_ACTIVE, { 'POST /payments/cancel-pro': { body: ending } });
    renderRoutes('/settings');
    const pro = await panel();
    expect(await within(pro).findByText('You are on Pro. It renews on 25 December 2026.')).toBeTruthy();
    expect(within(pro).getByText('Pro member')).toBeTruthy();
    fireEvent.click(within(pro).getByText('Cancel Pro'));
    const dialog = await screen.findByText('Cancel your Pro subscription?');
    // Saying no changes nothing.
    fireEvent.click(within(dialog.closest('form') as HTMLElement).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('Cancel your Pro subscription?')).toBeNull());
    expect(calls.filter((c) => c.path === '/payments/cancel-pro')).toEqual([]);
    fireEvent.click(within(pro).getByText('Cancel Pro'));
    fireEvent.click(await screen.findByText('Yes, cancel Pro'));
    expect(await within(pro).findByText('Pro ends on 25 December 2026. It will not renew.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/payments/cancel-pro')).toHaveLength(1);
    expect(within(pro).getByText('Keep Pro')).toBeTruthy();
  });

  it('opens the billing portal from Manage billing', async () => {
    api(PRO_ACTIVE, { 'POST /payments/portal': { body: { url: 'https://billing.example/session/1' } } });
    renderRoutes('/settings');
    const pro = await panel();
    fireEvent.click(await within(pro).findByText('Manage billing'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/session/1'));
  });

  it('says a failed payment keeps Pro while Stripe retries', async () => {
    api({ ...PRO_ACTIVE, status: 'past_due', payment_failed: true });
    renderRoutes('/settings');
    const pro = await panel();
    expect(await within(pro).findByText(/did not go through\. Stripe will try your card again, and Pro stays on meanwhile/)).toBeTruthy();
  });

  it('back from Checkout, waits for Stripe\'s confirmation and then shows the badge in the account menu', async () => {
    let confirmed = false;
    const me = () => ({ body: makeUser({ is_pro: confirmed }) });
    fakeApi({
      'GET /auth/me': me,
      'GET /config': CONFIG_RESPONSE,
      'GET /payments/config': { body: makePaymentsConfig() },
      'GET /payments/pro': () => ({ body: confirmed ? PRO_ACTIVE : makeProStatus({ status: 'none', can_subscribe: false }) }),
    });
    renderRoutes('/settings?pro=welcome');
    const pro = await panel();
    expect(await within(pro).findByText('Thank you! Your payment is being confirmed; Pro switches on in a moment.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/settings'));
    confirmed = true;
    expect(await within(pro).findByText(/You are on Pro/, undefined, { timeout: 5000 })).toBeTruthy();
    const menu = screen.getByRole('button', { name: /Account menu for/ });
    await waitFor(() => expect(within(menu).queryByText('Pro member')).toBeTruthy());
  });

  it('says payments are not set up, with no button that would fail', async () => {
    fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE, 'GET /payments/config': { body: PAYMENTS_OFF } });
    renderRoutes('/settings');
    const pro = await panel();
    expect(await within(pro).findByText('Payments are not set up on this server.')).toBeTruthy();
    expect(within(pro).queryByRole('button')).toBeNull();
    expect(pro.querySelector('ion-button')).toBeNull();
  });
});
