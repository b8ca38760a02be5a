import { IonToggle } from '@ionic/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCommunitySettings } from '../api/update-community-settings';
import { FormMessages } from '../../../components/form-messages';
import { useCalendarStatus } from '../../calendar';

const TOGGLE_FAILED_TEXT = 'Failed to update setting. Please try again.';

/**
 * Google Calendar Integration: the member's own auto-sync switch for this community, saved at once;
 * disabled, with the reason, when the server has no Google Calendar.
 */
export function CalendarSyncSection({ community }: { community: CommunityDetail }) {
  const update = useUpdateCommunitySettings();
  const { configured, configKnown, status } = useCalendarStatus();
  const connected = status.data?.connected === true;
  const [error, setError] = useState<string | null>(null);
  // While saving, the switch shows the new value; if the save fails it falls back to the saved one.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? community.google_calendar_auto_sync;
  // Without Google on the server the switch would do nothing: it is off limits, but one left on can be turned off.
  const unavailable = configKnown && !configured;

  const onToggle = (enabled: boolean) => {
    if (enabled === community.google_calendar_auto_sync && pending === null) {
      return;
    }
    setError(null);
    setPending(enabled);
    update.mutate(
      { communityId: community.id, changes: { google_calendar_auto_sync: enabled } },
      {
        onError: (caught) => setError(errorMessage(caught, TOGGLE_FAILED_TEXT)),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="calendar-sync-title">
      <h2 id="calendar-sync-title">Google Calendar Integration</h2>
      <IonToggle
        checked={checked}
        disabled={update.isPending || (unavailable && !checked)}
        justify="space-between"
        className="community-sync-toggle"
        onIonChange={(event) => onToggle(event.detail.checked)}
      >
        Auto-sync events from this community
      </IonToggle>
      <p className="form-note">
        When on, the events of {community.name} that you RSVP going to are added to your connected Google Calendar.
      </p>
      {connected ? null : (
        <p className="form-note">
          {configured ? (
            <>
              Your Google Calendar is not connected: <Link to="/settings">connect it in Settings</Link> for this to add events.
            </>
          ) : (
            'Google Calendar is not set up on this server.'
          )}
        </p>
      )}
      <FormMessages error={error} />
    </section>
  );
}
