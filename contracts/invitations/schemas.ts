import { z } from 'zod';
import { PersonSchema } from '../communities/schemas';
import { emailField, idField, idParam, isoDateTime, lineText, multilineText } from '../fields';

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES, { error: 'status_filter must be pending, accepted, declined or expired' });
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const CreateInvitationRequest = z.strictObject({
  event_id: idField('event_id'),
  /** With an e-mail the invitation is mailed; without one it is a shareable link. */
  invited_email: z.union([z.literal('').transform(() => null), z.null(), emailField]).optional().transform((v) => v ?? null),
  message: multilineText('Message')
    .trim()
    .max(1000, { error: 'Message must be at most 1,000 characters' })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** For a date of a recurring event: invite to every date from this one on, not this date alone. */
  series: z.boolean({ error: 'series must be true or false' }).optional().default(false),
});
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequest>;
export type CreateInvitationParsed = z.output<typeof CreateInvitationRequest>;

export const InviteCodeRequest = z.strictObject({
  invite_code: lineText('Invite code').trim().min(1, { error: 'Invalid invite code' }).max(64, { error: 'Invalid invite code' }),
});

export const InvitationIdParams = z.object({
  id: idParam('Invitation id'),
});
export const InvitationCodeParams = z.object({ code: lineText('Invite code').trim().min(1).max(64) });

export const ReceivedInvitationsQuery = z.strictObject({ status_filter: InvitationStatusSchema.optional() });
export const SentInvitationsQuery = z.strictObject({
  status_filter: InvitationStatusSchema.optional(),
  event_id: idParam('event_id').optional(),
});

export const InvitationEventSchema = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime.nullable(),
  time_zone: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  is_private: z.boolean(),
  /** Free text such as '$10-20', as on the event; null when none was given. */
  price_range: z.string().nullable(),
  /** The community the event belongs to, so an invitation says where it comes from; null once the event is gone. */
  community_name: z.string().nullable(),
});

export const InvitationSchema = z.object({
  id: z.number().int(),
  event: InvitationEventSchema,
  invited_by: PersonSchema,
  invited_user: PersonSchema.nullable(),
  invited_email: z.string().nullable(),
  message: z.string().nullable(),
  invite_code: z.string(),
  /** A shareable link, usable by many: each person's answer is an invitation of its own. */
  is_link: z.boolean(),
  /** To every date of a recurring event from this one on (accepting answers going for each); false: to this date. */
  series: z.boolean(),
  status: InvitationStatusSchema,
  created_at: isoDateTime,
  responded_at: isoDateTime.nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * What anyone holding the code sees, signed in or not: the invitation without its addresses, and
 * how many are going (a number, never who), so a stranger sees the event is alive.
 */
export const PublicInvitationSchema = InvitationSchema.omit({ invited_user: true, invited_email: true, id: true }).extend({
  /** People going to the event; 0 once it is gone. */
  going_count: z.number().int(),
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;

export { INVITATION_MESSAGES } from './messages';
