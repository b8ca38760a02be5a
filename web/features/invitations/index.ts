/** The invitations feature's public face: other features import only from here. */
export { InvitePeopleButton } from './components/invite-people-button';
export { InvitationSummaryCard } from './components/invitation-summary-card';
export { PendingInvitationList, usePendingInvitations } from './components/pending/pending-invitations';
