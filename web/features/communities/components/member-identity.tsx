import type { Member } from '@contracts/communities/schemas';
import { ProBadge } from '../../../components/pro-badge';
import { avatarInitialOf } from '../../../lib/session/display-name';
import { memberNameOf } from '../member-text';
import { MemberBadges } from './member-badges';

/** Avatar, name, badges and, for those who may see it, the e-mail of one member. */
export function MemberIdentity({ member }: { member: Member }) {
  const name = memberNameOf(member.user);
  return (
    <div className="member-identity">
      <span className="avatar member-avatar" aria-hidden="true">
        {avatarInitialOf(member.user)}
      </span>
      <div className="member-text">
        <div className="member-name-row">
          <span className="member-name">{name}</span>
          <ProBadge isPro={member.user.is_pro} />
          <MemberBadges member={member} />
        </div>
        <span className="member-detail truncate">{member.user.email ?? `@${member.user.username}`}</span>
      </div>
    </div>
  );
}
