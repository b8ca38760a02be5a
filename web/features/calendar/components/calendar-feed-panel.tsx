import { IonButton, IonToggle } from '@ionic/react';
import { useState } from 'react';
import type { FeedCreated } from '@contracts/calendar/schemas';
import { FormMessages } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCalendarFeed, useCreateFeed, useRevokeFeed, useUpdateFeed } from '../api/calendar-feed';
import './calendar.css';

const RESET_CONFIRM = 'Reset the link? Calendars subscribed with the old link stop updating; subscribe again with the new one.';
const OFF_CONFIRM = 'Turn the calendar feed off? Calendars subscribed to it stop updating.';

/** A new address, shown once (only its hash is kept), with a copy button. */
function FeedAddress({ created }: { created: FeedCreated }) {
  const [copied, showCopied] = useTimedMessage(2000);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.https_url);
      showCopied('Link copied');
    } catch {
      showCopied('Copy the link from the box');
    }
  };
  return (
    <div className="feed-created">
      <p>
        Your private feed link. Keep it to yourself: anyone with it can see these events. It is shown only now.
      </p>
      <div className="feed-url">
        <input readOnly value={created.https_url} aria-label="Calendar feed link" onFocus={(event) => event.currentTarget.select()} />
        <IonButton fill="outline" onClick={() => void copy()}>
          Copy link
        </IonButton>
        <IonButton href={created.webcal_url}>Subscribe</IonButton>
      </div>
      {copied ? <p className="form-note" role="status">{copied}</p> : null}
      <p className="form-note">Apple Calendar, Outlook and Thunderbird open it with Subscribe; in Google Calendar use Other calendars, From URL.</p>
    </div>
  );
}

/** Settings: the private calendar feed for any calendar app (issue 12), with Reset link. */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateFeed();
  const update = useUpdateFeed();
  const revoke = useRevokeFeed();
  const [created, setCreated] = useState<FeedCreated | null>(null);
  const [error, setError] = useState<string | null>(null);

  const makeLink = (confirmText: string | null) => {
    if (confirmText && !window.confirm(confirmText)) {
      return;
    }
    setError(null);
    create.mutate(feed.data?.include_communities, {
      onSuccess: setCreated,
      onError: (caught) => setError(errorMessage(caught, 'Failed to make a calendar feed link. Please try again.')),
    });
  };

  const turnOff = () => {
    if (!window.confirm(OFF_CONFIRM)) {
      return;
    }
    setError(null);
    revoke.mutate(undefined, {
      onSuccess: () => setCreated(null),
      onError: (caught) => setError(errorMessage(caught, 'Failed to turn the calendar feed off. Please try again.')),
    });
  };

  const busy = create.isPending || update.isPending || revoke.isPending;
  const enabled = feed.data?.enabled === true;
  return (
    <section className="panel" aria-labelledby="feed-title">
      <h2 id="feed-title">Calendar feed</h2>
      <p>Subscribe to your events from Apple Calendar, Outlook, Thunderbird or any other calendar app. Changes and cancellations follow by themselves.</p>
      {feed.isPending ? <p className="form-note">Loading…</p> : null}
      {feed.isError ? <FormMessages error="Failed to load your calendar feed" /> : null}
      {created ? <FeedAddress created={created} /> : null}
      {feed.data && !enabled ? (
        <IonButton onClick={() => makeLink(null)} disabled={busy}>
          Get my feed link
        </IonButton>
      ) : null}
      {enabled ? (
        <>
          {created ? null : <p className="form-note">Your feed is on. Its link was shown when you made it; lost it? Reset link gives you a new one.</p>}
          <IonToggle
            checked={feed.data?.include_communities ?? false}
            disabled={busy}
            justify="space-between"
            className="settings-toggle feed-toggle"
            onIonChange={(event) => update.mutate(event.detail.checked, { onError: (caught) => setError(errorMessage(caught, 'Failed to update setting. Please try again.')) })}
          >
            Every event of my communities
          </IonToggle>
          <p className="form-note">Off: only the events you are going to.</p>
          <div className="calendar-actions">
            <IonButton fill="outline" disabled={busy} onClick={() => makeLink(RESET_CONFIRM)}>
              Reset link
            </IonButton>
            <IonButton fill="outline" color="danger" disabled={busy} onClick={turnOff}>
              Turn off
            </IonButton>
          </div>
        </>
      ) : null}
      <FormMessages error={error} />
    </section>
  );
}
