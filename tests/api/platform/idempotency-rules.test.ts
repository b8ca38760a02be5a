import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTokenResponse } from '@contracts/developer/schemas';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createPaymentsTestApp } from '../../support/fake-stripe/payments-app';
import type { PaymentsTestApp } from '../../support/fake-stripe/payments-app';

/**
 * A replay of an Idempotency-Key passes every rule the first request passed, and an answer that
 * holds a secret (a token, a feed address, a Checkout or billing page) is never stored to be
 * replayed (issue 28, finding 3).
 */
let p: PaymentsTestApp;
let member: SignedInUser;
beforeAll(async () => {
  p = await createPaymentsTestApp();
  member = await signUp(p.t);
});
afterAll(async () => {
  await p.close();
});

const post = (path: string, auth: { Authorization: string }, key: string, body: object) =>
  p.t.request().post(path).set(auth).set('Idempotency-Key', key).send(body);
/** Every stored answer of the member, as the database keeps it. */
const storedAnswers = async (userId: number) =>
  (await p.t.deps.db('idempotency_keys').where({ user_id: userId }).select<{ response_body: string | null }[]>('response_body')).map((row) => row.response_body ?? '').join('\n');
const tokenCount = async (userId: number) => Number((await p.t.deps.db('api_tokens').where({ user_id: userId }).count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);

describe('a replay by another credential', () => {
  it('of a session\'s POST /developer/tokens, by a read-write API token, is refused as the route refuses tokens: no token, no secret', async () => {
    const key = randomUUID();
    const first = await post('/api/developer/tokens', member.auth, key, { name: 'Made in the browser' }).expect(201);
    const { raw_token } = CreateTokenResponse.parse(first.body);
    const token = await issueApiToken(p.t, member.user.id, 'read_write');
    const replay = await post('/api/developer/tokens', token, key, { name: 'Made in the browser' });
    expect(replay.status).toBe(403);
    expect((replay.body as { code: string }).code).toBe('session_required');
    expect(JSON.stringify(replay.body)).not.toContain(raw_token);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
  });

  it('of a session\'s POST /payments/donate, by a read-write API token, is refused: no Checkout address', async () => {
    const key = randomUUID();
    const first = await post('/api/payments/donate', member.auth, key, { amount: 500 }).expect(200);
    const { checkout_url } = first.body as { checkout_url: string };
    const token = await issueApiToken(p.t, member.user.id, 'read_write');
    const replay = await post('/api/payments/donate', token, key, { amount: 500 });
    expect(replay.status).toBe(403);
    expect(JSON.stringify(replay.body)).not.toContain(checkout_url);
  });

  it('of a read-write token\'s write, by a read-only token of the same member, is refused as a read-only token\'s write', async () => {
    const key = randomUUID();
    const writer = await issueApiToken(p.t, member.user.id, 'read_write');
    await post('/api/communities/', writer, key, { name: 'Written once' }).expect(201);
    const reader = await issueApiToken(p.t, member.user.id, 'read_only');
    const replay = await post('/api/communities/', reader, key, { name: 'Written once' });
    expect(replay.status).toBe(403);
    expect((replay.body as { code: string }).code).toBe('read_only_token');
  });

  it('of a session\'s write, by an API token, is not answered from the session\'s key: the key is the session\'s', async () => {
    const key = randomUUID();
    await post('/api/communities/', member.auth, key, { name: 'The browser\'s' }).expect(201);
    const token = await issueApiToken(p.t, member.user.id, 'read_write');
    const replay = await post('/api/communities/', token, key, { name: 'The browser\'s' });
    expect(replay.status).toBe(422);
    expect((replay.body as { code: string }).code).toBe('idempotency_key_reused');
    // The same session (and a new session of the member: the web app's outbox after signing in again) still gets its answer.
    const again = await post('/api/communities/', member.auth, key, { name: 'The browser\'s' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});

describe('answers that hold a secret', () => {
  it('POST /developer/tokens: the first answer shows the token once; the table never holds it; a replay mints nothing and says where to look', async () => {
    const key = randomUUID();
    const before = await tokenCount(member.user.id);
    const first = await post('/api/developer/tokens', member.auth, key, { name: 'Once only' }).expect(201);
    const { raw_token } = CreateTokenResponse.parse(first.body);
    expect(await storedAnswers(member.user.id)).not.toContain(raw_token);
    const replay = await post('/api/developer/tokens', member.auth, key, { name: 'Once only' });
    expect(replay.status).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual({ detail: expect.stringContaining('GET /developer/tokens') as unknown, code: 'idempotent_answer_withheld' });
    expect(JSON.stringify(replay.body)).not.toContain(raw_token);
    expect(await tokenCount(member.user.id)).toBe(before + 1);
  });

  it('POST /payments/donate: the Checkout address is not stored, and a replay asks for a new request instead of opening another Checkout', async () => {
    const key = randomUUID();
    const first = await post('/api/payments/donate', member.auth, key, { amount: 700 }).expect(200);
    const { checkout_url } = first.body as { checkout_url: string };
    expect(await storedAnswers(member.user.id)).not.toContain(checkout_url);
    const checkouts = p.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const replay = await post('/api/payments/donate', member.auth, key, { amount: 700 });
    expect(replay.status).toBe(409);
    expect((replay.body as { code: string }).code).toBe('idempotent_answer_withheld');
    expect(p.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(checkouts);
  });

  it('POST /payments/subscribe-pro, /payments/portal and /calendar/feed: neither Checkout, billing page nor feed address is stored', async () => {
    const owner = await signUp(p.t);
    const checkout = await post('/api/payments/subscribe-pro', owner.auth, randomUUID(), {}).expect(200);
    // Opening the Checkout made the member's billing account, which the portal needs.
    const portal = await post('/api/payments/portal', owner.auth, randomUUID(), {}).expect(200);
    const feed = await post('/api/calendar/feed', owner.auth, randomUUID(), {}).expect(201);
    const stored = await storedAnswers(owner.user.id);
    expect(stored).not.toContain((checkout.body as { checkout_url: string }).checkout_url);
    expect(stored).not.toContain((portal.body as { url: string }).url);
    expect(stored).not.toContain((feed.body as { https_url: string }).https_url);
    expect(stored.split('\n').every((answer) => (JSON.parse(answer) as { code: string }).code === 'idempotent_answer_withheld')).toBe(true);
  });

  it('POST /auth/login: a public route keeps no replay, so a new session token is never stored, even when a signed-in client sends a key', async () => {
    const key = randomUUID();
    const first = await post('/api/auth/login', member.auth, key, { email: member.email, password: member.password }).expect(200);
    const second = await post('/api/auth/login', member.auth, key, { email: member.email, password: member.password }).expect(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    const stored = await storedAnswers(member.user.id);
    for (const res of [first, second]) {
      expect(stored).not.toContain((res.body as { access_token: string }).access_token);
    }
  });

  it('keeps an answer that holds no secret, and a refusal of a secret route, to replay as before', async () => {
    const key = randomUUID();
    const refused = await post('/api/developer/tokens', member.auth, key, { name: '' }).expect(400);
    const replay = await post('/api/developer/tokens', member.auth, key, { name: '' }).expect(400);
    expect(replay.body).toEqual(refused.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe('answers stored before this rule', () => {
  it('are overwritten by the migration with the replay\'s refusal, secrets gone, rows kept so nothing runs twice', async () => {
    const owner = await signUp(p.t);
    const nowIso = new Date().toISOString();
    const rows = [
      { key: 'old-token', status: 201, response_body: '{"token":{"id":1},"raw_token":"gthr_S3CR3T","message":"m"}' },
      { key: 'old-checkout', status: 200, response_body: '{"checkout_url":"https://checkout.example/S3CR3T"}' },
      { key: 'old-feed', status: 201, response_body: '{"https_url":"https://x/feeds/S3CR3T.ics","webcal_url":"webcal://x/feeds/S3CR3T.ics"}' },
      { key: 'old-portal', status: 200, response_body: '{"url":"https://billing.example/S3CR3T"}' },
      { key: 'old-comment', status: 201, response_body: '{"id":3,"content":"A url: https://example.org"}' },
      { key: 'old-refusal', status: 409, response_body: '{"detail":"You have 50 API tokens","code":"too_many_tokens"}' },
    ];
    await p.t.deps.db('idempotency_keys').insert(rows.map((row) => ({ ...row, user_id: owner.user.id, request_hash: 'h', created_at: nowIso })));
    const migration = await import('../../../migrations/20261129100001-idempotency-secrets-withheld');
    await migration.up(p.t.deps.db);
    const after = await p.t.deps.db('idempotency_keys').where({ user_id: owner.user.id }).orderBy('key').select<{ key: string; status: number; response_body: string }[]>('key', 'status', 'response_body');
    expect(after.map((row) => [row.key, row.status])).toEqual([
      ['old-checkout', 409],
      ['old-comment', 201],
      ['old-feed', 409],
      ['old-portal', 409],
      ['old-refusal', 409],
      ['old-token', 409],
    ]);
    expect(after.map((row) => row.response_body).join('\n')).not.toContain('S3CR3T');
    expect(after.find((row) => row.key === 'old-refusal')?.response_body).toContain('too_many_tokens');
  });
});
