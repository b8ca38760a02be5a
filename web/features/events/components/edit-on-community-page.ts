import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EventDetail } from '../../../../server/contracts/events';

/**
 * Spec section 2: the creator's Edit on the event page goes to the community page, which opens
 * the event's form there. The event travels in the navigation's history state.
 */
type EditState = { editEvent: EventDetail };

export function editOnCommunityPage(event: EventDetail): EditState {
  return { editEvent: event };
}

/** On the community page: opens the form for an event sent by editOnCommunityPage, once. */
export function useEditFromEventPage(communityId: number, openEdit: (event: EventDetail) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as Partial<EditState> | null)?.editEvent;
  useEffect(() => {
    if (requested?.community_id === communityId) {
      openEdit(requested);
      // Forget it, so going back to this entry or reloading does not open the form again.
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [requested, communityId, openEdit, navigate, location.pathname, location.search]);
}
