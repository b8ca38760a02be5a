import type { RsvpState } from '@contracts/events/schemas';
import { canCreateEvents, canManageCommunity, canViewCommunity } from '../communities';
import type { CommunityRelation } from '../communities';
import type { InvitationAccess } from '../invitations';

/** Who is asking about which event: the input of every event rule. */
export interface EventAccess {
  community: CommunityRelation;
  event: { creator_id: number; is_private: boolean };
  /** The actor's reply to this event, if any. */
  myRsvp: RsvpState | null;
  /** The actor's invitation to this event, if any. */
  invitation: InvitationAccess | null;
}

const isCreator = (a: EventAccess) => a.event.creator_id === a.community.actorId;

/**
 * Members see the community's events. A private event is seen only by its creator, the community
 * owner and admins, and members who replied to it or were invited to it. Accepting an invitation
 * opens the event to the invitee even outside its community. (The repo's list queries apply the
 * same rule in SQL.)
 */
export const canViewEvent = (a: EventAccess): boolean =>
  a.invitation === 'accepted' ||
  (canViewCommunity(a.community) &&
    (!a.event.is_private || isCreator(a) || canManageCommunity(a.community) || a.myRsvp !== null || a.invitation !== null));

/** Edit and delete: the creator, the community owner and admins. */
export const canEditEvent = (a: EventAccess): boolean => isCreator(a) || canManageCommunity(a.community);
export const canDeleteEvent = canEditEvent;

/**
 * Answering for every date of a recurring event ("Going every Tuesday"). An answer to a private
 * event opens it to whoever gave it, so for a private series it is for those who may see every date
 * already: its organisers, and people invited to every date (or who answered every date before). A
 * person invited to one date answers dates one at a time.
 */
export const canAnswerEveryDate = (a: EventAccess, series: { invitedToEveryDate: boolean; answeredEveryDate: boolean }): boolean =>
  !a.event.is_private || canEditEvent(a) || series.invitedToEveryDate || series.answeredEveryDate;

/** Invite People is the creator's alone (spec section 2). */
export const canInviteToEvent = (a: EventAccess): boolean => isCreator(a);

export { canCreateEvents, isCreator };
