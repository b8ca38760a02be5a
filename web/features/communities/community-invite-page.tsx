import { IonSpinner } from '@ionic/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { useCommunityInvite } from './api/get-community-invite';
import { useMyCommunities } from './api/get-my-communities';
import { CollapsibleText } from '../../components/collapsible-text/collapsible-text';
import { joinErrorText, useJoinCommunity } from './api/join-community';
import { AlreadyMemberActions, GuestInviteActions, MemberInviteActions } from './invite/invite-actions';
import { InviteCard } from './invite/invite-card';
import { inviteLookupErrorText } from './invite/invite-state';
import { clearPendingInvite, isPendingInvite } from './invite/pending-invite';
import { memberCountText } from './member-text';
import { MISSING_INVITE_CODE_TEXT } from './validation';
import './communities.css';

const REDIRECT_AFTER_JOIN_MS = 2000;

function Loading({ text }: { text: string }) {
  return (
    <div className="invite-status" role="status">
      <IonSpinner name="crescent" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/**
 * The invite flow of spec section 4: loading info -> ready -> joining -> joined (welcome, then
 * the community after 2 seconds) or error. A pending code saved before sign-in joins by itself.
 */
function InviteFlow({ inviteCode }: { inviteCode: string }) {
  const { user, loading: sessionLoading } = useSession();
  const info = useCommunityInvite(inviteCode);
  // A member's own communities say whether this invite is to one they are already in.
  const mine = useMyCommunities({ enabled: user !== null });
  const join = useJoinCommunity();
  const { mutate } = join;
  const navigate = useNavigate();
  const autoJoinStarted = useRef(false);

  const startJoin = useCallback(() => {
    clearPendingInvite();
    mutate(inviteCode, { onError: (error) => console.error('Joining by invite failed', error) });
  }, [inviteCode, mutate]);

  // Back from sign-in with this code pending: join by itself, once. A code that no longer
  // works is dropped, so it cannot join some later visit by surprise.
  useEffect(() => {
    if (!user || autoJoinStarted.current || !isPendingInvite(inviteCode)) {
      return;
    }
    if (info.isSuccess) {
      autoJoinStarted.current = true;
      startJoin();
    } else if (info.isError) {
      clearPendingInvite();
    }
  }, [user, info.isSuccess, info.isError, inviteCode, startJoin]);

  const joinedId = join.data?.id;
  useEffect(() => {
    if (joinedId === undefined) {
      return undefined;
    }
    const timer = setTimeout(() => void navigate(`/communities/${joinedId}`, { replace: true }), REDIRECT_AFTER_JOIN_MS);
    return () => clearTimeout(timer);
  }, [joinedId, navigate]);

  if (info.isPending || sessionLoading || (user !== null && mine.isPending)) {
    return <Loading text="Loading invitation…" />;
  }
  if (info.isError) {
    return (
      <p className="form-error" role="alert">
        {inviteLookupErrorText(info.error)}
      </p>
    );
  }
  const community = info.data;
  if (join.isSuccess) {
    return (
      <div className="invite-welcome" role="status">
        <h1>Welcome to {community.name}!</h1>
        <p>You are now a member. Taking you to the community…</p>
      </div>
    );
  }
  const alreadyMember = join.error instanceof ApiError && join.error.status === 409;
  const isMember = !join.isPending && (mine.data ?? []).some((mineCommunity) => mineCommunity.id === community.id);
  return (
    <>
      <p className="invite-kicker">You&apos;re invited to join</p>
      <h1 className="invite-name">{community.name}</h1>
      <p className="invite-members">{memberCountText(community.member_count)}</p>
      <p className="invite-host">
        Run by <strong>{community.owner_name}</strong>
      </p>
      {join.isError ? (
        <p className="form-error" role="alert">
          {joinErrorText(join.error)}
          {alreadyMember ? (
            <>
              {' '}
              <Link to={`/communities/${community.id}`}>Open the community</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {!user ? (
        <GuestInviteActions inviteCode={inviteCode} communityName={community.name} />
      ) : isMember ? (
        <AlreadyMemberActions communityId={community.id} />
      ) : (
        <MemberInviteActions joining={join.isPending} onJoin={startJoin} />
      )}
      {community.description ? <CollapsibleText className="invite-description" text={community.description} /> : null}
    </>
  );
}

/** /invite/{inviteCode}: public; works signed in or out. */
export function CommunityInvitePage() {
  const inviteCode = (useParams().inviteCode ?? '').trim();
  return (
    <InviteCard>
      {inviteCode === '' ? (
        <p className="form-error" role="alert">
          {MISSING_INVITE_CODE_TEXT}
        </p>
      ) : (
        <InviteFlow key={inviteCode} inviteCode={inviteCode} />
      )}
    </InviteCard>
  );
}
