import { createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { CLIENT_ID, CLIENT_SECRET, startFakeGoogle } from './fake-google/fake-google';
import type { FakeAccount, FakeGoogle } from './fake-google/fake-google';

export interface GoogleTestApp {
  t: TestApp;
  google: FakeGoogle;
  close(): Promise<void>;
}

/** The test app with Google pointed at a local stand-in (GOOGLE_OAUTH_URL and GOOGLE_API_URL). */
export async function createGoogleTestApp(options: Parameters<typeof createTestApp>[1] = {}): Promise<GoogleTestApp> {
  const google = await startFakeGoogle();
  const t = await createTestApp({ google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, oauthUrl: google.url, apiUrl: google.url } }, options);
  return {
    t,
    google,
    async close() {
      await t.close();
      await google.close();
    },
  };
}

export const CLIENT_STATE = 'tab-nonce-0123456789abcdef';

/** The whole Google sign-in as a browser makes it: start, consent at the stand-in, follow the redirect back. */
export async function googleSignIn(g: GoogleTestApp, account: FakeAccount, consent: { deny?: boolean } = {}): Promise<URL> {
  const start = await g.t.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(200);
  const callback = new URL(g.google.consent((start.body as { auth_url: string }).auth_url, { sub: account.sub, ...consent }));
  const back = await g.t.request().get(`${callback.pathname}${callback.search}`).expect(302);
  return new URL(back.headers.location ?? '');
}

/** The `Cookie` header a browser would send back for the cookies an answer set (their name=value parts). */
export function cookiesOf(answer: { headers: Record<string, unknown> }): string {
  const set = answer.headers['set-cookie'];
  return (Array.isArray(set) ? (set as string[]) : []).map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Connects a member's calendar through the stand-in, in one browser: the cookie the authorize
 * answer sets goes back with Google's redirect. Answers where /settings is sent.
 */
export async function connectCalendar(g: GoogleTestApp, auth: { Authorization: string }, account: FakeAccount, consent: { grantCalendar?: boolean; deny?: boolean } = {}): Promise<URL> {
  const start = await g.t.request().get('/api/auth/google-calendar/authorize').set(auth).expect(200);
  const callback = new URL(g.google.consent((start.body as { authorization_url: string }).authorization_url, { sub: account.sub, ...consent }));
  const back = await g.t.request().get(`${callback.pathname}${callback.search}`).set('Cookie', cookiesOf(start)).expect(302);
  return new URL(back.headers.location ?? '');
}
