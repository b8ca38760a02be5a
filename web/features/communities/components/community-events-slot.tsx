import { CommunityEventsSection } from '../../events';

type CommunityEventsSlotProps = { communityId: number; canCreateEvents: boolean };

/**
 * The events area of the community page: the events feature's section (the AI button and its
 * assistant, Upcoming and Past tabs, Create Event), which fills one create-event form from either
 * button. Those who may not create events see neither button.
 */
export function CommunityEventsSlot({ communityId, canCreateEvents }: CommunityEventsSlotProps) {
  return (
    <div className="community-events-slot">
      <CommunityEventsSection communityId={communityId} canCreateEvents={canCreateEvents} />
    </div>
  );
}
