import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureVapidKeys } from '../../../server/features/push/vapid';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('GET /api/push/config', () => {
  it('answers the VAPID public key, generated once and kept', async () => {
    const res = await t.request().get('/api/push/config').expect(200);
    const key = (res.body as { public_key: string }).public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await ensureVapidKeys(t.deps.db, t.deps.config.vapid)).publicKey).toBe(key);
  });

  it('takes the keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set', async () => {
    const fromEnv = await ensureVapidKeys(t.deps.db, { publicKey: 'PUB', privateKey: 'PRIV', subject: 'mailto:ops@example.org' });
    expect(fromEnv).toEqual({ publicKey: 'PUB', privateKey: 'PRIV', subject: 'mailto:ops@example.org' });
  });
});

describe('push subscriptions', () => {
  it('stores a subscription per endpoint, moves it to whoever subscribes with it last, and removes it', async () => {
    const [a, b] = await Promise.all([signUp(t), signUp(t)]);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    await t.request().post('/api/push/subscriptions').set(a.auth).send({ endpoint, expirationTime: null, keys }).expect(201);
    await t.request().post('/api/push/subscriptions').set(a.auth).send({ endpoint, keys }).expect(201);
    expect(await t.deps.db('push_subscriptions').where({ endpoint })).toEqual([expect.objectContaining({ user_id: a.user.id })]);
    await t.request().post('/api/push/subscriptions').set(b.auth).send({ endpoint, keys }).expect(201);
    expect(await t.deps.db('push_subscriptions').where({ endpoint })).toEqual([expect.objectContaining({ user_id: b.user.id })]);
    await t.request().delete('/api/push/subscriptions').set(b.auth).send({ endpoint }).expect(204);
    expect(await t.deps.db('push_subscriptions').where({ endpoint })).toEqual([]);
  });

  it('refuses a developer API token: a leaked token must not register a browser that keeps hearing after the token is revoked', async () => {
    const member = await signUp(t);
    const token = await issueApiToken(t, member.user.id, 'read_write');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/leaked-token';
    const created = await t.request().post('/api/push/subscriptions').set(token).send({ endpoint, keys }).expect(403);
    expect(created.body).toMatchObject({ code: 'session_required' });
    expect(await t.deps.db('push_subscriptions').where({ endpoint })).toEqual([]);
    // The browser's own session subscribes and unsubscribes; a token cannot remove it either.
    await t.request().post('/api/push/subscriptions').set(member.auth).send({ endpoint, keys }).expect(201);
    await t.request().delete('/api/push/subscriptions').set(token).send({ endpoint }).expect(403);
    expect(await t.deps.db('push_subscriptions').where({ endpoint })).toHaveLength(1);
  });

  it.each([
    ['http://push.example.com/x', 'endpoint: endpoint must be an https address on port 443'],
    ['https://push.example.com:8443/x', 'endpoint: endpoint must be an https address on port 443'],
    ['https://user:pw@push.example.com/x', 'endpoint: endpoint must be an https address on port 443'],
    ['not a url', 'endpoint: endpoint must be an https address on port 443'],
  ])('refuses the endpoint %s', async (endpoint, detail) => {
    const { auth } = await signUp(t);
    const res = await t.request().post('/api/push/subscriptions').set(auth).send({ endpoint, keys }).expect(400);
    expect(res.body).toMatchObject({ detail });
  });

  it('names missing keys', async () => {
    const { auth } = await signUp(t);
    const res = await t.request().post('/api/push/subscriptions').set(auth).send({ endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc' } }).expect(400);
    expect(res.body).toMatchObject({ detail: 'keys.auth: This field is required' });
  });
});
