import express from 'express';
import type { Router } from 'express';
import type { FakeStripeState, StripeObject } from './state';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p>Stand-in for Stripe Checkout (tests)</p>${body}</body></html>`;
}

function amountText(session: StripeObject): string {
  const pence = Number(session.amount_total ?? 0);
  return `£${(pence / 100).toFixed(2)}${session.mode === 'subscription' ? ' a month' : ''}`;
}

/**
 * The hosted Checkout page, as far as the end-to-end tests need it: the amount, Pay (completes the
 * session as a paid card would, then goes to success_url) and Cancel (back to cancel_url).
 */
export function checkoutPage(state: FakeStripeState): Router {
  const router = express.Router();

  router.get('/pay/:id', (req, res) => {
    const session = state.sessions.get(req.params.id);
    if (!session) {
      res.status(404).send(page('Not found', '<h1>This checkout does not exist</h1>'));
      return;
    }
    if (session.status !== 'open') {
      res.send(page('Checkout closed', `<h1>This checkout is ${escapeHtml(String(session.status))}</h1>`));
      return;
    }
    const what = session.mode === 'subscription' ? 'Gather Pro' : 'Donation';
    res.send(
      page(
        `Pay ${amountText(session)}`,
        `<h1>${what}</h1><p data-testid="amount">${amountText(session)}</p>
<form method="post" action="/pay/${escapeHtml(session.id)}/complete"><button type="submit">Pay ${amountText(session)}</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a></p>`,
      ),
    );
  });

  router.post('/pay/:id/complete', (req, res) => {
    const session = state.sessions.get(req.params.id);
    if (!session || session.status !== 'open') {
      res.status(409).send(page('Checkout closed', '<h1>This checkout cannot be paid</h1>'));
      return;
    }
    state.completeSession(session.id);
    res.redirect(303, String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  router.get('/portal/:n', (_req, res) => {
    res.send(page('Billing portal', '<h1>Billing portal</h1><p>Cards, invoices and plan would be managed here.</p>'));
  });

  return router;
}
