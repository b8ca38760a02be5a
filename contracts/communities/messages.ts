/**
 * The texts the community routes answer with. Plain strings with no imports, so the web app can show the
 * server's own words without pulling zod (which contracts/communities/schemas.ts loads) into its bundle.
 */
export const COMMUNITY_MESSAGES = {
  notFound: 'Community not found',
  inviteNotFound: 'Invalid invite code or community not found',
  alreadyMember: 'You are already a member of this community',
  manageOnly: 'Only the community owner and admins can do this',
  cannotActOnOwner: 'The community owner cannot be changed or removed',
  cannotActOnSelf: 'You cannot change or remove yourself',
  notAMember: 'This user is not a member of the community',
  ownerCannotLeave: 'The owner cannot leave the community. Transfer ownership to another member first.',
  ownerOnly: 'Only the community owner can do this',
  alreadyOwner: 'You already own this community',
} as const;
