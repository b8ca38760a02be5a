import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCalendar } from './calendar-routes';
import { newSigningKey } from './id-token';
import { approve, CLIENT_ID, CLIENT_SECRET, handleOAuth, json } from './oauth-routes';
import { FakeGoogleState } from './state';
import type { FakeAccount, FakeCalendar, InjectedFailure } from './state';

export { CLIENT_ID, CLIENT_SECRET };
export type { FakeAccount, FakeCalendar };

/** A local stand-in of Google's OAuth and Calendar v3 servers for the tests; the real client libraries talk to it. */
export interface FakeGoogle {
  url: string;
  state: FakeGoogleState;
  /** Adds a Google account (with a primary calendar named after its e-mail unless calendars are given). */
  addAccount(account: Partial<FakeAccount> & { email: string }): FakeAccount;
  /**
   * Plays the member at Google's consent page without a browser: follows the authorization URL the
   * app gave, approves as `sub` (or denies), and answers the redirect URL back to the app.
   */
  consent(authUrl: string, options?: { sub?: string; grantCalendar?: boolean; deny?: boolean }): string;
  /** The next Calendar API calls answer these errors instead, one each. */
  failNext(...failures: InjectedFailure[]): void;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<{ form: Record<string, string>; body: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') {
    return { form: {}, body: {} };
  }
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    return { form: {}, body: JSON.parse(text) as Record<string, unknown> };
  }
  return { form: Object.fromEntries(new URLSearchParams(text)), body: {} };
}

let counter = 0;

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const state = new FakeGoogleState();
  const key = newSigningKey();
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake.google');
      const { form, body } = await readBody(req);
      if (state.latencyMs > 0 && url.pathname.startsWith('/calendar/')) {
        await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
      }
      if (!handleOAuth(state, key, req, res, url, form) && !handleCalendar(state, req, res, url, body)) {
        json(res, 404, { error: 'not_found' });
      }
    })().catch((err: unknown) => {
      json(res, 500, { error: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    addAccount(account) {
      counter += 1;
      const full: FakeAccount = {
        sub: account.sub ?? `1000${counter}${Date.now()}`,
        email: account.email,
        emailVerified: account.emailVerified ?? true,
        name: account.name ?? account.email.split('@')[0] ?? 'Someone',
        calendars: account.calendars ?? [{ id: account.email, summary: account.email, primary: true, accessRole: 'owner', backgroundColor: '#9fe1e7' }],
      };
      state.accounts.set(full.sub, full);
      return full;
    },
    consent(authUrl, options = {}) {
      const query = new URL(authUrl).searchParams;
      return approve(state, query, options.sub ?? null, options.grantCalendar ?? true, options.deny ?? false);
    },
    failNext(...failures) {
      state.failures.push(...failures);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
