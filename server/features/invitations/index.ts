/** What other features may use of invitations (the floors rule: docs/architecture.md). */
export type { InvitationAccess } from './access-repo';
export { welcomeWalkIn } from './walk-in-welcome';
