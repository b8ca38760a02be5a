/**
 * The texts the event routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/events/schemas.ts loads) into its bundle.
 */
export const EVENT_MESSAGES = {
  notFound: 'Event not found',
  createNotAllowed: 'Only the community owner and admins can create events in this community',
  editNotAllowed: 'Only the event creator and community admins can change this event',
  deleteNotAllowed: 'Only the event creator and community admins can delete this event',
  /** A recurring event's rule changes for this and following dates, or all of them; a single date is moved instead. */
  repeatNeedsSeriesScope: 'A repeat rule changes for this and following events, or all events',
  notRecurring: 'This event does not repeat',
  ruleGivesNoDates: 'This repeat rule gives no dates after the start',
  everyDateNotAllowed: 'You were invited to one date of this private event: answer each date on its own page',
  guestsOnlyWhenGoing: 'Guests come with a going answer',
  pastDate: 'A date that has passed cannot change with the dates that follow it',
} as const;
