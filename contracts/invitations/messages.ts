/**
 * The texts the invitation routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/invitations/schemas.ts loads) into its bundle.
 */
export const INVITATION_MESSAGES = {
  notFound: 'Invalid invite code or invitation not found',
  invitationNotFound: 'Invitation not found',
  notPending: 'Invitation has expired or has already been responded to',
  creatorOnly: 'Only the event creator can invite people',
  cancelPendingOnly: 'Only pending invitations can be cancelled',
  alreadyInvited: 'This person already has a pending invitation to this event',
  tooManyEmails: 'You have sent too many invitation e-mails. Please try again in an hour.',
  recipientHadEnough: 'This address has received too many invitation e-mails today. Please share a link with them instead.',
  eventOver: 'This event has already started, so invitations can no longer be sent',
} as const;
