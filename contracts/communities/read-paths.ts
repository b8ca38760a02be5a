import { readPath } from '../api/api-path.ts';

/** GET /communities/invite/{code}'s address: its fetcher uses it, and so do the screen manifest's first reads. */
export const communityInvitePath = (inviteCode: string) => readPath('/communities/invite/:code', { code: inviteCode });
