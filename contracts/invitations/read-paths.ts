import { readPath, withQuery } from '../api/api-path.ts';
import type { InvitationStatus } from './schemas.ts';

/**
 * The addresses of the invitation reads a screen makes first: their fetchers use them, and so does
 * the screen manifest's first reads (contracts/screens/screens.ts).
 */
export const publicInvitationPath = (code: string) => readPath('/event-invites/invite/:code', { code });

export const receivedInvitationsPath = (status: InvitationStatus | undefined) => withQuery(readPath('/event-invites/my-invites'), { status_filter: status });
