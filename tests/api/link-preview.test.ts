import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/factories';
import type { SignedInUser } from '../support/factories';
import { fakeBuild } from '../support/fake-build';
import type { FakeBuild } from '../support/fake-build';
import { createTestApp, relaxedRateLimits } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { loadConfig } from '../../server/config';

let t: TestApp;
let build: FakeBuild;
let host: SignedInUser;
let community: { id: number; invite_code: string };
let privateCode: string;

/** A hostile title: it must come out as text in every tag, never as markup. */
const TITLE = 'Bouldering </title><script>alert("x")</script> & "tea" $&';
const MISSES_ALLOWED = 3;

beforeAll(async () => {
  build = fakeBuild();
  const limits = relaxedRateLimits(loadConfig({ NODE_ENV: 'test' }).rateLimits);
  t = await createTestApp({
    staticDir: build.dir,
    rateLimits: { ...limits, codeMissesPerAddress: { limit: MISSES_ALLOWED, windowMs: 15 * 60_000 } },
  });
  host = await signUp(t, { full_name: 'Hana Host' });
  const c = await t.request().post('/api/communities/').set(host.auth).send({ name: 'Choir <of> the "Hills"', description: 'We sing on Thursdays.' }).expect(201);
  community = c.body as { id: number; invite_code: string };
  const event = await t
    .request()
    .post('/api/events/')
    .set(host.auth)
    .send({
      community_id: community.id,
      title: TITLE,
      description: 'The door code is 4321.',
      start_datetime: '2030-12-05T19:00:00Z',
      end_datetime: '2030-12-05T21:00:00Z',
      time_zone: 'Europe/London',
      location: 'The Arch, Bermondsey',
      is_private: true,
    })
    .expect(201);
  const invitation = await t
    .request()
    .post('/api/event-invites/')
    .set(host.auth)
    .send({ event_id: (event.body as { id: number }).id, message: 'Bring chalk, and ask Sam for the spare harness.' })
    .expect(201);
  privateCode = (invitation.body as { invite_code: string }).invite_code;
});
afterAll(async () => {
  await t.close();
  build.remove();
});

/** The content of each `<meta property|name="key">`, decoded as a link scraper reads it. */
function metaTags(html: string): Map<string, string> {
  const decode = (text: string) =>
    text.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name] ?? '');
  return new Map(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map(([, key = '', value = '']) => [key, decode(value)]),
  );
}

describe('link previews rendered into the page', () => {
  it("an event invitation's link shows the event: its title, when in its own zone, where, and the app's icon", async () => {
    const html = (await t.request().get(`/join-event/${privateCode}`).expect(200)).text;
    const tags = metaTags(html);
    expect(tags.get('og:title')).toBe(TITLE);
    expect(tags.get('twitter:title')).toBe(TITLE);
    expect(tags.get('og:description')).toBe('Thursday, 5 December 2030, 19:00 – 21:00 (London) · The Arch, Bermondsey');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('og:image')).toBe('http://gather.test/icons/icon-512.png');
    expect(tags.get('og:url')).toBe(`http://gather.test/join-event/${privateCode}`);
    expect(html).toContain('<title>Bouldering &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;tea&quot; $&amp; · Gather</title>');
  });

  it('escapes the title everywhere: the only script in the page is the app itself', async () => {
    const html = (await t.request().get(`/join-event/${privateCode}`).expect(200)).text;
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/index-E1.js">']);
    expect(html).not.toContain('<script>alert');
  });

  it("shows of a private event no more than its invitation page shows a guest: not the description, not the host's message", async () => {
    const html = (await t.request().get(`/join-event/${privateCode}`).expect(200)).text;
    expect(html).not.toContain('4321');
    expect(html).not.toContain('chalk');
    expect(html).not.toContain('Sam');
  });

  it("a community's invite link shows its name and description, and the landing page the app's own card", async () => {
    const tags = metaTags((await t.request().get(`/invite/${community.invite_code}`).expect(200)).text);
    expect(tags.get('og:title')).toBe('Choir <of> the "Hills"');
    expect(tags.get('og:description')).toBe('We sing on Thursdays. · 1 member');

    const landing = (await t.request().get('/').expect(200)).text;
    expect(metaTags(landing).get('og:title')).toBe('Gather');
    expect(metaTags(landing).get('og:description')).toBe('Communities, events, RSVPs and discussions in one place, even offline at the venue.');
    expect(landing).toContain('<title>Gather</title>');
  });

  it('an unknown code gets the app card; past the limit on unknown codes an address gets it even for a real code', async () => {
    for (let i = 0; i < MISSES_ALLOWED; i += 1) {
      const tags = metaTags((await t.request().get(`/join-event/NOSUCHCODE${i}`).expect(200)).text);
      expect(tags.get('og:title')).toBe('Gather');
    }
    // Guessing learns nothing more, and the page itself is still served (the screen asks the API).
    const refused = await t.request().get(`/join-event/${privateCode}`).expect(200);
    expect(metaTags(refused.text).get('og:title')).toBe('Gather');
    expect(refused.text).not.toContain('Bouldering');
  });
});
