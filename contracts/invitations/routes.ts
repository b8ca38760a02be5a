import { z } from 'zod';
import { EVENT_MESSAGES, EventIdParams } from '../events/schemas';
import {
  CreateInvitationRequest,
  INVITATION_MESSAGES,
  InvitationCodeParams,
  InvitationIdParams,
  InvitationSchema,
  InviteCodeRequest,
  PublicInvitationSchema,
  ReceivedInvitationsQuery,
  SentInvitationsQuery,
} from './schemas';
import { routeGroup } from '../api/route';
import type { RouteDeclaration } from '../api/route';
import { EXAMPLE_ACCEPTED_INVITATION, EXAMPLE_DECLINED_INVITATION, EXAMPLE_INVITATION, EXAMPLE_PUBLIC_INVITATION } from '../api/examples';
import { CODE_LOOKUP_LIMITED } from '../api/limits';

/** Who invites, and how invitations live and expire (features/invitations/service.ts and presenter.ts). */
export const INVITATION_RULES =
  'Only the event\'s creator invites, and only before the event starts. An invitation with `invited_email` is mailed: the mail is queued with the invitation and retried for a few hours while the mail server cannot be reached. A sender may queue at most `INVITATION_EMAILS_PER_HOUR` (50 by default) invitation e-mails an hour, and cancelling an invitation does not give its e-mail back. One without `invited_email` is a shareable link that stays open: each person\'s answer becomes an invitation of its own. Accept and decline only while pending: a pending invitation whose event has started or been deleted reads as `expired`. Accepting opens the event to the invitee, even from outside its community, and sets their RSVP to going. An invitation to a date of a recurring event is to that date, or with `series: true` to every date from it on: its e-mail and notification give the rule in words, and accepting it answers going for every date from that one on, and for the dates made later. The sender may cancel an invitation only while it is pending.';

const EVENT_NOT_FOUND = { description: `"${EVENT_MESSAGES.notFound}": no such event, or the caller may not see it.` };
const CREATOR_ONLY = { description: `"${INVITATION_MESSAGES.creatorOnly}".` };
const CODE_NOT_FOUND = { description: `"${INVITATION_MESSAGES.notFound}".` };
const NOT_PENDING = { description: `"${INVITATION_MESSAGES.notPending}" (\`not_pending\`): answered, expired, or a link the caller already answered.` };
const LIST_OK = { description: 'The invitations, newest first (at most 500), each with the status the caller sees.', schema: z.array(InvitationSchema) };

/** Accept (POST /event-invites/join) and decline: the same rules, the same answers. */
const answerRoute = (action: 'join' | 'decline', summary: string, answered: 'accepted' | 'declined') =>
  ({
  method: 'post',
  path: `/event-invites/${action}`,
  summary,
  description: `Anyone signed in who holds the code may answer. ${INVITATION_RULES}`,
  access: 'member',
  rateLimit: 'codeLookup',
  body: InviteCodeRequest,
  responses: {
    200: { description: `The ${answered} invitation (for a link, the caller's own answer to it).`, schema: InvitationSchema },
    400: NOT_PENDING,
    404: CODE_NOT_FOUND,
    429: CODE_LOOKUP_LIMITED,
  },
  examples: {
    body: { invite_code: EXAMPLE_INVITATION.invite_code },
    response: answered === 'accepted' ? EXAMPLE_ACCEPTED_INVITATION : EXAMPLE_DECLINED_INVITATION,
  },
}) as const satisfies RouteDeclaration;

export const invitationRoutes = routeGroup({
  tag: 'Invitations',
  description: `Invitations to events, by e-mail or shareable link. Codes are 16 symbols (80 random bits).\n\n${INVITATION_RULES}`,
  routes: {
    lookup: {
      method: 'get',
      path: '/event-invites/invite/:code',
      summary: 'Look up an invitation by its code',
      description: 'Public, so the join page can show the event before signing in. Shows neither who was invited nor the invitation\'s id; says how many are going (a count, never who).',
      access: 'public',
      rateLimit: 'codeLookup',
      params: InvitationCodeParams,
      responses: { 200: { description: 'The invitation and its event.', schema: PublicInvitationSchema }, 404: CODE_NOT_FOUND, 429: CODE_LOOKUP_LIMITED },
      examples: { response: EXAMPLE_PUBLIC_INVITATION },
    },
    create: {
      method: 'post',
      path: '/event-invites/',
      summary: 'Invite someone to an event, or make a shareable link',
      description: INVITATION_RULES,
      access: 'member',
      body: CreateInvitationRequest,
      examples: { body: { event_id: 42, invited_email: 'sam@example.com', message: EXAMPLE_INVITATION.message }, response: EXAMPLE_INVITATION },
      responses: {
        201: { description: 'The invitation; its `invite_code` makes the link `{PUBLIC_URL}/join-event/{code}`. Its e-mail, if any, is queued and leaves right after the answer.', schema: InvitationSchema },
        400: { description: `"${INVITATION_MESSAGES.eventOver}" (\`event_started\`); "series: ${EVENT_MESSAGES.notRecurring}" (\`validation_error\`) for \`series: true\` on an event that does not repeat.` },
        403: CREATOR_ONLY,
        404: EVENT_NOT_FOUND,
        409: { description: `"${INVITATION_MESSAGES.alreadyInvited}" (\`already_invited\`).` },
        429: { description: `"${INVITATION_MESSAGES.tooManyEmails}" (\`rate_limited\`): the sender queued \`INVITATION_EMAILS_PER_HOUR\` invitation e-mails in the last hour, cancelled ones included.` },
      },
    },
    listForEvent: {
      method: 'get',
      path: '/event-invites/event/:id',
      summary: 'An event\'s invitations',
      description: 'For the event\'s creator only, including the answers people gave to its links.',
      examples: { response: [EXAMPLE_INVITATION] },
      access: 'member',
      params: EventIdParams,
      responses: {
        200: { description: 'Every invitation to the event, newest first.', schema: z.array(InvitationSchema) },
        403: CREATOR_ONLY,
        404: EVENT_NOT_FOUND,
      },
    },
    received: {
      method: 'get',
      path: '/event-invites/my-invites',
      summary: 'Invitations the caller received',
      description: 'Addressed to the caller\'s account or e-mail; `status_filter` filters by the status the caller sees (a pending invitation to a started or deleted event is `expired`).',
      access: 'member',
      query: ReceivedInvitationsQuery,
      examples: { response: [EXAMPLE_INVITATION], query: { status_filter: 'pending' } },
      responses: { 200: LIST_OK },
    },
    sent: {
      method: 'get',
      path: '/event-invites/my-sent-invites',
      summary: 'Invitations the caller sent',
      description: 'E-mail invitations, links, and the answers people gave to those links (each an invitation to that person, with its status); filter by `status_filter` and `event_id`.',
      access: 'member',
      query: SentInvitationsQuery,
      examples: { response: [EXAMPLE_INVITATION], query: { status_filter: 'pending', event_id: '42' } },
      responses: { 200: LIST_OK },
    },
    accept: answerRoute('join', 'Accept an invitation', 'accepted'),
    decline: answerRoute('decline', 'Decline an invitation', 'declined'),
    cancel: {
      method: 'delete',
      path: '/event-invites/:id',
      summary: 'Cancel an invitation the caller sent',
      description: 'Only the sender, and only while it is pending; it is deleted and its code stops working. Its e-mail is not sent if it has not left yet.',
      access: 'member',
      params: InvitationIdParams,
      responses: {
        204: { description: 'Cancelled.' },
        400: { description: `"${INVITATION_MESSAGES.cancelPendingOnly}" (\`not_pending\`).` },
        404: { description: `"${INVITATION_MESSAGES.invitationNotFound}": no such invitation, or the caller did not send it.` },
      },
    },
  },
});
