import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { decryptToken, encryptToken } from '../../../server/features/calendar/token-cipher';
import { signUp } from '../../support/factories';
import { connectCalendar, cookiesOf, createGoogleTestApp } from '../../support/google-test-app';
import type { GoogleTestApp } from '../../support/google-test-app';

let g: GoogleTestApp;
beforeAll(async () => {
  g = await createGoogleTestApp();
});
afterAll(async () => {
  await g.close();
});

async function connectedMember(email: string) {
  const member = await signUp(g.t);
  const account = g.google.addAccount({
    email,
    calendars: [
      { id: email, summary: email, primary: true, accessRole: 'owner', backgroundColor: '#9fe1e7' },
      { id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'writer', backgroundColor: '#f83a22' },
      { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
    ],
  });
  const back = await connectCalendar(g, member.auth, account);
  return { member, account, back };
}

describe('Google Calendar connection', () => {
  it('authorize asks only for the calendar scopes, offline, incremental, with PKCE', async () => {
    const member = await signUp(g.t);
    const res = await g.t.request().get('/api/auth/google-calendar/authorize').set(member.auth).expect(200);
    const url = new URL((res.body as { authorization_url: string }).authorization_url);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
      'https://www.googleapis.com/auth/calendar.events',
    ]);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://gather.test/api/auth/google-calendar/callback');
  });

  it('connects: back to /settings with the success flag, tokens encrypted at rest, status connected', async () => {
    const { member, back } = await connectedMember('conn@example.com');
    expect(back.origin + back.pathname).toBe('http://gather.test/settings');
    expect(back.searchParams.get('calendar')).toBe('connected');
    const row = (await g.t.deps.db('calendar_connections').where({ user_id: member.user.id }).first()) as { refresh_token_enc: string };
    expect(row.refresh_token_enc).toMatch(/^v1\./);
    expect(row.refresh_token_enc).not.toContain('1//refresh');
    const key = g.t.deps.calendar?.keys.tokenKey ?? Buffer.alloc(32);
    const grant = [...g.google.state.grants.values()].find((candidate) => candidate.refreshToken === decryptToken(key, row.refresh_token_enc));
    expect(grant).toBeTruthy();
    const status = await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200);
    expect(status.body).toEqual({ connected: true, calendar_id: null, calendar_name: null, needs_reconnect: false });
  });

  it('lists calendars with colour, Primary and role; only writable ones are selectable', async () => {
    const { member } = await connectedMember('list@example.com');
    const res = await g.t.request().get('/api/auth/google-calendar/calendars').set(member.auth).expect(200);
    expect(res.body).toEqual([
      { id: 'list@example.com', summary: 'list@example.com', primary: true, access_role: 'owner', background_color: '#9fe1e7', selectable: true },
      { id: 'team@group.calendar.google.com', summary: 'Team', primary: false, access_role: 'writer', background_color: '#f83a22', selectable: true },
      { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', primary: false, access_role: 'reader', background_color: null, selectable: false },
    ]);
  });

  it('selects a writable calendar, refuses a read-only or unknown one', async () => {
    const { member } = await connectedMember('pick@example.com');
    const chosen = await g.t.request().post('/api/auth/google-calendar/set-calendar').set(member.auth).send({ calendar_id: 'team@group.calendar.google.com' }).expect(200);
    expect(chosen.body).toMatchObject({ connected: true, calendar_id: 'team@group.calendar.google.com', calendar_name: 'Team' });
    const readOnly = await g.t.request().post('/api/auth/google-calendar/set-calendar').set(member.auth).send({ calendar_id: 'holidays@group.v.calendar.google.com' }).expect(400);
    expect((readOnly.body as { detail: string }).detail).toBe('Pick a calendar you can add events to');
    await g.t.request().post('/api/auth/google-calendar/set-calendar').set(member.auth).send({ calendar_id: 'nope' }).expect(404);
    const bad = await g.t.request().post('/api/auth/google-calendar/set-calendar').set(member.auth).send({ calendar: 'x' }).expect(400);
    expect((bad.body as { detail: string }).detail).toMatch(/calendar/);
  });

  it('passes a refusal at Google to /settings, and an ungranted calendar scope as "Scope has changed"', async () => {
    const member = await signUp(g.t);
    const account = g.google.addAccount({ email: 'refuser@example.com' });
    const denied = await connectCalendar(g, member.auth, account, { deny: true });
    expect(denied.searchParams.get('calendar_error')).toBe('access_denied');
    const partial = await connectCalendar(g, member.auth, account, { grantCalendar: false });
    expect(partial.searchParams.get('calendar_error')).toMatch(/^Scope has changed/);
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200)).body).toMatchObject({ connected: false });
  });

  it('disconnect revokes at Google, then forgets; clear-tokens forgets without revoking', async () => {
    const first = await connectedMember('bye@example.com');
    const revokedBefore = g.google.state.revoked.length;
    const res = await g.t.request().delete('/api/auth/google-calendar/disconnect').set(first.member.auth).expect(200);
    expect(res.body).toEqual({ message: 'Google Calendar disconnected successfully' });
    expect(g.google.state.revoked.length).toBe(revokedBefore + 1);
    expect([...g.google.state.grants.values()].some((grant) => grant.sub === first.account.sub && grant.revoked)).toBe(true);
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(first.member.auth).expect(200)).body).toMatchObject({ connected: false });

    const second = await connectedMember('clear@example.com');
    const cleared = await g.t.request().post('/api/auth/google-calendar/clear-tokens').set(second.member.auth).expect(200);
    expect((cleared.body as { message: string }).message).toMatch(/cleared/);
    expect(g.google.state.revoked.length).toBe(revokedBefore + 1);
    expect(await g.t.deps.db('calendar_connections').where({ user_id: second.member.user.id }).first()).toBeUndefined();
  });

  it('a grant Google revoked: listing says to reconnect (409) and the status shows it', async () => {
    const { member, account } = await connectedMember('revoked@example.com');
    for (const grant of g.google.state.grants.values()) {
      if (grant.sub === account.sub) {
        grant.revoked = true;
      }
    }
    const res = await g.t.request().get('/api/auth/google-calendar/calendars').set(member.auth).expect(409);
    expect((res.body as { detail: string }).detail).toBe('Google no longer accepts the connection to your calendar. Connect Google Calendar again.');
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200)).body).toMatchObject({ connected: false, needs_reconnect: true });
    // Disconnecting a dead grant still works: Google's "invalid_token" counts as revoked.
    await g.t.request().delete('/api/auth/google-calendar/disconnect').set(member.auth).expect(200);
  });

  it('refuses a connection finished in another browser than the one that started it: a shared authorize link links nobody\'s calendar', async () => {
    const attacker = await signUp(g.t);
    const victimGoogle = g.google.addAccount({ email: 'victim-calendar@example.com' });
    const start = await g.t.request().get('/api/auth/google-calendar/authorize').set(attacker.auth).expect(200);
    // The attacker sends their authorize link to the victim, who consents at Google with their own account.
    const callback = new URL(g.google.consent((start.body as { authorization_url: string }).authorization_url, { sub: victimGoogle.sub }));
    // The victim's browser comes back without the attacker's browser cookie (with one of its own, of another connection, at most).
    const victimsOwn = await g.t.request().get('/api/auth/google-calendar/authorize').set((await signUp(g.t)).auth).expect(200);
    const back = await g.t
      .request()
      .get(`${callback.pathname}${callback.search}`)
      .set('Cookie', cookiesOf(victimsOwn))
      .expect(302);
    const landing = new URL(back.headers.location ?? '');
    expect(landing.pathname).toBe('/settings');
    expect(landing.searchParams.get('calendar')).toBeNull();
    expect(landing.searchParams.get('calendar_error')).toBe('This connection was started in another browser. Connect Google Calendar from Settings in this one.');
    expect(await g.t.deps.db('calendar_connections').where({ user_id: attacker.user.id }).first()).toBeUndefined();
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(attacker.auth).expect(200)).body).toMatchObject({ connected: false });
    // A forged cookie value is refused the same way.
    const again = await g.t.request().get('/api/auth/google-calendar/authorize').set(attacker.auth).expect(200);
    const cookieName = cookiesOf(again).split('=')[0] ?? '';
    const forged = new URL(g.google.consent((again.body as { authorization_url: string }).authorization_url, { sub: victimGoogle.sub }));
    const refused = await g.t.request().get(`${forged.pathname}${forged.search}`).set('Cookie', `${cookieName}=forged-value`).expect(302);
    expect(new URL(refused.headers.location ?? '').searchParams.get('calendar_error')).toMatch(/another browser/);
    expect(await g.t.deps.db('calendar_connections').where({ user_id: attacker.user.id }).first()).toBeUndefined();
  });

  it('a grant sealed with another key (TOKEN_ENCRYPTION_KEY changed): listing says to reconnect (409), Disconnect still forgets it', async () => {
    const { member } = await connectedMember('rekeyed@example.com');
    await g.t.deps.db('calendar_connections').where({ user_id: member.user.id }).update({ refresh_token_enc: encryptToken(randomBytes(32), '1//old-key'), access_token_enc: null, access_token_expires_at: null });
    const res = await g.t.request().get('/api/auth/google-calendar/calendars').set(member.auth).expect(409);
    expect((res.body as { detail: string }).detail).toBe('Google no longer accepts the connection to your calendar. Connect Google Calendar again.');
    expect((await g.t.request().get('/api/auth/google-calendar/status').set(member.auth).expect(200)).body).toMatchObject({ connected: false, needs_reconnect: true });
    await g.t.request().delete('/api/auth/google-calendar/disconnect').set(member.auth).expect(200);
    expect(await g.t.deps.db('calendar_connections').where({ user_id: member.user.id }).first()).toBeUndefined();
  });

  it('needs a session: 401 without one', async () => {
    await g.t.request().get('/api/auth/google-calendar/authorize').expect(401);
    await g.t.request().get('/api/auth/google-calendar/status').expect(401);
  });
});
