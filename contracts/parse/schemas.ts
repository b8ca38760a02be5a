import { z } from 'zod';
import { isValidTimeZone } from '../events/event-time';
import { RepeatRuleSchema } from '../events/recurrence';
import { idField, lineText, multilineText } from '../fields';
import { PARSE_FAILURES, PARSE_MESSAGES, PARSE_READ_FAILURES, PARSE_SOURCES, PARSE_TEXT_MAX, PARSE_URL_MAX } from './messages';

const timeZone = z
  .string({ error: 'time_zone must be an IANA time zone such as Europe/London' })
  .refine(isValidTimeZone, { error: 'time_zone must be an IANA time zone such as Europe/London' });

/** A web address as people paste it: "example.org/event" is read as https://example.org/event. */
const pageUrl = lineText('url')
  .trim()
  .min(1, { error: PARSE_MESSAGES.urlRequired })
  .max(PARSE_URL_MAX, { error: `url must be at most ${PARSE_URL_MAX.toLocaleString('en-US')} characters` })
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^/]+\.[a-z]{2,}:\d/i.test(value) ? value : `https://${value}`))
  .pipe(
    z.string().refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.hostname !== '';
        } catch {
          return false;
        }
      },
      { error: PARSE_MESSAGES.urlRequired, abort: true },
    ),
  )
  .refine((value) => /^https?:/i.test(value), { error: PARSE_MESSAGES.schemeRefused });

const content = multilineText('content')
  .refine((value) => value.trim() !== '', { error: PARSE_MESSAGES.contentRequired })
  .refine((value) => value.length <= PARSE_TEXT_MAX, { error: PARSE_MESSAGES.contentTooLong });

/** C0 control characters and DEL, but tab and line breaks: what stored text refuses (fields.ts). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

function withoutControlCharacters(text: string): string {
  let kept = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isControl(text.charCodeAt(i))) {
      kept += text.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? text : kept + text.slice(from);
}

/**
 * The request as the assistant reads it, before validation: pasted text is read, not stored, so
 * the control characters an old e-mail or a PDF carries (a form feed between pages, a NUL) are
 * dropped from it instead of refused; tab and line breaks stay. Every stored text field, and every
 * other field here, still refuses them (and parseRequest refuses NUL anywhere in what a schema passed).
 */
export function readableParseBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'content')) {
    return body;
  }
  const { content: pasted } = body as { content: unknown };
  return typeof pasted === 'string' ? { ...body, content: withoutControlCharacters(pasted) } : body;
}

/**
 * POST /events/parse-from-url: a web page's address or an announcement's text (one of them), the
 * community the event is for (the Create Event permission applies), the member's time zone, and
 * optionally when the text was written.
 */
const ParseEventFields = z
  .strictObject({
    community_id: idField('community_id'),
    url: pageUrl.optional(),
    content: content.optional(),
    time_zone: timeZone.default('UTC'),
    reference_time: z
      .string({ error: 'reference_time must be a date and time' })
      .pipe(z.iso.datetime({ offset: true, error: 'reference_time must be an ISO 8601 date and time with an offset, e.g. 2026-06-02T10:14:00+01:00' }))
      .optional(),
  })
  .refine((body) => body.url !== undefined || body.content !== undefined, { error: PARSE_MESSAGES.contentRequired, path: ['content'] })
  .refine((body) => body.url === undefined || body.content === undefined, { error: PARSE_MESSAGES.eitherUrlOrContent, path: ['url'] });

/** The request as validated: pasted text loses its control characters first (readableParseBody). */
export const ParseEventRequest = z.preprocess(readableParseBody, ParseEventFields);
export type ParseEventRequest = z.input<typeof ParseEventFields>;
export type ParseEventParsed = z.output<typeof ParseEventFields>;

const SourceSchema = z.enum(PARSE_SOURCES);

/**
 * The answer: success and a message, and each event field only when the source states it. Start
 * and end are ISO 8601 with the offset of `time_zone`; a source that gives only a day answers
 * `start_date` / `end_date` instead (the form then applies its own default time).
 */
export const ParseEventResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /**
   * Why nothing was read (success false); "blocks_scraping" means: paste the text instead;
   * "too_slow" and "busy": the reading ran out of time, or the assistant had no thread free.
   */
  reason: z.enum([...PARSE_FAILURES, ...PARSE_READ_FAILURES]).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  start_datetime: z.string().optional(),
  end_datetime: z.string().optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  time_zone: z.string().optional(),
  location: z.string().optional(),
  price_range: z.string().optional(),
  event_link: z.string().optional(),
  ticket_link: z.string().optional(),
  whatsapp_link: z.string().optional(),
  /** The source says the event is cancelled. */
  cancelled: z.boolean().optional(),
  /**
   * How the event repeats, as the form's Repeat control holds it: on every answer with
   * `success: true`, null when the source states no repetition ("every Tuesday", "first Thursday
   * of the month", a schema.org `eventSchedule`). Its first date is the answer's start.
   */
  repeat: RepeatRuleSchema.nullable().optional(),
  /** Where each field was read (`repeat` included): jsonld, microdata, rdfa, hevent, ics, meta, page_text, text or llm. */
  sources: z.record(z.string(), SourceSchema).optional(),
});
export type ParseEventResponse = z.infer<typeof ParseEventResponse>;

export { PARSE_MESSAGES, PARSE_READ_MESSAGES, PARSE_SOURCE_NOTES, PARSE_TEXT_MAX, PARSE_TEXT_WARN_ABOVE } from './messages';
