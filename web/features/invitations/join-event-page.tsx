import { useParams } from 'react-router-dom';
import { InvalidInvitation } from './components/join-event/invalid-invitation';
import { JoinEvent } from './components/join-event/join-event';
import { INVITATION_TEXTS } from './invitation-texts';

/** /join-event/:inviteCode and /join-event (public): the event invitation response page of spec section 2. */
export function JoinEventPage() {
  const code = useParams().inviteCode?.trim() ?? '';
  return (
    <div className="page-narrow join-event">
      {code ? <JoinEvent key={code} code={code} /> : <InvalidInvitation reason={INVITATION_TEXTS.missingCode} />}
    </div>
  );
}
