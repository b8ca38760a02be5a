import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { test as base, expect } from '@playwright/test';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import type { RunningServer } from '../../server/main';
import { startSmtpSink } from '../support/smtp-sink';
import { CLIENT_ID, CLIENT_SECRET, startFakeGoogle } from '../support/fake-google/fake-google';
import type { FakeGoogle } from '../support/fake-google/fake-google';
import type { SmtpSink } from '../support/smtp-sink';
import { PageFaults } from './page-faults';

/** A port nobody listens on right now, so PUBLIC_URL can name it before the server starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The address ADMIN_EMAILS names on the test server. */
export const ADMIN_EMAIL = 'site-admin@e2e.example.com';

export interface E2eServer {
  url: string;
  smtp: SmtpSink;
  server: RunningServer;
  /** The local stand-in of Google the server's Google sign-in and Calendar clients talk to. */
  google: FakeGoogle;
  /**
   * A loopback port the server may fetch from (OUTBOUND_ALLOWED_HOSTS names 127.0.0.1 with this
   * port only): the event assistant's tests start their local web site on it. Nothing listens
   * there otherwise, so every other loopback address stays refused.
   */
  eventSitePort: number;
}

/**
 * One real server per worker: the built PWA from dist/, a fresh SQLite file, and mail sent over SMTP
 * to a real SMTP server the test reads from.
 */
export const test = base.extend<{ pageFaults: string[] }, { e2e: E2eServer }>({
  e2e: [
    // Playwright reads the fixture's dependencies from this destructuring pattern: it must be an object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!fs.existsSync('dist/index.html')) {
        throw new Error('dist/ is missing: run "npm run build" before the end-to-end tests');
      }
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-e2e-'));
      const smtp = await startSmtpSink();
      const google = await startFakeGoogle();
      const port = await freePort();
      const eventSitePort = await freePort();
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: '1000',
        LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '1000',
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
        // Google sign-in and Calendar point at the stand-in: its consent page is what the browser sees.
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_OAUTH_URL: google.url,
        GOOGLE_API_URL: google.url,
        // The site admin of the admin dashboard tests, once they confirm the address.
        ADMIN_EMAILS: ADMIN_EMAIL,
        // The event assistant may read the local site its tests start on this one port.
        OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${eventSitePort}`,
      });
      const server = await startServer(config);
      await use({ url: config.publicUrl, smtp, server, google, eventSitePort });
      await server.close();
      await smtp.close();
      await google.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ e2e }, use) => {
    await use(e2e.url);
  },
  // Every page of every test runs clean (see PageFaults): an uncaught error, an Ionic element never
  // defined, anything the server's Content-Security-Policy blocks fails the test that met it.
  pageFaults: [
    async ({ context, browser }, use) => {
      const faults = new PageFaults();
      await faults.watch(context);
      const restore = faults.watchNewContexts(browser);
      await use(faults.faults);
      restore();
      expect(await faults.all()).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
