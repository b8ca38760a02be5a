import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Server } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '@contracts/api/all-routes';
import { readRow } from '../../../server/db-read';
import type { NamedRoute as Endpoint } from '@contracts/api/route';
import { EVENT_TIME_ZONES } from '@contracts/events/event-time';
import { issueApiToken } from '../api-tokens';
import { issueSession } from '../sessions';
import { confirmEmail, createCommunityWith, createEvent, invite, postComment, rsvp, signUp } from '../factories';
import { requestArbitrary } from './request-arbitrary';
import type { FuzzRequest } from './request-arbitrary';
import type { FieldHints } from './json-schema-arbitrary';
import { createTestApp } from '../test-app';
import { makePro, startPaymentsFuzz } from './payments-world';
import { CLIENT_ID, CLIENT_SECRET, startFakeGoogle } from '../fake-google/fake-google';
import type { FakeGoogle } from '../fake-google/fake-google';
import type { PaymentsFuzz } from './payments-world';
import type { TestApp } from '../test-app';

/**
 * Requests generated from every write route's contract (the endpoint catalog's zod schemas): bodies
 * near what the contract wants and every way to get them wrong (types, unknown and __proto__ keys,
 * nesting, NUL and control characters, huge strings, bodies that are not objects, lying encodings,
 * bad UTF-8, other content types), on real and junk ids, as different people, with and without
 * Idempotency-Key; reads get their path and query parameters fuzzed. No answer may be a 5xx; a refusal writes nothing; afterwards every count matches
 * its rows and no claim is left unanswered. FUZZ_RUNS (default 2,000) requests per route; runs on
 * SQLite, and on PostgreSQL with TEST_DATABASE_URL. A failure prints the seed and path to replay it
 * (FUZZ_SEED, FUZZ_PATH).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** Reads change nothing and share the readers' code paths; fewer runs cover their parameters. */
const READ_RUNS = Math.ceil(RUNS / 5);
const SITE_ADMIN_EMAIL = 'site-admin@fuzz.example';
const fuzzable = (e: Endpoint) => e.method !== 'get' || e.params !== undefined || e.query !== undefined;

/**
 * Hints one route needs instead of the shared ones. Deleting an account with the right password ends
 * the fuzz world's people for every later route, so its fuzzing gets only wrong passwords: what it
 * checks there is that no input makes it fail or write (its success is account-deletion.test.ts's).
 */
const ROUTE_HINTS: Record<string, FieldHints> = {
  'POST /account/delete': { password: fc.constantFrom('wrong-password', 'long-enough-1 ', 'Correct horse battery') },
};

/**
 * The hints that need nothing of a route's world, built once for every route (the world's own ids and
 * codes are added per route in buildWorld). fast-check's web address arbitrary costs about 0.8 s the
 * first time a process builds one (a table of characters); later ones reuse it.
 */
const plainEmail = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/), fc.constantFrom('example.com', 'fuzz.example')).map(([local, domain]) => `${local}@${domain}`);
const someDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });
const webUrl = fc.webUrl();
const WORLDLESS_HINTS: FieldHints = {
  email: fc.oneof(fc.constantFrom('owner@fuzz.example', 'member@fuzz.example', ' Member@Fuzz.Example '), plainEmail, fc.emailAddress()),
  invited_email: fc.oneof(fc.constant('outsider@fuzz.example'), plainEmail),
  password: fc.constantFrom('long-enough-1', 'correct horse battery', 'wrong-password'),
  new_password: fc.constant('long-enough-2'),
  start_datetime: someDate.map((d) => d.toISOString()),
  end_datetime: someDate.map((d) => d.toISOString().replace('Z', '+02:00')),
  time_zone: fc.constantFrom(...EVENT_TIME_ZONES.map((zone) => zone.id), 'Mars/Olympus'),
  event_link: webUrl,
  // The event assistant's page: no host resolves here, so a fetch ends at once in a clear refusal.
  url: fc.oneof(webUrl, fc.constantFrom('http://127.0.0.1/', 'http://[::1]/', 'http://169.254.169.254/latest', 'file:///etc/passwd')),
  ticket_link: webUrl,
  whatsapp_link: fc.constant('https://chat.whatsapp.com/abc'),
  client_id: fc.uuid(),
  status: fc.constantFrom('going', 'maybe', 'not_going'),
  endpoint: fc.webUrl({ validSchemes: ['https'] }),
  keys: fc.constant({ p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' }),
};

/**
 * The catalog's groups (OpenAPI tags) split between the fuzz test files, so the runner fuzzes them on
 * every core at once. Every group must be in one shard (tests/api/fuzz/fuzz-shards.test.ts checks it).
 */
export const FUZZ_SHARDS = {
  accounts: ['App', 'Auth', 'Account', 'Push'],
  communities: ['Communities', 'Developer', 'Admin'],
  events: ['Events', 'Check-in', 'Comments', 'Invitations', 'Event assistant'],
  payments: ['Payments', 'Calendar'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Fuzzes the routes of the areas named (OpenAPI tags), each with its own app and database:
 * test files split the declared routes between them so the runner can use every core.
 */
export function fuzzRoutes(tags: readonly string[]): void {
  const routes = declaredRoutes.filter((route) => tags.includes(route.tag)).filter(fuzzable);
  let t: TestApp;
  let server: Server;
  let base: string;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let people: Record<'owner' | 'member' | 'outsider', number>;
  let revokedToken: string;
  let siteAdminId: number;
  let payments: PaymentsFuzz | null = null;
  let google: FakeGoogle | null = null;

  beforeAll(async () => {
    // The payment routes need Stripe: the real SDK talks to a stand-in started here.
    payments = tags.includes('Payments') ? await startPaymentsFuzz() : null;
    // The Google routes (sign-in under Auth, sync under Calendar) need Google: without it they answer
    // 503 by design, so the real clients talk to a stand-in.
    google = tags.includes('Calendar') || tags.includes('Auth') ? await startFakeGoogle() : null;
    // Each route's world mails an invitation: the per-sender and per-address limits must not run out mid-suite.
    t = await createTestApp({
      // The one site admin of the fuzz world (the admin routes' parameters are fuzzed as them too).
      adminEmails: new Set([SITE_ADMIN_EMAIL]),
      invitationEmailsPerHour: 1_000_000,
      invitationEmailsPerRecipientPerDay: 1_000_000,
      ...(payments ? { payments: payments.stripe.paymentsConfig() } : {}),
      ...(google ? { google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, oauthUrl: google.url, apiUrl: google.url } } : {}),
    });
    server = t.app.listen(0, '127.0.0.1');
    // The harness's one kept-alive connection must not be closed under it between two routes.
    server.keepAliveTimeout = 10 * 60_000;
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const owner = await signUp(t, { email: 'owner@fuzz.example', password: 'long-enough-1' });
    const member = await signUp(t, { email: 'member@fuzz.example' });
    const outsider = await signUp(t, { email: 'outsider@fuzz.example' });
    people = { owner: owner.user.id, member: member.user.id, outsider: outsider.user.id };
    const siteAdmin = await signUp(t, { email: SITE_ADMIN_EMAIL });
    await confirmEmail(t, siteAdmin);
    siteAdminId = siteAdmin.user.id;
    const revoked = await issueSession(t, outsider.user.id);
    await t.request().post('/api/auth/logout').set(revoked).expect(204);
    revokedToken = revoked.Authorization.slice('Bearer '.length);
  }, 60_000);

  interface World {
    tokens: Record<string, string>;
    params: Record<string, string[]>;
    hints: FieldHints;
  }

  /**
   * What each route's requests act on, made afresh for every route (fuzzing DELETE /events/:id or
   * POST /auth/logout uses up what it is given): fresh sessions, a community with a member, a public
   * and a private event, a comment with a reply, a shareable link and an e-mail invitation.
   */
  async function buildWorld(): Promise<World> {
    const session = async (userId: number) => issueSession(t, userId);
    const auth = { owner: await session(people.owner), member: await session(people.member), outsider: await session(people.outsider) };
    const token = (header: { Authorization: string }) => header.Authorization.slice('Bearer '.length);
    const owner = { auth: auth.owner };
    const member = { auth: auth.member };
    const community = await createCommunityWith(t, owner, [member], { name: 'Fuzzers', description: 'd' });
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const newEvent = async (body: { title: string; is_private?: boolean }) => (await createEvent(t, owner, { community_id: community.id, start_datetime: start, ...body })).id;
    const event = await newEvent({ title: 'Open' });
    const hidden = await newEvent({ title: 'Private', is_private: true });
    const comment = await postComment(t, member, { content: 'first', event_id: event });
    await postComment(t, owner, { content: 'reply', event_id: event, parent_id: comment.id });
    const link = await invite(t, owner, { event_id: event });
    const mailed = await invite(t, owner, { event_id: hidden, invited_email: `guest${Date.now()}@fuzz.example` });
    const codes = [community.invite_code, link.invite_code, mailed.invite_code];
    // The door (Check-in): the member going with a ticket, a ticket replaced since, one of another event, and a walk-in's id sent again.
    await rsvp(t, member, event);
    const ticket = async (eventId: number, who: { Authorization: string }) => ((await t.request().post(`/api/events/${eventId}/ticket`).set(who).expect(200)).body as { code: string }).code;
    const replacedTicket = await ticket(event, auth.member);
    const tickets = [await ticket(event, auth.member), replacedTicket, await ticket(hidden, auth.owner)];
    const walkInId = randomUUID();
    const recently = fc.integer({ min: -3 * 3_600_000, max: 10 * 60_000 }).map((ms) => new Date(Date.now() + ms).toISOString());
    // The member's developer API tokens act as the member (read-only ones only read; never on session-only routes).
    const memberToken = (await issueApiToken(t, people.member, 'read_write')).raw;
    const memberReadToken = (await issueApiToken(t, people.member, 'read_only')).raw;
    if (payments) {
      await makePro(t, payments.stripe, people.owner);
    }
    return {
      tokens: {
        owner: token(auth.owner),
        member: token(auth.member),
        outsider: token(auth.outsider),
        site_admin: token(await session(siteAdminId)),
        member_api_token: memberToken,
        member_read_token: memberReadToken,
        revoked: revokedToken,
        garbage: 'not-a-token',
      },
      params: {
        id: [community.id, event, hidden, comment.id, link.id, mailed.id, ...(await t.deps.db('api_tokens').where({ user_id: people.member }).pluck<number[]>('id'))].map(String),
        userId: Object.values(people).map(String),
        code: codes,
      },
      hints: {
        ...WORLDLESS_HINTS,
        community_id: fc.constant(community.id),
        event_id: fc.constantFrom(event, hidden),
        parent_id: fc.constantFrom(comment.id, null),
        invite_code: fc.constantFrom(...codes),
        ticket: fc.constantFrom(...tickets, 'GT1.1.AAAAAAAAAAAAAAAAAAAAAA'),
        user_id: fc.constantFrom(...Object.values(people)),
        key: fc.constantFrom(...Object.values(people).map((id) => `m${id}`), `w${walkInId}`),
        id: fc.oneof(fc.constant(walkInId), fc.uuid()),
        at: recently,
        door: fc.constantFrom('Door 1', 'Side entrance', '  '),
        ...(payments ? await payments.hints() : {}),
      },
    };
  }

  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await payments?.stripe.close();
    await google?.close();
  });

  /** Row counts of every table a write may touch: a refused request must leave them as they were. */
  // Not billing_customers: a member's Stripe Customer is made on first need and its link kept even if
  // that request is then refused (the customer exists at Stripe; forgetting it would make a second).
  const COUNTED = [
    ...['users', 'password_resets', 'communities', 'community_members', 'events', 'event_rsvps', 'comments', 'comment_likes', 'event_invitations'],
    ...['event_tickets', 'event_check_ins'],
    ...['push_subscriptions', 'push_jobs', 'mail_jobs', 'donations', 'pro_subscriptions', 'pro_checkouts', 'stripe_events', 'api_tokens'],
  ];
  // One statement, prepared once (readRow), run after every request: through knex it was built and
  // prepared again each time, a tenth of the suite's time.
  const COUNT_SQL = `select ${COUNTED.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ')}`;
  async function fingerprint(): Promise<string> {
    const row = (await readRow<Record<string, number | string>>(t.deps.db, COUNT_SQL)) ?? {};
    return COUNTED.map((name) => `${name}=${Number(row[name])}`).join(' ');
  }

  /**
   * One request on a kept-alive connection through node:http (fetch's streams and copies cost a tenth
   * of the suite's time). As fetch would send it: the path as a URL parses it, the body's length, and
   * compressed answers accepted (and unzipped here). A redirect (Google's callbacks) is not followed:
   * the answer itself is what is judged.
   */
  async function send(request: FuzzRequest, tokens: Record<string, string>): Promise<{ status: number; text: string }> {
    const token = request.as === null ? null : (tokens[request.as] ?? request.as);
    const url = new URL(`${base}${request.path}`);
    const body = request.body ? Buffer.from(request.body) : null;
    const headers = {
      'Accept-Encoding': 'gzip, deflate',
      ...request.headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...payments?.sign(request.path, request.body),
      ...(body ? { 'Content-Length': String(body.length) } : {}),
    };
    return new Promise((resolve, reject) => {
      const sent = http.request(url, { method: request.method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text = (encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text });
        });
      });
      sent.on('error', reject);
      sent.end(body ?? undefined);
    });
  }

  async function invariants(): Promise<void> {
    const db = t.deps.db;
    const memberCounts = await db('communities as c')
      .select('c.id', 'c.member_count', db.raw('(select count(*) from community_members m where m.community_id = c.id) as n'));
    for (const row of memberCounts as { id: number; member_count: number; n: number | string }[]) {
      expect(Number(row.member_count), `community ${row.id} member_count`).toBe(Number(row.n));
    }
    const likeCounts = await db('comments as c').select('c.id', 'c.likes_count', db.raw('(select count(*) from comment_likes l where l.comment_id = c.id) as n'));
    for (const row of likeCounts as { id: number; likes_count: number; n: number | string }[]) {
      expect(Number(row.likes_count), `comment ${row.id} likes_count`).toBe(Number(row.n));
    }
    expect(await db('idempotency_keys').whereNull('status'), 'claims left unanswered').toEqual([]);
    expect(await db('users').where({ is_admin: true }).whereNot({ id: siteAdminId }), 'nobody became a site admin').toEqual([]);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
    expect(({} as Record<string, unknown>).is_admin, 'Object.prototype polluted').toBeUndefined();
    await payments?.invariants(t);
  }

  describe.each(routes.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))('fuzzing %s', (_name, endpoint: Endpoint) => {
    const runs = endpoint.method === 'get' ? READ_RUNS : RUNS;
    it(`answers ${runs} generated requests without a 5xx, and refusals write nothing`, async () => {
      const world = await buildWorld();
      const arbitrary = requestArbitrary(endpoint, {
        hints: { ...world.hints, ...ROUTE_HINTS[_name] },
        params: world.params,
        // The site admin only on the admin routes: elsewhere they are one more member, and past the 403 is where admin parameters are read.
        actors: ['owner', 'member', 'outsider', 'member_api_token', 'member_read_token', ...(endpoint.path.startsWith('/admin/') ? ['site_admin'] : [])],
      });
      const tally: Record<string, number> = {};
      // Nothing but the fuzzed requests writes here, so the counts after one request are the counts
      // before the next: one count per request instead of two.
      let counts = await fingerprint();
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          const before = counts;
          const { status, text } = await send(request, world.tokens);
          counts = await fingerprint();
          tally[`${Math.floor(status / 100)}xx`] = (tally[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
          const context = `${request.method} ${request.path} as ${request.as ?? 'nobody'} (${request.shape}) -> ${status} ${text.slice(0, 300)}`;
          expect(status, context).toBeLessThan(500);
          if (status >= 400) {
            const body = JSON.parse(text) as { detail?: unknown; code?: unknown };
            expect(typeof body.detail, context).toBe('string');
            expect(typeof body.code, context).toBe('string');
            expect(counts, `${context}: a refusal changed the data`).toBe(before);
          }
        }),
        // FUZZ_SEED (and FUZZ_PATH) replay a failure's run: fast-check prints both.
        { numRuns: runs, endOnFailure: true, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {}) },
      );
      // How far the generated requests got: a route whose requests all bounce at validation tests little.
      console.log(`[fuzz] ${_name}: ${Object.entries(tally).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
      await invariants();
    }, 600_000);
  });
}
