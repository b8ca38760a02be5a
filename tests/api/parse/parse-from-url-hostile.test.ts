import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParseEventResponse } from '@contracts/parse/schemas';
import { startEventSite } from '../../support/event-site';
import type { EventSite } from '../../support/event-site';
import { createCommunity, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Pages as the web serves them, ordinary and hostile (issue 28, finding 6): each is an answer the
 * member can read (200: an event, or "nothing found"), never a 500. A reader that cannot read a
 * part of a page must not cost the member what the other readers found there.
 */

const event = (extra = '') =>
  `{"@context":"https://schema.org","@type":"Event","name":"Quiz Night","startDate":"2026-06-12T20:00:00+01:00","location":{"@type":"Place","name":"Red Lion"}${extra}}`;
const withJsonLd = (json: string, body = '<h1>Quiz Night</h1>') =>
  `<!doctype html><html><head><title>Quiz Night</title><script type="application/ld+json">${json}</script></head><body>${body}</body></html>`;

const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestedDivs = (depth: number, inner: string) => `${'<div>'.repeat(depth)}${inner}${'</div>'.repeat(depth)}`;

const calendar = (tzid: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:1@example', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Repair Café', `DTSTART;TZID=${tzid}:20260808T130000`, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

const PAGES: Record<string, string> = {
  '/bare-text': '<!doctype html><html><head><title>Quiz</title></head><body>Quiz Night at the Red Lion, Friday 12 June 2026 at 8pm</body></html>',
  '/rel-proto': withJsonLd(event(), '<link rel="__proto__" href="/a"><h1>Quiz Night</h1>'),
  '/rel-tostring': withJsonLd(event(), '<a rel="toString" href="/b">more</a><h1>Quiz Night</h1>'),
  '/rel-in-hevent': '<html><body><div class="h-event"><h1 class="p-name">Quiz Night</h1><time class="dt-start" datetime="2026-06-12T20:00:00+01:00">Fri 8pm</time><a rel="__proto__ constructor hasOwnProperty" href="/c">x</a></div></body></html>',
  '/hevent-bad-link': withJsonLd(event(), '<div class="h-event"><span class="p-name">Quiz</span><img class="u-photo" src="//[bad"></div>'),
  '/json-ld-deep-objects': withJsonLd(event(`,"about":${nestedObjects(5000)}`)),
  '/json-ld-deep-arrays': withJsonLd(event(`,"about":${nestedArrays(5000)}`)),
  '/json-ld-deep-offers': withJsonLd(event(`,"offers":${'{"offers":'.repeat(5000)}{"price":"3"}${'}'.repeat(5000)}`)),
  '/json-ld-deep-name': withJsonLd(`{"@type":"Event","startDate":"2026-06-12T20:00:00+01:00","name":${'{"name":'.repeat(5000)}"Quiz Night"${'}'.repeat(5000)}}`),
  '/json-ld-huge-description': withJsonLd(event(`,"description":"${'<b>Quiz</b> &amp; more. '.repeat(60_000)}"`)),
  '/divs-5000': `<html><body><h1>Quiz Night</h1>${nestedDivs(5000, '<p>Friday 12 June 2026, 8pm at the Red Lion</p>')}</body></html>`,
  '/microdata-proto': `<html><body><div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Quiz Night</span>
    <time itemprop="startDate" datetime="2026-06-12T20:00:00+01:00">Fri</time>
    <div itemprop="__proto__" itemscope><meta itemprop="endDate" content="2030-01-01T23:00:00+00:00"><meta itemprop="location" content="Nowhere"></div>
    <span itemprop="constructor toString hasOwnProperty">x</span><constructor itemprop="url">y</constructor></div></body></html>`,
  '/microdata-deep': `<html><body><div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Quiz Night</span><time itemprop="startDate" datetime="2026-06-12T20:00:00+01:00">Fri</time>${'<div itemprop="about" itemscope>'.repeat(5000)}${'</div>'.repeat(5000)}</div></body></html>`,
};

const CALENDARS: Record<string, string> = {
  '/zone-constructor.ics': calendar('constructor'),
  '/zone-proto.ics': calendar('__proto__'),
};

/** A fortnight before the quiz, so that the dates read do not depend on today's date. */
const REFERENCE = '2026-05-29T10:00:00+01:00';

let site: EventSite;
let t: TestApp;
let member: SignedInUser;
let communityId: number;

beforeAll(async () => {
  site = await startEventSite({
    ...Object.fromEntries(Object.entries(PAGES).map(([path, body]) => [path, { body }])),
    ...Object.fromEntries(Object.entries(CALENDARS).map(([path, body]) => [path, { type: 'text/calendar', body }])),
  });
  t = await createTestApp({ outboundAllowedHosts: [site.host] });
  member = await signUp(t);
  communityId = (await createCommunity(t, member, { name: 'Quiz league' })).id;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

async function read(path: string): Promise<ParseEventResponse> {
  const res = await t.request().post('/api/events/parse-from-url').set(member.auth).send({ community_id: communityId, url: site.url(path), time_zone: 'Europe/London', reference_time: REFERENCE });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ParseEventResponse.parse(res.body);
}

describe('POST /events/parse-from-url: pages that broke a reader', () => {
  it('reads a page whose text has no element around it in <body>', async () => {
    expect(await read('/bare-text')).toMatchObject({ success: true, start_datetime: '2026-06-12T20:00:00+01:00' });
  });

  it.each(['/rel-proto', '/rel-tostring'])('%s: a rel named like a built-in property leaves the page readable', async (path) => {
    expect(await read(path)).toMatchObject({ success: true, title: 'Quiz Night', start_datetime: '2026-06-12T20:00:00+01:00', sources: { title: 'jsonld' } });
  });

  it('reads an h-event that holds such a rel', async () => {
    expect(await read('/rel-in-hevent')).toMatchObject({ success: true, title: 'Quiz Night', start_datetime: '2026-06-12T20:00:00+01:00', sources: { title: 'hevent' } });
  });

  it('a reader that cannot read its part (the microformats parser on a link it cannot resolve) leaves the others\' reading', async () => {
    expect(await read('/hevent-bad-link')).toMatchObject({ success: true, title: 'Quiz Night', location: 'Red Lion', sources: { title: 'jsonld' } });
  });

  it.each(['/json-ld-deep-objects', '/json-ld-deep-arrays', '/json-ld-deep-offers'])('%s: JSON-LD nested 5,000 deep still gives its event', async (path) => {
    expect(await read(path)).toMatchObject({ success: true, title: 'Quiz Night', location: 'Red Lion', sources: { title: 'jsonld', location: 'jsonld' } });
  });

  it('does not dig a name out of 5,000 levels of JSON-LD, and reads the rest of the event', async () => {
    const answer = await read('/json-ld-deep-name');
    expect(answer).toMatchObject({ success: true, start_datetime: '2026-06-12T20:00:00+01:00', sources: { start_datetime: 'jsonld' } });
    expect(answer.sources?.title).not.toBe('jsonld');
  });

  it('reads 20,000 characters of a JSON-LD value at most (a description of 1.5 MB)', async () => {
    const answer = await read('/json-ld-huge-description');
    expect(answer).toMatchObject({ success: true, title: 'Quiz Night', sources: { description: 'jsonld' } });
    expect(answer.description?.startsWith('Quiz & more. Quiz & more.')).toBe(true);
    expect(answer.description?.length).toBeLessThanOrEqual(20_000);
  });

  it('reads a page whose text sits inside 5,000 nested <div>s', async () => {
    expect(await read('/divs-5000')).toMatchObject({ success: true, title: 'Quiz Night', start_datetime: '2026-06-12T20:00:00+01:00' });
  });
});

describe('POST /events/parse-from-url: names that are built-in properties', () => {
  it('microdata: an itemprop named __proto__ or constructor neither breaks the item nor lends it fields', async () => {
    const answer = await read('/microdata-proto');
    expect(answer).toMatchObject({ success: true, title: 'Quiz Night', start_datetime: '2026-06-12T20:00:00+01:00', sources: { title: 'microdata' } });
    expect(answer).not.toHaveProperty('end_datetime');
    expect(answer.location).not.toBe('Nowhere');
  });

  it('microdata: items nested 5,000 deep', async () => {
    expect(await read('/microdata-deep')).toMatchObject({ success: true, title: 'Quiz Night', sources: { title: 'microdata' } });
  });

  it.each(Object.keys(CALENDARS))('%s: a calendar zone named like a built-in property is not a zone', async (path) => {
    expect(await read(path)).toMatchObject({ success: true, title: 'Repair Café', start_datetime: '2026-08-08T13:00:00+01:00' });
  });
});
