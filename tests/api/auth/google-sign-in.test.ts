import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app';
import { CLIENT_STATE, createGoogleTestApp, googleSignIn } from '../../support/google-test-app';
import type { GoogleTestApp } from '../../support/google-test-app';
import { confirmEmail, signUp } from '../../support/factories';
import { issueApiToken } from '../../support/api-tokens';

let g: GoogleTestApp;
beforeAll(async () => {
  g = await createGoogleTestApp();
});
afterAll(async () => {
  await g.close();
});

const me = (token: string) => g.t.request().get('/api/auth/me').set({ Authorization: `Bearer ${token}` });

describe('Google sign-in', () => {
  it('answers an auth_url at Google asking only openid email profile, with PKCE S256, state and nonce', async () => {
    const res = await g.t.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(200);
    const url = new URL((res.body as { auth_url: string }).auth_url);
    expect(url.origin + url.pathname).toBe(`${g.google.url}/o/oauth2/v2/auth`);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://gather.test/api/auth/google/callback');
  });

  it('creates an account with a verified e-mail and sends a token back to /auth/callback with the tab state', async () => {
    const account = g.google.addAccount({ email: 'new.person@gmail.com', name: 'New Person' });
    const back = await googleSignIn(g, account);
    expect(back.origin + back.pathname).toBe('http://gather.test/auth/callback');
    expect(back.searchParams.get('state')).toBe(CLIENT_STATE);
    const user = (await me(back.searchParams.get('token') ?? '').expect(200)).body as Record<string, unknown>;
    expect(user).toMatchObject({ email: 'new.person@gmail.com', username: 'new.person', full_name: 'New Person', email_verified: true, sign_in_methods: ['google'] });
    expect(user.last_login_at).toBeTruthy();
    // The same Google account signs in to the same account again.
    const again = await googleSignIn(g, account);
    expect(((await me(again.searchParams.get('token') ?? '').expect(200)).body as { id: number }).id).toBe(user.id);
  });

  it('links the account with the same e-mail when Google says it is verified; a proven account keeps its password and sessions', async () => {
    const member = await signUp(g.t, { email: 'linked@example.com' });
    await confirmEmail(g.t, member);
    const back = await googleSignIn(g, g.google.addAccount({ email: 'Linked@example.com' }));
    const user = (await me(back.searchParams.get('token') ?? '').expect(200)).body as { id: number; email_verified: boolean; sign_in_methods: string[] };
    expect(user.id).toBe(member.user.id);
    expect(user.sign_in_methods).toEqual(['email', 'google']);
    expect(user.email_verified).toBe(true);
    await me(member.token).expect(200);
    await g.t.request().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
  });

  it('linking an account whose address was never proven proves it for the Google owner and shuts out whoever registered it first', async () => {
    // Someone registered the address before its owner (account pre-hijacking), and left ways back in.
    const squatter = await signUp(g.t, { email: 'owner-of-this@example.com' });
    expect(squatter.user.email_verified).toBe(false);
    const apiToken = await issueApiToken(g.t, squatter.user.id);
    await g.t.request().get('/api/auth/me').set(apiToken).expect(200);
    const feed = (await g.t.request().post('/api/calendar/feed').set(squatter.auth).send({}).expect(201)).body as { https_url: string };

    const back = await googleSignIn(g, g.google.addAccount({ email: 'owner-of-this@example.com' }));
    const owner = (await me(back.searchParams.get('token') ?? '').expect(200)).body as { id: number; email_verified: boolean; sign_in_methods: string[] };
    expect(owner).toMatchObject({ id: squatter.user.id, email_verified: true, sign_in_methods: ['google'] });

    // The squatter's password, session, API token and feed address no longer open anything.
    await g.t.request().post('/api/auth/login').send({ email: squatter.email, password: squatter.password }).expect(401);
    await me(squatter.token).expect(401);
    await g.t.request().get('/api/auth/me').set(apiToken).expect(401);
    await g.t.request().get(new URL(feed.https_url).pathname).expect(404);
  });

  it('refuses an unverified Google e-mail: links nothing, creates nothing', async () => {
    const member = await signUp(g.t, { email: 'victim@example.com' });
    const back = await googleSignIn(g, g.google.addAccount({ email: 'victim@example.com', emailVerified: false }));
    expect(back.searchParams.get('token')).toBeNull();
    expect(back.searchParams.get('error')).toBe('email_not_verified');
    expect(back.searchParams.get('state')).toBe(CLIENT_STATE);
    const unverifiedNew = await googleSignIn(g, g.google.addAccount({ email: 'nobody-yet@example.com', emailVerified: false }));
    expect(unverifiedNew.searchParams.get('token')).toBeNull();
    const count = await g.t.deps.db('users').whereIn('email', ['nobody-yet@example.com']).count<{ n: number }[]>({ n: '*' });
    expect(Number(count[0]?.n)).toBe(0);
    expect(await g.t.deps.db('google_identities').where({ user_id: member.user.id }).first()).toBeUndefined();
  });

  it('passes on a refusal at Google (access_denied)', async () => {
    const back = await googleSignIn(g, g.google.addAccount({ email: 'denier@example.com' }), { deny: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('token')).toBeNull();
  });

  it('sends the page only codes it knows: any other error from Google becomes not_confirmed, never the text that came', async () => {
    const start = await g.t.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(200);
    const state = new URL((start.body as { auth_url: string }).auth_url).searchParams.get('state') ?? '';
    const spoof = 'Your account is suspended. Call +44 20 7946 0000';
    const back = await g.t.request().get('/api/auth/google/callback').query({ state, error: spoof }).expect(302);
    const location = new URL(back.headers.location ?? '');
    expect(location.searchParams.get('error')).toBe('not_confirmed');
    expect(location.toString()).not.toContain('suspended');
  });

  it('takes a state once, refuses an unknown one, and refuses a code exchanged without the right PKCE verifier', async () => {
    const account = g.google.addAccount({ email: 'replay@example.com' });
    const start = await g.t.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(200);
    const callback = new URL(g.google.consent((start.body as { auth_url: string }).auth_url, { sub: account.sub }));
    const first = await g.t.request().get(`${callback.pathname}${callback.search}`).expect(302);
    expect(new URL(first.headers.location ?? '').searchParams.get('token')).toBeTruthy();
    const replay = await g.t.request().get(`${callback.pathname}${callback.search}`).expect(302);
    expect(new URL(replay.headers.location ?? '').searchParams.get('error')).toBe('flow_expired');
    const forged = await g.t.request().get('/api/auth/google/callback').query({ code: 'x', state: 'not-a-state' }).expect(302);
    expect(new URL(forged.headers.location ?? '').searchParams.get('token')).toBeNull();

    // A code Google issued for a different challenge: the stand-in checks the verifier as Google does.
    const other = await g.t.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(200);
    const otherUrl = new URL((other.body as { auth_url: string }).auth_url);
    otherUrl.searchParams.set('code_challenge', 'A'.repeat(43));
    const tampered = new URL(g.google.consent(otherUrl.toString(), { sub: account.sub }));
    const refused = await g.t.request().get(`${tampered.pathname}${tampered.search}`).expect(302);
    expect(new URL(refused.headers.location ?? '').searchParams.get('error')).toBe('not_confirmed');
  });

  it('refuses a request without the tab nonce (400 naming the field)', async () => {
    const res = await g.t.request().get('/api/auth/google').expect(400);
    expect((res.body as { detail: string }).detail).toMatch(/^client_state/);
  });
});

describe('without Google credentials', () => {
  it('says so: config false, every Google route 503', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.request().get('/api/config').expect(200)).body).toMatchObject({ google_sign_in_enabled: false });
      const res = await plain.request().get('/api/auth/google').query({ client_state: CLIENT_STATE }).expect(503);
      expect(res.body).toMatchObject({ code: 'not_configured', detail: 'Google sign-in is not configured on this server' });
      await plain.request().get('/api/auth/google/callback').query({ code: 'x', state: 'y' }).expect(503);
      const member = await signUp(plain);
      for (const [method, path] of [
        ['get', '/api/auth/google-calendar/authorize'],
        ['get', '/api/auth/google-calendar/status'],
        ['get', '/api/auth/google-calendar/calendars'],
        ['post', '/api/auth/google-calendar/set-calendar'],
        ['post', '/api/auth/google-calendar/clear-tokens'],
        ['delete', '/api/auth/google-calendar/disconnect'],
      ] as const) {
        const answer = await plain.request()[method](path).set(member.auth).send(path.endsWith('set-calendar') ? { calendar_id: 'primary' } : {}).expect(503);
        expect((answer.body as { detail: string }).detail).toBe('Google Calendar is not configured on this server');
      }
      // Google's redirect back carries no session: it is refused the same way.
      const callback = await plain.request().get('/api/auth/google-calendar/callback').query({ code: 'x', state: 'y' }).expect(503);
      expect((callback.body as { detail: string }).detail).toBe('Google Calendar is not configured on this server');
    } finally {
      await plain.close();
    }
  });
});
