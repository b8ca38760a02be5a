import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../../server/integrations/outbound';
import { createPushSender, generateVapidKeys } from '../../../server/integrations/push';
import { startLocalPushService, trustingAgent } from '../../support/push-service';
import type { LocalPushService } from '../../support/push-service';

let push: LocalPushService;
beforeAll(async () => {
  push = await startLocalPushService();
});
afterAll(async () => {
  await push.close();
});

const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@gather.test' };

describe('push delivery goes through the outbound module', () => {
  it('refuses an endpoint on a private address (a browser could name any): nothing reaches it', async () => {
    const sub = push.subscribe();
    const sender = createPushSender(vapid, createOutbound().agents().https);
    const result = await sender.send(sub, JSON.stringify({ title: 'Gig', body: 'Moved' }));
    expect(result).toMatchObject({ ok: false, gone: false, status: null });
    expect(push.received).toEqual([]);
  });

  it('delivers once the install allows the push service host', async () => {
    const sub = push.subscribe();
    const result = await createPushSender(vapid, trustingAgent(push)).send(sub, JSON.stringify({ title: 'Gig', body: 'Moved' }));
    expect(result).toEqual({ ok: true });
    expect(push.received.map((r) => r.endpoint)).toEqual([sub.endpoint]);
  });
});
