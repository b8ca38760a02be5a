import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_FAILURE_MESSAGES, PARSE_MESSAGES } from '@contracts/parse/messages';
import { ParseEventResponse } from '@contracts/parse/schemas';
import { startEventSite } from '../../support/event-site';
import type { EventSite } from '../../support/event-site';
import { createCommunityWith, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { startLlmStandIn } from '../../support/llm-stand-in';
import type { LlmStandIn } from '../../support/llm-stand-in';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

const QUIZ = 'Hiya all 👋\nQuiz night is BACK at the Red Lion this Thurs!! 🍻\n8pm start, £2 a head, teams of up to 6.\nGroup chat: https://chat.whatsapp.com/Gk7Vw2QpLx9RbT4mYc1NzA';
const QUIZ_REFERENCE = '2026-06-01T10:14:00+01:00'; // a Monday: "this Thurs" is 4 June

const eventPage = `<!doctype html><html><head><title>Summer Ceilidh | Kirkton Hall</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DanceEvent","name":"Summer Ceilidh","startDate":"2026-07-11T19:30:00+01:00","endDate":"2026-07-11T23:00:00+01:00",
"location":{"@type":"Place","name":"Kirkton Hall","address":{"@type":"PostalAddress","streetAddress":"3 Kirk Wynd","addressLocality":"Kirkton"}},
"offers":[{"@type":"Offer","price":"12","priceCurrency":"GBP","url":"https://tickets.example/ceilidh"},{"@type":"Offer","price":"6","priceCurrency":"GBP"}],"eventStatus":"https://schema.org/EventScheduled"}</script>
</head><body><h1>Summer Ceilidh</h1><p>Saturday 11 July, 7.30pm.</p></body></html>`;

const calendarFile = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:1@example', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Repair Café', 'DTSTART;TZID=Europe/Amsterdam:20260808T130000', 'DTEND;TZID=Europe/Amsterdam:20260808T163000', 'LOCATION:Buurthuis De Meeuw\\, Amsterdam', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

const bookClubPage = `<!doctype html><html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Book club","startDate":"2026-06-02T19:00:00+01:00",
"location":{"@type":"Place","name":"Central Library"},"eventSchedule":{"@type":"Schedule","repeatFrequency":"P1W","byDay":"https://schema.org/Tuesday","repeatCount":10,"scheduleTimezone":"Europe/London"}}</script>
</head><body><h1>Book club</h1></body></html>`;

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../server/parse/fixtures', name), 'utf8');

let site: EventSite;
let llm: LlmStandIn;
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let outsider: SignedInUser;
let communityId: number;
let adminOnlyCommunityId: number;

beforeAll(async () => {
  site = await startEventSite({
    '/ceilidh': { body: eventPage },
    '/repair.ics': { type: 'text/calendar; charset=utf-8', body: calendarFile },
    '/repair': { body: '<html><head><link rel="alternate" type="text/calendar" href="/repair.ics"></head><body><h1>Repair Café</h1><p>Bring broken things.</p></body></html>' },
    '/forbidden': { status: 403, body: '<h1>Forbidden</h1>' },
    '/busy': { status: 429, body: 'Too many requests' },
    '/challenge': { status: 200, body: '<html><head><title>Just a moment...</title></head><body>Enable JavaScript and cookies to continue</body></html>' },
    '/gone': { status: 404, body: '<h1>Not here</h1>' },
    '/picture': { type: 'image/png', body: Buffer.alloc(64) },
    '/to-metadata': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: '' },
    '/nothing': { body: '<html><body><p>lorem ipsum dolor</p></body></html>' },
    '/tickets-with-recaptcha': { body: fixture('ticket-page-with-recaptcha.html') },
    '/captcha-only': { body: fixture('captcha-only-page.html') },
    '/book-club': { body: bookClubPage },
  });
  llm = await startLlmStandIn();
  t = await createTestApp({ outboundAllowedHosts: [site.host] });
  [owner, member, outsider] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  communityId = (await createCommunityWith(t, owner, [member], { name: 'Ceilidh club' })).id;
  adminOnlyCommunityId = (await createCommunityWith(t, owner, [member], { name: 'Board', admin_events_only: true })).id;
});
afterAll(async () => {
  await t.close();
  await site.close();
  await llm.close();
});

const parse = (who: SignedInUser, body: Record<string, unknown>, app = t) => app.request().post('/api/events/parse-from-url').set(who.auth).send(body);

describe('POST /events/parse-from-url: who may ask', () => {
  it('needs a session', async () => {
    await t.request().post('/api/events/parse-from-url').send({ community_id: communityId, content: QUIZ }).expect(401);
  });

  it('is the Create Event permission: outsiders are told the community does not exist; plain members of an admins-only community are refused', async () => {
    expect((await parse(outsider, { community_id: communityId, content: QUIZ }).expect(404)).body).toMatchObject({ detail: 'Community not found' });
    await parse(member, { community_id: adminOnlyCommunityId, content: QUIZ }).expect(403);
    await parse(owner, { community_id: adminOnlyCommunityId, content: QUIZ, time_zone: 'Europe/London' }).expect(200);
  });
});

describe('POST /events/parse-from-url: what it refuses', () => {
  it.each([
    ['nothing to read', {}, 'content', PARSE_MESSAGES.contentRequired],
    ['blank text', { content: '   ' }, 'content', PARSE_MESSAGES.contentRequired],
    ['15,001 characters', { content: 'x'.repeat(15_001) }, 'content', PARSE_MESSAGES.contentTooLong],
    ['a blank address', { url: ' ' }, 'url', PARSE_MESSAGES.urlRequired],
    ['an ftp: address', { url: 'ftp://example.org/event' }, 'url', PARSE_MESSAGES.schemeRefused],
    ['both an address and text', { url: 'https://example.org/e', content: QUIZ }, 'url', PARSE_MESSAGES.eitherUrlOrContent],
    ['an unknown zone', { content: QUIZ, time_zone: 'Mars/Olympus' }, 'time_zone', 'time_zone must be an IANA time zone'],
    ['a reference time in words', { content: QUIZ, reference_time: 'last Tuesday' }, 'reference_time', 'reference_time must be an ISO 8601'],
    ['an unknown field', { content: QUIZ, cookies: 'x' }, 'cookies', ''],
  ])('%s: 400 naming the field', async (_what, extra, field, message) => {
    const res = await parse(member, { community_id: communityId, ...extra }).expect(400);
    expect((res.body as { detail: string }).detail).toContain(field);
    expect((res.body as { detail: string }).detail).toContain(message);
  });

  it('takes 15,000 characters', async () => {
    await parse(member, { community_id: communityId, content: `${QUIZ}\n${'.'.repeat(15_000 - QUIZ.length - 1)}` }).expect(200);
  });
});

describe('POST /events/parse-from-url: pasted text', () => {
  it('answers the fields the text states, in the member\'s zone, and nothing it does not', async () => {
    const res = await parse(member, { community_id: communityId, content: QUIZ, time_zone: 'Europe/London', reference_time: QUIZ_REFERENCE }).expect(200);
    const body = ParseEventResponse.parse(res.body);
    expect(body).toMatchObject({
      success: true,
      title: 'Quiz night',
      start_datetime: '2026-06-04T20:00:00+01:00',
      time_zone: 'Europe/London',
      location: 'Red Lion',
      price_range: '£2',
      whatsapp_link: 'https://chat.whatsapp.com/Gk7Vw2QpLx9RbT4mYc1NzA',
    });
    for (const absent of ['end_datetime', 'end_date', 'ticket_link', 'event_link', 'start_date', 'cancelled']) {
      expect(body).not.toHaveProperty(absent);
    }
    expect(body.sources).toMatchObject({ title: 'text', start_datetime: 'text' });
  });

  it('answers how the event repeats: a rule for "every other Thursday", its first date as the start; null for a text that says no repetition', async () => {
    const res = await parse(member, { community_id: communityId, content: 'Chess club every other Thursday 7pm at the Crown, until 30 July', time_zone: 'Europe/London', reference_time: QUIZ_REFERENCE }).expect(200);
    const body = ParseEventResponse.parse(res.body);
    expect(body).toMatchObject({
      success: true,
      start_datetime: '2026-06-04T19:00:00+01:00',
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['TH'], ending: { type: 'on', date: '2026-07-30' } },
      sources: { repeat: 'text' },
    });
    const once = await parse(member, { community_id: communityId, content: QUIZ, time_zone: 'Europe/London', reference_time: QUIZ_REFERENCE }).expect(200);
    expect(once.body).toHaveProperty('repeat', null);
  });

  it('reads "tomorrow" from the time the message was written, and a zone the text names', async () => {
    const res = await parse(member, { community_id: communityId, content: 'Live Q&A tomorrow @ 7pm EST on YouTube Live', time_zone: 'America/Los_Angeles', reference_time: '2026-01-14T08:00:00-08:00' }).expect(200);
    expect(res.body).toMatchObject({ start_datetime: '2026-01-15T19:00:00-05:00', time_zone: 'America/New_York', location: 'Online' });
  });

  it('reads an old e-mail\'s form feed and other control characters as nothing: dropped, tabs and line breaks kept (issue 28, finding 17)', async () => {
    const mail = `Subject: Quiz night\f\r\n\r\nQuiz night is BACK at the Red Lion this Thurs!!\u0000\n8pm start,\t£2 a head.\u0007\u001b\u007f`;
    const res = await parse(member, { community_id: communityId, content: mail, time_zone: 'Europe/London', reference_time: QUIZ_REFERENCE }).expect(200);
    const body = ParseEventResponse.parse(res.body);
    expect(body).toMatchObject({ success: true, title: 'Quiz night', start_datetime: '2026-06-04T20:00:00+01:00', location: 'Red Lion' });
    // The description goes into the event form as it is, and the events API refuses control characters.
    expect(body.description).toContain('8pm start,\t£2 a head.');
    const controls = [...(body.description ?? '')].filter((ch) => (ch < ' ' && !'\t\n\r'.includes(ch)) || ch === '\u007f');
    expect(controls).toEqual([]);
    // Only pasted text is read and let go; text the app stores still refuses them.
    const stored = await t.request().post('/api/communities/').set(member.auth).send({ name: 'Quiz', description: 'Quiz\f night' }).expect(400);
    expect((stored.body as { detail: string }).detail.toLowerCase()).toContain('description must not contain control characters');
  });

  it('refuses a text that is only control characters as empty', async () => {
    const res = await parse(member, { community_id: communityId, content: '\f\u0000\u0007' }).expect(400);
    expect((res.body as { detail: string }).detail).toContain(PARSE_MESSAGES.contentRequired);
  });

  it('with no reference time, keeps the date and time an old announcement states and says what to check (issue 28)', async () => {
    const mismatch = await parse(member, { community_id: communityId, content: 'Coffee morning Friday 14 June 2014, 10am at the village hall', time_zone: 'Europe/London' }).expect(200);
    expect(mismatch.body).toMatchObject({
      start_datetime: '2014-06-14T10:00:00+01:00',
      message: `${PARSE_MESSAGES.found} Check the date: the text says Friday, but 14 June 2014 is a Saturday.`,
    });
    const passed = await parse(member, { community_id: communityId, content: 'Coffee morning Saturday 14 June 2014, 10am at the village hall', time_zone: 'Europe/London' }).expect(200);
    expect(passed.body).toMatchObject({ start_datetime: '2014-06-14T10:00:00+01:00', message: `${PARSE_MESSAGES.found} Check the date: 14 June 2014 has already passed.` });
  });

  it('says so when the text holds no event, in words for the Text tab (issue 28)', async () => {
    const res = await parse(member, { community_id: communityId, content: 'ok 👍', time_zone: 'Europe/London' }).expect(200);
    expect(res.body).toEqual({ success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFoundInText });
    const nonsense = await parse(member, { community_id: communityId, content: 'asdf qwer zxcv', time_zone: 'Europe/London' }).expect(200);
    expect(nonsense.body).toEqual({ success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFoundInText });
  });
});

describe('POST /events/parse-from-url: a web page address', () => {
  it('reads a page\'s schema.org event, with its ticket link and price range', async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/ceilidh'), time_zone: 'Europe/London' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      title: 'Summer Ceilidh',
      start_datetime: '2026-07-11T19:30:00+01:00',
      end_datetime: '2026-07-11T23:00:00+01:00',
      time_zone: 'Europe/London',
      location: 'Kirkton Hall, 3 Kirk Wynd, Kirkton',
      price_range: '£6-12',
      ticket_link: 'https://tickets.example/ceilidh',
      sources: { title: 'jsonld', start_datetime: 'jsonld', location: 'jsonld', price_range: 'jsonld' },
    });
  });

  it('reads the calendar file a page links to', async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/repair'), time_zone: 'Europe/London' }).expect(200);
    expect(res.body).toMatchObject({ title: 'Repair Café', start_datetime: '2026-08-08T13:00:00+02:00', time_zone: 'Europe/Amsterdam', location: 'Buurthuis De Meeuw, Amsterdam' });
    expect(site.requests).toContain('/repair.ics');
  });

  it('reads a calendar file served at the address', async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/repair.ics'), time_zone: 'Europe/London' }).expect(200);
    expect(res.body).toMatchObject({ title: 'Repair Café', end_datetime: '2026-08-08T16:30:00+02:00', sources: { title: 'ics' } });
  });

  it.each(['/forbidden', '/busy', '/challenge'])('%s: the site blocks scraping, so the member is asked to paste the text', async (path) => {
    const res = await parse(member, { community_id: communityId, url: site.url(path) }).expect(200);
    expect(res.body).toEqual({ success: false, reason: 'blocks_scraping', message: PARSE_MESSAGES.blocksScraping });
    expect(PARSE_MESSAGES.blocksScraping).toContain('blocks scraping');
  });

  it('reads an event page that loads a CAPTCHA script for its checkout, as ticket sites do: a script is not a bot wall', async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/tickets-with-recaptcha'), time_zone: 'Europe/London' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      title: 'The Lantern Sessions: Marla Quinn live',
      start_datetime: '2026-10-09T19:30:00+01:00',
      sources: { title: 'jsonld' },
    });
    expect((res.body as { location: string }).location).toContain('The Old Chapel');
  });

  it('takes a page with a CAPTCHA and no event for a bot check: the site blocks scraping', async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/captcha-only') }).expect(200);
    expect(res.body).toEqual({ success: false, reason: 'blocks_scraping', message: PARSE_MESSAGES.blocksScraping });
  });

  it.each([
    ['/gone', 'site_error', 'HTTP 404'],
    ['/picture', 'not_a_page', PARSE_FAILURE_MESSAGES.not_a_page],
    // The member reads what to do, never the network's words ("not on the public internet", "its name does not resolve").
    ['/to-metadata', 'not_public', PARSE_FAILURE_MESSAGES.not_public],
    ['/nothing', 'nothing_found', 'No event details'],
  ])('%s answers %s with a clear message', async (path, reason, words) => {
    const res = await parse(member, { community_id: communityId, url: site.url(path) }).expect(200);
    expect(res.body).toMatchObject({ success: false, reason });
    expect((res.body as { message: string }).message).toContain(words);
  });

  it('never fetches a private address the install has not allowed: nothing reaches it', async () => {
    const closed = await createTestApp();
    try {
      const stranger = await signUp(closed);
      const made = await closed.request().post('/api/communities/').set(stranger.auth).send({ name: 'Closed' }).expect(201);
      const before = site.connections();
      for (const url of [site.url('/ceilidh'), 'http://localhost/', 'http://2130706433/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/']) {
        const res = await parse(stranger, { community_id: (made.body as { id: number }).id, url }, closed).expect(200);
        expect(res.body).toMatchObject({ success: false, reason: 'not_public' });
      }
      expect(site.connections()).toBe(before);
    } finally {
      await closed.close();
    }
  });
});

describe('POST /events/parse-from-url: limits per member', () => {
  it('answers 429 past the limit, for that member only', async () => {
    const base = await createTestApp();
    const limited = await createTestApp({ rateLimits: { ...relaxedRateLimits(base.deps.config.rateLimits), assistantParsesPerMember: { limit: 2, windowMs: 60_000 } } });
    await base.close();
    try {
      const [a, b] = await Promise.all([signUp(limited), signUp(limited)]);
      const made = await limited.request().post('/api/communities/').set(a.auth).send({ name: 'Limited' }).expect(201);
      const id = (made.body as { id: number }).id;
      await limited.request().post('/api/communities/join').set(b.auth).send({ invite_code: (made.body as { invite_code: string }).invite_code }).expect(200);
      await parse(a, { community_id: id, content: QUIZ }, limited).expect(200);
      await parse(a, { community_id: id, content: QUIZ }, limited).expect(200);
      const third = await parse(a, { community_id: id, content: QUIZ }, limited).expect(429);
      expect(third.body).toMatchObject({ code: 'rate_limited' });
      expect(third.headers['retry-after']).toBeDefined();
      await parse(b, { community_id: id, content: QUIZ }, limited).expect(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /events/parse-from-url: a page whose event repeats', () => {
  it("answers the repeat of its schema.org eventSchedule", async () => {
    const res = await parse(member, { community_id: communityId, url: site.url('/book-club'), time_zone: 'Europe/London', reference_time: QUIZ_REFERENCE }).expect(200);
    expect(ParseEventResponse.parse(res.body)).toMatchObject({
      success: true,
      title: 'Book club',
      start_datetime: '2026-06-02T19:00:00+01:00',
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'after', count: 10 } },
      sources: { repeat: 'jsonld' },
    });
  });
});

describe('POST /events/parse-from-url: with a language model', () => {
  let withModel: TestApp;
  let who: SignedInUser;
  let id: number;
  beforeAll(async () => {
    withModel = await createTestApp({ outboundAllowedHosts: [site.host], assistantLlm: { url: llm.baseUrl, model: 'llama3.2', apiKey: 'sk-test', timeoutMs: 1500 } });
    who = await signUp(withModel);
    const made = await withModel.request().post('/api/communities/').set(who.auth).send({ name: 'Model' }).expect(201);
    id = (made.body as { id: number }).id;
  });
  afterAll(async () => {
    await withModel.close();
  });

  // The rules read a name here but no date.
  const vague = "Games night at Dan's place again, bring snacks 🍿 same as last time";

  it('asks it, through the outbound gate (its configured host allowed), when the rules miss the title or start, and keeps only what the text states', async () => {
    // The model invents a name, a date and a price the text does not hold; the place is in the text.
    llm.answerWith({ event: { title: "Dan's games night", start_date: '2026-07-03', start_time: '19:00', end_date: null, end_time: null, time_zone: null, location: "Dan's place", price_min: 5, price_max: 5, currency: 'GBP', ticket_link: null, event_link: null } });
    const asked = llm.requests.length;
    const res = await parse(who, { community_id: id, content: vague, time_zone: 'Europe/London', reference_time: '2026-06-10T12:00:00+01:00' }, withModel).expect(200);
    const body = res.body as ParseEventResponse;
    expect(body).toMatchObject({ success: true, location: "Dan's place", sources: { location: 'llm' } });
    expect(body.title).not.toBe("Dan's games night");
    expect(body.sources?.title).toBe('text');
    expect(body).not.toHaveProperty('start_datetime');
    expect(body).not.toHaveProperty('start_date');
    expect(body).not.toHaveProperty('price_range');
    const request = llm.requests[asked];
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test', body: { model: 'llama3.2' } });
    expect(JSON.stringify(request?.body.messages)).toContain('Wednesday 2026-06-10');
    expect(request?.body.response_format).toMatchObject({ type: 'json_schema' });
  });

  it('takes its reading of a title the text states, above the rules\' reading of the text', async () => {
    llm.answerWith({ event: { title: "Games night at Dan's place", start_date: null, start_time: null, end_date: null, end_time: null, time_zone: null, location: null, price_min: null, price_max: null, currency: null, ticket_link: null, event_link: null } });
    const res = await parse(who, { community_id: id, content: vague, time_zone: 'Europe/London', reference_time: '2026-06-10T12:00:00+01:00' }, withModel).expect(200);
    expect(res.body).toMatchObject({ success: true, title: "Games night at Dan's place", sources: { title: 'llm' } });
  });

  it('is not asked when the page\'s event data says it all, and never outranks it', async () => {
    const asked = llm.requests.length;
    const res = await parse(who, { community_id: id, url: site.url('/ceilidh'), time_zone: 'Europe/London' }, withModel).expect(200);
    expect(res.body).toMatchObject({ title: 'Summer Ceilidh', sources: { title: 'jsonld' } });
    expect(llm.requests.length).toBe(asked);
  });

  it.each([
    ['an error', { status: 500 }],
    ['an answer that is not JSON', { raw: 'Sure! The event is on Friday.' }],
    ['a field that breaks its rule', { event: { title: 'x'.repeat(5000), start_date: 'next Friday' } }],
    ['no answer in time', { delayMs: 5000, event: {} }],
  ])('falls back to the rules on %s', async (_what, answer) => {
    llm.answerWith(answer);
    const asked = llm.requests.length;
    const started = Date.now();
    const res = await parse(who, { community_id: id, content: vague, time_zone: 'Europe/London', reference_time: '2026-06-10T12:00:00+01:00' }, withModel).expect(200);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.body).toMatchObject({ success: true, title: 'Games night', sources: { title: 'text' } });
    expect(res.body).not.toHaveProperty('start_datetime');
    expect(llm.requests.length).toBe(asked + 1);
  });
});
