import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import type { AppConfig } from '../../server/config';
import type { Db } from '../../server/db';
import type { LimitStoreFactory } from '../../server/http/limit-store';
import { createMailer } from '../../server/integrations/mail';
import { outboundFromConfig } from '../../server/integrations/outbound/from-config';
import { generateVapidKeys } from '../../server/integrations/push';

/** The real app on a free local port, for benchmarks. */
export async function serveForBench(config: AppConfig, db: Db, limitStores?: LimitStoreFactory): Promise<{ base: string; server: Server }> {
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, dataDir: config.dataDir, log: () => undefined });
  const vapid = { ...generateVapidKeys(), subject: 'mailto:bench@gather.local' };
  const listener = createApp({ config, db, mailer, clock: systemClock, outbound: outboundFromConfig(config), vapid, jobs: { kickPush: () => undefined, kickMail: () => undefined, kickAccountPurge: () => undefined }, ...(limitStores ? { limitStores } : {}) });
  const server = createServer(listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server };
}
