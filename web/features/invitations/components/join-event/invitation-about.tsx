import type { PublicInvitation } from '@contracts/invitations/schemas';
import { CollapsibleText } from '../../../../components/collapsible-text/collapsible-text';
import { personName } from '../../person-name';

/** Below the answer: the sender's note and the event's description, cut after a few lines. */
export function InvitationAbout({ invitation }: { invitation: PublicInvitation }) {
  const { event } = invitation;
  return (
    <>
      {invitation.message ? (
        <figure className="join-message">
          <blockquote>{invitation.message}</blockquote>
          <figcaption>{personName(invitation.invited_by)}</figcaption>
        </figure>
      ) : null}
      {event.description ? (
        <section className="join-about" aria-labelledby="join-about-title">
          <h2 id="join-about-title">About This Event</h2>
          <CollapsibleText text={event.description} />
        </section>
      ) : null}
    </>
  );
}
