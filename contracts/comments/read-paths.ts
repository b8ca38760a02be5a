import { readPath } from '../api/api-path.ts';

/**
 * The address of an event's discussion, its first page: the comments' fetcher uses it, and so does
 * the event screen's first reads (contracts/screens/screens.ts), so the discussion is asked for
 * beside the event instead of after the page has drawn. Only types are imported, so the early reads'
 * small chunk stays small.
 */
export const eventCommentsPath = (eventId: number) => readPath('/events/:id/comments', { id: eventId });
