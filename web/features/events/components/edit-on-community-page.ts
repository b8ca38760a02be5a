import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EventDetail } from '@contracts/events/schemas';

/**
 * Spec section 2: the creator's Edit on the event page goes to the community page, which opens
 * the event's form there. The event travels in the navigation's history state.
 */
type EditState = { editEvent: EventDetail };

export function editOnCommunityPage(event: EventDetail): EditState {
  return { editEvent: event };
}

/**
 * On the community page: opens the form for an event sent by editOnCommunityPage, once. Returns
 * what to do once that form is saved: go back to the event page the organiser came from (issue
 * 28: they were left on the community page), or nothing for a form opened here.
 */
export function useEditFromEventPage(communityId: number, openEdit: (event: EventDetail) => void): (saved: EventDetail) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = (location.state as Partial<EditState> | null)?.editEvent;
  const cameFrom = useRef<number | null>(null);
  useEffect(() => {
    if (requested?.community_id === communityId) {
      cameFrom.current = requested.id;
      openEdit(requested);
      // Forget it, so going back to this entry or reloading does not open the form again.
      void navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [requested, communityId, openEdit, navigate, location.pathname, location.search]);
  return useCallback(
    (saved: EventDetail) => {
      if (cameFrom.current !== saved.id) {
        return;
      }
      cameFrom.current = null;
      // The event page is the entry before this one (Edit pushed this page; the form's state was
      // then dropped in place): step back to it, so the history holds no extra copy of either.
      void navigate(-1);
    },
    [navigate],
  );
}
