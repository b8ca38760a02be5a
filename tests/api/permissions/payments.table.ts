import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

/**
 * Payments are the member's own business, whatever their role in any community: every signed-in
 * member gets the same answer, guests a 401. Every person here has a Stripe customer and no Pro.
 */
export const paymentRows: PermissionRow[] = [
  { route: 'GET /api/payments/config', request: () => ({ method: 'get', path: '/api/payments/config' }), expect: everyone(200) },
  { route: 'POST /api/payments/donate', request: () => ({ method: 'post', path: '/api/payments/donate', body: { amount: 500 } }), expect: signedIn(200) },
  { route: 'GET /api/payments/pro', request: () => ({ method: 'get', path: '/api/payments/pro' }), expect: signedIn(200) },
  { route: 'POST /api/payments/subscribe-pro', request: () => ({ method: 'post', path: '/api/payments/subscribe-pro' }), expect: signedIn(200) },
  // Nobody here has Pro: there is nothing to cancel or keep.
  { route: 'POST /api/payments/cancel-pro', request: () => ({ method: 'post', path: '/api/payments/cancel-pro' }), expect: signedIn(409) },
  { route: 'POST /api/payments/resume-pro', request: () => ({ method: 'post', path: '/api/payments/resume-pro' }), expect: signedIn(409) },
  { route: 'POST /api/payments/portal', request: () => ({ method: 'post', path: '/api/payments/portal' }), expect: signedIn(200) },
  // Stripe's deliveries carry a signature, not a bearer token: unsigned, anyone's is a 400.
  { route: 'POST /api/payments/webhook', request: () => ({ method: 'post', path: '/api/payments/webhook', body: { id: 'evt_1', type: 'invoice.paid' } }), expect: everyone(400) },
];
