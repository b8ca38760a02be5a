/**
 * The web app's own invitation texts of spec sections 5 and 8, word for word. The texts the server
 * answers with (an unknown code, an invitation no longer pending) are INVITATION_MESSAGES of
 * contracts/invitations/messages.ts.
 */
export const INVITATION_TEXTS = {
  invalidTitle: 'Invalid Invitation',
  lookupFailed: 'Failed to load invitation information',
  missingCode: 'Invalid invite code',
  acceptFailed: 'Failed to accept invitation. Please try again.',
  declineFailed: 'Failed to decline invitation. Please try again.',
  sent: 'Invitation sent successfully!',
  sendFailed: 'Failed to send invitation',
  linkCreated: 'Shareable link created!',
  linkFailed: 'Failed to create shareable link',
  linkCopied: 'Invitation link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  cancelFailed: 'Failed to cancel invitation',
  loadFailed: 'Failed to load invitations',
} as const;

export const DECLINE_CONFIRMATION = 'Are you sure you want to decline this invitation?';
export const CANCEL_CONFIRMATION = 'Are you sure you want to cancel this invitation?';

/** The shareable link of an invitation code (spec section 9: {origin}/join-event/{code}). */
export function joinEventLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/join-event/${encodeURIComponent(code)}`;
}
