import { z } from 'zod';
import { isValidTimeZone } from '@contracts/events/event-time';
import { WEEKDAYS } from '@contracts/events/recurrence';
import type { RepeatRule } from '@contracts/events/recurrence';
import type { EventDraft, When } from '../model/draft';
import { validRule } from '../model/repeat-rule';

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The Repeat rule as the contract has it (contracts/events/recurrence.ts), every key present and null when unused (strict structured outputs). */
const REPEAT_SCHEMA = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      description: 'How the event repeats, only when the text says so ("every Tuesday", "first Thursday of the month")',
      properties: {
        frequency: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly'] },
        interval: { type: 'integer', description: '1 for every week, 2 for every other week' },
        weekdays: { type: ['array', 'null'], items: { type: 'string', enum: [...WEEKDAYS] }, description: 'weekly only' },
        on: {
          anyOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              description: 'monthly only: a day of the month, or the 1st..4th or last (-1) weekday',
              properties: { type: { type: 'string', enum: ['day_of_month', 'weekday'] }, day: nullable('integer'), ordinal: nullable('integer'), weekday: { type: ['string', 'null'], enum: [...WEEKDAYS, null] } },
              required: ['type', 'day', 'ordinal', 'weekday'],
            },
          ],
        },
        ending: {
          type: 'object',
          additionalProperties: false,
          properties: { type: { type: 'string', enum: ['never', 'on', 'after'] }, date: { type: ['string', 'null'], description: 'YYYY-MM-DD, the last date' }, count: nullable('integer') },
          required: ['type', 'date', 'count'],
        },
      },
      required: ['frequency', 'interval', 'weekdays', 'on', 'ending'],
    },
  ],
} as const;

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
    repeat: REPEAT_SCHEMA,
  },
  required: ['title', 'start_date', 'start_time', 'end_date', 'end_time', 'time_zone', 'location', 'price_min', 'price_max', 'currency', 'ticket_link', 'event_link', 'repeat'],
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
  repeat: z.unknown().optional(),
});
export type LlmEvent = z.infer<typeof LlmEvent>;

function whenOf(day: string | null | undefined, clock: string | null | undefined, zone: string | null | undefined): When | undefined {
  if (!day) {
    return undefined;
  }
  return { date: day, time: clock ?? null, ...(zone && clock ? { zone } : {}) };
}

/** An object's keys whose values are not null. */
const present = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) : null;

/**
 * The model's repeat, checked with the contract's schema: its unused keys (null, as strict outputs
 * write them) dropped, and the keys of another frequency; anything else that does not fit is no rule.
 */
export function repeatFromLlm(value: unknown): RepeatRule | null {
  const rule = present(value);
  if (!rule) {
    return null;
  }
  const { frequency, interval, weekdays, on, ending } = rule;
  const kept = { frequency, interval, ending: present(ending), ...(frequency === 'weekly' ? { weekdays } : {}), ...(frequency === 'monthly' ? { on: present(on) } : {}) };
  return validRule(kept as Parameters<typeof validRule>[0]);
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
    repeat: start ? (repeatFromLlm(answer.repeat) ?? undefined) : undefined,
  };
}
