import type { Db } from '../../db';
import * as communityRepo from '../communities/repo';
import { invitationAccessFor } from '../invitations/access-repo';
import type { UserRow } from '../users/repo';
import type { EventAccess } from './policy';
import { rsvpsOfUser } from './repo';
import type { EventRow } from './repo';
import { inviteeOf } from '../users/proven-email';

/**
 * What the actor's relation is to each of the given events (community membership, reply, invitation),
 * in four queries however many events there are. The one place event access is assembled.
 */
export async function eventAccesses(db: Db, actor: UserRow, rows: EventRow[]): Promise<Map<number, EventAccess>> {
  const eventIds = rows.map((row) => row.id);
  const communityIds = [...new Set(rows.map((row) => row.community_id))];
  const [communities, memberships, rsvps, invitations] = await Promise.all([
    communityRepo.findCommunities(db, communityIds),
    communityRepo.membershipsOf(db, actor.id, communityIds),
    rsvpsOfUser(db, actor.id, eventIds),
    invitationAccessFor(db, inviteeOf(actor), eventIds),
  ]);
  const communityById = new Map(communities.map((c) => [c.id, c]));
  const accesses = new Map<number, EventAccess>();
  for (const row of rows) {
    const community = communityById.get(row.community_id);
    if (community) {
      accesses.set(row.id, {
        community: { actorId: actor.id, community, membership: memberships.get(row.community_id) ?? null },
        event: row,
        myRsvp: rsvps.get(row.id) ?? null,
        invitation: invitations.get(row.id) ?? null,
      });
    }
  }
  return accesses;
}
