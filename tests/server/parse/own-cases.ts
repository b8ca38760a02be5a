/**
 * Announcements written by the Gather team for the event assistant, after its rules were
 * formed on the shared corpus, to see whether they hold on text they were not shaped by.
 * Invented people and places. Expected values follow the corpus conventions (SOURCES.md):
 * instants with offsets, bare dates for whole days, null for "the text states none", a key left
 * out when it is not scored.
 */
export interface OwnCase {
  id: string;
  kind: 'text' | 'jsonld' | 'microdata' | 'hevent' | 'opengraph' | 'ics';
  reference_time: string;
  time_zone: string;
  body: string;
  expected: {
    title?: string | null;
    start?: string | null;
    end?: string | null;
    location?: string | null;
    price_range?: { min: number; max?: number; currency: string } | null;
  };
  title_alternatives?: string[];
  location_alternatives?: string[];
}

export const OWN_CASES: OwnCase[] = [
  {
    id: 'own-text-01',
    kind: 'text',
    reference_time: '2026-04-06T09:12:00+01:00',
    time_zone: 'Europe/London',
    body: 'Morning all! 🌞\nLitter pick on the canal towpath this Sunday, 10am start, meeting at the Lock Keeper\'s Cottage.\nGloves and bags provided, free as ever. Bring a flask!',
    expected: { title: 'Litter pick', start: '2026-04-12T10:00+01:00', end: null, location: "Lock Keeper's Cottage", price_range: { min: 0, max: 0, currency: 'GBP' } },
    title_alternatives: ['Litter pick on the canal towpath'],
  },
  {
    id: 'own-text-02',
    kind: 'text',
    reference_time: '2026-02-17T18:40:00-05:00',
    time_zone: 'America/New_York',
    body: 'Hey team — Winter Trivia Night is Thursday 2/26 at 7:30pm at Brick Lane Tavern. $10 per person, prizes for the top 3 teams. Sign up by 2/24!',
    expected: { title: 'Winter Trivia Night', start: '2026-02-26T19:30-05:00', end: null, location: 'Brick Lane Tavern', price_range: { min: 10, max: 10, currency: 'USD' } },
  },
  {
    id: 'own-text-03',
    kind: 'text',
    reference_time: '2026-05-20T12:00:00+10:00',
    time_zone: 'Australia/Sydney',
    body: 'COMMUNITY MOVIE NIGHT\nSaturday 30 May\nGates 5.30pm, film starts 6.15pm\nMarrickville Oval\nGold coin donation',
    expected: { title: 'Community Movie Night', start: '2026-05-30T18:15+10:00', end: null, location: 'Marrickville Oval' },
  },
  {
    id: 'own-text-04',
    kind: 'text',
    reference_time: '2026-09-01T08:00:00+01:00',
    time_zone: 'Europe/London',
    body: 'Subject: Autumn Book Swap – save the date\n\nDear members,\n\nThe Autumn Book Swap will be held on Saturday 19 September from 11am to 2pm in the Orchard Room at Hillside Library, 22 Mill Road.\nEntry is free. Please bring up to ten books.\n\nWith best wishes,\nAnn',
    expected: { title: 'Autumn Book Swap', start: '2026-09-19T11:00+01:00', end: '2026-09-19T14:00+01:00', location: 'Hillside Library', price_range: { min: 0, max: 0, currency: 'GBP' } },
    location_alternatives: ['Orchard Room', 'Orchard Room at Hillside Library, 22 Mill Road'],
  },
  {
    id: 'own-text-05',
    kind: 'text',
    reference_time: '2026-07-03T21:00:00-07:00',
    time_zone: 'America/Los_Angeles',
    body: 'reminder: beach volleyball tmrw 9am at Dockweiler, court 4. no cost, just show up 🏐',
    expected: { title: 'Beach volleyball', start: '2026-07-04T09:00-07:00', end: null, location: 'Dockweiler', price_range: { min: 0, max: 0, currency: 'USD' } },
  },
  {
    id: 'own-text-06',
    kind: 'text',
    reference_time: '2026-11-02T10:00:00+00:00',
    time_zone: 'Europe/Dublin',
    body: 'Christmas Craft Fair\nSunday 6th December, 12 – 5pm\nThe Old Courthouse, Main Street, Kinsale\nStalls €15 (book via the website). Free entry for visitors.',
    expected: { title: 'Christmas Craft Fair', start: '2026-12-06T12:00+00:00', end: '2026-12-06T17:00+00:00', location: 'The Old Courthouse, Main Street, Kinsale' },
    location_alternatives: ['The Old Courthouse'],
  },
  {
    id: 'own-text-07',
    kind: 'text',
    reference_time: '2026-03-09T15:30:00-05:00',
    time_zone: 'America/Chicago',
    body: 'The Lakeview Garden Club invites you to our Spring Seed Swap on Saturday, March 21 from 10 a.m. to noon at the Lakeview Community Center. Free and open to everyone!',
    expected: { title: 'Spring Seed Swap', start: '2026-03-21T10:00-05:00', end: '2026-03-21T12:00-05:00', location: 'Lakeview Community Center', price_range: { min: 0, max: 0, currency: 'USD' } },
  },
  {
    id: 'own-text-08',
    kind: 'text',
    reference_time: '2026-06-15T19:00:00+02:00',
    time_zone: 'Europe/Berlin',
    body: 'Open-air jazz evening 🎷\nFri 26.06., 19:30–22:00\nat the Rosengarten, Holzmarkt\nTickets €12 / €8 reduced',
    expected: { title: 'Open-air jazz evening', start: '2026-06-26T19:30+02:00', end: '2026-06-26T22:00+02:00', location: 'Rosengarten', price_range: { min: 8, max: 12, currency: 'EUR' } },
  },
  {
    id: 'own-text-09',
    kind: 'text',
    reference_time: '2026-10-05T11:00:00+01:00',
    time_zone: 'Europe/London',
    body: 'Hi all, quick one: the committee meeting is moved to next Wednesday (14th) at 7pm, same place as usual – the Crown, back room. Apologies to anyone who can\'t make the new date.',
    expected: { title: 'Committee meeting', start: '2026-10-14T19:00+01:00', end: null, location: 'The Crown', price_range: null },
    location_alternatives: ['the Crown, back room'],
  },
  {
    id: 'own-text-10',
    kind: 'text',
    reference_time: '2026-08-10T09:00:00+12:00',
    time_zone: 'Pacific/Auckland',
    body: 'Kia ora koutou,\nOur annual quiz fundraiser is on Friday 21 August, 7pm for a 7.30pm start, at Ponsonby Bowling Club.\n$25 a head or $120 for a table of 6, includes supper.\nNgā mihi',
    expected: { title: 'Annual quiz fundraiser', start: '2026-08-21T19:30+12:00', end: null, location: 'Ponsonby Bowling Club', price_range: { min: 25, max: 120, currency: 'NZD' } },
    title_alternatives: ['Quiz fundraiser'],
  },
  {
    id: 'own-text-11',
    kind: 'text',
    reference_time: '2026-01-15T12:00:00-05:00',
    time_zone: 'America/Toronto',
    body: 'Skating party at Dufferin Grove rink!\nSunday Jan 25, 2–4 pm\nHot chocolate provided. Skate rentals $5.',
    expected: { title: 'Skating party', start: '2026-01-25T14:00-05:00', end: '2026-01-25T16:00-05:00', location: 'Dufferin Grove rink' },
    title_alternatives: ['Skating party at Dufferin Grove rink'],
    location_alternatives: ['Dufferin Grove'],
  },
  {
    id: 'own-text-12',
    kind: 'text',
    reference_time: '2026-04-20T17:00:00+01:00',
    time_zone: 'Europe/London',
    body: 'CANCELLED: Tuesday\'s pilates class (28 April, 6.30pm, St Luke\'s hall) is off because of the election count. Back to normal the week after.',
    expected: { start: '2026-04-28T18:30+01:00', location: "St Luke's hall" },
  },
  {
    id: 'own-text-13',
    kind: 'text',
    reference_time: '2026-05-01T10:00:00+05:30',
    time_zone: 'Asia/Kolkata',
    body: 'Dear Members,\nThe Residents Welfare Association invites all families to the Summer Carnival on 16/05/2026 (Saturday) from 5 PM to 10 PM at the Central Lawn, Sector 21.\nFood coupons: Rs. 200 per person.\nRegards,\nRWA Committee',
    expected: { title: 'Summer Carnival', start: '2026-05-16T17:00+05:30', end: '2026-05-16T22:00+05:30', location: 'Central Lawn, Sector 21' },
    location_alternatives: ['Central Lawn'],
  },
  {
    id: 'own-text-14',
    kind: 'text',
    reference_time: '2026-09-14T20:00:00-06:00',
    time_zone: 'America/Denver',
    body: 'Fall Hike Meetup 🍂\nWhen: Sat Sept 26, 8:00 AM\nWhere: Chautauqua Trailhead, Boulder\nCost: free\nBring water and layers.',
    expected: { title: 'Fall Hike Meetup', start: '2026-09-26T08:00-06:00', end: null, location: 'Chautauqua Trailhead, Boulder', price_range: { min: 0, max: 0, currency: 'USD' } },
  },
  {
    id: 'own-text-15',
    kind: 'text',
    reference_time: '2026-02-02T12:00:00+00:00',
    time_zone: 'Europe/London',
    body: 'The Lantern Festival parade returns to Stockport on Saturday 21 February! Gather at Mersey Square from 4.30pm; the parade sets off at 5pm and finishes at the Market Place around 6.',
    expected: { title: 'Lantern Festival parade', start: '2026-02-21T16:30+00:00', location: 'Mersey Square' },
  },
  {
    id: 'own-text-16',
    kind: 'text',
    reference_time: '2026-03-03T09:00:00+11:00',
    time_zone: 'Australia/Melbourne',
    body: '🎸 OPEN MIC 🎤\nEvery second Thursday at The Retreat Hotel, Brunswick\nNext one: Thursday 12 March, sign-up from 7pm, music from 7.30\nFree entry',
    expected: { title: 'Open Mic', start: '2026-03-12T19:30+11:00', end: null, location: 'The Retreat Hotel, Brunswick', price_range: { min: 0, max: 0, currency: 'AUD' } },
  },
  {
    id: 'own-text-17',
    kind: 'text',
    reference_time: '2026-10-20T14:00:00-04:00',
    time_zone: 'America/New_York',
    body: 'Join us for a Halloween costume 5K on Saturday, October 31st at 9:00 AM in Prospect Park (meet at the Grand Army Plaza entrance). Registration: $30 adults, $15 kids.',
    expected: { title: 'Halloween costume 5K', start: '2026-10-31T09:00-04:00', end: null, location: 'Prospect Park', price_range: { min: 15, max: 30, currency: 'USD' } },
  },
  {
    id: 'own-text-18',
    kind: 'text',
    reference_time: '2026-06-01T12:00:00+02:00',
    time_zone: 'Europe/Paris',
    body: 'Summer picnic for the expat group!\nSunday 14 June from 12:30\nParc des Buttes-Chaumont, by the temple\nBring something to share 🧺',
    expected: { title: 'Summer picnic', start: '2026-06-14T12:30+02:00', end: null, location: 'Parc des Buttes-Chaumont', price_range: null },
    title_alternatives: ['Summer picnic for the expat group'],
  },
  {
    id: 'own-text-19',
    kind: 'text',
    reference_time: '2026-11-10T18:00:00+00:00',
    time_zone: 'Europe/London',
    body: 'A reminder that our AGM is this Thursday at 7.30pm in the upstairs room of the Fleece Inn. Refreshments from 7pm.',
    expected: { title: 'AGM', start: '2026-11-12T19:30+00:00', end: null, location: 'Fleece Inn', price_range: null },
  },
  {
    id: 'own-text-20',
    kind: 'text',
    reference_time: '2026-07-20T10:00:00-07:00',
    time_zone: 'America/Los_Angeles',
    body: 'Free webinar: Intro to Grant Budgets\nTuesday, August 4, 2026 · 11:00 AM – 12:00 PM PT\nOnline via Zoom (link after registration)',
    expected: { title: 'Intro to Grant Budgets', start: '2026-08-04T11:00-07:00', end: '2026-08-04T12:00-07:00', location: 'Online', price_range: { min: 0, max: 0, currency: 'USD' } },
    title_alternatives: ['Free webinar: Intro to Grant Budgets'],
  },
  {
    id: 'own-page-01',
    kind: 'jsonld',
    reference_time: '2026-03-01T12:00:00+00:00',
    time_zone: 'Europe/London',
    body: `<!doctype html><html><head><title>Spring Ceilidh | Kirkton Hall</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://kirkton.example/#page","name":"Spring Ceilidh | Kirkton Hall"},{"@type":"Place","@id":"https://kirkton.example/#hall","name":"Kirkton Hall","address":{"@type":"PostalAddress","streetAddress":"3 Kirk Wynd","addressLocality":"Kirkton"}},{"@type":["Event","DanceEvent"],"name":"Spring Ceilidh","startDate":"2026-03-28T19:30:00+00:00","endDate":"2026-03-28T23:00:00+00:00","location":{"@id":"https://kirkton.example/#hall"},"offers":[{"@type":"Offer","price":"12.00","priceCurrency":"GBP"},{"@type":"Offer","price":"6","priceCurrency":"GBP","name":"Under 16"}]}]}</script>
</head><body><h1>Spring Ceilidh</h1><p>Saturday 28 March, 7.30pm. Band: The Kirkton Reelers.</p></body></html>`,
    expected: { title: 'Spring Ceilidh', start: '2026-03-28T19:30+00:00', end: '2026-03-28T23:00+00:00', location: 'Kirkton Hall', price_range: { min: 6, max: 12, currency: 'GBP' } },
  },
  {
    id: 'own-page-02',
    kind: 'microdata',
    reference_time: '2026-05-01T12:00:00-04:00',
    time_zone: 'America/New_York',
    body: `<!doctype html><html><body><article itemscope itemtype="https://schema.org/MusicEvent">
<h2 itemprop="name">Harbor Strings Quartet</h2>
<time itemprop="startDate" datetime="2026-05-16T19:00-04:00">May 16, 7 PM</time>
<div itemprop="location" itemscope itemtype="https://schema.org/Place"><span itemprop="name">Custom House Chapel</span>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="addressLocality">Portsmouth</span>, <span itemprop="addressRegion">NH</span></div></div>
<div itemprop="offers" itemscope itemtype="https://schema.org/AggregateOffer"><meta itemprop="priceCurrency" content="USD">From $<span itemprop="lowPrice">18</span> to $<span itemprop="highPrice">30</span></div>
</article></body></html>`,
    expected: { title: 'Harbor Strings Quartet', start: '2026-05-16T19:00-04:00', end: null, location: 'Custom House Chapel', price_range: { min: 18, max: 30, currency: 'USD' } },
  },
  {
    id: 'own-page-03',
    kind: 'hevent',
    reference_time: '2026-06-01T12:00:00+02:00',
    time_zone: 'Europe/Amsterdam',
    body: `<!doctype html><html><body><div class="h-event"><h1 class="p-name">Fietsreparatie-middag</h1>
<p><time class="dt-start" datetime="2026-06-13 14:00+0200">13 juni, 14:00</time> – <time class="dt-end" datetime="2026-06-13 17:00+0200">17:00</time></p>
<p class="p-location h-card"><span class="p-name">Buurthuis Het Anker</span>, <span class="p-street-address">Kade 4</span>, <span class="p-locality">Utrecht</span></p></div></body></html>`,
    expected: { title: 'Fietsreparatie-middag', start: '2026-06-13T14:00+02:00', end: '2026-06-13T17:00+02:00', location: 'Buurthuis Het Anker', price_range: null },
  },
  {
    id: 'own-page-04',
    kind: 'opengraph',
    reference_time: '2026-09-01T12:00:00-05:00',
    time_zone: 'America/Chicago',
    body: `<!doctype html><html><head><title>Fall Plant Sale · Events</title><meta property="og:title" content="Fall Plant Sale"><meta property="og:site_name" content="Events"></head>
<body><main><h1>Fall Plant Sale</h1><p>Saturday, September 19, 2026</p><p>9:00 AM – 1:00 PM CDT</p><p>Garfield Park Conservatory</p><p>300 N Central Park Ave, Chicago</p><p>Free admission</p></main></body></html>`,
    expected: { title: 'Fall Plant Sale', start: '2026-09-19T09:00-05:00', end: '2026-09-19T13:00-05:00', location: 'Garfield Park Conservatory', price_range: { min: 0, max: 0, currency: 'USD' } },
  },
];
