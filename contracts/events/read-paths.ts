import { readPath, withQuery } from '../api/api-path.ts';

/**
 * The addresses of the events reads a screen makes first: their fetchers use them, and so does
 * the screen manifest's first reads (contracts/screens/screens.ts), which web/early.ts sends before
 * the app's code has loaded. Only types are imported, so the early reads' small chunk stays small.
 */
export type EventListWhen = 'upcoming' | 'past' | 'all';

export const attendingEventsPath = (when: EventListWhen) => withQuery(readPath('/events/attending'), { when });

export const eventPath = (eventId: number) => readPath('/events/:id', { id: eventId });

/** How many of the member's latest started events Up next reads to find those still under way. */
const RECENTLY_STARTED = 10;

/** The member's most recently started events (past, latest first), a few: Up next's "Now". */
export const recentlyStartedEventsPath = () => withQuery(readPath('/events/attending'), { when: 'past', limit: RECENTLY_STARTED });
