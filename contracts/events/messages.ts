/**
 * The texts the event routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/events/schemas.ts loads) into its bundle.
 */
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  createNotAllowed: 'Only the community owner and admins can create events in this community',
  editNotAllowed: 'Only the event creator and community admins can change this event',
  deleteNotAllowed: 'Only the event creator and community admins can delete this event',
} as const;
