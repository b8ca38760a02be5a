import { z } from 'zod';
import { isValidTimeZone } from '@contracts/events/event-time';
import type { EventDraft, When } from '../model/draft';

/** The JSON schema the model is asked to answer in (OpenAI's structured outputs, which Ollama accepts too). */
export const LLM_EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: ['string', 'null'], description: "The event's name, as the text writes it" },
    start_date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    start_time: { type: ['string', 'null'], description: 'HH:MM, 24-hour; null when only a date is given' },
    end_date: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    end_time: { type: ['string', 'null'], description: 'HH:MM, 24-hour' },
    time_zone: { type: ['string', 'null'], description: 'IANA zone when the text names one (e.g. "7pm EST" is America/New_York)' },
    location: { type: ['string', 'null'], description: 'The venue (and address) or "Online"' },
    price_min: { type: ['number', 'null'] },
    price_max: { type: ['number', 'null'] },
    currency: { type: ['string', 'null'], description: 'ISO 4217 code' },
    ticket_link: { type: ['string', 'null'] },
    event_link: { type: ['string', 'null'] },
  },
  required: ['title', 'start_date', 'start_time', 'end_date', 'end_time', 'time_zone', 'location', 'price_min', 'price_max', 'currency', 'ticket_link', 'event_link'],
} as const;

const text = z.string().trim().min(1).max(2000).nullish();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish().catch(null);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).nullish().catch(null);
const money = z.number().min(0).max(1_000_000).nullish().catch(null);
const link = z.url({ protocol: /^https?$/ }).nullish().catch(null);

/** What the model answered, checked field by field: a field that fails its rule is dropped, not trusted. */
export const LlmEvent = z.object({
  title: text.catch(null),
  start_date: date,
  start_time: time,
  end_date: date,
  end_time: time,
  time_zone: z.string().refine(isValidTimeZone).nullish().catch(null),
  location: text.catch(null),
  price_min: money,
  price_max: money,
  currency: z.string().regex(/^[A-Za-z]{3}$/).nullish().catch(null),
  ticket_link: link,
  event_link: link,
});
export type LlmEvent = z.infer<typeof LlmEvent>;

function whenOf(day: string | null | undefined, clock: string | null | undefined, zone: string | null | undefined): When | undefined {
  if (!day) {
    return undefined;
  }
  return { date: day, time: clock ?? null, ...(zone && clock ? { zone } : {}) };
}

/** The model's answer as a draft (only what it stated). */
export function draftFromLlm(answer: LlmEvent): EventDraft {
  const start = whenOf(answer.start_date, answer.start_time, answer.time_zone);
  const end = start ? whenOf(answer.end_date ?? (answer.end_time ? start.date : null), answer.end_time, answer.time_zone) : undefined;
  const min = answer.price_min ?? answer.price_max;
  return {
    title: answer.title ?? undefined,
    start,
    end: end && start && (end.time === null) === (start.time === null) ? end : undefined,
    location: answer.location ?? undefined,
    price: min !== null && min !== undefined ? { min, max: answer.price_max ?? min, currency: answer.currency?.toUpperCase() ?? null } : undefined,
    ticketLink: answer.ticket_link ?? undefined,
    eventLink: answer.event_link ?? undefined,
  };
}
