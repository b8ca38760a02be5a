import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { saveSubscription } from '../../server/features/push/repo';
import { ensureVapidKeys } from '../../server/features/push/vapid';
import { createPushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';
import { startLocalPushService, trustingAgent } from '../support/push-service';
import type { LocalPushService } from '../support/push-service';

let push: LocalPushService;
let dataDir: string;
beforeAll(async () => {
  push = await startLocalPushService();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-restart-'));
});
afterAll(async () => {
  await push.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signUpAndIn(api: ReturnType<typeof supertest>, email: string): Promise<{ auth: { Authorization: string }; id: number }> {
  const user = await api.post('/api/auth/register').send({ email, password: 'long-enough-1' }).expect(201);
  const login = await api.post('/api/auth/login').send({ email, password: 'long-enough-1' }).expect(200);
  return { auth: { Authorization: `Bearer ${(login.body as { access_token: string }).access_token}` }, id: (user.body as { id: number }).id };
}

describe('the push queue', () => {
  it('keeps a notification queued by a server that stopped, and the next server sends it', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });

    // First run: the change is queued, but this server stops before any worker sends it.
    const first = await startServer(config, { workers: false });
    const api = supertest(first.server);
    const host = await signUpAndIn(api, 'host@example.com');
    const fan = await signUpAndIn(api, 'fan@example.com');
    const sub = push.subscribe();
    await saveSubscription(first.db, fan.id, sub, new Date().toISOString());
    const c = await api.post('/api/communities/').set(host.auth).send({ name: 'Band' }).expect(201);
    await api.post('/api/communities/join').set(fan.auth).send({ invite_code: (c.body as { invite_code: string }).invite_code }).expect(200);
    const e = await api.post('/api/events/').set(host.auth).send({ community_id: (c.body as { id: number }).id, title: 'Gig', start_datetime: '2031-01-01T20:00:00Z' }).expect(201);
    const eventId = (e.body as { id: number }).id;
    await api.post(`/api/events/${eventId}/rsvp`).set(fan.auth).send({ status: 'going' }).expect(200);
    await api.put(`/api/events/${eventId}`).set(host.auth).send({ location: 'The Cellar' }).expect(200);
    expect(await first.db('push_jobs')).toHaveLength(1);
    await first.close();
    expect(push.received).toEqual([]);

    // Second run on the same database: its worker finds the job and delivers it.
    const vapid = await (async () => {
      const probe = await startServer(config, { workers: false });
      const keys = await ensureVapidKeys(probe.db, config.vapid);
      await probe.close();
      return keys;
    })();
    const second = await startServer(config, { pushSender: createPushSender(vapid, trustingAgent(push)) });
    try {
      await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(push.received[0]?.payload ?? '{}')).toMatchObject({ title: 'Gig', body: 'New place: The Cellar' });
      await expect.poll(async () => (await second.db('push_deliveries')).length).toBe(0);
    } finally {
      await second.close();
    }
  });
});
