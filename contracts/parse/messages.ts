/**
 * The event assistant's texts and limits. Plain values with no imports, so the web app shows the
 * server's own words without pulling zod into its bundle. Texts quoted from the product spec
 * (sections 5 and 8) are word for word.
 */

/** Pasted text: at most 15,000 characters; the counter turns red above 14,000 (spec sections 5 and 9). */
export const PARSE_TEXT_MAX = 15_000;
export const PARSE_TEXT_WARN_ABOVE = 14_000;
export const PARSE_URL_MAX = 2048;

export const PARSE_MESSAGES = {
  urlRequired: 'Please enter a valid URL',
  contentRequired: 'Please enter a valid event content',
  contentTooLong: 'Event text must be at most 15,000 characters',
  noTitle: 'Failed to parse event: No event title found',
  failed: 'Failed to parse event. Please try again.',
  failedFromUrl: 'Failed to parse event from URL',
  found: 'Event details found. Check them before you create the event.',
  foundCancelled: 'Event details found. Note: the source says this event is cancelled.',
  nothingFound: 'No event details found there. If the page shows the event, copy its text and paste it in the Text tab.',
  nothingFoundInText: 'No event found in that text. Paste the announcement itself, with what is on, when and where.',
  blocksScraping: "This site blocks scraping. Copy the event's text from the page and paste it in the Text tab.",
  siteError: 'The site could not show that page',
  schemeRefused: 'Only http:// and https:// addresses can be read',
  eitherUrlOrContent: 'Send either url or content, not both',
} as const;

/**
 * Why a page could not be read, in plain words for the URL tab (issue 28: "No such site: its name
 * does not resolve" read as a machine's words). Each says what the member can do next.
 */
export const PARSE_FAILURE_MESSAGES: Record<ParseFailure, string> = {
  blocks_scraping: PARSE_MESSAGES.blocksScraping,
  nothing_found: PARSE_MESSAGES.nothingFound,
  not_public: "That address isn't a public web page, so it can't be read. Check the address, or paste the event's text in the Text tab.",
  unreachable: "That site couldn't be found or didn't answer. Check the address is typed correctly, or paste the event's text in the Text tab.",
  timeout: "That site took too long to answer. Try again in a moment, or paste the event's text in the Text tab.",
  too_large: "That page is too big to read. Copy the event's text from it and paste it in the Text tab.",
  not_a_page: "That address isn't a web page or a calendar file. Check the address, or paste the event's text in the Text tab.",
  site_error: "That site couldn't show the page. Check the address, or copy the event's text and paste it in the Text tab.",
  too_many_redirects: "That address kept sending us somewhere else. Open it in your browser, then copy the event's text and paste it in the Text tab.",
};

/** What the assistant adds to its message when the start date needs the member's eye (issue 28). */
export const PARSE_DATE_CHECKS = {
  weekday: (written: string, date: string, actual: string) => `Check the date: the text says ${written}, but ${date} is a ${actual}.`,
  past: (date: string) => `Check the date: ${date} has already passed.`,
};

/** Where the assistant read each field, and the note the dialog shows for it. */
export const PARSE_SOURCES = ['jsonld', 'microdata', 'rdfa', 'hevent', 'ics', 'meta', 'page_text', 'text', 'llm'] as const;
export type ParseSource = (typeof PARSE_SOURCES)[number];

export const PARSE_SOURCE_NOTES: Record<ParseSource, string> = {
  jsonld: "From the page's event data",
  microdata: "From the page's event data",
  rdfa: "From the page's event data",
  hevent: "From the page's event markup",
  ics: 'From the calendar file',
  meta: "From the page's title and description",
  page_text: "From the page's text",
  text: 'From the text you pasted',
  llm: 'From the language model',
};

/** Why a parse gave no event (success false): the dialog switches to the Text tab for blocks_scraping. */
export const PARSE_FAILURES = [
  'blocks_scraping',
  'nothing_found',
  'not_public',
  'unreachable',
  'timeout',
  'too_large',
  'not_a_page',
  'site_error',
  'too_many_redirects',
] as const;
export type ParseFailure = (typeof PARSE_FAILURES)[number];

/**
 * The assistant reads on threads of its own, each reading within a time budget (issue 28): why a
 * reading gave no event when it ran out of time (or memory), or when every thread was taken, and
 * what the dialog says then.
 */
export const PARSE_READ_FAILURES = ['too_slow', 'busy'] as const;
export type ParseReadFailure = (typeof PARSE_READ_FAILURES)[number];

export const PARSE_READ_MESSAGES = {
  pageTooSlow: "This page took too long to read. Copy the event's text from the page and paste it in the Text tab.",
  textTooSlow: 'This text took too long to read. Paste only the announcement of the event and try again.',
  busy: 'The assistant is busy right now. Please try again in a minute.',
} as const;
