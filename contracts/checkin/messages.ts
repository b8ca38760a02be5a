/**
 * The texts the check-in routes answer with and the door screen shows. Plain strings with no imports,
 * so the web app can show the server's own words without pulling zod into its bundle.
 */
export const CHECKIN_MESSAGES = {
  /** A ticket is asked for by a member who is not going. */
  ticketOnlyWhenGoing: 'Only members going have a ticket',
  /** A ticket is asked for by a member on the waitlist. */
  ticketOnWaitlist: 'Your ticket comes with a seat: you are on the waitlist',
  /** Anyone who may not edit the event, before anything about the ticket is looked at. */
  organisersOnly: "Only the event's organisers can check people in",
  /** A random token, another event's ticket, or a ticket replaced since. */
  notATicket: 'Not a ticket for this event',
  /** The ticket's member changed to maybe or not going, or waits for a seat. */
  notGoingAnyMore: 'Not going any more',
  /** A member id that is not on the event's roster. */
  notOnRoster: 'Not on the roster of this event',
  /** An undo of a check-in that is not there (already undone, or never made). */
  nothingToUndo: 'This check-in is not there any more',
  /** A check-in time more than a few minutes in the future (a door device's clock far ahead). */
  atInFuture: 'at must not be in the future',
} as const;
