import { z } from 'zod';
import { idField, idParam, isoDateTime, lineText, multilineText } from '../fields';

const name = lineText('Community name')
  .trim()
  .min(1, { error: 'Community name is required' })
  .max(100, { error: 'Community name must be at most 100 characters' });
const description = multilineText('Description')
  .trim()
  .max(2000, { error: 'Description must be at most 2000 characters' })
  .nullable()
  .transform((value) => (value ? value : null));
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const CreateCommunityRequest = z.strictObject({
  name,
  description: description.optional().transform((value) => value ?? null),
  admin_events_only: flag('admin_events_only').default(false),
  invite_code_visible_to_all: flag('invite_code_visible_to_all').default(true),
});
export type CreateCommunityRequest = z.input<typeof CreateCommunityRequest>;
export type CreateCommunityParsed = z.output<typeof CreateCommunityRequest>;

// No length cap on codes: one that is too long is simply not stored, and answers 404 with the spec's
// 'Invalid invite code or community not found' like any other unknown code (the body limit bounds it).
export const JoinCommunityRequest = z.strictObject({
  invite_code: lineText('Invite code')
    .trim()
    .min(1, { error: 'Invalid invite code' })
    .transform((code) => code.toUpperCase()),
});
export type JoinCommunityRequest = z.input<typeof JoinCommunityRequest>;

/** Partial update: only the fields sent change. The calendar flag is each member's own; the rest need owner or admin. */
export const UpdateCommunitySettingsRequest = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    admin_events_only: flag('admin_events_only').optional(),
    invite_code_visible_to_all: flag('invite_code_visible_to_all').optional(),
    google_calendar_auto_sync: flag('google_calendar_auto_sync').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'No changes to save', path: ['body'] });
export type UpdateCommunitySettingsRequest = z.input<typeof UpdateCommunitySettingsRequest>;
export type UpdateCommunitySettingsParsed = z.output<typeof UpdateCommunitySettingsRequest>;

/** Hand the community to another member; the former owner stays on as an admin. */
export const TransferOwnershipRequest = z.strictObject({ user_id: idField('user_id') });
export type TransferOwnershipRequest = z.input<typeof TransferOwnershipRequest>;

export const SetMemberAdminRequest = z.strictObject({ is_admin: flag('is_admin') });
export type SetMemberAdminRequest = z.input<typeof SetMemberAdminRequest>;

export const CommunityIdParams = z.object({
  id: idParam('Community id'),
});
export const CommunityMemberParams = CommunityIdParams.extend({
  userId: idParam('User id'),
});
export const InviteCodeParams = z.object({ code: lineText('Invite code').trim().min(1).transform((c) => c.toUpperCase()) });

export const PersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string().nullable(),
  /** A Pro member: apps show a Pro badge beside the name. */
  is_pro: z.boolean(),
});
export type Person = z.infer<typeof PersonSchema>;

export const MemberSchema = z.object({
  /** The membership's id. */
  id: z.number().int(),
  /** E-mail is present only for the owner and admins. */
  user: PersonSchema.extend({ email: z.string().optional() }),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
  /** The caller may make or remove this member as admin, or remove them (never the owner or oneself). */
  can_be_managed: z.boolean(),
  joined_at: isoDateTime,
});
export type Member = z.infer<typeof MemberSchema>;

/** What the caller may do here, so the web app never re-derives the rules. */
export const CommunityPermissionsSchema = z.object({
  is_member: z.boolean(),
  is_owner: z.boolean(),
  is_admin: z.boolean(),
  can_manage: z.boolean(),
  can_create_events: z.boolean(),
  can_see_invite_code: z.boolean(),
  can_regenerate_invite_code: z.boolean(),
  can_see_member_emails: z.boolean(),
  /** Members leave; the owner transfers ownership first. */
  can_leave: z.boolean(),
  /** The owner alone hands the community on, or deletes it. */
  can_transfer_ownership: z.boolean(),
  can_delete: z.boolean(),
});
export type CommunityPermissions = z.infer<typeof CommunityPermissionsSchema>;

/** A community's soonest coming event the caller may see, as its card leads with it. */
export const CommunityNextEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime.nullable(),
  time_zone: z.string(),
});
export type CommunityNextEvent = z.infer<typeof CommunityNextEventSchema>;

export const CommunitySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null when the caller may not see it ('Invite Code Not Visible'). */
  invite_code: z.string().nullable(),
  created_at: isoDateTime,
  member_count: z.number().int(),
  admin_events_only: z.boolean(),
  invite_code_visible_to_all: z.boolean(),
  /** The caller's own choice to sync this community's events to their calendar. */
  google_calendar_auto_sync: z.boolean(),
  permissions: CommunityPermissionsSchema,
  /** In the list of the caller's communities only: the next event they may see there, or null. */
  next_event: CommunityNextEventSchema.nullable().optional(),
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

export const CommunityDetailSchema = CommunitySummarySchema.extend({
  owner: PersonSchema,
  members: z.array(MemberSchema),
});
export type CommunityDetail = z.infer<typeof CommunityDetailSchema>;

/** What anyone holding a community's invite code sees: what it is, how big, and who started it (by name only). */
export const CommunityInviteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  member_count: z.number().int(),
  /** The owner's full name, else their username: what a member sees of them. */
  owner_name: z.string(),
});
export type CommunityInviteInfo = z.infer<typeof CommunityInviteInfoSchema>;

export const InviteCodeResponse = z.object({ invite_code: z.string() });

export { COMMUNITY_MESSAGES } from './messages';
