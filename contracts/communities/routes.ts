import { z } from 'zod';
import {
  COMMUNITY_MESSAGES,
  CommunityDetailSchema,
  CommunityIdParams,
  CommunityInviteInfoSchema,
  CommunityMemberParams,
  CommunitySummarySchema,
  CreateCommunityRequest,
  InviteCodeParams,
  InviteCodeResponse,
  JoinCommunityRequest,
  MemberSchema,
  SetMemberAdminRequest,
  TransferOwnershipRequest,
  UpdateCommunitySettingsRequest,
} from './schemas';
import { routeGroup } from '../api/route';
import { EXAMPLE_COMMUNITY, EXAMPLE_COMMUNITY_DETAIL, EXAMPLE_COMMUNITY_INVITE_INFO, EXAMPLE_MEMBER, EXAMPLE_NEW_COMMUNITY } from '../api/examples';
import { CODE_LOOKUP_LIMITED } from '../api/limits';

/** The community as an admin sees it (settings and member changes are theirs to make). */
const AS_ADMIN = { ...EXAMPLE_COMMUNITY_DETAIL, permissions: { ...EXAMPLE_COMMUNITY_DETAIL.permissions, is_admin: true, can_manage: true, can_regenerate_invite_code: true, can_see_member_emails: true } };

const NOT_FOUND = { description: `"${COMMUNITY_MESSAGES.notFound}": no such community, or the caller is not a member (its existence is not revealed).` };
const MANAGE_ONLY = `"${COMMUNITY_MESSAGES.manageOnly}"`;
const MEMBER_ACTION_REFUSED = {
  description: `${MANAGE_ONLY}; or the target is the owner ("${COMMUNITY_MESSAGES.cannotActOnOwner}") or the caller ("${COMMUNITY_MESSAGES.cannotActOnSelf}").`,
};

export const communityRoutes = routeGroup({
  tag: 'Communities',
  description:
    'Only members see a community; anyone else gets 404. The owner and community admins manage settings and members; the owner and oneself cannot be acted upon. Member e-mails are shown only to the owner and admins. The invite code is shown to the owner and admins, and to every member while `invite_code_visible_to_all` is on (otherwise `invite_code` is null). Every community carries `permissions`: what the caller may do there.',
  routes: {
    lookupInvite: {
      method: 'get',
      path: '/communities/invite/:code',
      summary: 'Look up a community by invite code',
      description: 'Public, so the join page can show where a link leads before signing in. Codes are case-insensitive.',
      access: 'public',
      rateLimit: 'codeLookup',
      params: InviteCodeParams,
      responses: {
        200: { description: 'Name, description and size of the community, and its owner by name.', schema: CommunityInviteInfoSchema },
        404: { description: `"${COMMUNITY_MESSAGES.inviteNotFound}".` },
        429: CODE_LOOKUP_LIMITED,
      },
      examples: { response: EXAMPLE_COMMUNITY_INVITE_INFO },
    },
    list: {
      method: 'get',
      path: '/communities/',
      summary: 'The caller\'s communities',
      access: 'member',
      responses: { 200: { description: 'Every community the caller owns or belongs to, newest first.', schema: z.array(CommunitySummarySchema) } },
      examples: {
        response: [
          {
            ...EXAMPLE_COMMUNITY,
            next_event: { id: 12, title: 'Friday Night Bouldering', start_datetime: '2026-12-04T19:00:00.000Z', end_datetime: null, time_zone: 'Europe/London' },
          },
        ],
      },
    },
    create: {
      method: 'post',
      path: '/communities/',
      summary: 'Create a community',
      description: 'The caller becomes its owner and first member; a fresh invite code is drawn.',
      access: 'member',
      body: CreateCommunityRequest,
      responses: { 201: { description: 'The new community.', schema: CommunityDetailSchema } },
      examples: {
        body: { name: EXAMPLE_COMMUNITY.name, description: EXAMPLE_COMMUNITY.description, admin_events_only: false, invite_code_visible_to_all: true },
        response: EXAMPLE_NEW_COMMUNITY,
      },
    },
    join: {
      method: 'post',
      path: '/communities/join',
      summary: 'Join a community by invite code',
      access: 'member',
      rateLimit: 'codeLookup',
      body: JoinCommunityRequest,
      responses: {
        200: { description: 'The community joined.', schema: CommunityDetailSchema },
        404: { description: `"${COMMUNITY_MESSAGES.inviteNotFound}": the code is unknown or was regenerated.` },
        409: { description: `"${COMMUNITY_MESSAGES.alreadyMember}" (\`already_member\`).` },
        429: CODE_LOOKUP_LIMITED,
      },
      examples: { body: { invite_code: EXAMPLE_COMMUNITY.invite_code }, response: EXAMPLE_COMMUNITY_DETAIL },
    },
    get: {
      method: 'get',
      path: '/communities/:id',
      summary: 'A community with its owner and members',
      access: 'member',
      params: CommunityIdParams,
      responses: { 200: { description: 'The community as the caller may see it.', schema: CommunityDetailSchema }, 404: NOT_FOUND },
      examples: { response: EXAMPLE_COMMUNITY_DETAIL },
    },
    members: {
      method: 'get',
      path: '/communities/:id/members',
      summary: 'A community\'s members',
      description: 'The owner first, then admins, then members by join date. `user.email` only for the owner and admins.',
      access: 'member',
      params: CommunityIdParams,
      responses: { 200: { description: 'The members.', schema: z.array(MemberSchema) }, 404: NOT_FOUND },
      examples: { response: EXAMPLE_COMMUNITY_DETAIL.members },
    },
    updateSettings: {
      method: 'put',
      path: '/communities/:id/settings',
      summary: 'Change a community\'s settings',
      description:
        'Partial: only the fields sent change. `google_calendar_auto_sync` is each member\'s own choice, so any member may change it; every other field needs the owner or an admin.',
      access: 'member',
      params: CommunityIdParams,
      body: UpdateCommunitySettingsRequest,
      responses: {
        200: { description: 'The community after the change.', schema: CommunityDetailSchema },
        403: { description: `${MANAGE_ONLY}: a member sent a field other than \`google_calendar_auto_sync\`.` },
        404: NOT_FOUND,
      },
      examples: { body: { admin_events_only: true }, response: { ...AS_ADMIN, admin_events_only: true } },
    },
    setAdmin: {
      method: 'put',
      path: '/communities/:id/members/:userId/admin',
      summary: 'Make a member an admin, or not',
      description: 'Owner and admins only; never on the owner or oneself.',
      access: 'member',
      params: CommunityMemberParams,
      body: SetMemberAdminRequest,
      examples: { body: { is_admin: true }, response: { ...EXAMPLE_MEMBER, is_admin: true, can_be_managed: true, user: { ...EXAMPLE_MEMBER.user, email: 'sam@example.com' } } },
      responses: {
        200: { description: 'The member after the change.', schema: MemberSchema },
        403: MEMBER_ACTION_REFUSED,
        404: { description: `${NOT_FOUND.description} Or "${COMMUNITY_MESSAGES.notAMember}".` },
      },
    },
    removeMember: {
      method: 'delete',
      path: '/communities/:id/members/:userId',
      summary: 'Remove a member from a community',
      description: 'Owner and admins only; never the owner or oneself.',
      access: 'member',
      params: CommunityMemberParams,
      responses: {
        204: { description: 'Removed.' },
        403: MEMBER_ACTION_REFUSED,
        404: { description: `${NOT_FOUND.description} Or "${COMMUNITY_MESSAGES.notAMember}".` },
      },
    },
    regenerateInviteCode: {
      method: 'post',
      path: '/communities/:id/regenerate-invite-code',
      summary: 'Draw a new invite code',
      examples: { response: { invite_code: 'W4T9N2HC6B' } },
      description: 'Owner and admins only. The old code, and every link carrying it, stops working at once.',
      access: 'member',
      params: CommunityIdParams,
      responses: {
        200: { description: 'The new code.', schema: InviteCodeResponse },
        403: { description: `${MANAGE_ONLY}.` },
        404: NOT_FOUND,
      },
    },
    leave: {
      method: 'post',
      path: '/communities/:id/leave',
      summary: 'Leave the community',
      description: 'Any member but the owner, who transfers ownership first. Events the member created stay with the community.',
      access: 'member',
      params: CommunityIdParams,
      responses: {
        204: { description: 'No longer a member.' },
        404: NOT_FOUND,
        409: { description: `"${COMMUNITY_MESSAGES.ownerCannotLeave}"` },
      },
    },
    transferOwnership: {
      method: 'post',
      path: '/communities/:id/transfer-ownership',
      summary: 'Hand the community to another member',
      description: 'Owner only. The new owner must be a member; the former owner stays on as an admin.',
      access: 'member',
      params: CommunityIdParams,
      body: TransferOwnershipRequest,
      responses: {
        200: { description: 'The community with its new owner.', schema: CommunityDetailSchema },
        400: { description: `"${COMMUNITY_MESSAGES.alreadyOwner}" (user_id is the caller).` },
        403: { description: `"${COMMUNITY_MESSAGES.ownerOnly}"` },
        404: { description: `${NOT_FOUND.description} Or "${COMMUNITY_MESSAGES.notAMember}": user_id is not a member.` },
      },
      examples: {
        body: { user_id: 31 },
        response: {
          ...EXAMPLE_COMMUNITY_DETAIL,
          permissions: { ...AS_ADMIN.permissions, can_leave: true },
          owner: EXAMPLE_MEMBER.user,
          members: [{ ...EXAMPLE_MEMBER, is_owner: true, is_admin: true }, ...EXAMPLE_COMMUNITY_DETAIL.members.slice(0, 1).map((m) => ({ ...m, is_owner: false, is_admin: true }))],
        },
      },
    },
    delete: {
      method: 'delete',
      path: '/communities/:id',
      summary: 'Delete the community',
      description:
        'Owner only. The community goes with its memberships, events, replies and discussions; members going to its coming events are told they are cancelled, and invitation e-mails not yet sent are withdrawn. Invitations already sent read as expired.',
      access: 'member',
      params: CommunityIdParams,
      responses: {
        204: { description: 'Deleted.' },
        403: { description: `"${COMMUNITY_MESSAGES.ownerOnly}"` },
        404: NOT_FOUND,
      },
    },
  },
});
