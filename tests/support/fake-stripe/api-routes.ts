import express from 'express';
import type { Request, Response, Router } from 'express';
import type { FakeStripeState, StripeObject } from './state';

/** One call the stand-in received, as the SDK sent it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The form-encoded body, decoded (nested keys become objects and arrays, values stay strings). */
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  apiVersion: string | null;
  authorization: string | null;
}

/** Knobs the tests turn: Stripe down, or failing the next calls. */
export interface FaultPlan {
  /** The next N API calls answer 500 (with Stripe-Should-Retry: false, so the SDK gives up at once). */
  failNext: number;
}

const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });

function missing(res: Response, id: string): void {
  res.status(404).json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' } });
}

/**
 * The routes of Stripe's API that Gather calls, on the stand-in's state: customers, prices, Checkout
 * Sessions, subscriptions and Billing Portal sessions. Idempotency keys replay the first answer, as
 * Stripe's do. Every call is recorded.
 */
export function apiRoutes(state: FakeStripeState, recorded: RecordedRequest[], faults: FaultPlan): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: true, parameterLimit: 1000 }));
  const replies = new Map<string, { status: number; body: unknown }>();

  router.use((req, res, next) => {
    recorded.push({
      method: req.method,
      path: req.path,
      query: { ...(req.query as Record<string, unknown>) },
      body: { ...((req.body ?? {}) as Record<string, unknown>) },
      idempotencyKey: req.get('idempotency-key') ?? null,
      apiVersion: req.get('stripe-version') ?? null,
      authorization: req.get('authorization') ?? null,
    });
    if (!req.get('authorization')?.startsWith('Bearer sk_')) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (faults.failNext > 0) {
      faults.failNext -= 1;
      res.setHeader('Stripe-Should-Retry', 'false');
      res.status(500).json({ error: { type: 'api_error', message: 'The stand-in was told to fail this call' } });
      return;
    }
    const key = req.get('idempotency-key');
    const replay = key ? replies.get(`${req.path} ${key}`) : undefined;
    if (replay) {
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(replay.status).json(replay.body);
      return;
    }
    if (key) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        replies.set(`${req.path} ${key}`, { status: res.statusCode, body });
        return json(body);
      };
    }
    next();
  });

  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  const param = (req: Request, name: string) => String(req.params[name]);

  router.post('/v1/customers', (req, res) => {
    res.json(state.addCustomer(body(req)));
  });
  router.get('/v1/customers/:id', (req, res) => {
    const found = state.customers.get(param(req, 'id'));
    if (found) {
      res.json(found);
    } else {
      missing(res, param(req, 'id'));
    }
  });
  router.get('/v1/prices/:id', (req, res) => {
    const found = state.prices.get(param(req, 'id'));
    if (found) {
      res.json(found);
    } else {
      missing(res, param(req, 'id'));
    }
  });

  router.post('/v1/checkout/sessions', (req, res) => {
    const params = body(req);
    const items = (params.line_items as Record<string, unknown>[] | undefined) ?? [];
    const priceId = items[0]?.price;
    if (typeof priceId === 'string' && !state.prices.has(priceId)) {
      res.status(400).json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${priceId}'`, param: 'line_items[0][price]' } });
      return;
    }
    res.json(state.publicSession(state.addSession(params)));
  });
  router.get('/v1/checkout/sessions/:id', (req, res) => {
    const found = state.sessions.get(param(req, 'id'));
    if (!found) {
      missing(res, param(req, 'id'));
      return;
    }
    if (found.status === 'open' && Number(found.expires_at) < state.now()) {
      Object.assign(found, { status: 'expired', url: null });
    }
    res.json(state.publicSession(found));
  });

  router.get('/v1/subscriptions', (req, res) => {
    const customer = req.query.customer;
    const status = typeof req.query.status === 'string' ? req.query.status : 'active';
    const all = [...state.subscriptions.values()].filter((s) => s.customer === customer);
    res.json(list(status === 'all' ? all : all.filter((s) => s.status === status), '/v1/subscriptions'));
  });
  router.get('/v1/subscriptions/:id', (req, res) => {
    const found = state.subscriptions.get(param(req, 'id'));
    if (found) {
      res.json(found);
    } else {
      missing(res, param(req, 'id'));
    }
  });
  router.post('/v1/subscriptions/:id', (req, res) => {
    if (!state.subscriptions.has(param(req, 'id'))) {
      missing(res, param(req, 'id'));
      return;
    }
    res.json(state.updateSubscription(param(req, 'id'), body(req)));
  });
  router.delete('/v1/subscriptions/:id', (req, res) => {
    if (!state.subscriptions.has(param(req, 'id'))) {
      missing(res, param(req, 'id'));
      return;
    }
    state.end(param(req, 'id'));
    res.json(state.subscriptions.get(param(req, 'id')));
  });

  router.post('/v1/billing_portal/sessions', (req, res) => {
    const params = body(req);
    if (typeof params.customer !== 'string' || !state.customers.has(params.customer)) {
      missing(res, String(params.customer));
      return;
    }
    const session: StripeObject = {
      id: `bps_${state.portalSessions.length + 1}`,
      object: 'billing_portal.session',
      customer: params.customer,
      return_url: params.return_url ?? null,
      url: `${state.baseUrl}/portal/${state.portalSessions.length + 1}`,
      created: state.now(),
      livemode: false,
    };
    state.portalSessions.push(session);
    res.json(session);
  });

  router.use((req, res) => {
    res.status(404).json({ error: { type: 'invalid_request_error', message: `The stand-in has no route ${req.method} ${req.path}` } });
  });
  return router;
}
