import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readMicrodata, readRdfa } from '../../../server/features/parse/readers/embedded-items';
import { readHEvent } from '../../../server/features/parse/readers/h-event';
import { readIcs } from '../../../server/features/parse/readers/ics';
import { readJsonLd } from '../../../server/features/parse/readers/json-ld';
import { readMetaTags, withoutSiteName } from '../../../server/features/parse/readers/meta-tags';
import { readHtmlPage } from '../../../server/features/parse/readers/read-page';

const ld = (json: string) => load(`<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`);

describe('JSON-LD', () => {
  it('finds an Event subtype in @graph, resolves @id references, and reads every offer into one range', () => {
    const draft = readJsonLd(
      ld(`{"@context":"https://schema.org","@graph":[
        {"@type":"WebPage","name":"Not the event"},
        {"@type":"Place","@id":"#venue","name":"Corn Exchange","address":{"@type":"PostalAddress","streetAddress":"Wheeler St","addressLocality":"Cambridge"}},
        {"@type":["Event","ComedyEvent"],"name":"Stand-up &amp; Supper","startDate":"2026-05-02T19:30:00+01:00","location":{"@id":"#venue"},
         "offers":{"@type":"AggregateOffer","lowPrice":"15.00","highPrice":"22.50","priceCurrency":"GBP","url":"https://tix.example/su"}}]}`),
    );
    expect(draft).toMatchObject({
      title: 'Stand-up & Supper',
      start: { date: '2026-05-02', time: '19:30', offsetMinutes: 60 },
      location: 'Corn Exchange, Wheeler St, Cambridge',
      price: { min: 15, max: 22.5, currency: 'GBP' },
      ticketLink: 'https://tix.example/su',
    });
  });

  it('takes the first event of an array, a virtual location as Online, a Place over a VirtualLocation, and notes a cancellation', () => {
    expect(readJsonLd(ld('[{"@type":"BreadcrumbList"},{"@type":"EducationEvent","name":"Webinar","startDate":"2026-03-01T10:00Z","location":{"@type":"VirtualLocation","url":"https://zoom.example"}},{"@type":"Event","name":"Second"}]'))).toMatchObject({
      title: 'Webinar',
      location: 'Online',
    });
    expect(readJsonLd(ld('{"@type":"Event","name":"Mixed","startDate":"2026-03-01","location":[{"@type":"VirtualLocation"},{"@type":"Place","name":"Town Hall"}],"eventStatus":"https://schema.org/EventCancelled"}'))).toMatchObject({
      location: 'Town Hall',
      cancelled: true,
      start: { date: '2026-03-01', time: null },
    });
  });

  it('reads what plug-ins write: trailing commas, all-day events as 00:00 to 23:59, a "from" price, free', () => {
    expect(readJsonLd(ld('{"@type":"Event","name":"Regatta","startDate":"2026-07-18T00:00:00+01:00","endDate":"2026-07-19T23:59:59+01:00","offers":{"@type":"AggregateOffer","lowPrice":35,},}'))).toMatchObject({
      title: 'Regatta',
      start: { date: '2026-07-18', time: null },
      end: { date: '2026-07-19', time: null },
      price: { min: 35, max: null },
    });
    expect(readJsonLd(ld('{"@type":"Event","name":"Open day","startDate":"2026-07-18","isAccessibleForFree":true}'))?.price).toEqual({ min: 0, max: 0, currency: null });
  });

  it('answers nothing for a page without an event', () => {
    expect(readJsonLd(ld('{"@type":"Organization","name":"Club"}'))).toBeNull();
    expect(readJsonLd(ld('{not json at all'))).toBeNull();
  });
});

describe('microdata and RDFa', () => {
  it('reads nested items without mixing their properties into the event', () => {
    const $ = load(`<div itemscope itemtype="https://schema.org/TheaterEvent"><h2 itemprop="name">Arcadia</h2>
      <meta itemprop="startDate" content="2026-02-26T19:30:00+00:00">
      <div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">Little Theatre</span></div>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="8">£8</span><meta itemprop="priceCurrency" content="GBP"></div></div>`);
    expect(readMicrodata($)).toMatchObject({ title: 'Arcadia', location: 'Little Theatre', price: { min: 8, max: 8, currency: 'GBP' }, start: { time: '19:30', offsetMinutes: 0 } });
  });

  it('reads RDFa Lite', () => {
    const $ = load('<div vocab="https://schema.org/" typeof="MusicEvent"><span property="name">Gig</span><span property="startDate" content="2026-04-01T20:00">1 April</span><div property="location" typeof="Place"><span property="name">The Cellar</span></div></div>');
    expect(readRdfa($)).toMatchObject({ title: 'Gig', start: { date: '2026-04-01', time: '20:00' }, location: 'The Cellar' });
  });
});

describe('h-event and hCalendar', () => {
  it('reads microformats2 with a nested h-card, and classic vevent', () => {
    expect(
      readHEvent(load('<div class="h-event"><span class="p-name">Bike repair</span><time class="dt-start" datetime="2026-06-13 14:00+0200"></time><span class="p-location h-card"><span class="p-name">Het Anker</span> <span class="p-locality">Utrecht</span></span></div>'), 'https://x.example/'),
    ).toMatchObject({ title: 'Bike repair', start: { date: '2026-06-13', time: '14:00', offsetMinutes: 120 }, location: 'Het Anker, Utrecht' });
    expect(readHEvent(load('<div class="vevent"><span class="summary">Conf</span><abbr class="dtstart" title="2026-11-09">9 Nov</abbr></div>'), 'https://x.example/')).toMatchObject({
      title: 'Conf',
      start: { date: '2026-11-09', time: null },
    });
  });
});

const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:a', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

describe('calendar files', () => {
  it('reads an IANA TZID, a Windows zone name, UTC and floating times', () => {
    expect(readIcs(ics('SUMMARY:A', 'DTSTART;TZID=Europe/Paris:20260315T150000'))?.start).toEqual({ date: '2026-03-15', time: '15:00', zone: 'Europe/Paris' });
    expect(readIcs(ics('SUMMARY:B', 'DTSTART;TZID="(UTC-05:00) Eastern Time (US & Canada)":20261102T133000'))?.start).toMatchObject({ zone: 'America/New_York' });
    expect(readIcs(ics('SUMMARY:C', 'DTSTART;TZID=W. Europe Standard Time:20260910T090000'))?.start).toMatchObject({ zone: 'Europe/Berlin' });
    expect(readIcs(ics('SUMMARY:D', 'DTSTART:20261011T144500Z'))?.start).toEqual({ date: '2026-10-11', time: '14:45', offsetMinutes: 0 });
    expect(readIcs(ics('SUMMARY:E', 'DTSTART:20260519T200000'))?.start).toEqual({ date: '2026-05-19', time: '20:00' });
  });

  it('ends an all-day event the day before its exclusive DTEND, and reads DURATION', () => {
    expect(readIcs(ics('SUMMARY:Fest', 'DTSTART;VALUE=DATE:20260702', 'DTEND;VALUE=DATE:20260705'))).toMatchObject({ start: { date: '2026-07-02', time: null }, end: { date: '2026-07-04', time: null } });
    expect(readIcs(ics('SUMMARY:Week', 'DTSTART:20240215', 'DURATION:P1W'))).toMatchObject({ start: { date: '2024-02-15', time: null }, end: { date: '2024-02-21', time: null } });
    expect(readIcs(ics('SUMMARY:Talk', 'DTSTART;TZID=Europe/London:20260201T180000', 'DURATION:PT1H15M'))?.end).toEqual({ date: '2026-02-01', time: '19:15', zone: 'Europe/London' });
  });

  it('answers nothing for a file that is not a calendar', () => {
    expect(readIcs('hello')).toBeNull();
  });
});

describe('meta tags and the page around them', () => {
  it('takes the title without the site name, Facebook-style event times, and the page heading first', () => {
    expect(withoutSiteName('AI Builders Breakfast · Luma', 'Luma')).toBe('AI Builders Breakfast');
    expect(withoutSiteName('May Show & Tell, Wed, May 21, 2025, 6:30 PM | Meetup', 'Meetup')).toBe('May Show & Tell');
    const $ = load('<head><meta property="og:title" content="Lights Switch-On | Facebook"><meta property="event:start_time" content="2026-11-28T16:00:00+00:00"></head><body></body>');
    expect(readMetaTags($, null)).toMatchObject({ title: 'Lights Switch-On', start: { date: '2026-11-28', time: '16:00', offsetMinutes: 0 } });
    expect(readMetaTags($, 'From the h1')).toMatchObject({ title: 'From the h1' });
  });

  it('reads floating JSON-LD times in the zone the page names, and the visible text for what the data lacks', () => {
    const html = `<html><head><meta name="event-timezone" content="America/Los_Angeles">
      <script type="application/ld+json">{"@type":"Event","name":"Twelfth Night","startDate":"2026-08-16T19:30"}</script></head>
      <body><h1>Twelfth Night</h1><p>Venue: Cedar Grove Amphitheatre, Ashland</p><p>Tickets $20 / $35</p></body></html>`;
    const { readings } = readHtmlPage(html, 'https://x.example/', { instant: new Date('2026-08-01T12:00:00Z'), zone: 'America/New_York' });
    expect(readings[0]).toMatchObject({ source: 'jsonld', draft: { start: { date: '2026-08-16', time: '19:30', zone: 'America/Los_Angeles' } } });
    expect(readings.find((r) => r.source === 'page_text')?.draft).toMatchObject({ location: 'Cedar Grove Amphitheatre, Ashland', price: { min: 20, max: 35, currency: 'USD' } });
  });
});
