import { INVITATION_MESSAGES } from '@contracts/invitations/schemas';
import { kickCalendarSync, queueReplySync } from '../calendar';
import type { CreateInvitationParsed, Invitation, InvitationStatus, PublicInvitation } from '@contracts/invitations/schemas';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, notFound } from '../../http/app-error';
import * as mailRepo from '../../queue/mail-repo';
import { PRODUCT_NAME } from '../../product';
import { newInviteCode } from '../communities';
import { answerSeries, canInviteToEvent, loadEvent, placeAnswer } from '../events';
import type { EventRow } from '../events';
import { notifyInvitation } from '../push';
import { displayName } from '../../users/display-name';
import type { UserRow } from '../../users/repo';
import { checkEmailLimits } from './email-limits';
import { invitationMail } from './mails';
import { mailWhen } from '../../integrations/mail-text';
import { invitedTo, invitedWhen, invitedWhenShort } from './series-invitation';
import type { InvitedTo } from './series-invitation';
import { effectiveStatus, isLink, presentInvitation, presentPublicInvitation } from './presenter';
import * as repo from './repo';
import type { InvitationViewRow } from './repo';
import { inviteeOf } from '../../users/proven-email';

/** 16 symbols of the invite alphabet: 80 random bits. */
const EVENT_INVITE_CODE_LENGTH = 16;

const nowIso = (deps: AppDeps) => deps.clock().toISOString();

async function view(deps: AppDeps, where: { id: number } | { invite_code: string }): Promise<InvitationViewRow> {
  const row = await repo.findInvitationView(deps.db, where);
  if (!row) {
    throw notFound('id' in where ? INVITATION_MESSAGES.invitationNotFound : INVITATION_MESSAGES.notFound);
  }
  return row;
}

/**
 * In the invitation's transaction: refuses a second pending invitation to the same address, then
 * keeps the e-mail limits (email-limits.ts). The sender's row is locked before either is read.
 */
async function checkEmailAllowed(deps: AppDeps, trx: Db, actor: UserRow, eventId: number, email: string, now: Date): Promise<void> {
  await repo.lockInviter(trx, actor.id);
  if (await repo.hasPendingInvitation(trx, eventId, email)) {
    throw conflict('already_invited', INVITATION_MESSAGES.alreadyInvited);
  }
  await checkEmailLimits(deps, trx, actor, email, now);
}

/** Queues the invitation e-mail in the invitation's transaction; the mail worker sends it. */
async function queueInvitationMail(
  deps: AppDeps,
  trx: Db,
  actor: UserRow,
  event: EventRow,
  invitation: { id: number; email: string; code: string; message: string | null; to: InvitedTo },
  now: Date,
): Promise<void> {
  const times = { startIso: event.start_at, endIso: event.end_at, timeZone: event.time_zone };
  const recurringWhen = invitedWhen(invitation.to, event, mailWhen(times));
  const mail = invitationMail({
    to: invitation.email,
    inviterName: displayName(actor),
    title: event.title,
    startIso: event.start_at,
    endIso: event.end_at,
    timeZone: event.time_zone,
    location: event.location,
    message: invitation.message,
    link: `${deps.config.publicUrl}/join-event/${invitation.code}`,
    productName: PRODUCT_NAME,
    recurring: recurringWhen === null ? null : { when: recurringWhen, everyDate: invitation.to.everyDate },
  });
  await mailRepo.enqueueMail(trx, { kind: 'invitation', senderId: actor.id, invitationId: invitation.id, mail, nowIso: now.toISOString() });
}

/**
 * Invites someone to an event: by e-mail (queued with the invitation, sent by the mail worker,
 * retried while the mail server is unreachable) or as a shareable link. Only the event's creator
 * invites; e-mails are limited per sender per hour. To a date of a recurring event, `series` invites
 * to every date from it on.
 */
export async function createInvitation(deps: AppDeps, actor: UserRow, input: CreateInvitationParsed): Promise<Invitation> {
  const loaded = await loadEvent(deps, input.event_id, actor);
  if (!canInviteToEvent(loaded.access)) {
    throw forbidden(INVITATION_MESSAGES.creatorOnly);
  }
  const now = deps.clock();
  if (loaded.row.start_at <= now.toISOString()) {
    throw badRequest('event_started', INVITATION_MESSAGES.eventOver);
  }
  const to = await invitedTo(deps.db, loaded.row, input.series);
  const email = input.invited_email;
  const code = newInviteCode(EVENT_INVITE_CODE_LENGTH);
  const invitedUserId = email ? await repo.findUserIdByEmail(deps.db, email) : null;
  const id = await deps.db.transaction(async (trx) => {
    if (email) {
      await checkEmailAllowed(deps, trx, actor, loaded.row.id, email, now);
    }
    const newId = await repo.insertInvitation(trx, {
      event_id: loaded.row.id,
      event_title: loaded.row.title,
      event_start_at: loaded.row.start_at,
      invited_by_id: actor.id,
      invited_user_id: invitedUserId,
      invited_email: email,
      message: input.message,
      invite_code: code,
      link_id: null,
      series: to.everyDate,
      status: 'pending',
      created_at: now.toISOString(),
      responded_at: null,
    });
    if (email) {
      await queueInvitationMail(deps, trx, actor, loaded.row, { id: newId, email, code, message: input.message, to }, now);
    }
    if (invitedUserId !== null) {
      const invitation = { invitedUserId, invitationId: newId, code, inviter: displayName(actor), event: loaded.row, when: invitedWhenShort(to, loaded.row) };
      await notifyInvitation(deps, trx, invitation, actor.id);
    }
    return newId;
  });
  if (email) {
    // After the commit, so the worker finds the mail: it normally leaves at once.
    deps.jobs.kickMail();
  }
  return presentInvitation(await view(deps, { id }), nowIso(deps));
}

export async function listEventInvitations(deps: AppDeps, actor: UserRow, eventId: number): Promise<Invitation[]> {
  const loaded = await loadEvent(deps, eventId, actor);
  if (!canInviteToEvent(loaded.access)) {
    throw forbidden(INVITATION_MESSAGES.creatorOnly);
  }
  const now = nowIso(deps);
  return (await repo.listForEvent(deps.db, eventId)).map((row) => presentInvitation(row, now));
}

export async function listReceived(deps: AppDeps, actor: UserRow, status: InvitationStatus | undefined): Promise<Invitation[]> {
  const now = nowIso(deps);
  return (await repo.listReceived(deps.db, inviteeOf(actor), status, now)).map((row) => presentInvitation(row, now));
}

export async function listSent(deps: AppDeps, actor: UserRow, filters: { status?: InvitationStatus; eventId?: number }): Promise<Invitation[]> {
  const now = nowIso(deps);
  return (await repo.listSent(deps.db, actor.id, filters, now)).map((row) => presentInvitation(row, now));
}

export async function publicInvitation(deps: AppDeps, code: string): Promise<PublicInvitation> {
  const row = await view(deps, { invite_code: code });
  const goingCount = row.event_id === null ? 0 : await repo.countGoing(deps.db, row.event_id);
  return presentPublicInvitation(row, nowIso(deps), goingCount);
}

/**
 * Accepts or declines by code. An addressed invitation is answered once; a shareable link stays
 * open and each person's answer becomes an invitation of their own. Accepting opens the event to
 * the invitee (even outside its community) and sets their reply to going: to every date from it on
 * for an invitation to a recurring event's dates.
 */
export async function answer(deps: AppDeps, actor: UserRow, code: string, status: 'accepted' | 'declined'): Promise<Invitation> {
  const row = await view(deps, { invite_code: code });
  const now = nowIso(deps);
  if (effectiveStatus(row, now) !== 'pending' || row.event_id === null) {
    throw badRequest('not_pending', INVITATION_MESSAGES.notPending);
  }
  const eventId = row.event_id;
  const answeredId = await deps.db.transaction(async (trx) => {
    let id = row.id;
    if (isLink(row)) {
      if (await repo.findLinkAnswer(trx, row.id, actor.id)) {
        throw badRequest('not_pending', INVITATION_MESSAGES.notPending);
      }
      id = await repo.insertInvitation(trx, {
        event_id: eventId,
        event_title: row.event_title,
        event_start_at: row.event_start_at,
        invited_by_id: row.invited_by_id,
        invited_user_id: actor.id,
        invited_email: null,
        message: row.message,
        invite_code: newInviteCode(EVENT_INVITE_CODE_LENGTH),
        link_id: row.id,
        series: Boolean(row.series),
        status,
        created_at: now,
        responded_at: now,
      });
    } else if (!(await repo.answerInvitation(trx, row.id, actor.id, status, now))) {
      throw badRequest('not_pending', INVITATION_MESSAGES.notPending);
    }
    if (status === 'accepted') {
      await placeAnswer(deps, trx, eventId, actor.id, { status: 'going' }, now);
      await queueReplySync(deps, trx, eventId, actor.id);
    }
    return id;
  });
  if (status === 'accepted' && row.series) {
    await answerEveryDate(deps, actor, eventId);
  }
  kickCalendarSync(deps);
  return presentInvitation(await view(deps, { id: answeredId }), now);
}

/**
 * Accepting an invitation to every date: going to every date of the series from the invited one on,
 * and to the dates made later (events' answer for a series). After the invitation's own transaction,
 * which opened the event to the invitee: the invited date's answer is already given there.
 */
async function answerEveryDate(deps: AppDeps, actor: UserRow, eventId: number): Promise<void> {
  const loaded = await loadEvent(deps, eventId, actor);
  if (loaded.row.series_id !== null) {
    await answerSeries(deps, loaded, actor.id, 'going');
  }
}

/** The sender cancels (deletes) an invitation while it is still pending. */
export async function cancel(deps: AppDeps, actor: UserRow, id: number): Promise<void> {
  const row = await repo.findInvitationView(deps.db, { id });
  if (!row || row.invited_by_id !== actor.id) {
    throw notFound(INVITATION_MESSAGES.invitationNotFound);
  }
  if (effectiveStatus(row, nowIso(deps)) !== 'pending') {
    throw badRequest('not_pending', INVITATION_MESSAGES.cancelPendingOnly);
  }
  await deps.db.transaction(async (trx) => {
    await mailRepo.withdrawUnsentForInvitation(trx, id, nowIso(deps));
    await repo.deleteInvitation(trx, id);
  });
}
