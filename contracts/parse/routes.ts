import { COMMUNITY_MESSAGES } from '../communities/schemas';
import { EVENT_MESSAGES } from '../events/schemas';
import { PARSE_MESSAGES, PARSE_TEXT_MAX } from './messages';
import { ParseEventRequest, ParseEventResponse } from './schemas';
import { routeGroup } from '../api/route';

const HOW =
  'Reads, best source first: schema.org `Event` (and subtypes) in JSON-LD (`@graph`, arrays, `@id` references), microdata and RDFa; an h-event or hCalendar; a calendar file (`text/calendar`, served or linked from the page); OpenGraph and meta tags; then the page\'s visible text. ' +
  'Pasted text is read with rules (chrono-node for dates and times, in the member\'s `time_zone` or a zone the text names, relative to `reference_time`, default now). ' +
  'When the install configures a language model (`ASSISTANT_LLM_URL`, `ASSISTANT_LLM_MODEL`) and the rules miss the title or the start, the text is also sent to it; structured data always wins over its answer, and a failure falls back to the rules.';

const FETCH =
  `Fetching \`url\`: http and https only, public addresses only (checked when connecting and on each of at most 5 redirects), 10 s and 2 MB at most, HTML, XHTML or \`text/calendar\`. A 401, 403 or 429 from the site, or a bot check, answers \`success: false\`, \`reason: "blocks_scraping"\` and a message containing "blocks scraping": paste the text instead (at most ${PARSE_TEXT_MAX.toLocaleString('en-US')} characters).`;

export const parseRoutes = routeGroup({
  tag: 'Event assistant',
  description: `Turns a web page's address or an announcement's text into the fields of the create-event form.\n\n${HOW}\n\n${FETCH}`,
  routes: {
    parse: {
      method: 'post',
      path: '/events/parse-from-url',
      summary: 'Read an event from a web page or pasted text',
      description:
        `Send \`url\` or \`content\` (one of them), the \`community_id\` the event is for (the Create Event permission applies), the member's IANA \`time_zone\` and optionally \`reference_time\`. ` +
        'Each field is answered only when the source states it: start and end as ISO 8601 with the offset of `time_zone`, or `start_date` / `end_date` for whole days; `price_range` as the form writes it ("£10-20", "Free"); `sources` says where each field was read. ' +
        '`repeat` (on every successful answer) is how the event repeats, as the Repeat control holds it (`frequency`, `interval`, `weekdays` or `on`, `ending`), or null: read from a schema.org `eventSchedule` (`repeatFrequency` P1D/P1W/P2W/P1M, `byDay`, `byMonthDay`, `byMonthWeek`, `repeatCount`, `endDate`) or from words ("every Tuesday", "every other Thursday", "weekly on Mondays and Wednesdays", "first Thursday of the month", "last Friday of every month", "monthly on the 15th", "daily", with "until 30 June" or "for 10 weeks"); the start is then its first date. ' +
        `A source that states nothing answers \`success: false\` with \`reason: "nothing_found"\`. Limited per member (\`ASSISTANT_PARSES_PER_MEMBER_PER_MINUTE\`, 10 by default).\n\n${FETCH}`,
      access: 'member',
      rateLimit: 'assistantParse',
      body: ParseEventRequest,
      examples: {
        body: {
          community_id: 12,
          content: 'Quiz night is back at the Red Lion this Thursday! 8pm start, £2 a head.',
          time_zone: 'Europe/London',
          reference_time: '2026-06-01T10:14:00+01:00',
        },
        response: {
          success: true,
          message: PARSE_MESSAGES.found,
          title: 'Quiz night',
          description: 'Quiz night is back at the Red Lion this Thursday! 8pm start, £2 a head.',
          start_datetime: '2026-06-04T20:00:00+01:00',
          time_zone: 'Europe/London',
          location: 'Red Lion',
          price_range: '£2',
          repeat: null,
          sources: { title: 'text', description: 'text', start_datetime: 'text', location: 'text', price_range: 'text' },
        },
      },
      responses: {
        200: { description: 'What was read (`success: true`), or why nothing was (`success: false`, `reason`, `message`).', schema: ParseEventResponse },
        400: { description: `"${PARSE_MESSAGES.urlRequired}", "${PARSE_MESSAGES.contentRequired}", "${PARSE_MESSAGES.contentTooLong}", or another field named.` },
        403: { description: `"${EVENT_MESSAGES.createNotAllowed}": the community has \`admin_events_only\` and the caller is a plain member.` },
        404: { description: `"${COMMUNITY_MESSAGES.notFound}": no such community, or the caller is not a member.` },
        429: { description: 'Too many reads by this member in a minute.' },
      },
    },
  },
});
