/**
 * What other features may use from communities: reading a community (with the caller's
 * permissions) and its query key, to refresh it after a change elsewhere.
 */
export { fetchCommunity, useCommunity } from './api/get-community';
export { useMyCommunities } from './api/get-my-communities';
export { inviteLinkFor } from './invite-link';
export { LeaveCommunityButton } from './components/leave-community-button';
