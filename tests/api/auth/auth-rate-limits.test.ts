import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { AppConfig } from '../../../server/config';
import { signUp } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The limits on the account routes with their real defaults (the other tests relax them), behind one
 * proxy (TRUST_PROXY=1) so each test can speak from several client addresses.
 */
const defaults = loadConfig({ NODE_ENV: 'test' });
let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function appWith(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  t = await createTestApp({ rateLimits: defaults.rateLimits, trustProxy: 1, ...overrides });
  return t;
}

/** A request as the proxy forwards it for a client at `address`. */
const from = (address: string) => ({ 'X-Forwarded-For': address });
const login = (address: string, email: string, password: string) => t.request().post('/api/auth/login').set(from(address)).send({ email, password });

describe('sign-in limits', () => {
  it('count only wrong passwords: malformed requests and successful sign-ins from the venue do not lock anyone out', async () => {
    await appWith();
    const venue = '203.0.113.7';
    const member = await signUp(t);
    for (let i = 0; i < 20; i += 1) {
      await t.request().post('/api/auth/login').set(from(venue)).send({ email: member.email }).expect(400);
      await login(venue, member.email, member.password).expect(200);
    }
    for (let i = 0; i < 5; i += 1) {
      await login(venue, member.email, 'wrong').expect(401);
    }
    // Five strangers got their password wrong; everyone else at the venue still signs in.
    await login(venue, member.email, member.password).expect(200);
  });

  it('stop one address guessing many accounts: 6 failures a minute, then 429 with Retry-After, other addresses unaffected', async () => {
    await appWith();
    const member = await signUp(t);
    for (let i = 0; i < 6; i += 1) {
      await login('198.51.100.1', `someone${i}@example.com`, 'guess').expect(401);
    }
    const limited = await login('198.51.100.1', member.email, member.password).expect(429);
    expect(limited.body).toEqual({ detail: 'Too many attempts. Please wait 1 minute and try again.', code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-policy']).toBeDefined();
    await login('198.51.100.2', member.email, member.password).expect(200);
  });

  it('stop guesses at one account spread over 20 addresses: 25 failures an hour lock the account, not the others', async () => {
    await appWith();
    const target = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < 25; i += 1) {
      await login(`192.0.2.${i}`, target.email, `guess-${i}`).expect(401);
    }
    // The 26th guess, from a fresh address, and even the right password, wait for the hour to end.
    await login('192.0.2.200', target.email, 'guess-26').expect(429);
    await login('192.0.2.201', `  ${target.email.toUpperCase()} `, target.password).expect(429);
    await login('192.0.2.202', other.email, other.password).expect(200);
  });

  it('treat an IPv6 /64 as one client, and a different /64 as another', async () => {
    await appWith();
    for (let i = 0; i < 6; i += 1) {
      await login(`2001:db8:1:1::${i + 1}`, `v6-${i}@example.com`, 'guess').expect(401);
    }
    await login('2001:db8:1:1:ffff::9', 'v6-x@example.com', 'guess').expect(429);
    await login('2001:db8:1:2::1', 'v6-x@example.com', 'guess').expect(401);
  });

  it('cannot be dodged by a client choosing its own X-Forwarded-For: only the hop the proxy added counts', async () => {
    await appWith();
    for (let i = 0; i < 6; i += 1) {
      await login(`10.9.9.${i}, 198.51.100.50`, `spoof-${i}@example.com`, 'guess').expect(401);
    }
    await login('10.9.9.77, 198.51.100.50', 'spoof-x@example.com', 'guess').expect(429);
  });

  it('ignore X-Forwarded-For entirely without a proxy (TRUST_PROXY unset)', async () => {
    await appWith({ trustProxy: 0 });
    for (let i = 0; i < 6; i += 1) {
      await login(`198.51.100.${i}`, `direct-${i}@example.com`, 'guess').expect(401);
    }
    // Every request came from the test's own connection, whatever the header said.
    await login('198.51.100.99', 'direct-x@example.com', 'guess').expect(429);
  });
});

describe('sign-up and password reset limits', () => {
  it('let thirty people sign up from one venue address in a few minutes', async () => {
    await appWith();
    for (let i = 0; i < 30; i += 1) {
      await t.request().post('/api/auth/register').set(from('203.0.113.80')).send({ email: `venue${i}@example.com`, password: 'long-enough' }).expect(201);
    }
  });

  it('limit sign-ups per address at SIGNUPS_PER_ADDRESS_PER_HOUR', async () => {
    await appWith({ rateLimits: { ...defaults.rateLimits, signUpsPerAddress: { limit: 3, windowMs: 3_600_000 } } });
    for (let i = 0; i < 3; i += 1) {
      await t.request().post('/api/auth/register').set(from('203.0.113.81')).send({ email: `burst${i}@example.com`, password: 'long-enough' }).expect(201);
    }
    const limited = await t.request().post('/api/auth/register').set(from('203.0.113.81')).send({ email: 'burst9@example.com', password: 'long-enough' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
  });

  it('give reset-password its own limit, counting only links that did not work', async () => {
    await appWith({ rateLimits: { ...defaults.rateLimits, signUpsPerAddress: { limit: 1, windowMs: 3_600_000 } } });
    const address = '203.0.113.90';
    await t.request().post('/api/auth/register').set(from(address)).send({ email: 'one@example.com', password: 'long-enough' }).expect(201);
    // Sign-ups are used up at this address; resets are not.
    for (let i = 0; i < 10; i += 1) {
      await t.request().post('/api/auth/reset-password').set(from(address)).send({ token: 'x', new_password: 'short' }).expect(400);
      await t.request().post('/api/auth/reset-password').set(from(address)).send({ token: `bad-${i}`, new_password: 'long-enough' }).expect(400);
    }
    await t.request().post('/api/auth/reset-password').set(from(address)).send({ token: 'bad-x', new_password: 'long-enough' }).expect(429);
  });

  it('limit reset mails per account and per address, since each one sends a mail', async () => {
    await appWith();
    for (let i = 0; i < 5; i += 1) {
      await t.request().post('/api/auth/forgot-password').set(from(`203.0.113.${100 + i}`)).send({ email: 'victim@example.com' }).expect(200);
    }
    await t.request().post('/api/auth/forgot-password').set(from('203.0.113.150')).send({ email: 'Victim@example.com' }).expect(429);
    await t.request().post('/api/auth/forgot-password').set(from('203.0.113.150')).send({ email: 'someone-else@example.com' }).expect(200);
  });
});

describe('invite code lookups', () => {
  it('answer a burst of unknown codes from one address with 429, across the public and signed-in routes', async () => {
    await appWith();
    const member = await signUp(t);
    const community = await t.request().post('/api/communities/').set(member.auth).send({ name: 'Choir' }).expect(201);
    const code = (community.body as { invite_code: string }).invite_code;
    const guesser = '198.51.100.66';
    for (let i = 0; i < 10; i += 1) {
      // Looking up a real code is not a miss.
      await t.request().get(`/api/communities/invite/${code}`).set(from(guesser)).expect(200);
      await t.request().get(`/api/communities/invite/GUESS${i}`).set(from(guesser)).expect(404);
      await t.request().get(`/api/event-invites/invite/GUESS${i}`).set(from(guesser)).expect(404);
    }
    // Twenty misses: from now on this address waits, even for a code that exists.
    const limited = await t.request().post('/api/communities/join').set(member.auth).set(from(guesser)).send({ invite_code: 'GUESSX' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ detail: 'Too many invite codes tried. Please wait 15 minutes and try again.', code: 'rate_limited' });
    await t.request().get(`/api/communities/invite/${code}`).set(from('198.51.100.67')).expect(200);
  });
});

describe('starting a Google sign-in', () => {
  it('is limited per address (each start stores a flow): 60 in 15 minutes, then 429, and other addresses still start', async () => {
    await appWith({ google: { clientId: 'client.apps.example', clientSecret: 'secret', oauthUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' } });
    const start = (address: string) => t.request().get('/api/auth/google').set(from(address)).query({ client_state: 'tab-nonce-0123456789abcdef' });
    const flows = async () => Number((await t.deps.db('oauth_flows').count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);
    for (let i = 0; i < 60; i += 1) {
      await start('198.51.100.20').expect(200);
    }
    const refused = await start('198.51.100.20').expect(429);
    expect(refused.body).toEqual({ detail: 'Too many attempts. Please wait 15 minutes and try again.', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await flows()).toBe(60);
    await start('198.51.100.21').expect(200);
    expect(await flows()).toBe(61);
  });
});
