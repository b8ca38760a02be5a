import type { DraftField, EventDraft, Reading, SourceKind } from './draft';
import { ruleFitsEvent } from './repeat-rule';

export interface MergedDraft {
  draft: EventDraft;
  /** Which source each field came from. */
  sources: Partial<Record<DraftField, SourceKind>>;
}

const FIELDS: DraftField[] = ['title', 'description', 'location', 'price', 'eventLink', 'ticketLink', 'whatsappLink'];

/**
 * One draft from readings in order of trust (the page's event data before its text, the rules
 * before a language model): each field from the first reading that has it. Start and end come
 * as a pair from one reading, except that a date without a time takes the time another reading
 * gives for that same date. A repeat comes with the start (see below).
 */
export function mergeReadings(readings: Reading[]): MergedDraft {
  const draft: EventDraft = {};
  const sources: MergedDraft['sources'] = {};
  for (const field of FIELDS) {
    const from = readings.find((reading) => reading.draft[field] !== undefined);
    if (from) {
      (draft as Record<DraftField, unknown>)[field] = from.draft[field];
      sources[field] = from.source;
    }
  }
  const timed = readings.find((reading) => reading.draft.start !== undefined);
  if (timed?.draft.start) {
    const upgrade =
      timed.draft.start.time === null
        ? readings.find((r) => r !== timed && r.draft.start?.date === timed.draft.start?.date && r.draft.start?.time !== null)
        : undefined;
    const chosen = upgrade ?? timed;
    draft.start = chosen.draft.start;
    sources.start = chosen.source;
    if (chosen.draft.end) {
      draft.end = chosen.draft.end;
      sources.end = chosen.source;
    }
    if (chosen.draft.dateCheck) {
      draft.dateCheck = chosen.draft.dateCheck;
    }
    const start = chosen.draft.start;
    // A repeat goes with the start: the start's own reading's, or one that read the same date, when the rule gives that date.
    const repeated = readings.find(
      (r) => r.draft.repeat && (r === chosen || r.draft.start?.date === start?.date) && start && ruleFitsEvent(r.draft.repeat, start, draft.end),
    );
    if (repeated?.draft.repeat) {
      draft.repeat = repeated.draft.repeat;
      sources.repeat = repeated.source;
    }
  }
  if (readings.some((reading) => reading.draft.cancelled)) {
    draft.cancelled = true;
  }
  return { draft, sources };
}
