/**
 * The invitation texts of spec sections 5 and 8, word for word. They live here rather than being
 * imported from server/contracts/invitations.ts because that module builds zod schemas at load
 * time, which would put zod into the web bundle; a test checks the shared ones match the contract.
 */
export const INVITATION_TEXTS = {
  invalidTitle: 'Invalid Invitation',
  lookupNotFound: 'Invalid invite code or invitation not found',
  lookupFailed: 'Failed to load invitation information',
  missingCode: 'Invalid invite code',
  notPending: 'Invitation has expired or has already been responded to',
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
