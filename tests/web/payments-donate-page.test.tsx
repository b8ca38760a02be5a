import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { PAYMENTS_OFF, makePaymentsConfig } from './payments-fixtures';
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

const api = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /auth/me': { body: makeUser() }, 'GET /config': CONFIG_RESPONSE, 'GET /payments/config': { body: makePaymentsConfig() }, ...routes });

const total = () => screen.getByText('Total').parentElement?.querySelector('strong')?.textContent;
/** The form's Donate (the footer has a Donate link of its own). */
const donateButton = () => within(screen.getByRole('region', { name: 'Your donation' })).getByText('Donate', { selector: 'ion-button' });
const custom = () => screen.getByLabelText<HTMLInputElement>('Or another amount (£)');

describe('/donate', () => {
  it('offers £3 £5 £10 £20 with £5 chosen, shows the total, and sends the browser to Checkout for it', async () => {
    const calls = api({ 'POST /payments/donate': { body: { checkout_url: 'https://checkout.example/pay/cs_1' } } });
    renderRoutes('/donate');
    const presets = await screen.findByRole('group', { name: 'Choose an amount' });
    expect([...presets.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['£3.00', '£5.00', '£10.00', '£20.00']);
    expect(screen.getByLabelText<HTMLInputElement>('£5.00').checked).toBe(true);
    expect(total()).toBe('£5.00');
    fireEvent.click(screen.getByLabelText('£20.00'));
    expect(total()).toBe('£20.00');
    fireEvent.click(donateButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    expect(calls.find((c) => c.path === '/payments/donate')?.body).toEqual({ amount: 2000 });
  });

  it('takes a custom amount in pounds, rounded to pence', async () => {
    const calls = api({ 'POST /payments/donate': { body: { checkout_url: 'https://checkout.example/pay/cs_2' } } });
    renderRoutes('/donate');
    await screen.findByRole('group', { name: 'Choose an amount' });
    expect(custom()).toMatchObject({ min: '1', max: '1000', step: '0.01', type: 'number' });
    fireEvent.change(custom(), { target: { value: '7.505' } });
    expect(total()).toBe('£7.51');
    expect(screen.getByLabelText<HTMLInputElement>('£5.00').checked).toBe(false);
    fireEvent.click(donateButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/payments/donate')?.body).toEqual({ amount: 751 });
  });

  it.each([
    ['0.99', 'Minimum donation amount is £1.00'],
    ['1000.01', 'Maximum donation amount is £1,000.00'],
    ['', 'Minimum donation amount is £1.00'],
  ])('refuses £%s with the spec\'s alert and calls nobody', async (typed, alert) => {
    const calls = api();
    renderRoutes('/donate');
    await screen.findByRole('group', { name: 'Choose an amount' });
    // Typed, then changed to this (an emptied field leaves no amount).
    fireEvent.change(custom(), { target: { value: '5' } });
    fireEvent.change(custom(), { target: { value: typed } });
    fireEvent.click(donateButton());
    expect((await screen.findByRole('alert')).textContent).toBe(alert);
    expect(calls.filter((c) => c.path === '/payments/donate')).toEqual([]);
  });

  it.each([
    ['1', 100],
    ['1000', 100_000],
    ['0.999', 100],
  ])('takes £%s as %i pence (the limits themselves are allowed)', async (typed, pence) => {
    const calls = api({ 'POST /payments/donate': { body: { checkout_url: 'https://checkout.example/pay/cs_3' } } });
    renderRoutes('/donate');
    await screen.findByRole('group', { name: 'Choose an amount' });
    fireEvent.change(custom(), { target: { value: typed } });
    fireEvent.click(donateButton());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === '/payments/donate').map((c) => c.body)).toEqual([{ amount: pence }]);
  });

  it('says "Failed to process donation. Please try again." when the server cannot start it', async () => {
    api({ 'POST /payments/donate': { status: 502, body: { detail: 'The payment provider could not be reached.', code: 'payment_provider_unavailable' } } });
    renderRoutes('/donate');
    await screen.findByRole('group', { name: 'Choose an amount' });
    fireEvent.click(donateButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to process donation. Please try again.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says payments are not set up instead of offering a button that fails', async () => {
    api({ 'GET /payments/config': { body: PAYMENTS_OFF } });
    renderRoutes('/donate');
    expect(await screen.findByText('Payments are not set up on this server.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your donation' })).toBeNull();
    expect(screen.queryByText('Opening the payment page…')).toBeNull();
  });

  it('thanks the member back from Checkout, and takes the flag off the address', async () => {
    api();
    renderRoutes('/donate?donation=thanks&session_id=cs_1');
    expect(await screen.findByText('Thank you for your donation!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/donate'));
    fireEvent.click(screen.getByText('Donate again'));
    expect(await screen.findByRole('group', { name: 'Choose an amount' })).toBeTruthy();
  });

  it('says nothing was charged when the member cancelled on Checkout', async () => {
    api();
    renderRoutes('/donate?donation=cancelled');
    expect(await screen.findByText('Your donation was cancelled. Nothing was charged.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose an amount' })).toBeTruthy();
  });
});
