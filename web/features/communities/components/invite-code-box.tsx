import { CopyInviteLinkButton } from './copy-invite-link-button';

/** The invite code, large enough to read out, with the Copy Invite Link button beside it. */
export function InviteCodeBox({ inviteCode }: { inviteCode: string }) {
  return (
    <div className="invite-code-box">
      <div className="invite-code-text">
        <span className="invite-code-label">Invite code</span>
        <code className="invite-code" data-testid="invite-code">
          {inviteCode}
        </code>
      </div>
      <CopyInviteLinkButton inviteCode={inviteCode} />
    </div>
  );
}
