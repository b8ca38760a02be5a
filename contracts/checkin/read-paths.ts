import { readPath, withQuery } from '../api/api-path.ts';

/** The door's roster, a page at a time (after: the last key of the page before). */
export const rosterPath = (eventId: number, after?: string) => withQuery(readPath('/events/:id/roster', { id: eventId }), after ? { after } : {});

export const attendancePath = (eventId: number) => readPath('/events/:id/attendance', { id: eventId });
