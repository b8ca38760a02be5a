import { Router } from 'express';
import { DonateRequest } from '@contracts/payments/schemas';
import type { PaymentsConfigResponse } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import { startDonation } from './donations';
import { paymentsOf } from './gateway';
import { presentPaymentsConfig } from './presenter';
import { billingPortal, cancelPro, proStatus, resumePro, subscribePro } from './pro';
import { proPriceFor } from './pro-price';

/**
 * /payments (spec section 7, "Payments"): donations and Pro through Stripe Checkout. Everything but
 * the config needs a browser session (a developer API token never reaches money), and answers 503
 * while STRIPE_SECRET_KEY is unset. The webhook is mounted apart (webhook-route.ts): raw body, no bearer.
 */
export function paymentRoutes(deps: AppDeps, { requireSession }: Authenticators): Router {
  const router = Router();

  // Public: nothing in it is secret (a publishable key is meant for browsers), and it says whether to offer payments at all.
  router.get('/config', async (_req, res) => {
    const price = deps.config.payments ? await proPriceFor(deps, paymentsOf(deps)) : null;
    const body: PaymentsConfigResponse = presentPaymentsConfig(deps.config, price);
    res.json(body);
  });

  router.post('/donate', requireSession, async (req, res) => {
    const { amount } = parseRequest(DonateRequest, req.body);
    res.json(await startDonation(deps, actorOf(req), amount));
  });

  router.get('/pro', requireSession, async (req, res) => {
    res.json(await proStatus(deps, actorOf(req)));
  });

  router.post('/subscribe-pro', requireSession, async (req, res) => {
    res.json(await subscribePro(deps, actorOf(req)));
  });

  router.post('/cancel-pro', requireSession, async (req, res) => {
    res.json(await cancelPro(deps, actorOf(req)));
  });

  router.post('/resume-pro', requireSession, async (req, res) => {
    res.json(await resumePro(deps, actorOf(req)));
  });

  router.post('/portal', requireSession, async (req, res) => {
    res.json(await billingPortal(deps, actorOf(req)));
  });

  return router;
}
